import { Fragment } from 'react';
import { useTranslations } from 'next-intl';
import type { TurnoverFigures } from '@/lib/acquiring/contract/summaries';
import type { NotMoved } from '@/lib/domain/money-rule';
import notes from '@/lib/theme/static/notes.parts';

export type TurnoverAmounts = Pick<TurnoverFigures, 'salesAmount' | 'refundAmount' | 'netAmount' | 'cashWithdrawalAmount' | 'preAuthAmount'> & Partial<NotMoved>;

/**
 * The line under a total that says what it adds up (the host's money rules, lib/domain/money-rule.ts): sales,
 * refunds with a minus, the net; cash withdrawals, pre-authorisations and the operations that did not go through,
 * which the total leaves out, only when there are any. Plain elements (lib/theme/static/notes.parts.ts): rendered on
 * the server it ships no code; a client screen (the list's totals) renders it as it is.
 */
export function TurnoverLine({ figures, money, withNet = true, testId }: { figures: TurnoverAmounts; money: (minor: number) => string; withNet?: boolean; testId?: string }) {
  const t = useTranslations('Turnover');
  type Part = [key: string, label: string, minor: number];
  const optional = (shown: boolean, part: Part): Part[] => (shown ? [part] : []);
  const parts: Part[] = [
    ['sales', t('sales'), figures.salesAmount],
    ['refunds', t('refunds'), -figures.refundAmount],
    ...optional(withNet, ['net', t('net'), figures.netAmount]),
    ...optional(figures.cashWithdrawalAmount > 0, ['cashWithdrawals', t('cashWithdrawals'), figures.cashWithdrawalAmount]),
    ...optional(figures.preAuthAmount > 0, ['preAuths', t('preAuths'), figures.preAuthAmount]),
    ...optional((figures.notMovedCount ?? 0) > 0, ['notMoved', t('notMoved', { count: figures.notMovedCount ?? 0 }), figures.notMovedAmount ?? 0]),
  ];
  return (
    // wraps between its parts, also inside a nowrap table cell
    <p className={notes.line} data-testid={testId}>
      {parts.map(([key, label, minor], index) => (
        <Fragment key={key}>
          {/* between the parts, not inside them: the line wraps there */}
          {index > 0 && <span aria-hidden> · </span>}
          <span data-part={key} data-minor={minor} data-count={key === 'notMoved' ? figures.notMovedCount : undefined}>
            {label}{' '}
            {/* an amount never breaks; a long label may */}
            <span className={notes.unbroken}>{money(minor)}</span>
          </span>
        </Fragment>
      ))}
    </p>
  );
}
