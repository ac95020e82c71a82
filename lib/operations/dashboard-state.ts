import { DASHBOARD_DEFAULT_PERIOD, DASHBOARD_PERIOD_UNITS, type DashboardPeriodUnit } from '../domain/limits';
import { dashboardPeriodRange, isCalendarSpan, type CalendarSpan } from '../domain/periods';
import { calendarSpanRange } from './period-parts';
import type { SummaryPeriodFormat } from '../acquiring/contract/summaries';
import type { TransactionStatusGroup } from '../domain/transaction-status';

/**
 * The dashboard's state (spec §3 "Dashboard period": length, unit, start and end; default the
 * last 24 hours) plus the currency and the statuses its figures cover. It lives in the URL, so a
 * dashboard can be shared and the back button works.
 */
export type DashboardPeriod =
  | { kind: 'last'; length: number; unit: DashboardPeriodUnit }
  /** a calendar preset (issue 34 §2): today, yesterday, this week or this month, in the user's time zone */
  | { kind: 'calendar'; span: CalendarSpan }
  | { kind: 'range'; ge: string; le: string };

/** Which operations the figures sum: the successful ones (turnover) or every one. */
export type DashboardScope = 'success' | 'all';

export interface DashboardState {
  period: DashboardPeriod;
  currencyId: number;
  scope: DashboardScope;
}

export const MAX_PERIOD_LENGTH: Record<DashboardPeriodUnit, number> = { hour: 24 * 31, day: 366, month: 36 };

export function defaultDashboardState(currencyId: number): DashboardState {
  return { period: { kind: 'last', ...DASHBOARD_DEFAULT_PERIOD }, currencyId, scope: 'success' };
}

export interface ResolvedRange {
  ge: string;
  le: string;
}

/** The period's instants at `now`; a calendar preset's days are the user's (`timeZone`). */
export function resolvePeriod(period: DashboardPeriod, now: Date, timeZone: string): ResolvedRange {
  if (period.kind === 'range') return { ge: period.ge, le: period.le };
  if (period.kind === 'calendar') return calendarSpanRange(period.span, now, timeZone);
  const { ge, le } = dashboardPeriodRange(now, { length: period.length, unit: period.unit });
  return { ge: ge.toISOString(), le: le.toISOString() };
}

const HOUR_MS = 3_600_000;

/** Buckets of the period chart: the period's own unit, or for a custom range the one that fits it. */
export function chartFormat(period: DashboardPeriod): SummaryPeriodFormat {
  if (period.kind === 'last') return period.unit;
  if (period.kind === 'calendar') return period.span === 'today' || period.span === 'yesterday' ? 'hour' : 'day';
  const hours = (Date.parse(period.le) - Date.parse(period.ge)) / HOUR_MS;
  if (hours <= 72) return 'hour';
  if (hours <= 24 * 92) return 'day';
  return 'month';
}

/** The statuses the figures cover, as the list filter's status groups. */
export function scopeStatuses(scope: DashboardScope): TransactionStatusGroup[] {
  return scope === 'success' ? ['success'] : [];
}

const POSITIVE_INT = /^[1-9]\d{0,5}$/;
const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/;

function isUnit(value: string | null): value is DashboardPeriodUnit {
  return value !== null && (DASHBOARD_PERIOD_UNITS as readonly string[]).includes(value);
}

/** Reads `?length=&unit=`, `?span=` or `?from=&to=`, `?currency=`, `?scope=`; anything invalid keeps the default. */
export function dashboardStateFromSearchParams(params: URLSearchParams, defaults: DashboardState): DashboardState {
  let period = defaults.period;
  const from = params.get('from');
  const to = params.get('to');
  const unit = params.get('unit');
  const length = params.get('length');
  const span = params.get('span');
  if (isCalendarSpan(span)) {
    period = { kind: 'calendar', span };
  } else if (from && to && ISO.test(from) && ISO.test(to) && Date.parse(from) < Date.parse(to)) {
    period = { kind: 'range', ge: new Date(from).toISOString(), le: new Date(to).toISOString() };
  } else if (isUnit(unit) && length && POSITIVE_INT.test(length) && Number(length) <= MAX_PERIOD_LENGTH[unit]) {
    period = { kind: 'last', unit, length: Number(length) };
  }
  const currency = params.get('currency');
  const currencyId = currency && POSITIVE_INT.test(currency) ? Number(currency) : defaults.currencyId;
  const scopeParam = params.get('scope');
  const scope: DashboardScope = scopeParam === 'all' || scopeParam === 'success' ? scopeParam : defaults.scope;
  return { period, currencyId, scope };
}

function samePeriod(a: DashboardPeriod, b: DashboardPeriod): boolean {
  switch (a.kind) {
    case 'last':
      return b.kind === 'last' && a.length === b.length && a.unit === b.unit;
    case 'calendar':
      return b.kind === 'calendar' && a.span === b.span;
    case 'range':
      return b.kind === 'range' && a.ge === b.ge && a.le === b.le;
  }
}

/** Writes only what differs from the defaults. */
export function dashboardStateToSearchParams(state: DashboardState, defaults: DashboardState): URLSearchParams {
  const params = new URLSearchParams();
  const { period } = state;
  if (!samePeriod(period, defaults.period)) {
    if (period.kind === 'last') {
      params.set('length', String(period.length));
      params.set('unit', period.unit);
    } else if (period.kind === 'calendar') {
      params.set('span', period.span);
    } else {
      params.set('from', period.ge);
      params.set('to', period.le);
    }
  }
  if (state.currencyId !== defaults.currencyId) params.set('currency', String(state.currencyId));
  if (state.scope !== defaults.scope) params.set('scope', state.scope);
  return params;
}

