'use client';

import { useApp } from './app-provider';
import { ApiError, failureReaction, shownAsUnavailable } from '@/lib/client/api';
import { useFileDownload, type DownloadedFile } from '@/lib/client/file-download';
import { reportFileName } from '@/lib/operations/report-file';

/** The host's CSV report (through the proxy) and the BFF's own XLSX export of the same filter. */
export const REPORT_PATHS = { csv: 'api/merchant/report', xlsx: 'api/export/operations' } as const;
export type ReportFormat = keyof typeof REPORT_PATHS;

/** The dialog, the login page or the policy confirmation already said what went wrong. */
function alreadySaid(error: unknown, path: string): boolean {
  return error instanceof ApiError && (shownAsUnavailable(error) || failureReaction(error.status, error.body, path) !== null);
}

/**
 * A file of `GET api/merchant/report` (the operations report, a reconciliation's file) or of the BFF's XLSX
 * export, saved under the server's name, through the app's ky client: spec §8 as for every call (502/504 open
 * the "temporarily unavailable" dialog, an ended session goes to the login page, 409 asks to accept the privacy
 * policy); any other failure shows `errorText` ("Произошла ошибка сервера при выгрузке отчёта").
 */
export function useReportDownload(errorText: string) {
  const { alerts, bff } = useApp();
  const { busy, download } = useFileDownload(() => alerts.push('error', errorText));

  async function fetchReport(query: string, fallbackName: string, format: ReportFormat): Promise<DownloadedFile | null> {
    try {
      const accept = 'text/csv, application/vnd.openxmlformats-officedocument.spreadsheetml.sheet, application/json';
      const response = await bff.get(`/${REPORT_PATHS[format]}`, { searchParams: query, headers: { accept } });
      return { blob: await response.blob(), name: reportFileName(response.headers.get('content-disposition'), fallbackName) };
    } catch (error) {
      if (alreadySaid(error, REPORT_PATHS[format])) return null;
      throw error;
    }
  }

  return {
    busy,
    downloadReport: (query: string, fallbackName: string, format: ReportFormat = 'csv') => download(() => fetchReport(query, fallbackName, format)),
  };
}
