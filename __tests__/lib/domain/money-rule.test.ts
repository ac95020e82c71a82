import { averageCheck, countParts, MONEY_MOVES, MONEY_MOVING_CODES, movesMoney, NO_SUMMARY, summaryOf, type CountedOperation } from '@/lib/domain/money-rule';
import { TRANSACTION_STATUS_CODES, transactionStatusGroup, type TransactionStatusGroup } from '@/lib/domain/transaction-status';
import { listDefaults } from '@/lib/operations/list-state';
import { scopeStatuses } from '@/lib/operations/dashboard-state';
import { STATUS_TABS, withStatusTab } from '@/lib/operations/status-tabs';

/**
 * Issue 34 §1: "Money that did not move is never a sale, refund or net, on any tab or choice. Show their count
 * apart." "The average is sales ÷ number of sales … Name what each figure is, so that the three figures can be
 * checked against each other." Spec §4: "success = 0; cancelled = 6 and 7; pending = 1 and 4; unknown = 9, 13, 18;
 * unsuccessful = 2, 3, 5, 8, 10, 11, 12, 14, 15, 16, 17, 19, 20, 21".
 */
describe('whose money moved', () => {
  it('only a successful operation’s (host code 0): never an unsuccessful, cancelled, pending or unknown one', () => {
    expect(MONEY_MOVES).toEqual({ success: true, cancelled: false, pending: false, unknown: false, unsuccessful: false });
    expect(MONEY_MOVING_CODES).toEqual([0]);
    for (const [group, codes] of Object.entries(TRANSACTION_STATUS_CODES)) for (const code of codes) expect(movesMoney(code)).toBe(group === 'success');
  });

  it('not a code the table lacks, nor a missing one', () => {
    expect([movesMoney(99), movesMoney(-1), movesMoney(null), movesMoney(undefined)]).toEqual([false, false, false, false]);
  });
});

/** One day of each status group: two payments (100,00 and 200,00), a 50,00 refund and a 70,00 pre-authorisation. */
const CODE_OF: Record<TransactionStatusGroup, number> = { success: 0, unsuccessful: 5, cancelled: 6, pending: 1, unknown: 13 };
const DAY: CountedOperation[] = Object.values(CODE_OF).flatMap((hostResponseCode) => [
  { operation: 'PAYMENT', amount: 10000, hostResponseCode },
  { operation: 'PAYMENT_WITH_TIPS', amount: 20000, hostResponseCode },
  { operation: 'REFUND', amount: 5000, hostResponseCode },
  { operation: 'PRE_AUTH', amount: 7000, hostResponseCode },
]);

const listState = { filter: listDefaults(new Date('2026-12-02T09:00:00Z'), 643, { name: 'serverDateTime', descending: true }), cardTypes: [], location: 'any' as const };
/** The statuses each view asks the host for, as the app asks them (none: every status). */
const VIEW_STATUSES: Record<string, readonly TransactionStatusGroup[]> = {
  ...Object.fromEntries(STATUS_TABS.map((tab) => [`tab ${tab}`, withStatusTab(listState, tab).filter.statuses])),
  'dashboard success': scopeStatuses('success'),
  'dashboard all': scopeStatuses('all'),
};

const MOVED = { sales: 30000, salesCount: 2, refunds: 5000, net: 25000, average: 15000 };
const NONE = { sales: 0, salesCount: 0, refunds: 0, net: 0, average: 0 };
/** Each group that did not move: 4 operations, 100,00 + 200,00 − 50,00 + 70,00 as the list shows them. */
const GROUP_NOT_MOVED = { notMovedCount: 4, notMovedAmount: 32000 };

/** The money rule of every tab and choice over that day. */
const TABLE: [view: string, figures: typeof MOVED & { count: number; notMovedCount: number; notMovedAmount: number }][] = [
  ['tab all', { ...MOVED, count: 20, notMovedCount: 16, notMovedAmount: 128000 }],
  ['tab success', { ...MOVED, count: 4, notMovedCount: 0, notMovedAmount: 0 }],
  ['tab unsuccessful', { ...NONE, count: 4, ...GROUP_NOT_MOVED }],
  ['tab cancelled', { ...NONE, count: 4, ...GROUP_NOT_MOVED }],
  ['tab pending', { ...NONE, count: 4, ...GROUP_NOT_MOVED }],
  ['tab unknown', { ...NONE, count: 4, ...GROUP_NOT_MOVED }],
  ['dashboard success', { ...MOVED, count: 4, notMovedCount: 0, notMovedAmount: 0 }],
  ['dashboard all', { ...MOVED, count: 20, notMovedCount: 16, notMovedAmount: 128000 }],
];

describe('the money rule of every status tab and dashboard choice', () => {
  it('covers every tab and both choices', () => {
    expect(TABLE.map(([view]) => view)).toEqual(Object.keys(VIEW_STATUSES));
  });

  it.each(TABLE)('%s', (view, expected) => {
    const statuses = VIEW_STATUSES[view] ?? [];
    const shown = DAY.filter((row) => statuses.length === 0 || statuses.includes(transactionStatusGroup(row.hostResponseCode)));
    const summary = summaryOf(shown);
    expect({
      sales: summary.salesAmount,
      salesCount: summary.salesCount,
      refunds: summary.refundAmount,
      net: summary.sumAmount,
      average: summary.avgAmount,
      count: summary.countTransaction,
      notMovedCount: summary.notMovedCount,
      notMovedAmount: summary.notMovedAmount,
    }).toEqual(expected);
    // the figures check against each other: net = sales − refunds, average × sales ≈ sales, the count's parts add up
    expect(summary.netAmount).toBe(summary.salesAmount - summary.refundAmount);
    expect(Math.abs(summary.avgAmount * summary.salesCount - summary.salesAmount)).toBeLessThanOrEqual(summary.salesCount / 2);
    expect(countParts(summary).reduce((total, part) => total + part.count, 0)).toBe(summary.countTransaction);
  });

  it('the status tabs add up to «Все»', () => {
    const count = (view: string) => TABLE.find(([name]) => name === view)?.[1].count ?? 0;
    expect(STATUS_TABS.filter((tab) => tab !== 'all').reduce((total, tab) => total + count(`tab ${tab}`), 0)).toBe(count('tab all'));
  });
});

describe('what each figure is', () => {
  it('the average check is sales ÷ number of sales, rounded to a minor unit, 0 without sales', () => {
    expect(averageCheck(30000, 2)).toBe(15000);
    expect(averageCheck(10000, 3)).toBe(3333);
    expect(averageCheck(0, 0)).toBe(0);
  });

  it('the count is sales + refunds + holds + cash withdrawals + not moved, and names any other operation', () => {
    const summary = summaryOf([...DAY, { operation: 'CASH_WITHDRAWAL', amount: 100, hostResponseCode: 0 }, { operation: 'CHARGEBACK', amount: 100, hostResponseCode: 0 }]);
    expect(countParts(summary)).toEqual([
      { part: 'sales', count: 2 },
      { part: 'refunds', count: 1 },
      { part: 'preAuths', count: 1 },
      { part: 'cashWithdrawals', count: 1 },
      { part: 'notMoved', count: 16 },
      { part: 'other', count: 1 },
    ]);
    expect(countParts(NO_SUMMARY)).toEqual([]);
  });
});
