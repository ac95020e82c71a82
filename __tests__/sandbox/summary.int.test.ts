/** api/transaction/summary* — aggregates over exactly what the list returns for the same filter query, by the host's money rules. */
import { call, login, resultOf, sandboxPerFile, type LoggedIn } from './helpers.ts';
import type { TransactionSummary } from '../../lib/acquiring/contract/summaries.ts';
import { shownAmount, turnoverOf } from '../../lib/domain/operation-effects.ts';
import { movesMoney, netContribution, NO_SUMMARY, summaryOf } from '../../lib/domain/money-rule.ts';
import { hostCodesForStatusGroups } from '../../lib/domain/transaction-status.ts';
import { listDefaults } from '../../lib/operations/list-state.ts';
import { scopeStatuses } from '../../lib/operations/dashboard-state.ts';
import { STATUS_TABS, withStatusTab } from '../../lib/operations/status-tabs.ts';

jest.setTimeout(60_000);

interface Row { id: number; amount: number; operation: string; hostResponseCode: number; user: { id: number } | null; terminal: { id: number }; cardType: string | null; coordinates: string | null; serverDateTime: string; paymentInstrumentType: string | null }

const sb = sandboxPerFile({ scale: 6000 });
let merchant: LoggedIn;
let operator: LoggedIn;

beforeAll(async () => {
  merchant = await login(sb.url, '', 'merchant@demo.test');
  operator = await login(sb.url, '', 'operator@demo.test');
});

const get = <T>(who: LoggedIn, path: string): Promise<T> => resultOf<T>(sb.url, who.token, `/api/transaction/${path}`);

const since = () => new Date(Date.now() - 20 * 86_400_000).toISOString();
const filter = () => `currencyId.eq=643&serverDateTime.ge=${since()}&status.in=success,cancelled`;
const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);

test('summary: sales, refunds, net, pre-authorisations and cash withdrawals of the moved money, the rest counted apart', async () => {
  const f = filter();
  const rows = await get<Row[]>(merchant, `total?${f}&limit=10000`);
  const summary = await get<TransactionSummary>(merchant, `summary?${f}`);
  const moved = turnoverOf(rows.filter((r) => movesMoney(r.hostResponseCode)));
  expect(rows.length).toBeGreaterThan(10);
  // the filter holds every kind of money the rules tell apart, and operations that did not go through
  expect([moved.refundCount, moved.preAuthCount, moved.cashWithdrawalCount, summary.notMovedCount].every((n) => n > 0)).toBe(true);
  expect(summary).toEqual(summaryOf(rows));
  expect(summary).toMatchObject({
    ...moved,
    sumAmount: moved.salesAmount - moved.refundAmount,
    avgAmount: Math.round(moved.salesAmount / moved.salesCount),
    countTransaction: rows.length,
    notMovedCount: rows.filter((r) => r.hostResponseCode !== 0).length,
    notMovedAmount: sum(rows.filter((r) => r.hostResponseCode !== 0).map((r) => shownAmount(r.operation, r.amount))),
  });
  const empty = await get<TransactionSummary>(merchant, 'summary?id.eq=-1');
  expect(empty).toEqual(NO_SUMMARY);
});

/** The statuses each status tab of the list and each choice of the dashboard asks for, as the app asks (none: every status). */
const VIEWS: [view: string, statuses: readonly string[]][] = [
  ...STATUS_TABS.map((tab): [string, readonly string[]] => [`tab ${tab}`, withStatusTab({ filter: listDefaults(new Date(), 643, { name: 'serverDateTime', descending: true }), cardTypes: [], location: 'any' }, tab).filter.statuses]),
  ['dashboard success', scopeStatuses('success')],
  ['dashboard all', scopeStatuses('all')],
];

