/**
 * The money rule of every figure over a set of operations (issue 34 §1), for every status tab of the list and both
 * choices of the dashboard, as the host (sandbox/store/turnover.ts, sandbox/routes/summary.ts) and the app count it:
 *
 * 1. Only money that moved counts. An operation moves money when its status group (spec §4, by host response code)
 *    is success. An unsuccessful, cancelled, pending or unknown operation (or a code the table does not have) is
 *    never a sale, a refund or part of the net: it is counted apart, as «не прошли».
 * 2. Of the moved, each operation counts by its effect (operation-effects.ts): sales add, refunds and reversals
 *    subtract, a pre-authorisation only holds money and a cash withdrawal is apart from the sales.
 * 3. The figures a merchant can check against each other:
 *    - the sum (net) = sales − refunds: the money of salesCount + refundCount operations;
 *    - the average check = sales ÷ salesCount, rounded to a minor unit (0 without sales);
 *    - the count = every operation the filter holds = sales + refunds + holds + cash withdrawals + not moved
 *      (+ operations of no known effect, which count nothing).
 *
 * Shared by the sandbox and the app: relative imports carry `.ts`.
 */
import { shownAmount, turnoverAmount, turnoverOf, type TurnoverFigures } from './operation-effects.ts';
import { hostCodesForStatusGroups, TRANSACTION_STATUS_GROUPS, type TransactionStatusGroup } from './transaction-status.ts';

/** Whether the money of an operation in each status group of spec §4 moved. */
export const MONEY_MOVES = {
  success: true,
  cancelled: false,
  pending: false,
  unknown: false,
  unsuccessful: false,
} as const satisfies Record<TransactionStatusGroup, boolean>;

/** The status groups whose money moved, in the table's order. */
export const MONEY_MOVING_GROUPS: readonly TransactionStatusGroup[] = TRANSACTION_STATUS_GROUPS.filter((group) => MONEY_MOVES[group]);

/** The host response codes of moved money, ascending (what the host's SQL tests). */
export const MONEY_MOVING_CODES: readonly number[] = hostCodesForStatusGroups(MONEY_MOVING_GROUPS);

/** Whether the money of an operation with this host response code moved; a missing or unlisted code did not. */
export function movesMoney(hostResponseCode: number | null | undefined): boolean {
  return hostResponseCode != null && MONEY_MOVING_CODES.includes(hostResponseCode);
}

/**
 * GET api/transaction/summary — amounts in minor units (pass `currencyId` to stay in one currency). The figures by
 * effect are those of the operations whose money moved (the rule above): whatever the statuses asked,
 * an operation that did not go through is never a sale, a refund or part of the net, only counted apart.
 */
export interface TransactionSummary extends TurnoverFigures {
  /** the net turnover: sales − refunds (= netAmount) */
  sumAmount: number;
  /** the average sale: salesAmount / salesCount rounded to a minor unit; 0 without sales */
  avgAmount: number;
  /** every operation of the filter, whatever its effect or status (the list's count) */
  countTransaction: number;
  /** the operations whose money did not move (unsuccessful, cancelled, pending, unknown) */
  notMovedCount: number;
  /** their amounts added up as the list shows them (refunds and reversals negative) */
  notMovedAmount: number;
}

/** An operation as the rule reads it: what it is, its size and its host response code. */
export interface CountedOperation {
  operation: string;
  amount: number;
  hostResponseCode: number | null;
}

/** The operations whose money did not move: how many, and their amounts added up as the list shows them (refunds negative). */
export interface NotMoved {
  notMovedCount: number;
  notMovedAmount: number;
}

/** The average check: sales ÷ number of sales, rounded to a minor unit; 0 without sales. */
export function averageCheck(salesAmount: number, salesCount: number): number {
  return salesCount === 0 ? 0 : Math.round(salesAmount / salesCount);
}

/** A summary of figures already counted by the rule: the moved money by effect, everything's count, the not moved apart. */
export function summaryFrom(moved: TurnoverFigures, countTransaction: number, notMoved: NotMoved): TransactionSummary {
  return { ...moved, sumAmount: moved.netAmount, avgAmount: averageCheck(moved.salesAmount, moved.salesCount), countTransaction, ...notMoved };
}

/** The summary of a set of operations by the rule (what the host answers for `api/transaction/summary`). */
export function summaryOf(operations: readonly CountedOperation[]): TransactionSummary {
  const moved = operations.filter((row) => movesMoney(row.hostResponseCode));
  const notMoved = operations.filter((row) => !movesMoney(row.hostResponseCode));
  return summaryFrom(turnoverOf(moved), operations.length, {
    notMovedCount: notMoved.length,
    notMovedAmount: notMoved.reduce((total, row) => total + shownAmount(row.operation, row.amount), 0),
  });
}

/** What one operation adds to the net (every breakdown's amount): its turnover if its money moved, else 0. */
export function netContribution(row: CountedOperation): number {
  return movesMoney(row.hostResponseCode) ? turnoverAmount(row.operation, row.amount) : 0;
}

export const NO_SUMMARY: TransactionSummary = summaryOf([]);

/** The parts of the count, in the order a merchant reads them beside it. */
export const COUNT_PARTS = ['sales', 'refunds', 'preAuths', 'cashWithdrawals', 'notMoved', 'other'] as const;

export type CountPart = (typeof COUNT_PARTS)[number];

/** What the count holds: each part's number of operations, those with none left out; they add up to the count. */
export function countParts(summary: TransactionSummary): { part: CountPart; count: number }[] {
  const known = {
    sales: summary.salesCount,
    refunds: summary.refundCount,
    preAuths: summary.preAuthCount,
    cashWithdrawals: summary.cashWithdrawalCount,
    notMoved: summary.notMovedCount,
  };
  const other = summary.countTransaction - Object.values(known).reduce((total, count) => total + count, 0);
  const counts: Record<CountPart, number> = { ...known, other };
  return COUNT_PARTS.filter((part) => counts[part] > 0).map((part) => ({ part, count: counts[part] }));
}
