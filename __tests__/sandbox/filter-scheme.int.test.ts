/**
 * One filter scheme: lib/domain/list-query-wire.ts (encodeListQuery) writes exactly what the sandbox parses,
 * every field the domain emits is accepted; server-driven settings of these screens switch per tenant;
 * indexes exist for the summary and reconciliation queries.
 */
import { DatabaseSync } from 'node:sqlite';
import { encodeListQuery } from '@/lib/domain/list-query-wire';
import { transactionQuery } from '@/lib/domain/query-conditions';
import { defaultTransactionFilter, type TransactionFilter } from '@/lib/domain/transaction-filter';
import { defaultReconciliationFilter, reconciliationQuery, type ReconciliationFilter } from '@/lib/domain/reconciliation-filter-query';
import { dataFilePath } from '../../sandbox/store/db.ts';
import { call, login, sandboxPerFile, type LoggedIn } from './helpers.ts';

jest.setTimeout(60_000);

interface Row {
  id: number; amount: number; currencyId: number; operation: string; hostResponseCode: number; terminal: { id: number }; merchant: { id: number };
  user: { id: number } | null; cardMethod: { cardInputCapability: string }; paymentInstrumentType: string | null; serverDateTime: string;
  coordinates: string | null; rrn: string | null; authorizationCode: string | null; operationDay: number; transactionNumber: number; reconciliationId: number | null;
}

const sb = sandboxPerFile({ scale: 6000 });
let merchant: LoggedIn;

beforeAll(async () => {
  merchant = await login(sb.url, '', 'merchant@demo.test');
});

async function get<T>(path: string, who: LoggedIn = merchant): Promise<{ status: number; result: T; body: unknown }> {
  const res = await call<{ result: T }>(sb.url, path, { token: who.token });
  return { status: res.status, result: res.body.result, body: res.body };
}

test('a full transaction filter encoded by the domain runs against the sandbox and selects what it says', async () => {
  // pick a real operation and build a filter that must find it
  const [target] = (await get<Row[]>('/api/transaction/total?status.in=0&coordinates.nullable=false&rrn.nullable=false&authorizationCode.nullable=false&userId.nullable=false&operation.in=PAYMENT&paymentMethod.eq=general&limit=1')).result;
  expect(target).toBeDefined();
  const t = target as Row;
  const [lng, lat] = (t.coordinates as string).split(',');
  const companyId = (merchant.session.user as { companyId: number }).companyId;
  const at = Date.parse(t.serverDateTime);
  const filter: TransactionFilter = {
    ...defaultTransactionFilter({ now: new Date(), currencyId: t.currencyId }),
    limit: 50,
    offset: 0,
    checkNumber: { operationDay: t.operationDay, transactionNumber: t.transactionNumber },
    workflowDataListFieldTitle: '',
    authorizationCode: (t.authorizationCode as string).slice(0, 3),
    terminalIds: [t.terminal.id],
    merchantIds: [t.merchant.id],
    userIds: [(t.user as { id: number }).id],
    merchantCompanyIds: [companyId],
    paymentInstrumentNames: ['Card', 'Cash'],
    statuses: ['success', 'pending'],
    operations: ['PAYMENT', 'REFUND'],
    cardInputCapabilities: [t.cardMethod.cardInputCapability as TransactionFilter['cardInputCapabilities'][number]],
    amount: { ge: String(Math.floor(t.amount / 100)), le: String(Math.ceil(t.amount / 100)) },
    serverDateTime: { ge: new Date(at - 60_000).toISOString(), le: new Date(at + 60_000).toISOString() },
    rrn: (t.rrn as string).slice(2, 8),
    coordinates: [`${lat},${lng}`, '55.7,37.6'],
    order: { name: 'amount', descending: false },
    reconciliationId: t.reconciliationId,
    archive: Date.parse(t.serverDateTime) < Date.now() - 60 * 86_400_000,
  };
  const query = encodeListQuery(transactionQuery(filter, t.currencyId === 392 ? 0 : 2));
  const list = await get<Row[]>(`/api/transaction/list?${query.toString()}`);
  expect(list.status).toBe(200);
  expect(list.result.map((r) => r.id)).toContain(t.id);
  const count = await get<number>(`/api/transaction/list/count?${query.toString()}`);
  expect(count.result).toBe(list.result.length);
  const summary = await get<{ countTransaction: number }>(`/api/transaction/summary?${query.toString()}`);
  expect(summary.result.countTransaction).toBe(list.result.length);

  // with the workflow title too (fields the domain emits for every condition)
  const withTitle = encodeListQuery(transactionQuery({ ...filter, workflowDataListFieldTitle: 'Заказ' }, 2));
  expect((await get<Row[]>(`/api/transaction/total?${withTitle.toString()}`)).status).toBe(200);
});

