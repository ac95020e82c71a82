'use client';

import { useTranslations } from 'next-intl';
import { goToAuth, useApp } from '@/components/layout/app-provider';
import { PlainButton } from '@/components/plain/controls';
import { ALIAS_HEADER } from '@/lib/bff/guest-alias';
import { ANTI_FORGERY_HEADER, ANTI_FORGERY_VALUE } from '@/lib/bff/same-origin';
import { useFileDownload, type DownloadedFile } from '@/lib/client/file-download';
import { reportFileName } from '@/lib/operations/report-file';

/**
 * Downloads the report of the current filter through the BFF (GET api/merchant/report) as a file
 * with the server's name. Spec §8: 502/504 open the "temporarily unavailable" dialog, an ended
 * session (401) goes to the login page, any other failure shows the report-download text.
 */
export function ReportButton({ query }: { query: string }) {
  const t = useTranslations('Operations');
  const { alias, alerts, showUnavailable } = useApp();
  const { busy, download } = useFileDownload(() => alerts.push('error', t('reportError')));

  async function fetchReport(): Promise<DownloadedFile | null> {
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
    return { blob: await response.blob(), name: reportFileName(response.headers.get('content-disposition'), 'operations.csv') };
  }

  return (
    <PlainButton variant="brand-outline" small onClick={() => download(fetchReport)} loading={busy} data-testid="report-download">
      {busy ? t('reportLoading') : t('report')}
    </PlainButton>
  );
}
