import { activeFilters, removableCount } from '@/lib/operations/active-filters';
import { listDefaults, listSearch, type ListState } from '@/lib/operations/list-state';

const defaults = listDefaults(new Date('2026-05-10T12:00:00Z'), 643, { name: 'serverDateTime', descending: true });
const initial: ListState = { filter: defaults, cardTypes: [], location: 'any' };

describe('the active conditions of the list as chips (issue 21 §2)', () => {
  it('shows the default currency, active by default, and removing it is an address of its own', () => {
    const [, currency, ...rest] = activeFilters(initial, defaults);
    expect(rest).toEqual([]);
    expect(currency).toMatchObject({ label: 'filterCurrency', value: { kind: 'currency', currencyId: 643 } });
    expect(currency!.without!.filter.currencyId).toBeNull();
    expect(listSearch(currency!.without!, defaults)).toBe('?currency=');
  });

  // Issue 34 §2: "The list and the map show their default 30 days nowhere."
  it('shows the default period first, with its dates, not removable and not counted', () => {
    const chips = activeFilters(initial, defaults);
    expect(chips[0]).toEqual({ label: 'filterPeriod', value: { kind: 'period', ...defaults.serverDateTime, isDefault: true }, without: null });
    expect(removableCount(chips)).toBe(1);
  });

  // Issue 34 §2: "A «Период» chip appears after following a reconciliation's link whose dates were empty."
  it('leaves the open period of a reconciliation\'s link to the reconciliation, whose removal brings the default period back', () => {
    const link: ListState = { ...initial, filter: { ...defaults, reconciliationId: 17, serverDateTime: { ge: null, le: null } } };
    const chips = activeFilters(link, defaults);
    expect(chips.map((chip) => chip.label)).toEqual(['filterCurrency', 'filterReconciliation']);
    expect(chips[1]!.without!.filter).toMatchObject({ reconciliationId: null, serverDateTime: defaults.serverDateTime });
    const allTime = activeFilters({ ...initial, filter: { ...defaults, serverDateTime: { ge: null, le: null } } }, defaults);
    expect(allTime[0]).toMatchObject({ label: 'filterPeriod', value: { kind: 'period', ge: null, le: null, isDefault: false } });
    expect(allTime[0]!.without!.filter.serverDateTime).toEqual(defaults.serverDateTime);
  });

  it('counts each narrowing condition once; each chip removes its own and goes back to the first page', () => {
    const state: ListState = {
      filter: { ...defaults, offset: 40, statuses: ['success', 'cancelled'], rrn: '1234', amount: { ge: '10', le: null }, serverDateTime: { ge: '2026-05-01T00:00:00.000Z', le: defaults.serverDateTime.le } },
      cardTypes: ['MIR'],
      location: 'known',
    };
    const chips = activeFilters(state, defaults);
    expect(chips.map((chip) => chip.label)).toEqual(['filterPeriod', 'filterCurrency', 'filterAmount', 'filterRrn', 'filterStatuses', 'filterCardTypes', 'filterLocated']);
    expect(chips.find((chip) => chip.label === 'filterStatuses')?.value).toEqual({ kind: 'list', list: 'statuses', values: ['success', 'cancelled'] });
    expect(chips.find((chip) => chip.label === 'filterPeriod')?.value).toEqual({ kind: 'period', ge: '2026-05-01T00:00:00.000Z', le: defaults.serverDateTime.le, isDefault: false });
    expect(removableCount(chips)).toBe(7);
    const withoutStatuses = chips.find((chip) => chip.label === 'filterStatuses')!.without!;
    expect(withoutStatuses.filter).toMatchObject({ statuses: [], rrn: '1234', offset: 0 });
    expect(chips.find((chip) => chip.label === 'filterPeriod')!.without!.filter.serverDateTime).toEqual(defaults.serverDateTime);
    expect(chips.find((chip) => chip.label === 'filterLocated')!.without!.location).toBe('any');
    expect(chips.find((chip) => chip.label === 'filterCardTypes')!.without!.cardTypes).toEqual([]);
  });
});
