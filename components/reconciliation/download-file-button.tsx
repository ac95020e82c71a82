'use client';

import { useTranslations } from 'next-intl';
import { useReportDownload } from '@/components/layout/use-report-download';
import { PlainButton } from '@/components/plain/controls';
import { reconciliationFileParams } from '@/lib/reconciliation/operations-link';

/**
 * The reconciliation file (GET api/merchant/report?reconciliationId=) saved under its own name;
 * a failure shows 'Произошла ошибка сервера при выгрузке отчёта' (spec §8 "Report download").
 */
export function DownloadFileButton({ reconciliationId, fileName }: { reconciliationId: number; fileName: string }) {
  const t = useTranslations('Reconciliation');
  const { busy, downloadReport } = useReportDownload(t('downloadError'));
  return (
    <PlainButton
      variant="outline"
      xs
      onClick={() => downloadReport(reconciliationFileParams(reconciliationId).toString(), fileName)}
      loading={busy}
      keepWidth
      aria-label={t('downloadOf', { id: reconciliationId })}
    >
      {t('download')}
    </PlainButton>
  );
}
