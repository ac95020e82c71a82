/**
 * What each operation of spec §9 does to the merchant's money, as an acquiring host counts it: sales add,
 * refunds and reversals subtract, a pre-authorisation only holds money (its completion is the sale), and a
 * cash withdrawal pays cash out, apart from the sales. Amounts on the wire are the operations' sizes; the
 * sign comes from this table, so a host that already sends refunds negative is read the same.
 * Shared by the sandbox (summaries, reconciliations, report) and the app (list, dashboard, exports):
 * relative imports carry `.ts`.
 */
import type { DisplayedOperation } from './operations.ts';

export type OperationEffect = 'sale' | 'refund' | 'hold' | 'cashWithdrawal';

/**
 * The money of a set of operations by what each does (the table below), as the API's summaries and
 * reconciliations send it (lib/acquiring/contract/): minor units, sizes ≥ 0.
 * Sales: payments (with cashback, with tips), expenses, pre-authorisation completions. Refunds: refunds and
 * reversals (full, partial, original, expense refund). A pre-authorisation only holds money and a cash
 * withdrawal pays cash out: both are apart from sales and net.
 */
export interface TurnoverFigures {
  salesAmount: number;
  salesCount: number;
  refundAmount: number;
  refundCount: number;
  /** salesAmount − refundAmount */
  netAmount: number;
  cashWithdrawalAmount: number;
  cashWithdrawalCount: number;
  /** held by pre-authorisations, counted only once completed (PRE_AUTH_COMPLETION is a sale) */
  preAuthAmount: number;
  preAuthCount: number;
}

export const OPERATION_EFFECTS = {
  PAYMENT: 'sale',
  PAYMENT_WITH_CASHBACK: 'sale',
  EXPENSE: 'sale',
  EXPENSE_REFUND: 'refund',
  REFUND: 'refund',
  ORIGINAL_REFUND: 'refund',
  PARTIAL_REFUND: 'refund',
  REVERSAL: 'refund',
  PARTIAL_REVERSAL: 'refund',
  PRE_AUTH: 'hold',
  PRE_AUTH_COMPLETION: 'sale',
  PAYMENT_WITH_TIPS: 'sale',
  CASH_WITHDRAWAL: 'cashWithdrawal',
  TIPS: 'sale',
} as const satisfies Record<DisplayedOperation, OperationEffect>;

/** How an effect counts in the turnover (sales − refunds): holds and cash withdrawals count nothing. */
export const TURNOVER_SIGN = { sale: 1, refund: -1, hold: 0, cashWithdrawal: 0 } as const satisfies Record<OperationEffect, -1 | 0 | 1>;

/** The effect of an operation code; null for one the spec does not list (it counts nothing). */
export function operationEffect(operation: string): OperationEffect | null {
  return Object.hasOwn(OPERATION_EFFECTS, operation) ? OPERATION_EFFECTS[operation as DisplayedOperation] : null;
}

/** The operations with this effect, in the table's order. */
export function operationsWith(effect: OperationEffect): DisplayedOperation[] {
  return (Object.keys(OPERATION_EFFECTS) as DisplayedOperation[]).filter((operation) => OPERATION_EFFECTS[operation] === effect);
}

/** Whether a merchant reads the effect's amounts with a minus: what the turnover subtracts (refunds and reversals). */
export function shownNegative(effect: OperationEffect): boolean {
  return TURNOVER_SIGN[effect] < 0;
}

/** The amount as a merchant reads it in a list or a file: a refund or reversal with a minus, anything else as it is. */
export function shownAmount(operation: string, amount: number): number {
  const effect = operationEffect(operation);
  return effect !== null && shownNegative(effect) ? -Math.abs(amount) : amount;
}

/** What the operation adds to the turnover: +size for a sale, −size for a refund, 0 otherwise. */
export function turnoverAmount(operation: string, amount: number): number {
  const effect = operationEffect(operation);
  return effect === null ? 0 : TURNOVER_SIGN[effect] * Math.abs(amount);
}

export const NO_TURNOVER: TurnoverFigures = {
  salesAmount: 0, salesCount: 0, refundAmount: 0, refundCount: 0, netAmount: 0, cashWithdrawalAmount: 0, cashWithdrawalCount: 0, preAuthAmount: 0, preAuthCount: 0,
};

/** The figures' fields of each effect: its amount and its count. */
export const TURNOVER_FIELDS = {
  sale: ['salesAmount', 'salesCount'],
  refund: ['refundAmount', 'refundCount'],
  hold: ['preAuthAmount', 'preAuthCount'],
  cashWithdrawal: ['cashWithdrawalAmount', 'cashWithdrawalCount'],
} as const satisfies Record<OperationEffect, readonly [keyof TurnoverFigures, keyof TurnoverFigures]>;

/** Adds up operations by effect; operations the spec does not list count nothing. */
export function turnoverOf(operations: Iterable<{ operation: string; amount: number }>): TurnoverFigures {
  const total = { ...NO_TURNOVER };
  for (const { operation, amount } of operations) {
    const effect = operationEffect(operation);
    if (effect === null) continue;
    const [amountField, countField] = TURNOVER_FIELDS[effect];
    total[amountField] += Math.abs(amount);
    total[countField] += 1;
  }
  total.netAmount = netTurnover(total);
  return total;
}

/** The net turnover of figures by effect: each effect's amount with its sign (sales − refunds). */
export function netTurnover(figures: Omit<TurnoverFigures, 'netAmount'>): number {
  return (Object.keys(TURNOVER_FIELDS) as OperationEffect[]).reduce((net, effect) => net + TURNOVER_SIGN[effect] * figures[TURNOVER_FIELDS[effect][0]], 0);
}
