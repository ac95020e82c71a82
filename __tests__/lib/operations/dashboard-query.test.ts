import type { MethodSummary, PeriodSummaryItem } from '@/lib/acquiring/contract/summaries';
import { chartBuckets, dashboardListState, drillDownHref, groupMethodSummary, weekdayRange } from '@/lib/operations/dashboard-query';
import { defaultDashboardState, resolvePeriod } from '@/lib/operations/dashboard-state';
import { conditionParams, listDefaults, listStateFromSearchParams } from '@/lib/operations/list-state';

const now = new Date('2026-05-10T12:00:00Z');
const order = { name: 'serverDateTime', descending: true };
const defaults = listDefaults(now, 643, order);

describe('dashboard summaries and drill-downs', () => {
  const state = defaultDashboardState(643);
  const range = { ge: '2026-05-09T12:00:00.000Z', le: '2026-05-10T12:00:00.000Z' };

  it('asks the summaries for the period, the currency and the successful host codes, without paging', () => {
    const params = conditionParams(dashboardListState(state, resolvePeriod(state.period, now, 'UTC'), defaults), 2);
    expect(params.get('serverDateTime.ge')).toBe(range.ge);
    expect(params.get('serverDateTime.le')).toBe(range.le);
    expect(params.get('currencyId.eq')).toBe('643');
    expect(params.get('status.in')).toBe('0');
    expect(params.has('limit')).toBe(false);
    expect(params.has('order')).toBe(false);
  });

  it('drills a figure down to a list URL whose query equals the figure query plus the figure condition', () => {
    const base = dashboardListState(state, range, defaults);
    const href = drillDownHref('/greenbank/list', base, defaults, { kind: 'terminal', terminalId: 7 });
    expect(href.startsWith('/greenbank/list?')).toBe(true);
    const opened = listStateFromSearchParams(new URLSearchParams(href.split('?')[1]), defaults);
    const expected = new URLSearchParams(conditionParams(base, 2));
    expected.set('terminalId.in', '7');
    expect(Object.fromEntries(conditionParams(opened, 2))).toEqual(Object.fromEntries(expected));
  });

  it('writes the period bounds even when they equal the list defaults', () => {
    const base = dashboardListState(state, { ge: defaults.serverDateTime.ge ?? '', le: defaults.serverDateTime.le ?? '' }, defaults);
    const href = drillDownHref('/list', base, defaults, { kind: 'all' });
    const params = new URLSearchParams(href.split('?')[1]);
    expect(params.get('from')).toBe(defaults.serverDateTime.ge);
    expect(params.get('to')).toBe(defaults.serverDateTime.le);
  });

  it('drills card types, instruments and located operations', () => {
    const base = dashboardListState(state, range, defaults);
    const cardType = listStateFromSearchParams(new URLSearchParams(drillDownHref('/list', base, defaults, { kind: 'cardType', cardType: 'MIR' }).split('?')[1]), defaults);
    expect(conditionParams(cardType, 2).get('cardType.in')).toBe('MIR');
    const cash = listStateFromSearchParams(new URLSearchParams(drillDownHref('/list', base, defaults, { kind: 'instrument', name: 'Cash' }).split('?')[1]), defaults);
    expect(conditionParams(cash, 2).get('paymentInstrument.name.inWithNull')).toBe('Cash');
    const located = listStateFromSearchParams(new URLSearchParams(drillDownHref('/list', base, defaults, { kind: 'located' }).split('?')[1]), defaults);
    expect(conditionParams(located, 2).get('coordinates.nullable')).toBe('false');
  });

  it('drills a weekday only when it occurs on exactly one Moscow day of the period', () => {
    // 2026-05-09 is a Saturday (6), 2026-05-10 a Sunday (7); Moscow is UTC+3.
    expect(weekdayRange(range, 6)).toEqual({ ge: range.ge, le: '2026-05-09T20:59:59.999Z' });
    expect(weekdayRange(range, 7)).toEqual({ ge: '2026-05-09T21:00:00.000Z', le: range.le });
    expect(weekdayRange(range, 1)).toBeNull();
    expect(weekdayRange({ ge: '2026-04-01T00:00:00Z', le: '2026-05-01T00:00:00Z' }, 3)).toBeNull();
  });

  it('groups payment methods the way the filter expands them (Card = Card, Host, Server)', () => {
    const items: MethodSummary[] = [
      { instrumentType: 'Terminal', instrumentName: 'Card', methodAmount: 100, count: 1 },
      { instrumentType: 'Host', instrumentName: 'Host', methodAmount: 50, count: 2 },
      { instrumentType: 'Server', instrumentName: 'Server', methodAmount: 25, count: 1 },
      { instrumentType: 'Cash', instrumentName: 'Cash', methodAmount: 400, count: 3 },
      { instrumentType: 'qps', instrumentName: 'QPS', methodAmount: 10, count: 1 },
    ];
    expect(groupMethodSummary(items)).toEqual([
      { name: 'Cash', amount: 400, count: 3 },
      { name: 'Card', amount: 175, count: 4 },
      { name: 'QPS', amount: 10, count: 1 },
    ]);
  });

  it('pairs adjacent chart buckets (spec §9) and gives each its span, cut to the range', () => {
    const items: PeriodSummaryItem[] = Array.from({ length: 5 }, (_, index) => ({
      period: new Date(Date.parse('2026-05-09T12:00:00Z') + index * 3_600_000).toISOString(),
      step: 1,
      amount: 100 * (index + 1),
      count: index + 1,
    }));
    const buckets = chartBuckets(items, 'hour', { ge: '2026-05-09T12:30:00.000Z', le: '2026-05-09T16:10:00.000Z' }, 3);
    expect(buckets).toHaveLength(3);
    expect(buckets[0]).toMatchObject({ period: '2026-05-09T12:30:00.000Z', end: '2026-05-09T13:59:59.999Z', amount: 300, count: 3, step: 2 });
    expect(buckets[2]).toMatchObject({ period: '2026-05-09T16:00:00.000Z', end: '2026-05-09T16:10:00.000Z', amount: 500, count: 5 });
  });

  it('ends month buckets at the Moscow calendar month end', () => {
    const items: PeriodSummaryItem[] = [{ period: '2026-01-31T21:00:00.000Z', step: 1, amount: 1, count: 1 }];
    const [bucket] = chartBuckets(items, 'month', { ge: '2026-01-01T00:00:00.000Z', le: '2026-12-01T00:00:00.000Z' }, 10);
    expect(bucket?.end).toBe('2026-02-28T20:59:59.999Z');
  });
});
