'use client';

import { useTranslations } from 'next-intl';
import { useReportDownload } from '@/components/layout/use-report-download';
import { PlainButton } from '@/components/plain/controls';

/** Downloads the report of the current filter through the BFF (GET api/merchant/report), spec §8 on failure. */
export function ReportButton({ query }: { query: string }) {
  const t = useTranslations('Operations');
  const { busy, downloadReport } = useReportDownload(t('reportError'));
  return (
    <PlainButton variant="brand-outline" small onClick={() => downloadReport(query, 'operations.csv')} loading={busy} data-testid="report-download">
      {busy ? t('reportLoading') : t('report')}
    </PlainButton>
  );
}
