'use client';

import { useApp } from './app-provider';
import { ALIAS_HEADER } from '@/lib/bff/guest-alias';
import { ANTI_FORGERY_HEADER, ANTI_FORGERY_VALUE } from '@/lib/bff/same-origin';
import { useFileDownload, type DownloadedFile } from '@/lib/client/file-download';
import { reportFileName } from '@/lib/operations/report-file';

/** The host's CSV report (through the proxy) and the BFF's own XLSX export of the same filter. */
export const REPORT_PATHS = { csv: 'api/merchant/report', xlsx: 'api/export/operations' } as const;
export type ReportFormat = keyof typeof REPORT_PATHS;

/** The BFF's JSON answer to a failed download (its `action`), or null for any other body. */
async function failureBody(response: Response): Promise<unknown> {
  try {
    return JSON.parse(await response.text()) as unknown;
  } catch {
    return null;
  }
}

/**
 * A file of `GET api/merchant/report` (the operations report, a reconciliation's file) or of the BFF's XLSX export, saved under the
 * server's name. Spec §8 as for every call (`reactToFailure`): 502/504 open the "temporarily unavailable"
 * dialog, an ended session goes to the login page, 409 asks to accept the privacy policy; any other failure shows `errorText` ("Произошла ошибка сервера при выгрузке отчёта").
 */
export function useReportDownload(errorText: string) {
  const { alias, alerts, reactToFailure } = useApp();
  const { busy, download } = useFileDownload(() => alerts.push('error', errorText));

  async function fetchReport(query: string, fallbackName: string, format: ReportFormat): Promise<DownloadedFile | null> {
    const path = REPORT_PATHS[format];
    const headers = new Headers({ [ANTI_FORGERY_HEADER]: ANTI_FORGERY_VALUE, accept: 'text/csv, application/vnd.openxmlformats-officedocument.spreadsheetml.sheet, application/json' });
    if (alias) headers.set(ALIAS_HEADER, alias);
    const response = await fetch(`/${path}?${query}`, { headers, credentials: 'same-origin', cache: 'no-store' });
    if (!response.ok) {
      // the dialog, the login page or the policy confirmation say it all; any other failure gets `errorText`
      if (reactToFailure(response.status, await failureBody(response), path)) return null;
      throw new Error(`HTTP ${response.status}`);
    }
    return { blob: await response.blob(), name: reportFileName(response.headers.get('content-disposition'), fallbackName) };
  }

  return {
    busy,
    downloadReport: (query: string, fallbackName: string, format: ReportFormat = 'csv') => download(() => fetchReport(query, fallbackName, format)),
  };
}
