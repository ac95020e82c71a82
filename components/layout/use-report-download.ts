'use client';

import { goToAuth, useApp } from './app-provider';
import { ALIAS_HEADER } from '@/lib/bff/guest-alias';
import { ANTI_FORGERY_HEADER, ANTI_FORGERY_VALUE } from '@/lib/bff/same-origin';
import { useFileDownload, type DownloadedFile } from '@/lib/client/file-download';
import { reportFileName } from '@/lib/operations/report-file';

/**
 * A file of `GET api/merchant/report` (the operations report, a reconciliation's file) saved under the
 * server's name. Spec §8: 502/504 open the "temporarily unavailable" dialog, an ended session (401) goes
 * to the login page, any other failure shows `errorText` ("Произошла ошибка сервера при выгрузке отчёта").
 */
export function useReportDownload(errorText: string) {
  const { alias, alerts, showUnavailable } = useApp();
  const { busy, download } = useFileDownload(() => alerts.push('error', errorText));

  async function fetchReport(query: string, fallbackName: string): Promise<DownloadedFile | null> {
    const headers = new Headers({ [ANTI_FORGERY_HEADER]: ANTI_FORGERY_VALUE, accept: 'text/csv, application/json' });
    if (alias) headers.set(ALIAS_HEADER, alias);
    const response = await fetch(`/api/merchant/report?${query}`, { headers, credentials: 'same-origin', cache: 'no-store' });
    if (response.status === 502 || response.status === 504) {
      showUnavailable();
      return null;
    }
    if (response.status === 401) {
      goToAuth(alias, 'ended');
      return null;
    }
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    return { blob: await response.blob(), name: reportFileName(response.headers.get('content-disposition'), fallbackName) };
  }

  return { busy, downloadReport: (query: string, fallbackName: string) => download(() => fetchReport(query, fallbackName)) };
}
