'use client';

import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { goToAuth, useApp } from '@/components/layout/app-provider';
import { PlainButton } from '@/components/plain/controls';
import { ANTI_FORGERY_HEADER, ANTI_FORGERY_VALUE } from '@/lib/bff/same-origin';
import { reconciliationFileParams } from '@/lib/reconciliation/operations-link';

const FILE_NAME = /filename="?([^";]+)"?/i;

/**
 * The reconciliation file (GET api/merchant/report?reconciliationId=) saved under its own name;
 * a failure shows 'Произошла ошибка сервера при выгрузке отчёта' (spec §8 "Report download").
 */
export function DownloadFileButton({ reconciliationId, fileName }: { reconciliationId: number; fileName: string }) {
  const t = useTranslations('Reconciliation');
  const { alias, alerts, showUnavailable } = useApp();
  const [loading, setLoading] = useState(false);

  async function download() {
    setLoading(true);
    try {
      const response = await fetch(`/api/merchant/report?${reconciliationFileParams(reconciliationId)}`, {
        headers: { [ANTI_FORGERY_HEADER]: ANTI_FORGERY_VALUE },
        credentials: 'same-origin',
        cache: 'no-store',
      });
      if (response.status === 502 || response.status === 504) {
        showUnavailable();
        return;
      }
      if (response.status === 401) {
        goToAuth(alias, 'ended');
        return;
      }
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      const blob = await response.blob();
      const name = FILE_NAME.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? fileName;
      const url = URL.createObjectURL(blob);
      const link = document.createElement('a');
      link.href = url;
      link.download = name;
      document.body.append(link);
      link.click();
      link.remove();
      window.setTimeout(() => URL.revokeObjectURL(url), 10_000);
    } catch {
      alerts.push('error', t('downloadError'));
    } finally {
      setLoading(false);
    }
  }

  return (
    <PlainButton variant="outline" xs onClick={download} loading={loading} keepWidth aria-label={t('downloadOf', { id: reconciliationId })}>
      {t('download')}
    </PlainButton>
  );
}
