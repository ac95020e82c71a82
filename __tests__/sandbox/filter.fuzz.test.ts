/**
 * Bad filter input (issue 19 §4): the list scheme's field names, operators, page sizes, offsets and orders come
 * straight from the query string. Names of Object's own members (`__proto__`, `constructor`), numbers SQLite cannot
 * hold (`offset=1e20`), NaN, negatives and junk must give 400 with a message, never a 500 — on every list, count,
 * summary and the report, for each role. Property-based over generated queries, plus the named cases.
 */
import fc from 'fast-check';
import { TRANSACTION_FIELDS } from '../../sandbox/store/transactions.ts';
import { RECONCILIATION_FIELDS } from '../../sandbox/routes/reconciliation.ts';
import { QUERY_OPERATORS } from '../../lib/domain/query-conditions.ts';
import { call, login, sandboxPerFile, type LoggedIn } from './helpers.ts';

jest.setTimeout(180_000);

const RUNS = Number(process.env.FUZZ_RUNS || 120);

const sb = sandboxPerFile();
let holding: LoggedIn;
let operator: LoggedIn;
beforeAll(async () => {
  holding = await login(sb.url, '', 'holding@demo.test');
  operator = await login(sb.url, '', 'operator@demo.test');
});

/** Every GET whose query the list scheme reads (the operator's storefront lists read limit and offset). */
const LIST_PATHS = [
  '/api/transaction/list', '/api/transaction/total', '/api/transaction/archive', '/api/transaction/list/count', '/api/transaction/total/count',
  '/api/transaction/summary', '/api/transaction/summary/operation', '/api/transaction/summary/map', '/api/transaction/summary/operator',
  '/api/transaction/summary/terminal', '/api/transaction/summary/week', '/api/transaction/summary/cardtype', '/api/transaction/summary/method',
  '/api/transaction/summary/period/day', '/api/merchant/report', '/api/reconciliation/list', '/api/reconciliation/list/count',
  '/api/terminal/list', '/api/terminal/list/count', '/api/user/list', '/api/user/list/count',
];
const OPERATOR_PATHS = ['/api/window/category/list', '/api/window/product/list', '/api/transaction/list'];

const OBJECT_MEMBERS = ['__proto__', 'constructor', 'prototype', 'toString', 'valueOf', 'hasOwnProperty', '__defineGetter__', 'isPrototypeOf'];
const NASTY_NUMBERS = ['1e20', '-1e20', '99999999999999999999', '9007199254740993', '1e400', '-1', '-0', 'NaN', 'Infinity', '-Infinity', '0x10', '1.5', '', ' ', '1,2', '١٢'];

const fieldName = fc.oneof(
  fc.constantFrom(...Object.keys(TRANSACTION_FIELDS), ...Object.keys(RECONCILIATION_FIELDS)),
  fc.constantFrom(...OBJECT_MEMBERS),
  fc.string({ maxLength: 12 }),
);
const key = fc.oneof(
  fc.tuple(fieldName, fc.constantFrom('', ...QUERY_OPERATORS)).map(([field, op]) => (op ? `${field}.${op}` : field)),
  fc.constantFrom('limit', 'offset', 'order', 'archive', 'step', 'period'),
);
const value = fc.oneof(
  fc.constantFrom(...NASTY_NUMBERS, ...OBJECT_MEMBERS, 'true', 'asc', 'desc'),
  fc.tuple(fc.constantFrom(...OBJECT_MEMBERS, 'serverDateTime', 'amount'), fc.constantFrom('', ',asc', ',desc', ',sideways')).map(([a, b]) => a + b),
  fc.string({ maxLength: 20 }),
  fc.integer().map(String),
  fc.double().map(String),
);
const query = fc.array(fc.tuple(key, value), { minLength: 1, maxLength: 4 }).map((pairs) => new URLSearchParams(pairs).toString());

async function checkAnswer(path: string, search: string, who: LoggedIn): Promise<void> {
  const res = await call<{ message?: unknown }>(sb.url, `${path}?${search}`, { token: who.token });
  const where = `${path}?${search} → ${res.status} ${JSON.stringify(res.body).slice(0, 200)}`;
  expect([where, res.status < 500]).toEqual([where, true]);
  if (res.status === 400) expect([where, typeof res.body.message === 'string' && res.body.message.length > 0]).toEqual([where, true]);
}

test.each([
  ['__proto__=1'], ['__proto__.eq=1'], ['constructor=1'], ['constructor.in=1,2'], ['toString.like=a'], ['valueOf.nullable=true'],
  ['order=__proto__'], ['order=constructor,asc'], ['offset=1e20'], ['offset=99999999999999999999'], ['offset=-1'], ['offset=NaN'],
  ['offset=1.5'], ['offset=0x10'], ['limit=1e20'], ['limit=NaN'], ['limit=-5'], ['limit=0'], ['limit=9999999999'],
])('%s: 400 with a message on every list, count, summary and the report', async (search) => {
  for (const path of LIST_PATHS) {
    const res = await call<{ message?: string }>(sb.url, `${path}?${search}`, { token: holding.token });
    expect([path, res.status]).toEqual([path, 400]);
    expect(res.body.message).toEqual(expect.stringMatching(/\S/));
  }
});

test.each([['offset=1e20'], ['offset=-1'], ['limit=NaN'], ['limit=1e20']])("%s: 400 on the operator's storefront lists", async (search) => {
  for (const path of OPERATOR_PATHS) {
    const res = await call<{ message?: string }>(sb.url, `${path}?${search}`, { token: operator.token });
    expect([path, res.status]).toEqual([path, 400]);
    expect(res.body.message).toEqual(expect.stringMatching(/\S/));
  }
});

test('the largest page offset still answers (an empty page), one past it is refused', async () => {
  const last = await call<{ result: unknown[] }>(sb.url, '/api/transaction/total?offset=1000000000', { token: holding.token });
  expect(last.status).toBe(200);
  expect(last.body.result).toEqual([]);
  expect((await call(sb.url, '/api/transaction/total?offset=1000000001', { token: holding.token })).status).toBe(400);
});

test.each(LIST_PATHS)('%s: generated filter queries never answer 5xx', async (path) => {
  await fc.assert(fc.asyncProperty(query, (search) => checkAnswer(path, search, holding)), { numRuns: RUNS });
});

test.each(OPERATOR_PATHS)('%s (operator): generated queries never answer 5xx', async (path) => {
  await fc.assert(fc.asyncProperty(query, (search) => checkAnswer(path, search, operator)), { numRuns: RUNS });
});
