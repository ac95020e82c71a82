'use client';

import { useApp } from './app-provider';
import { ApiError, failureReaction, shownAsUnavailable } from '@/lib/client/api';
import { useFileDownload, type DownloadedFile } from '@/lib/client/file-download';
import { reportFileName } from '@/lib/operations/report-file';

const REPORT_PATH = 'api/merchant/report';

/** The dialog, the login page or the policy confirmation already said what went wrong. */
function alreadySaid(error: unknown): boolean {
  return error instanceof ApiError && (shownAsUnavailable(error) || failureReaction(error.status, error.body, REPORT_PATH) !== null);
}

/**
 * A file of `GET api/merchant/report` (the operations report, a reconciliation's file) saved under the
 * server's name, through the app's ky client: spec §8 as for every call (502/504 open the "temporarily
 * unavailable" dialog, an ended session goes to the login page, 409 asks to accept the privacy policy); any
 * other failure shows `errorText` ("Произошла ошибка сервера при выгрузке отчёта").
 */
export function useReportDownload(errorText: string) {
  const { alerts, bff } = useApp();
  const { busy, download } = useFileDownload(() => alerts.push('error', errorText));

  async function fetchReport(query: string, fallbackName: string): Promise<DownloadedFile | null> {
    try {
      const response = await bff.get(`/${REPORT_PATH}`, { searchParams: query, headers: { accept: 'text/csv, application/json' } });
      return { blob: await response.blob(), name: reportFileName(response.headers.get('content-disposition'), fallbackName) };
    } catch (error) {
      if (alreadySaid(error)) return null;
      throw error;
    }
  }

  return { busy, downloadReport: (query: string, fallbackName: string) => download(() => fetchReport(query, fallbackName)) };
}
