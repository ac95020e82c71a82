/**
 * SQL of the host's money rules (lib/domain/operation-effects.ts): the net turnover of operations, and their sums
 * by effect. Stored amounts are the operations' sizes; the operation says which way each one counts.
 */
import type { TurnoverFigures } from '../../lib/acquiring/contract.ts';
import { operationsWith, type OperationEffect } from '../../lib/domain/operation-effects.ts';

function inList(effect: OperationEffect, alias: string): string {
  return `${alias}.operation IN (${operationsWith(effect).map((operation) => `'${operation}'`).join(', ')})`;
}

/** An operation's contribution to the net turnover: +amount for a sale, −amount for a refund, 0 otherwise. */
export function netAmountSql(alias = 't'): string {
  return `CASE WHEN ${inList('sale', alias)} THEN ${alias}.amount WHEN ${inList('refund', alias)} THEN -${alias}.amount ELSE 0 END`;
}

/** An operation's amount as a merchant reads it: negative for a refund or reversal (`shownAmount`). */
export function shownAmountSql(alias = 't'): string {
  return `CASE WHEN ${inList('refund', alias)} THEN -${alias}.amount ELSE ${alias}.amount END`;
}

const EFFECT_COLUMNS: readonly [OperationEffect, keyof TurnoverFigures, keyof TurnoverFigures][] = [
  ['sale', 'salesAmount', 'salesCount'],
  ['refund', 'refundAmount', 'refundCount'],
  ['cashWithdrawal', 'cashWithdrawalAmount', 'cashWithdrawalCount'],
  ['hold', 'preAuthAmount', 'preAuthCount'],
];

/** SELECT columns of the figures by effect (named as the contract's fields); read them back with `turnoverFigures`. */
export function turnoverColumnsSql(alias = 't'): string {
  return EFFECT_COLUMNS.map(([effect, amount, count]) =>
    `coalesce(sum(CASE WHEN ${inList(effect, alias)} THEN ${alias}.amount END), 0) AS ${amount}, count(CASE WHEN ${inList(effect, alias)} THEN 1 END) AS ${count}`,
  ).join(', ');
}

export type TurnoverRow = Omit<TurnoverFigures, 'netAmount'>;

export function turnoverFigures(row: TurnoverRow | undefined): TurnoverFigures {
  const figures: TurnoverFigures = {
    salesAmount: row?.salesAmount ?? 0, salesCount: row?.salesCount ?? 0, refundAmount: row?.refundAmount ?? 0, refundCount: row?.refundCount ?? 0,
    netAmount: 0, cashWithdrawalAmount: row?.cashWithdrawalAmount ?? 0, cashWithdrawalCount: row?.cashWithdrawalCount ?? 0,
    preAuthAmount: row?.preAuthAmount ?? 0, preAuthCount: row?.preAuthCount ?? 0,
  };
  figures.netAmount = figures.salesAmount - figures.refundAmount;
  return figures;
}