test('each domain condition alone narrows the list correctly', async () => {
  const base = defaultTransactionFilter({ now: new Date(), currencyId: null });
  const run = async (patch: Partial<TransactionFilter>, type = 'total') => {
    const q = encodeListQuery(transactionQuery({ ...base, serverDateTime: { ge: null, le: null }, limit: 500, ...patch }, 2));
    const res = await get<Row[]>(`/api/transaction/${type}?${q.toString()}`);
    expect(res.status).toBe(200);
    return res.result;
  };
  expect((await run({ statuses: ['cancelled'] })).every((r) => [6, 7].includes(r.hostResponseCode))).toBe(true);
  expect((await run({ cardInputCapabilities: ['CONTACT'] })).every((r) => r.cardMethod.cardInputCapability === 'CONTACT')).toBe(true);
  const cash = await run({ paymentInstrumentNames: ['Cash'] });
  expect(cash.length).toBeGreaterThan(0);
  expect(cash.every((r) => r.paymentInstrumentType === 'Cash' || r.paymentInstrumentType === null)).toBe(true);
  const card = await run({ paymentInstrumentNames: ['Card'] });
  expect(card.every((r) => ['Terminal', 'Host', 'Server'].includes(r.paymentInstrumentType as string))).toBe(true);
  const usd = await run({ currencyId: 840, amount: { ge: '10,5', le: '200' } });
  expect(usd.every((r) => r.currencyId === 840 && r.amount >= 1050 && r.amount <= 20000)).toBe(true);
  const ordered = await run({ order: { name: 'amount', descending: false }, limit: 40 });
  expect(ordered.map((r) => r.amount)).toEqual([...ordered.map((r) => r.amount)].sort((a, b) => a - b));
  // archive=true on api/transaction/list is the archive
  const archive = await run({ archive: true }, 'list');
  expect(archive.length).toBeGreaterThan(0);
  expect(archive.every((r) => Date.parse(r.serverDateTime) < Date.now() - 59 * 86_400_000)).toBe(true);
});

test('a full reconciliation filter encoded by the domain runs against the sandbox', async () => {
  const [target] = (await get<{ id: number; operationDay: number; terminal: { id: number; merchant: { id: number } }; serverDateTime: string; user: { fullName: string } | null }[]>(
    '/api/reconciliation/list?initiator.in=USER&status.in=0&limit=1')).result;
  const r = target as NonNullable<typeof target>;
  const at = Date.parse(r.serverDateTime);
  const filter: ReconciliationFilter = {
    ...defaultReconciliationFilter({ now: new Date() }),
    checkNumber: { operationDay: r.operationDay },
    terminalIds: [r.terminal.id],
    merchantIds: [r.terminal.merchant.id],
    serverDateTime: { ge: new Date(at - 1000).toISOString(), le: new Date(at + 1000).toISOString() },
    order: { name: 'operationDay', descending: false },
    statusesReconciliation: ['successful', 'inProgress'],
    hostResponseCodes: ['00', '96'],
    initiator: ['USER', 'ADMIN'],
    initiatorFullName: (r.user?.fullName ?? '').split(' ')[0] as string,
    reconciliationId: r.id,
  };
  const query = encodeListQuery(reconciliationQuery(filter)).toString();
  const list = await get<{ id: number }[]>(`/api/reconciliation/list?${query}`);
  expect(list.status).toBe(200);
  expect(list.result.map((x) => x.id)).toEqual([r.id]);
  expect((await get<number>(`/api/reconciliation/list/count?${query}`)).result).toBe(1);
});