test.each(VIEWS)('%s: its money is that of its moved operations only, the others counted apart', async (_view, statuses) => {
  const codes = hostCodesForStatusGroups(statuses as Parameters<typeof hostCodesForStatusGroups>[0]);
  const f = `currencyId.eq=643&serverDateTime.ge=${since()}${codes.length > 0 ? `&status.in=${codes.join(',')}` : ''}`;
  const rows = await get<Row[]>(merchant, `total?${f}&limit=10000`);
  const summary = await get<TransactionSummary>(merchant, `summary?${f}`);
  expect(rows.length).toBeGreaterThan(0);
  expect(summary).toEqual(summaryOf(rows));
  const moved = turnoverOf(rows.filter((r) => movesMoney(r.hostResponseCode)));
  expect({ sales: summary.salesAmount, refunds: summary.refundAmount, net: summary.netAmount }).toEqual({ sales: moved.salesAmount, refunds: moved.refundAmount, net: moved.netAmount });
  // the breakdowns' amounts are the same net, their counts every operation
  const terminals = await get<{ sumAmount: number; countTransaction: number }[]>(merchant, `summary/terminal?${f}`);
  expect(sum(terminals.map((t) => t.sumAmount))).toBe(summary.netAmount);
  expect(sum(terminals.map((t) => t.countTransaction))).toBe(summary.countTransaction);
});

test('summary/operation, operator, terminal, cardtype, method add up to the totals', async () => {
  const f = filter();
  const rows = await get<Row[]>(merchant, `total?${f}&limit=10000`);
  const total = await get<{ sumAmount: number; countTransaction: number }>(merchant, `summary?${f}`);
  const ops = await get<{ operation: string; sum: number; count: number; tipsAmount: number }[]>(merchant, `summary/operation?${f}`);
  expect(sum(ops.map((o) => o.count))).toBe(total.countTransaction);
  expect(sum(ops.map((o) => o.sum))).toBe(sum(rows.map((r) => shownAmount(r.operation, r.amount))));
  for (const o of ops) expect(o.count).toBe(rows.filter((r) => r.operation === o.operation).length);
  expect(ops.find((o) => o.operation === 'REFUND')?.sum).toBeLessThan(0);

  const net = (list: Row[]) => sum(list.map(netContribution));

  const operators = await get<{ userId: number; fullName: string; sumAmount: number; countTransaction: number }[]>(merchant, `summary/operator?${f}`);
  expect(sum(operators.map((o) => o.countTransaction))).toBe(rows.filter((r) => r.user !== null).length);
  expect(operators.every((o) => o.fullName.length > 0)).toBe(true);
  expect(sum(operators.map((o) => o.sumAmount))).toBe(net(rows.filter((r) => r.user !== null)));
  expect(operators.map((o) => o.sumAmount)).toEqual([...operators.map((o) => o.sumAmount)].sort((a, b) => b - a));

  const terminals = await get<{ terminalId: number; externalId: string; name: string; sumAmount: number; countTransaction: number }[]>(merchant, `summary/terminal?${f}`);
  expect(sum(terminals.map((t) => t.countTransaction))).toBe(total.countTransaction);
  expect(terminals.every((t) => /^T\d+$/.test(t.externalId))).toBe(true);
  expect(sum(terminals.map((t) => t.sumAmount))).toBe(total.sumAmount);

  const cards = await get<{ cardType: string; cardTypeAmount: number; cardTypeTransactionCount: number }[]>(merchant, `summary/cardtype?${f}`);
  expect(sum(cards.map((c) => c.cardTypeTransactionCount))).toBe(rows.filter((r) => r.cardType !== null).length);
  expect(new Set(cards.map((c) => c.cardType))).toEqual(new Set(rows.filter((r) => r.cardType).map((r) => r.cardType)));
  expect(sum(cards.map((c) => c.cardTypeAmount))).toBe(net(rows.filter((r) => r.cardType !== null)));

  const methods = await get<{ instrumentType: string; instrumentName: string; methodAmount: number; count: number }[]>(merchant, `summary/method?${f}`);
  expect(sum(methods.map((m) => m.count))).toBe(total.countTransaction);
  expect(sum(methods.map((m) => m.methodAmount))).toBe(total.sumAmount);
  expect(methods.find((m) => m.instrumentName === 'Card')?.instrumentType).toBe('Terminal');
});

