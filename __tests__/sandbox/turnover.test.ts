/** The sandbox's SQL of the money rules follows the one table of lib/domain/operation-effects.ts, operation by operation. */
import { DatabaseSync } from 'node:sqlite';
import { netAmountSql, shownAmountSql, turnoverColumnsSql, turnoverFigures, type TurnoverRow } from '../../sandbox/store/turnover.ts';
import { OPERATION_EFFECTS, shownAmount, turnoverAmount, turnoverOf } from '../../lib/domain/operation-effects.ts';

const OPERATIONS = [...Object.keys(OPERATION_EFFECTS), 'UNKNOWN_OPERATION'];

describe('the sandbox turnover SQL', () => {
  const db = new DatabaseSync(':memory:');
  beforeAll(() => {
    db.exec('CREATE TABLE trx (operation TEXT, amount INTEGER)');
    const insert = db.prepare('INSERT INTO trx VALUES (?, ?)');
    OPERATIONS.forEach((operation, index) => insert.run(operation, 100 + index));
  });
  afterAll(() => db.close());

  it.each(OPERATIONS)('%s: the net contribution and the shown amount are the table\'s', (operation) => {
    const row = db.prepare(`SELECT t.amount AS amount, ${netAmountSql()} AS net, ${shownAmountSql()} AS shown FROM trx t WHERE t.operation = ?`).get(operation) as {
      amount: number; net: number; shown: number;
    };
    expect(row.net).toBe(turnoverAmount(operation, row.amount));
    expect(row.shown).toBe(shownAmount(operation, row.amount));
  });

  it('the figures by effect and the net are turnoverOf\'s', () => {
    const row = db.prepare(`SELECT ${turnoverColumnsSql()} FROM trx t`).get() as unknown as TurnoverRow;
    const rows = db.prepare('SELECT operation, amount FROM trx').all() as { operation: string; amount: number }[];
    expect(turnoverFigures(row)).toEqual(turnoverOf(rows));
    expect(turnoverFigures(undefined)).toEqual(turnoverOf([]));
  });
});
