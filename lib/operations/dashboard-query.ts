import type { MethodSummary, PeriodSummaryItem } from '../acquiring/contract/summaries';
import type { TransactionFilter } from '../domain/transaction-filter';
import { PAYMENT_INSTRUMENT_FILTER_EXPANSION } from '../domain/payment-methods';
import { aggregateToAtMost, type SummaryItem } from '../domain/summary';
import { scopeStatuses, type DashboardState, type ResolvedRange } from './dashboard-state';
import { listStateToSearchParams, type ListState } from './list-state';

/** The list state the dashboard's figures are computed over (its period, currency and statuses). */
export function dashboardListState(state: DashboardState, range: ResolvedRange, defaults: TransactionFilter): ListState {
  return {
    filter: { ...defaults, serverDateTime: { ge: range.ge, le: range.le }, currencyId: state.currencyId, statuses: scopeStatuses(state.scope) },
    cardTypes: [],
    location: 'any',
  };
}

/** What a figure narrows the list to. */
export type DrillDown =
  | { kind: 'all' }
  | { kind: 'operator'; userId: number }
  | { kind: 'terminal'; terminalId: number }
  | { kind: 'cardType'; cardType: string }
  | { kind: 'instrument'; name: string }
  | { kind: 'range'; ge: string; le: string }
  | { kind: 'located' };

/** The list URL (path + query) of a figure; the list shows exactly the operations it counts. */
export function drillDownHref(listPath: string, base: ListState, listDefaultFilter: TransactionFilter, drill: DrillDown): string {
  const filter = { ...base.filter, offset: 0 };
  let cardTypes: string[] = [];
  switch (drill.kind) {
    case 'operator':
      filter.userIds = [drill.userId];
      break;
    case 'terminal':
      filter.terminalIds = [drill.terminalId];
      break;
    case 'cardType':
      cardTypes = [drill.cardType];
      break;
    case 'instrument':
      filter.paymentInstrumentNames = [drill.name];
      break;
    case 'range':
      filter.serverDateTime = { ge: drill.ge, le: drill.le };
      break;
    case 'located':
    case 'all':
      break;
  }
  const params = listStateToSearchParams({ filter, cardTypes, location: drill.kind === 'located' ? 'known' : 'any' }, listDefaultFilter);
  // Explicit bounds: "the last 30 days" would otherwise mean the list's own, later clock.
  if (!params.has('from') && filter.serverDateTime.ge) params.set('from', filter.serverDateTime.ge);
  if (!params.has('to') && filter.serverDateTime.le) params.set('to', filter.serverDateTime.le);
  const query = params.toString();
  return query ? `${listPath}?${query}` : listPath;
}

const MOSCOW_OFFSET_MS = 3 * 3_600_000;
const DAY_MS = 86_400_000;

/**
 * The summary's weekdays are Moscow days (sandbox/CONTRACT.md). A weekday can be drilled into when
 * it occurs on exactly one day of the range: that day, cut to the range. Otherwise null.
 */
export function weekdayRange(range: ResolvedRange, isoWeekday: number): ResolvedRange | null {
  const ge = Date.parse(range.ge);
  const le = Date.parse(range.le);
  const matches: ResolvedRange[] = [];
  const firstDay = Math.floor((ge + MOSCOW_OFFSET_MS) / DAY_MS);
  const lastDay = Math.floor((le + MOSCOW_OFFSET_MS) / DAY_MS);
  for (let day = firstDay; day <= lastDay && matches.length < 2; day++) {
    const start = day * DAY_MS - MOSCOW_OFFSET_MS;
    const weekday = ((new Date(day * DAY_MS).getUTCDay() + 6) % 7) + 1;
    if (weekday !== isoWeekday) continue;
    matches.push({ ge: new Date(Math.max(start, ge)).toISOString(), le: new Date(Math.min(start + DAY_MS - 1, le)).toISOString() });
  }
  return matches.length === 1 ? (matches[0] ?? null) : null;
}

export interface MethodRow {
  /** The name the list filter takes (Card covers Card, Host and Server; Cash covers no instrument). */
  name: string;
  amount: number;
  count: number;
}

/** Payment-method rows as the filter sees them (spec §9 Card/Cash expansion), by amount descending. */
export function groupMethodSummary(items: readonly MethodSummary[]): MethodRow[] {
  const filterName = new Map<string, string>();
  for (const [name, expansion] of Object.entries(PAYMENT_INSTRUMENT_FILTER_EXPANSION)) {
    expansion.names.forEach((member) => filterName.set(member, name));
  }
  const rows = new Map<string, MethodRow>();
  for (const item of items) {
    const name = filterName.get(item.instrumentName) ?? item.instrumentName;
    const row = rows.get(name) ?? { name, amount: 0, count: 0 };
    row.amount += item.methodAmount;
    row.count += item.count;
    rows.set(name, row);
  }
  return [...rows.values()].sort((a, b) => b.amount - a.amount || a.name.localeCompare(b.name));
}

export interface ChartBucket extends SummaryItem {
  /** ISO end of the bucket, inclusive, cut to the range. */
  end: string;
}

const STEP_MS = { hour: 3_600_000, day: DAY_MS } as const;

/** The end of a bucket of `step` units starting at `period` (months by the calendar, Moscow). */
function bucketEnd(period: string, step: number, format: 'hour' | 'day' | 'month'): number {
  const start = Date.parse(period);
  if (format !== 'month') return start + step * STEP_MS[format] - 1;
  const moscow = new Date(start + MOSCOW_OFFSET_MS);
  return Date.UTC(moscow.getUTCFullYear(), moscow.getUTCMonth() + step, 1) - MOSCOW_OFFSET_MS - 1;
}

/**
 * The period chart's bars: adjacent buckets paired (spec §9) until at most `maxBars` remain, each
 * with its time span for the drill-down.
 */
export function chartBuckets(
  items: readonly PeriodSummaryItem[],
  format: 'hour' | 'day' | 'month',
  range: ResolvedRange,
  maxBars: number,
): ChartBucket[] {
  const le = Date.parse(range.le);
  const ge = Date.parse(range.ge);
  return aggregateToAtMost(items, maxBars).map((item) => ({
    ...item,
    period: new Date(Math.max(Date.parse(item.period), ge)).toISOString(),
    end: new Date(Math.min(bucketEnd(item.period, item.step, format), le)).toISOString(),
  }));
}