test('summary/week: 7 weekdays adding up to the totals', async () => {
  const f = filter();
  const total = await get<{ sumAmount: number; countTransaction: number }>(merchant, `summary?${f}`);
  const week = await get<{ week: number; weekAmount: number; weekTransactionCount: number }[]>(merchant, `summary/week?${f}`);
  expect(week.map((w) => w.week)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  expect(sum(week.map((w) => w.weekTransactionCount))).toBe(total.countTransaction);
  expect(sum(week.map((w) => w.weekAmount))).toBe(total.sumAmount);
});

test('summary/period/{hour|day|month}: consecutive buckets, empty ones included, adding up to the totals', async () => {
  const f = filter();
  const total = await get<{ sumAmount: number; countTransaction: number }>(merchant, `summary?${f}`);
  for (const format of ['hour', 'day', 'month']) {
    const items = await get<{ period: string; step: number; amount: number; count: number }[]>(merchant, `summary/period/${format}?${f}`);
    expect(items.length).toBeGreaterThan(0);
    expect(items.every((i) => i.step === 1)).toBe(true);
    expect(sum(items.map((i) => i.count))).toBe(total.countTransaction);
    expect(sum(items.map((i) => i.amount))).toBe(total.sumAmount);
    const starts = items.map((i) => Date.parse(i.period));
    expect([...starts].sort((a, b) => a - b)).toEqual(starts);
    if (format === 'day') {
      expect(items.length).toBeGreaterThanOrEqual(20);
      expect(new Set(starts.slice(1).map((s, i) => s - (starts[i] as number)))).toEqual(new Set([86_400_000]));
      // Moscow midnight = 21:00 UTC
      expect(items[0]?.period).toMatch(/T21:00:00\.000Z$/);
    }
    if (format === 'hour') expect(items.some((i) => i.count === 0)).toBe(true);
  }
  expect((await call(sb.url, '/api/transaction/summary/period/year', { token: merchant.token })).status).toBe(404);
});

test('summary/map: located points of the filter and a count of the others', async () => {
  const f = filter();
  const total = await get<{ countTransaction: number }>(merchant, `summary?${f}`);
  const map = await get<{ points: { id: number; lat: number; lng: number; amount: number; status: string; currencyId: number }[]; withoutCoordinates: number }>(merchant, `summary/map?${f}`);
  expect(map.points.length + map.withoutCoordinates).toBe(total.countTransaction);
  expect(map.withoutCoordinates).toBeGreaterThan(0);
  expect(map.points.every((p) => Math.abs(p.lat) <= 90 && Math.abs(p.lng) <= 180 && ['success', 'cancelled'].includes(p.status))).toBe(true);
  // a point filters the list back to its operation (coordinates "lat,lng"; several points separated by ";")
  const [a, b] = map.points;
  const back = await get<Row[]>(merchant, `total?coordinates.in=${a?.lat},${a?.lng};${b?.lat},${b?.lng}&limit=100`);
  expect(back.map((r) => r.id)).toEqual(expect.arrayContaining([a?.id, b?.id]));
  expect(back.every((r) => r.coordinates === `${a?.lng},${a?.lat}` || r.coordinates === `${b?.lng},${b?.lat}`)).toBe(true);
  expect((await call(sb.url, '/api/transaction/total?coordinates.in=north', { token: merchant.token })).status).toBe(400);
});

test('summaries are scoped by role and honour archive=true', async () => {
  const merchantId = (operator.session.user as { merchantId: number }).merchantId;
  const own = await get<{ countTransaction: number }>(operator, 'summary');
  expect(own.countTransaction).toBe(await get<number>(operator, 'total/count'));
  const terminals = await get<{ merchantId: number }[]>(operator, 'summary/terminal');
  expect(terminals.every((t) => t.merchantId === merchantId)).toBe(true);
  const archived = await get<{ countTransaction: number }>(merchant, 'summary?archive=true');
  expect(archived.countTransaction).toBe(await get<number>(merchant, 'archive/count'));
  expect((await call(sb.url, '/api/transaction/summary?nonsense.eq=1', { token: merchant.token })).status).toBe(400);
  expect((await call(sb.url, '/api/transaction/summary')).status).toBe(401);
});
