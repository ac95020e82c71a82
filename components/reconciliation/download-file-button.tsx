'use client';

import { Button } from '@chakra-ui/react';
import { useTranslations } from 'next-intl';
import { useReportDownload } from '@/components/layout/use-report-download';
import { reconciliationFileParams } from '@/lib/reconciliation/operations-link';

/**
 * The reconciliation file (GET api/merchant/report?reconciliationId=) saved under its own name;
 * a failure shows 'Произошла ошибка сервера при выгрузке отчёта' (spec §8 "Report download").
 * While it loads the spinner covers the label, so the button keeps its width.
 */
export function DownloadFileButton({ reconciliationId, fileName }: { reconciliationId: number; fileName: string }) {
  const t = useTranslations('Reconciliation');
  const { busy, downloadReport } = useReportDownload(t('downloadError'));
  return (
    <Button
      variant="outline"
      size="xs"
      onClick={() => downloadReport(reconciliationFileParams(reconciliationId).toString(), fileName)}
      loading={busy}
      aria-busy={busy || undefined}
      aria-label={t('downloadOf', { id: reconciliationId })}
    >
      {t('download')}
    </Button>
  );
}
