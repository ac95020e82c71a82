'use client';

import { useApp } from './app-provider';
import * as ENDPOINTS from '@/lib/acquiring/endpoints';
import { exportOperations } from '@/lib/bff/own-routes';
import { ApiError, failureReaction, shownAsUnavailable } from '@/lib/client/api-failure';
import { useFileDownload, type DownloadedFile, type FileRequest } from '@/lib/client/file-download';
import { reportFileName } from '@/lib/operations/report-file';
import type { ReportFormat } from '@/lib/operations/report-export';

/** The host's CSV report (through the proxy) and the BFF's own XLSX export of the same filter. */
export const REPORT_PATHS: Readonly<Record<ReportFormat, string>> = { csv: ENDPOINTS.report.path, xlsx: exportOperations.path };

/** The dialog, the login page or the policy confirmation already said what went wrong. */
function alreadySaid(error: unknown, path: string): boolean {
  return error instanceof ApiError && (shownAsUnavailable(error) || failureReaction(error.status, error.body, path) !== null);
}

/**
 * A file of `GET api/merchant/report` (the operations report, a reconciliation's file) or of the BFF's XLSX
 * export, saved under the server's name, through the app's ky client: spec §8 as for every call (502/504 open
 * the "temporarily unavailable" dialog, an ended session goes to the login page, 409 asks to accept the privacy
 * policy); any other failure shows `errorText` ("Произошла ошибка сервера при выгрузке отчёта"). The body is read
 * as a stream (`progress`: the bytes so far); `cancel()` aborts the request, leaving no file and no alert.
 */
export function useReportDownload(errorText: string) {
  const { alerts, bff } = useApp();
  const { busy, progress, download, cancel } = useFileDownload(() => alerts.push('error', errorText));

  async function fetchReport(query: string, fallbackName: string, format: ReportFormat, { signal, onProgress }: FileRequest): Promise<DownloadedFile | null> {
    try {
      const accept = 'text/csv, application/vnd.openxmlformats-officedocument.spreadsheetml.sheet, application/json';
      // The length when the answer says it: a streamed report has none (ky then counts the bytes so far as the total).
      let total: number | null = null;
      const response = await (await bff()).get(`/${REPORT_PATHS[format]}`, {
        searchParams: query,
        headers: { accept },
        signal,
        onDownloadProgress: ({ transferredBytes }) => onProgress({ received: transferredBytes, total }),
      });
      total = Number(response.headers.get('content-length')) || null;
      return { blob: await response.blob(), name: reportFileName(response.headers.get('content-disposition'), fallbackName) };
    } catch (error) {
      if (alreadySaid(error, REPORT_PATHS[format])) return null;
      throw error;
    }
  }

  return {
    busy,
    progress,
    cancel,
    downloadReport: (query: string, fallbackName: string, format: ReportFormat = 'csv') => download((request) => fetchReport(query, fallbackName, format, request)),
  };
}
