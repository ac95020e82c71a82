'use client';

import { useApp } from './app-provider';
import { ALIAS_HEADER } from '@/lib/bff/guest-alias';
import { ANTI_FORGERY_HEADER, ANTI_FORGERY_VALUE } from '@/lib/bff/same-origin';
import { useFileDownload, type DownloadedFile } from '@/lib/client/file-download';
import { reportFileName } from '@/lib/operations/report-file';

const REPORT_PATH = 'api/merchant/report';

/** The BFF's JSON answer to a failed download (its `action`), or null for any other body. */
async function failureBody(response: Response): Promise<unknown> {
  try {
    return JSON.parse(await response.text()) as unknown;
  } catch {
    return null;
  }
}

/**
 * A file of `GET api/merchant/report` (the operations report, a reconciliation's file) saved under the
 * server's name. Spec §8 as for every call (`reactToFailure`): 502/504 open the "temporarily unavailable"
 * dialog, an ended session goes to the login page, 409 asks to accept the privacy policy; any other failure shows `errorText` ("Произошла ошибка сервера при выгрузке отчёта").
 */
export function useReportDownload(errorText: string) {
  const { alias, alerts, reactToFailure } = useApp();
  const { busy, download } = useFileDownload(() => alerts.push('error', errorText));

  async function fetchReport(query: string, fallbackName: string): Promise<DownloadedFile | null> {
    const headers = new Headers({ [ANTI_FORGERY_HEADER]: ANTI_FORGERY_VALUE, accept: 'text/csv, application/json' });
    if (alias) headers.set(ALIAS_HEADER, alias);
    const response = await fetch(`/${REPORT_PATH}?${query}`, { headers, credentials: 'same-origin', cache: 'no-store' });
    if (!response.ok) {
      // the dialog, the login page or the policy confirmation say it all; any other failure gets `errorText`
      if (reactToFailure(response.status, await failureBody(response), REPORT_PATH)) return null;
      throw new Error(`HTTP ${response.status}`);
    }
    return { blob: await response.blob(), name: reportFileName(response.headers.get('content-disposition'), fallbackName) };
  }

  return { busy, downloadReport: (query: string, fallbackName: string) => download(() => fetchReport(query, fallbackName)) };
}
