/** @jest-environment jsdom */
import { act, renderHook } from '@testing-library/react';
import { useListScreen } from '@/components/operations/use-list-screen';
import type { Currency } from '@/lib/acquiring/contract/reference-data';
import { listDefaults } from '@/lib/operations/list-state';

let mockSearch = '';
jest.mock('next/navigation', () => ({
  useSearchParams: () => new URLSearchParams(mockSearch),
}));

const currency = (numberCode: number, fraction: number, defaultCurrency: boolean): Currency => ({
  id: numberCode,
  numberCode,
  code: String(numberCode),
  name: String(numberCode),
  fraction,
  symbol: '¤',
  symbolPosition: 'right',
  enabled: true,
  defaultCurrency,
});
const currencies = [currency(643, 2, true), currency(398, 0, false)];
const defaults = listDefaults(new Date('2026-05-10T12:00:00Z'), 643, { name: 'serverDateTime', descending: true });

function screenAt(url: string) {
  mockSearch = url;
  window.history.replaceState(null, '', `/greenbank/list${url ? `?${url}` : ''}`);
  return renderHook(() => useListScreen(defaults, currencies)).result;
}

describe('useListScreen (the list and the map read their filter from the URL)', () => {
  it('reads the filter, the open operation and the currency of the URL', () => {
    const screen = screenAt('rrn=1234&currency=398&offset=40&trx=42').current;
    expect(screen.state.filter.rrn).toBe('1234');
    expect(screen.state.filter.offset).toBe(40);
    expect(screen.detailsId).toBe(42);
    expect(screen.fraction).toBe(0);
    expect(screen.defaults).toBe(defaults);
  });

  it('keys the conditions without paging and order, and opens no operation without a valid id', () => {
    const first = screenAt('rrn=1234&trx=abc').current;
    const paged = screenAt('rrn=1234&offset=40').current;
    expect(first.detailsId).toBeNull();
    expect(first.fraction).toBe(2);
    expect(new URLSearchParams(first.conditionsKey).get('rrn.like')).toBe('1234');
    expect(paged.conditionsKey).toBe(first.conditionsKey);
    expect(screenAt('rrn=99').current.conditionsKey).not.toBe(first.conditionsKey);
  });

  it('moves by rewriting the URL: pushed by default, replaced on request, with the open operation', () => {
    const screen = screenAt('').current;
    const length = window.history.length;
    act(() => screen.navigate({ ...screen.state, filter: { ...screen.state.filter, rrn: '77' } }, 5));
    expect(window.location.pathname).toBe('/greenbank/list');
    expect(new URLSearchParams(window.location.search).get('trx')).toBe('5');
    expect(new URLSearchParams(window.location.search).get('rrn')).toBe('77');
    expect(window.history.length).toBe(length + 1);
    act(() => screen.navigate(screen.state, null, true));
    expect(window.location.search).toBe('');
    expect(window.history.length).toBe(length + 1);
  });
});