test('display.order sets the default order of the operation list', async () => {
  const control = (body: unknown) => call(sb.url, '/__sandbox/settings/_default', { method: 'PUT', body, noSource: true });
  await control({ 'display.order': 'amount,asc' });
  const byAmount = (await get<Row[]>('/api/transaction/list?limit=30')).result.map((r) => r.amount);
  expect(byAmount).toEqual([...byAmount].sort((a, b) => a - b));
  await control({ 'display.order': 'nonsense' });
  const times = (await get<Row[]>('/api/transaction/list?limit=30')).result.map((r) => Date.parse(r.serverDateTime));
  expect(times).toEqual([...times].sort((a, b) => b - a));
  await call(sb.url, '/__sandbox/settings/_default', { method: 'DELETE', noSource: true });
});

test('every setting of these screens switches per tenant through the control API', async () => {
  const names = ['display.bonus', 'display.cashback', 'display.tips', 'display.expense', 'display.bin', 'report.csv.display', 'display.order',
    'display.workflow', 'sendCheck.phone', 'sendCheck.email', 'phone.mask', 'report.unloadingEncoding', 'terminal.closeDay'];
  const green = await login(sb.url, '/greenbank', 'merchant@demo.test');
  const values = Object.fromEntries(names.map((n) => [n, `value-of-${n}`]));
  await call(sb.url, '/__sandbox/settings/greenbank', { method: 'PUT', body: values, noSource: true });
  const list = await call<{ result: { name: string; value: string }[] }>(sb.url, '/greenbank/api/setting/list', { token: green.token });
  for (const name of names) expect(list.body.result.find((s) => s.name === name)?.value).toBe(`value-of-${name}`);
  const other = await call<{ result: { name: string; value: string }[] }>(sb.url, '/api/setting/list', { token: merchant.token });
  expect(other.body.result.find((s) => s.name === 'display.bonus')?.value).toBe('true');
  await call(sb.url, '/__sandbox/settings', { method: 'DELETE', noSource: true });
});

test('indexes exist for the summary, map, close-day and reconciliation queries, and the planner uses them', () => {
  const db = new DatabaseSync(dataFilePath({ dataDir: sb.dataDir, seed: 7, scale: 6000 }), { readOnly: true });
  try {
    const names = new Set((db.prepare("SELECT name FROM sqlite_master WHERE type = 'index'").all() as { name: string }[]).map((r) => r.name));
    for (const name of ['trx_company_summary', 'trx_holding_summary', 'trx_merchant_summary', 'trx_company_map', 'trx_terminal_open', 'trx_reconciliation',
      'recon_company_time', 'recon_holding_time', 'recon_merchant_time', 'recon_terminal_time']) expect(names).toContain(name);
    const plan = (sql: string) => (db.prepare(`EXPLAIN QUERY PLAN ${sql}`).all() as { detail: string }[]).map((r) => r.detail).join(' | ');
    expect(plan('SELECT sum(amount), count(*) FROM trx t WHERE t.company_id = 1 AND t.time <= 0 AND t.currency_id = 643')).toMatch(/COVERING INDEX trx_company_summary/);
    expect(plan('SELECT t.id, t.lat, t.lng FROM trx t WHERE t.holding_id = 1 AND t.time <= 0 AND t.lat IS NOT NULL')).toMatch(/INDEX trx_holding_(map|summary)/);
    expect(plan('SELECT * FROM reconciliation r WHERE r.company_id = 1 AND r.time <= 0 ORDER BY r.time DESC')).toMatch(/INDEX recon_company_time/);
    expect(plan('SELECT sum(amount) FROM trx WHERE terminal_id = 1 AND reconciliation_id IS NULL AND host_response_code = 0')).toMatch(/INDEX trx_terminal_open/);
  } finally {
    db.close();
  }
});
