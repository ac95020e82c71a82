import { Fragment } from 'react';
import { useTranslations } from 'next-intl';
import type { TransactionSummary } from '@/lib/acquiring/contract/summaries';
import { countParts } from '@/lib/domain/money-rule';
import notes from '@/lib/theme/static/notes.parts';

/**
 * Beside the average check, what it divides (lib/domain/money-rule.ts): the sales and how many there were, so
 * average × number of sales gives the sales back.
 */
export function AverageNote({ totals, money }: { totals: TransactionSummary; money: (minor: number) => string }) {
  const t = useTranslations('Operations');
  return (
    <p className={notes.line} data-testid="total-average-note" data-count={totals.salesCount} data-minor={totals.salesAmount}>
      {t('averageOf', { count: totals.salesCount, amount: money(totals.salesAmount) })}
    </p>
  );
}

/** Beside the count, what it holds: sales, refunds, holds, cash withdrawals and the operations that did not go through. */
export function CountNote({ totals }: { totals: TransactionSummary }) {
  const t = useTranslations('Operations.countParts');
  return (
    <p className={notes.line} data-testid="total-count-note">
      {countParts(totals).map(({ part, count }, index) => (
        <Fragment key={part}>
          {index > 0 && <span aria-hidden> · </span>}
          {/* the note wraps between its parts, never inside one */}
          <span className={notes.unbroken} data-part={part} data-count={count}>
            {t(part, { count })}
          </span>
        </Fragment>
      ))}
    </p>
  );
}
