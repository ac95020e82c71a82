import { useTranslations } from 'next-intl';
import dashboard from '@/lib/theme/static/dashboard.parts';
import { textOr } from '@/lib/i18n/text-keys';
import type { ResolvedRange } from '@/lib/operations/dashboard-state';
import { groupMethodSummary, weekdayRange, type DrillDown } from '@/lib/operations/dashboard-query';
import type { DashboardData } from '@/lib/operations/load';
import { BreakdownTable, type BreakdownRow } from './breakdown-table';

/**
 * The dashboard's five breakdowns (by operator, terminal, weekday, card type and payment method); every
 * figure links to the list narrowed to it. Rendered on the server: no component code, no hydration.
 */
export function DashboardBreakdowns({
  value,
  range,
  money,
  hrefFor,
}: {
  value: DashboardData;
  range: ResolvedRange;
  money: (minor: number) => string;
  hrefFor: (drill: DrillDown) => string;
}) {
  const t = useTranslations('Operations');
  const operatorRows: BreakdownRow[] | null = value.operators && value.operators.map((item) => ({
    key: String(item.userId),
    label: item.fullName,
    amount: money(item.sumAmount),
    count: item.countTransaction,
    href: hrefFor({ kind: 'operator', userId: item.userId }),
  }));
  const terminalRows: BreakdownRow[] | null = value.terminals && value.terminals.map((item) => ({
    key: String(item.terminalId),
    label: item.externalId,
    sublabel: item.name,
    amount: money(item.sumAmount),
    count: item.countTransaction,
    href: hrefFor({ kind: 'terminal', terminalId: item.terminalId }),
  }));
  const weekRows: BreakdownRow[] | null = value.weeks && value.weeks.map((item) => {
    const dayRange = weekdayRange(range, item.week);
    return {
      key: String(item.week),
      label: textOr(t, `weekday.${item.week}`, String(item.week)),
      amount: money(item.weekAmount),
      count: item.weekTransactionCount,
      href: dayRange && item.weekTransactionCount > 0 ? hrefFor({ kind: 'range', ...dayRange }) : null,
      hrefTitle: dayRange ? undefined : t('weekdayNoDrill'),
    };
  });
  const cardTypeRows: BreakdownRow[] | null = value.cardTypes && value.cardTypes.map((item) => ({
    key: item.cardType,
    label: item.cardType,
    amount: money(item.cardTypeAmount),
    count: item.cardTypeTransactionCount,
    href: hrefFor({ kind: 'cardType', cardType: item.cardType }),
  }));
  const methodRows: BreakdownRow[] | null = value.methods && groupMethodSummary(value.methods).map((item) => ({
    key: item.name,
    label: textOr(t, `instrument.${item.name}`, item.name),
    amount: money(item.amount),
    count: item.count,
    href: hrefFor({ kind: 'instrument', name: item.name }),
  }));

  return (
    <div className={dashboard.breakdowns}>
      <BreakdownTable id="by-operator" title={t('byOperator')} column={t('columnOperator')} rows={operatorRows} />
      <BreakdownTable id="by-terminal" title={t('byTerminal')} column={t('columnTerminal')} rows={terminalRows} />
      <BreakdownTable id="by-week" title={t('byWeek')} column={t('columnWeekday')} rows={weekRows} />
      <BreakdownTable id="by-card-type" title={t('byCardType')} column={t('columnCardType')} rows={cardTypeRows} />
      <BreakdownTable id="by-method" title={t('byMethod')} column={t('columnMethod')} rows={methodRows} />
    </div>
  );
}
