'use client';

import { useTranslations } from 'next-intl';
import { transactionStatusColor, transactionStatusGroup } from '@/lib/domain/transaction-status';
import styles from './status-badge.module.css';

/** Status with its host response code and the colour of its group (spec §3, §4). */
export function StatusBadge({ code }: { code: number }) {
  const t = useTranslations('Operations');
  const group = transactionStatusGroup(code);
  return (
    <div className={styles.badge} data-status={group}>
      <span className={styles.dot} aria-hidden="true" style={{ background: transactionStatusColor(group) }} />
      <span className={styles.label}>{t(`status.${group}`)}</span>
      <span className={styles.code}>({t('statusCode', { code })})</span>
    </div>
  );
}
