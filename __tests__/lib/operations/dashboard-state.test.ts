import {
  chartFormat,
  dashboardStateFromSearchParams,
  dashboardStateToSearchParams,
  defaultDashboardState,
  resolvePeriod,
  scopeStatuses,
} from '@/lib/operations/dashboard-state';

const now = new Date('2026-05-10T12:00:00Z');

describe('dashboard period (spec §3: default last 24 hours; units hour, day, month; custom range)', () => {
  const defaults = defaultDashboardState(643);

  it('defaults to the last 24 hours of successful operations in the default currency', () => {
    expect(defaults).toEqual({ period: { kind: 'last', length: 24, unit: 'hour' }, currencyId: 643, scope: 'success' });
    expect(resolvePeriod(defaults.period, now, 'UTC')).toEqual({ ge: '2026-05-09T12:00:00.000Z', le: '2026-05-10T12:00:00.000Z' });
  });

  it('resolves days and calendar months back from now', () => {
    expect(resolvePeriod({ kind: 'last', length: 7, unit: 'day' }, now, 'UTC').ge).toBe('2026-05-03T12:00:00.000Z');
    expect(resolvePeriod({ kind: 'last', length: 2, unit: 'month' }, now, 'UTC').ge).toBe('2026-03-10T12:00:00.000Z');
  });

  it('charts by the period unit, a custom range by its length', () => {
    expect(chartFormat({ kind: 'last', length: 3, unit: 'month' })).toBe('month');
    expect(chartFormat({ kind: 'range', ge: '2026-05-01T00:00:00Z', le: '2026-05-02T00:00:00Z' })).toBe('hour');
    expect(chartFormat({ kind: 'range', ge: '2026-04-01T00:00:00Z', le: '2026-05-02T00:00:00Z' })).toBe('day');
    expect(chartFormat({ kind: 'range', ge: '2025-04-01T00:00:00Z', le: '2026-05-02T00:00:00Z' })).toBe('month');
  });

  it('keeps only differences from the defaults in the URL and reads them back', () => {
    expect(dashboardStateToSearchParams(defaults, defaults).toString()).toBe('');
    const custom = { period: { kind: 'range', ge: '2026-05-01T00:00:00.000Z', le: '2026-05-02T00:00:00.000Z' }, currencyId: 840, scope: 'all' } as const;
    const params = dashboardStateToSearchParams(custom, defaults);
    expect(dashboardStateFromSearchParams(params, defaults)).toEqual(custom);
    const last = { ...defaults, period: { kind: 'last', length: 30, unit: 'day' } } as const;
    expect(dashboardStateFromSearchParams(dashboardStateToSearchParams(last, defaults), defaults)).toEqual(last);
  });

  // Issue 34 §2: «Сегодня», «Вчера», «Эта неделя», «Этот месяц» beside the rolling windows.
  it('resolves a calendar preset to the user\'s days, charts it by hours or days, and keeps it in the URL', () => {
    const lateEvening = new Date('2026-12-02T21:30:00Z');
    expect(resolvePeriod({ kind: 'calendar', span: 'today' }, lateEvening, 'Europe/Moscow')).toEqual({ ge: '2026-12-02T21:00:00.000Z', le: '2026-12-03T20:59:59.999Z' });
    expect(resolvePeriod({ kind: 'calendar', span: 'yesterday' }, lateEvening, 'Europe/Moscow')).toEqual({ ge: '2026-12-01T21:00:00.000Z', le: '2026-12-02T20:59:59.999Z' });
    expect(resolvePeriod({ kind: 'calendar', span: 'week' }, lateEvening, 'Europe/Moscow').ge).toBe('2026-11-29T21:00:00.000Z');
    expect(chartFormat({ kind: 'calendar', span: 'today' })).toBe('hour');
    expect(chartFormat({ kind: 'calendar', span: 'month' })).toBe('day');
    const week = { ...defaults, period: { kind: 'calendar', span: 'week' } } as const;
    expect(dashboardStateToSearchParams(week, defaults).toString()).toBe('span=week');
    expect(dashboardStateFromSearchParams(new URLSearchParams('span=week'), defaults)).toEqual(week);
    expect(dashboardStateFromSearchParams(new URLSearchParams('span=fortnight'), defaults)).toEqual(defaults);
  });

  it('ignores invalid parameters', () => {
    const params = new URLSearchParams('unit=week&length=5&currency=abc&scope=x&from=2026-05-02T00:00:00Z&to=2026-05-01T00:00:00Z');
    expect(dashboardStateFromSearchParams(params, defaults)).toEqual(defaults);
    expect(dashboardStateFromSearchParams(new URLSearchParams('unit=hour&length=100000'), defaults)).toEqual(defaults);
  });

  it('sums successful operations for turnover, every one otherwise', () => {
    expect(scopeStatuses('success')).toEqual(['success']);
    expect(scopeStatuses('all')).toEqual([]);
  });
});
