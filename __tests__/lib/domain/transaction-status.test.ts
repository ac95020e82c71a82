import { THEME_COLORS } from '@/lib/domain/theme-colors';
import {
  TRANSACTION_STATUS_CODES,
  TRANSACTION_STATUS_GROUPS,
  hostCodesForStatusGroups,
  isTransactionStatusGroup,
  transactionStatusColor,
  transactionStatusGroup,
} from '@/lib/domain/transaction-status';

describe('transaction status by host response code (spec §4)', () => {
  // "success = 0; cancelled = 6 and 7; pending = 1 and 4; unknown = 9, 13, 18;
  //  unsuccessful = 2, 3, 5, 8, 10, 11, 12, 14, 15, 16, 17, 19, 20, 21"
  it.each<[number, string]>([
    [0, 'success'],
    [6, 'cancelled'],
    [7, 'cancelled'],
    [1, 'pending'],
    [4, 'pending'],
    [9, 'unknown'],
    [13, 'unknown'],
    [18, 'unknown'],
    ...[2, 3, 5, 8, 10, 11, 12, 14, 15, 16, 17, 19, 20, 21].map((code): [number, string] => [code, 'unsuccessful']),
  ])('code %i is %s', (code, group) => {
    expect(transactionStatusGroup(code)).toBe(group);
  });

  it('covers codes 0 to 21 exactly once', () => {
    const all = TRANSACTION_STATUS_GROUPS.flatMap((group) => [...TRANSACTION_STATUS_CODES[group]]).sort((a, b) => a - b);
    expect(all).toEqual(Array.from({ length: 22 }, (_, code) => code));
  });

  it('shows a code outside the table, or no code, as unknown', () => {
    expect(transactionStatusGroup(99)).toBe('unknown');
    expect(transactionStatusGroup(-1)).toBe('unknown');
    expect(transactionStatusGroup(null)).toBe('unknown');
    expect(transactionStatusGroup(undefined)).toBe('unknown');
  });

  it('recognises group names only', () => {
    expect(isTransactionStatusGroup('pending')).toBe(true);
    expect(isTransactionStatusGroup('toString')).toBe(false);
    expect(isTransactionStatusGroup(0)).toBe(false);
  });
});

describe('status colours (spec §9 theme colours)', () => {
  it('uses "error #FF5252, info #2193A7, success #4CAF50, warning #FFC107"', () => {
    expect(THEME_COLORS).toEqual({ error: '#FF5252', info: '#2193A7', success: '#4CAF50', warning: '#FFC107' });
  });

  it('paints success green, unsuccessful red and pending in the info colour', () => {
    expect(transactionStatusColor('success')).toBe('#4CAF50');
    expect(transactionStatusColor('unsuccessful')).toBe('#FF5252');
    expect(transactionStatusColor('pending')).toBe('#2193A7');
    expect(transactionStatusColor('cancelled')).toBe('#FFC107');
    expect(transactionStatusColor('unknown')).toBe('#FFC107');
  });
});

describe('hostCodesForStatusGroups', () => {
  it('expands the selected groups into sorted host codes for the filter', () => {
    expect(hostCodesForStatusGroups(['pending', 'cancelled', 'success'])).toEqual([0, 1, 4, 6, 7]);
  });

  it('returns no codes for no groups and ignores repeats', () => {
    expect(hostCodesForStatusGroups([])).toEqual([]);
    expect(hostCodesForStatusGroups(['unknown', 'unknown'])).toEqual([9, 13, 18]);
  });
});
