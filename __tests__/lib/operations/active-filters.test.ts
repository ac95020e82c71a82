import { activeFilters } from '@/lib/operations/active-filters';
import { listDefaults } from '@/lib/operations/dashboard-query';
import { listSearch, type ListState } from '@/lib/operations/list-state';

const defaults = listDefaults(new Date('2026-05-10T12:00:00Z'), 643, { name: 'serverDateTime', descending: true });
const initial: ListState = { filter: defaults, cardTypes: [], location: 'any' };

describe('the active conditions of the list as chips (issue 21 §2)', () => {
  it('shows the default currency, active by default, and removing it is an address of its own', () => {
    const [currency, ...rest] = activeFilters(initial, defaults);
    expect(rest).toEqual([]);
    expect(currency).toMatchObject({ label: 'filterCurrency', value: { currencyId: 643 } });
    expect(currency!.without.filter.currencyId).toBeNull();
    expect(listSearch(currency!.without, defaults)).toBe('?currency=');
  });

  it('counts each narrowing condition once; each chip removes its own and goes back to the first page', () => {
    const state: ListState = {
      filter: { ...defaults, offset: 40, statuses: ['success', 'cancelled'], rrn: '1234', amount: { ge: '10', le: null }, serverDateTime: { ge: '2026-05-01T00:00:00.000Z', le: defaults.serverDateTime.le } },
      cardTypes: ['MIR'],
      location: 'known',
    };
    const chips = activeFilters(state, defaults);
    expect(chips.map((chip) => chip.label)).toEqual(['filterPeriod', 'filterCurrency', 'filterAmount', 'filterRrn', 'filterStatuses', 'filterCardTypes', 'filterLocated']);
    expect(chips.find((chip) => chip.label === 'filterStatuses')?.value).toEqual({ count: 2 });
    const withoutStatuses = chips.find((chip) => chip.label === 'filterStatuses')!.without;
    expect(withoutStatuses.filter).toMatchObject({ statuses: [], rrn: '1234', offset: 0 });
    expect(chips.find((chip) => chip.label === 'filterPeriod')!.without.filter.serverDateTime).toEqual(defaults.serverDateTime);
    expect(chips.find((chip) => chip.label === 'filterLocated')!.without.location).toBe('any');
    expect(chips.find((chip) => chip.label === 'filterCardTypes')!.without.cardTypes).toEqual([]);
  });
});
