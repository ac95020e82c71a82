'use client';

import { Button } from '@chakra-ui/react';
import { useTranslations } from 'next-intl';
import { useReportDownload, type ReportFormat } from '@/components/layout/use-report-download';

/** One format of the report of the current filter, spec §8 on failure. */
function ReportDownload({ query, format, label, testId }: { query: string; format: ReportFormat; label: string; testId: string }) {
  const t = useTranslations('Operations');
  const { busy, downloadReport } = useReportDownload(t('reportError'));
  return (
    <Button
      variant="outline"
      size="sm"
      bg="bg.panel"
      onClick={() => downloadReport(query, `operations.${format}`, format)}
      loading={busy}
      loadingText={t('reportLoading')}
      aria-busy={busy || undefined}
      data-testid={testId}
    >
      {label}
    </Button>
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
