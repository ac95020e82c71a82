'use client';

import { useTranslations } from 'next-intl';
import { useReportDownload, type ReportFormat } from '@/components/layout/use-report-download';
import { PlainButton } from '@/components/plain/controls';

/** One format of the report of the current filter, spec §8 on failure. */
function ReportDownload({ query, format, label, testId }: { query: string; format: ReportFormat; label: string; testId: string }) {
  const t = useTranslations('Operations');
  const { busy, downloadReport } = useReportDownload(t('reportError'));
  return (
    <PlainButton variant="brand-outline" small onClick={() => downloadReport(query, `operations.${format}`, format)} loading={busy} data-testid={testId}>
      {busy ? t('reportLoading') : label}
    </PlainButton>
  );
}

/** The report of the current filter: the host's CSV (GET api/merchant/report) and the BFF's XLSX of the same rows. */
export function ReportButton({ query }: { query: string }) {
  const t = useTranslations('Operations');
  return (
    <>
      <ReportDownload query={query} format="csv" label={t('report')} testId="report-download" />
      <ReportDownload query={query} format="xlsx" label={t('reportXlsx')} testId="report-download-xlsx" />
    </>
  );
}
