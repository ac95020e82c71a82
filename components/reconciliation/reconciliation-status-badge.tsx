'use client';

import { useTranslations } from 'next-intl';
import { reconciliationStatusView } from '@/lib/reconciliation/present';
import styles from './reconciliation.module.css';

/** The status group and its colour (spec §4: 0 successful, 1 in progress, 2 and 3 unsuccessful). */
/** `showCode` off where space is short (the table); the group and colour stay. */
export function ReconciliationStatusBadge({ code, showCode = true }: { code: number; showCode?: boolean }) {
  const t = useTranslations('Reconciliation');
  const { status, color } = reconciliationStatusView(code);
  return (
    <span className={styles.status} data-status={status ?? 'unknown'} title={t('statusCode', { code })}>
      <span aria-hidden className={styles.statusDot} style={{ background: color }} />
      <span className={styles.statusName}>{t(`status.${status ?? 'unknown'}`)}</span>
      {showCode && <span className={styles.mutedXs}>({t('statusCode', { code })})</span>}
    </span>
  );
}
