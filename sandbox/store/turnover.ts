/**
 * SQL of the host's money rules (lib/domain/money-rule.ts, lib/domain/operation-effects.ts): the net turnover of
 * operations, their sums by effect, and the operations whose money did not move, apart. Stored amounts are the
 * operations' sizes; the operation says which way each one counts, its host response code whether it counts at all.
 */
import type { TurnoverFigures } from '../../lib/acquiring/contract/summaries.ts';
import {
  netTurnover, NO_TURNOVER, operationsWith, shownNegative, TURNOVER_FIELDS, TURNOVER_SIGN, type OperationEffect,
} from '../../lib/domain/operation-effects.ts';
import { MONEY_MOVING_CODES, type NotMoved } from '../../lib/domain/money-rule.ts';

const EFFECTS = Object.keys(TURNOVER_FIELDS) as OperationEffect[];

function inList(effect: OperationEffect, alias: string): string {
  return `${alias}.operation IN (${operationsWith(effect).map((operation) => `'${operation}'`).join(', ')})`;
}

/** Whether the operation's money moved (`movesMoney`); a NULL code makes it NULL, which no CASE takes as true. */
function moved(alias: string): string {
  return `${alias}.host_response_code IN (${MONEY_MOVING_CODES.join(', ')})`;
}

/** A CASE over the effects: `signed(effect)` of the amount for each effect it gives one for, else `otherwise`. */
function byEffect(alias: string, signed: (effect: OperationEffect) => -1 | 0 | 1, otherwise: string): string {
  const cases = EFFECTS.filter((effect) => signed(effect) !== 0)
    .map((effect) => `WHEN ${inList(effect, alias)} THEN ${signed(effect) < 0 ? '-' : ''}${alias}.amount`);
  return `CASE ${cases.join(' ')} ELSE ${otherwise} END`;
}

/** An operation's contribution to the net turnover (`netContribution`): ±amount by TURNOVER_SIGN if its money moved, else 0. */
export function netAmountSql(alias = 't'): string {
  return `CASE WHEN ${moved(alias)} THEN ${byEffect(alias, (effect) => TURNOVER_SIGN[effect], '0')} ELSE 0 END`;
}

/** An operation's amount as a merchant reads it (`shownAmount`): negative for a refund or reversal. */
export function shownAmountSql(alias = 't'): string {
  return byEffect(alias, (effect) => (shownNegative(effect) ? -1 : 0), `${alias}.amount`);
}

/** SELECT columns of the moved money by effect (named as the contract's fields); read them back with `turnoverFigures`. */
export function turnoverColumnsSql(alias = 't'): string {
  return EFFECTS.map((effect) => {
    const [amount, count] = TURNOVER_FIELDS[effect];
    const when = `${moved(alias)} AND ${inList(effect, alias)}`;
    return `coalesce(sum(CASE WHEN ${when} THEN ${alias}.amount END), 0) AS ${amount}, count(CASE WHEN ${when} THEN 1 END) AS ${count}`;
  }).join(', ');
}

/** SELECT columns of the operations whose money did not move: their count and their amounts as shown (`NotMoved`). */
export function notMovedColumnsSql(alias = 't'): string {
  return `count(CASE WHEN ${moved(alias)} THEN NULL ELSE 1 END) AS notMovedCount, coalesce(sum(CASE WHEN ${moved(alias)} THEN NULL ELSE ${shownAmountSql(alias)} END), 0) AS notMovedAmount`;
}

export type TurnoverRow = Omit<TurnoverFigures, 'netAmount'>;

export function turnoverFigures(row: TurnoverRow | undefined): TurnoverFigures {
  const figures = { ...NO_TURNOVER };
  for (const fields of Object.values(TURNOVER_FIELDS)) for (const field of fields) figures[field] = row?.[field] ?? 0;
  figures.netAmount = netTurnover(figures);
  return figures;
}

export function notMovedFigures(row: NotMoved | undefined): NotMoved {
  return { notMovedCount: row?.notMovedCount ?? 0, notMovedAmount: row?.notMovedAmount ?? 0 };
}
