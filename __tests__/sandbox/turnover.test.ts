/**
 * The sandbox's SQL of the money rules follows the one rule of lib/domain/money-rule.ts over the table of
 * lib/domain/operation-effects.ts, operation by operation and status by status.
 */
import { DatabaseSync } from 'node:sqlite';
import {
  netAmountSql, notMovedColumnsSql, notMovedFigures, shownAmountSql, turnoverColumnsSql, turnoverFigures, type TurnoverRow,
} from '../../sandbox/store/turnover.ts';
import { OPERATION_EFFECTS, shownAmount } from '../../lib/domain/operation-effects.ts';
import { netContribution, summaryFrom, summaryOf, type CountedOperation, type NotMoved } from '../../lib/domain/money-rule.ts';
import { TRANSACTION_STATUS_CODES } from '../../lib/domain/transaction-status.ts';

const OPERATIONS = [...Object.keys(OPERATION_EFFECTS), 'UNKNOWN_OPERATION'];
/** A code of every status group of spec §4, one the table does not have, and none. */
const CODES = [...Object.values(TRANSACTION_STATUS_CODES).map((codes) => codes[0] as number), 99, null];

describe('the sandbox turnover SQL', () => {
  const db = new DatabaseSync(':memory:');
  beforeAll(() => {
    db.exec('CREATE TABLE trx (operation TEXT, amount INTEGER, host_response_code INTEGER)');
    const insert = db.prepare('INSERT INTO trx VALUES (?, ?, ?)');
    OPERATIONS.forEach((operation, index) => CODES.forEach((code, at) => insert.run(operation, 100 + index * 10 + at, code)));
  });
  afterAll(() => db.close());
  const rows = () => db.prepare('SELECT operation, amount, host_response_code AS hostResponseCode FROM trx').all() as unknown as CountedOperation[];

  it.each(OPERATIONS)('%s: the net contribution (moved money only) and the shown amount are the rule\'s, at every status', (operation) => {
    const found = db.prepare(`SELECT t.amount AS amount, t.host_response_code AS hostResponseCode, ${netAmountSql()} AS net, ${shownAmountSql()} AS shown FROM trx t WHERE t.operation = ?`).all(operation) as unknown as (CountedOperation & { net: number; shown: number })[];
    expect(found).toHaveLength(CODES.length);
    for (const row of found) {
      expect(row.net).toBe(netContribution({ ...row, operation }));
      expect(row.shown).toBe(shownAmount(operation, row.amount));
    }
  });

  it('the figures by effect, the net and the operations that did not move are summaryOf\'s', () => {
    const row = db.prepare(`SELECT count(*) AS n, ${turnoverColumnsSql()}, ${notMovedColumnsSql()} FROM trx t`).get() as unknown as TurnoverRow & NotMoved & { n: number };
    expect(summaryFrom(turnoverFigures(row), row.n, notMovedFigures(row))).toEqual(summaryOf(rows()));
    expect(row.notMovedCount).toBe(OPERATIONS.length * (CODES.length - 1));
    expect(summaryFrom(turnoverFigures(undefined), 0, notMovedFigures(undefined))).toEqual(summaryOf([]));
  });
});
