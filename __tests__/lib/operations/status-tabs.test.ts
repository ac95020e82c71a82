import { listDefaults, listSearch, type ListState } from '@/lib/operations/list-state';
import { STATUS_TABS, statusTabCount, statusTabOf, statusTabsKey, withStatusTab } from '@/lib/operations/status-tabs';
import { TRANSACTION_STATUS_GROUPS } from '@/lib/domain/transaction-status';

const defaults = listDefaults(new Date('2026-05-10T12:00:00Z'), 643, { name: 'serverDateTime', descending: true });
const initial: ListState = { filter: defaults, cardTypes: [], location: 'any' };

describe('the status tabs of the list (issue 21 §2: all / successful / unsuccessful / cancelled / pending; issue 34 §1: unknown)', () => {
  it('are «Все» and every status group of spec §4 once, in the issues’ order, so the groups’ counts add up to «Все»', () => {
    expect(STATUS_TABS).toEqual(['all', 'success', 'unsuccessful', 'cancelled', 'pending', 'unknown']);
    expect([...STATUS_TABS.slice(1)].sort()).toEqual([...TRANSACTION_STATUS_GROUPS].sort());
  });

  it('read the tab from the filter’s statuses: none is «Все», one group its tab, any other set no tab', () => {
    expect(statusTabOf([])).toBe('all');
    expect(statusTabOf(['cancelled'])).toBe('cancelled');
    expect(statusTabOf(['unknown'])).toBe('unknown');
    expect(statusTabOf(['success', 'pending'])).toBeNull();
  });

  it('choose a tab as the `status` parameter of the address, from the first page', () => {
    const paged: ListState = { ...initial, filter: { ...defaults, offset: 40, statuses: ['success', 'pending'] } };
    const chosen = withStatusTab(paged, 'unsuccessful');
    expect(chosen.filter).toMatchObject({ statuses: ['unsuccessful'], offset: 0 });
    expect(listSearch(chosen, defaults)).toBe('?status=unsuccessful');
    expect(listSearch(withStatusTab(paged, 'all'), defaults)).toBe('');
  });

  it('count each tab with the list’s own conditions and list, its status group instead of the filter’s', () => {
    const state: ListState = { ...initial, filter: { ...defaults, statuses: ['success'], userIds: [3], archive: true, offset: 20 } };
    const pending = statusTabCount(state, 2, 'pending');
    expect(pending.call.path).toBe('api/transaction/archive/count');
    expect(pending.search.get('status.in')).toBe('1,4');
    expect(pending.search.get('userId.in')).toBe('3');
    expect(pending.search.get('currencyId.eq')).toBe('643');
    expect(pending.search.has('limit')).toBe(false);
    expect(pending.search.has('offset')).toBe(false);
    const all = statusTabCount(state, 2, 'all');
    expect(all.search.has('status.in')).toBe(false);
  });

  it('ask again only when a condition other than the statuses, the page or the order changes', () => {
    const key = statusTabsKey(initial, 2);
    expect(statusTabsKey(withStatusTab(initial, 'success'), 2)).toBe(key);
    expect(statusTabsKey({ ...initial, filter: { ...defaults, offset: 60, order: { name: 'amount', descending: false } } }, 2)).toBe(key);
    expect(statusTabsKey({ ...initial, filter: { ...defaults, userIds: [3] } }, 2)).not.toBe(key);
    expect(statusTabsKey({ ...initial, filter: { ...defaults, archive: true } }, 2)).not.toBe(key);
  });
});
