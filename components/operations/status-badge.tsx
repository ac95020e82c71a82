import { useTranslations } from 'next-intl';
import { transactionStatusColor, transactionStatusGroup } from '@/lib/domain/transaction-status';
import rows from '@/lib/theme/static/rows.parts';

/**
 * Status with its host response code and the colour of its group (spec §3 "status (with code)", §4), wherever a row
 * shows it. Where space is short (the list's table at 1280 px) the code goes under the status, never away. Plain
 * elements (lib/theme/static/rows.parts.ts): the list's server-rendered rows and the client's details draw the same.
 */
export function StatusBadge({ code }: { code: number }) {
  const t = useTranslations('Operations');
  const group = transactionStatusGroup(code);
  return (
    <div className={rows.status} data-status={group} data-code={code}>
      <span aria-hidden className={rows.statusDot} style={{ background: transactionStatusColor(group) }} />
      <span className={rows.statusText}>
        <span className={rows.statusName}>{t(`status.${group}`)}</span>
        <span className={rows.statusCode}>({t('statusCode', { code })})</span>
      </span>
    </div>
  );
}
