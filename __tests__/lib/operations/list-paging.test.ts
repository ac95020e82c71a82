import { LIST_PAGE_SIZES, listDefaults, listQueryParams, listSearch, type ListState, listStateFromSearchParams, summaryParams, typedPage, withPageSize } from '@/lib/operations/list-state';

const defaults = listDefaults(new Date('2026-05-10T12:00:00Z'), 643, { name: 'serverDateTime', descending: true });
const initial: ListState = { filter: defaults, cardTypes: [], location: 'any' };

describe('the page size of the operations list (issue 21 §2)', () => {
  it('offers 20 (spec §9), 50 and 100, the spec’s 20 first', () => {
    expect(LIST_PAGE_SIZES).toEqual([20, 50, 100]);
    expect(defaults.limit).toBe(LIST_PAGE_SIZES[0]);
  });

  it('is in the address when it is not the default, and the address gives it back with the page', () => {
    const state = withPageSize(initial, 50);
    expect(listSearch(state, defaults)).toBe('?limit=50');
    const paged = { ...state, filter: { ...state.filter, offset: 100 } };
    const back = listStateFromSearchParams(new URLSearchParams(listSearch(paged, defaults)), defaults);
    expect(back.filter.limit).toBe(50);
    expect(back.filter.offset).toBe(100);
    expect(listQueryParams(back, 2).get('limit')).toBe('50');
  });

  it('ignores a size the list does not offer, as any condition that does not parse', () => {
    expect(listStateFromSearchParams(new URLSearchParams('limit=37'), defaults).filter.limit).toBe(20);
    expect(listStateFromSearchParams(new URLSearchParams('limit=1000'), defaults).filter.limit).toBe(20);
    expect(listStateFromSearchParams(new URLSearchParams('limit=100'), defaults).filter.limit).toBe(100);
  });

  it('keeps the first row of the page in sight: the page that holds it', () => {
    const third = { ...initial, filter: { ...defaults, offset: 40 } };
    expect(withPageSize(third, 50).filter.offset).toBe(0);
    expect(withPageSize(third, 20).filter.offset).toBe(40);
    const sixth = { ...initial, filter: { ...defaults, offset: 100 } };
    expect(withPageSize(sixth, 50).filter.offset).toBe(100);
    expect(withPageSize(sixth, 100).filter.offset).toBe(100);
    expect(withPageSize({ ...initial, filter: { ...defaults, offset: 120 } }, 100).filter.offset).toBe(100);
  });
});

describe('the page typed into «Перейти к странице»', () => {
  it('is a page from 1 to the last', () => {
    expect(typedPage('1', 5)).toBe(1);
    expect(typedPage(' 5 ', 5)).toBe(5);
  });

  it('is nothing when it is not a whole number of an existing page', () => {
    for (const text of ['', '0', '6', '-1', '2.5', 'два', '1e1']) expect(typedPage(text, 5)).toBeNull();
  });
});

describe('the totals of the filtered list (issue 21 §2)', () => {
  it('are asked for the filter’s conditions, never a page of them, and of the archive when it is searched', () => {
    const paged = { ...initial, filter: { ...defaults, offset: 40, limit: 50, statuses: ['success' as const] } };
    const params = summaryParams(paged, 2);
    expect(params.get('limit')).toBeNull();
    expect(params.get('offset')).toBeNull();
    expect(params.get('order')).toBeNull();
    expect(params.get('currencyId.eq')).toBe('643');
    expect(params.get('archive')).toBeNull();
    expect(summaryParams({ ...paged, filter: { ...paged.filter, archive: true } }, 2).get('archive')).toBe('true');
  });
});
