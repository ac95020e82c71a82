'use client';

import { useTranslations } from 'next-intl';
import { goToAuth, useApp } from '@/components/layout/app-provider';
import { PlainButton } from '@/components/plain/controls';
import { ANTI_FORGERY_HEADER, ANTI_FORGERY_VALUE } from '@/lib/bff/same-origin';
import { useFileDownload } from '@/lib/client/file-download';
import { reconciliationFileParams } from '@/lib/reconciliation/operations-link';

const FILE_NAME = /filename="?([^";]+)"?/i;

/**
 * The reconciliation file (GET api/merchant/report?reconciliationId=) saved under its own name;
 * a failure shows 'Произошла ошибка сервера при выгрузке отчёта' (spec §8 "Report download").
 */
export function DownloadFileButton({ reconciliationId, fileName }: { reconciliationId: number; fileName: string }) {
  const t = useTranslations('Reconciliation');
  const { alias, alerts, showUnavailable } = useApp();
  const { busy, download } = useFileDownload(() => alerts.push('error', t('downloadError')));

  async function fetchFile() {
    const response = await fetch(`/api/merchant/report?${reconciliationFileParams(reconciliationId)}`, {
      headers: { [ANTI_FORGERY_HEADER]: ANTI_FORGERY_VALUE },
      credentials: 'same-origin',
      cache: 'no-store',
    });
    if (response.status === 502 || response.status === 504) {
      showUnavailable();
      return null;
    }
    if (response.status === 401) {
      goToAuth(alias, 'ended');
      return null;
    }
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    return { blob: await response.blob(), name: FILE_NAME.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? fileName };
  }

  return (
    <PlainButton variant="outline" xs onClick={() => download(fetchFile)} loading={busy} keepWidth aria-label={t('downloadOf', { id: reconciliationId })}>
      {t('download')}
    </PlainButton>
  );
}
