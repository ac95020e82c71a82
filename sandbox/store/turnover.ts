/**
 * SQL of the host's money rules (lib/domain/operation-effects.ts): the net turnover of operations, and their sums
 * by effect. Stored amounts are the operations' sizes; the operation says which way each one counts.
 */
import type { TurnoverFigures } from '../../lib/acquiring/contract.ts';
import {
  netTurnover, NO_TURNOVER, operationsWith, shownNegative, TURNOVER_FIELDS, TURNOVER_SIGN, type OperationEffect,
} from '../../lib/domain/operation-effects.ts';

const EFFECTS = Object.keys(TURNOVER_FIELDS) as OperationEffect[];

function inList(effect: OperationEffect, alias: string): string {
  return `${alias}.operation IN (${operationsWith(effect).map((operation) => `'${operation}'`).join(', ')})`;
}

/** A CASE over the effects: `signed(effect)` of the amount for each effect it gives one for, else `otherwise`. */
function byEffect(alias: string, signed: (effect: OperationEffect) => -1 | 0 | 1, otherwise: string): string {
  const cases = EFFECTS.filter((effect) => signed(effect) !== 0)
    .map((effect) => `WHEN ${inList(effect, alias)} THEN ${signed(effect) < 0 ? '-' : ''}${alias}.amount`);
  return `CASE ${cases.join(' ')} ELSE ${otherwise} END`;
}

/** An operation's contribution to the net turnover (TURNOVER_SIGN): +amount for a sale, −amount for a refund, 0 otherwise. */
export function netAmountSql(alias = 't'): string {
  return byEffect(alias, (effect) => TURNOVER_SIGN[effect], '0');
}

/** An operation's amount as a merchant reads it (`shownAmount`): negative for a refund or reversal. */
export function shownAmountSql(alias = 't'): string {
  return byEffect(alias, (effect) => (shownNegative(effect) ? -1 : 0), `${alias}.amount`);
}

/** SELECT columns of the figures by effect (named as the contract's fields); read them back with `turnoverFigures`. */
export function turnoverColumnsSql(alias = 't'): string {
  return EFFECTS.map((effect) => {
    const [amount, count] = TURNOVER_FIELDS[effect];
    return `coalesce(sum(CASE WHEN ${inList(effect, alias)} THEN ${alias}.amount END), 0) AS ${amount}, count(CASE WHEN ${inList(effect, alias)} THEN 1 END) AS ${count}`;
  }).join(', ');
}

export type TurnoverRow = Omit<TurnoverFigures, 'netAmount'>;

export function turnoverFigures(row: TurnoverRow | undefined): TurnoverFigures {
  const figures = { ...NO_TURNOVER };
  for (const fields of Object.values(TURNOVER_FIELDS)) for (const field of fields) figures[field] = row?.[field] ?? 0;
  figures.netAmount = netTurnover(figures);
  return figures;
}
