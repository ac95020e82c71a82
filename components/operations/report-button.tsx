'use client';

import { useTranslations } from 'next-intl';
import { useApp } from '@/components/layout/app-provider';
import { PlainButton } from '@/components/plain/controls';
import { ALIAS_HEADER } from '@/lib/bff/guest-alias';
import { ANTI_FORGERY_HEADER, ANTI_FORGERY_VALUE } from '@/lib/bff/same-origin';
import { useFileDownload } from '@/lib/client/file-download';
import { reportFileName } from '@/lib/operations/report-file';

/**
 * Downloads the report of the current filter through the BFF (GET api/merchant/report) as a file
 * with the server's name; any failure shows the spec §8 text.
 */
export function ReportButton({ query }: { query: string }) {
  const t = useTranslations('Operations');
  const { alias, alerts } = useApp();
  const { busy, download } = useFileDownload(() => alerts.push('error', t('reportError')));

  async function fetchReport() {
    const headers = new Headers({ [ANTI_FORGERY_HEADER]: ANTI_FORGERY_VALUE, accept: 'text/csv, application/json' });
    if (alias) headers.set(ALIAS_HEADER, alias);
    const response = await fetch(`/api/merchant/report?${query}`, { headers, credentials: 'same-origin', cache: 'no-store' });
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    return { blob: await response.blob(), name: reportFileName(response.headers.get('content-disposition'), 'operations.csv') };
  }

  return (
    <PlainButton variant="brand-outline" small onClick={() => download(fetchReport)} loading={busy} data-testid="report-download">
      {busy ? t('reportLoading') : t('report')}
    </PlainButton>
  );
}
