import { call, login, sandboxPerFile, type LoggedIn } from './helpers.ts';

interface Row {
  id: number; serverDateTime: string; operation: string; hostResponseCode: number; status: { group: string }; amount: number;
  amountClear: string; amountDivisional: string; currencyId: number; merchant: { id: number }; terminal: { id: number; externalId: string };
  user: { id: number } | null; rrn: string | null; cardMethod: { cardInputCapability: string }; paymentMethod: string; qpsOperationId: string | null; coordinates: string | null;
  reconciliationId: number | null; parentId: number | null;
}

jest.setTimeout(60_000);

const sb = sandboxPerFile({ scale: 6000 });
let merchant: LoggedIn;
let operator: LoggedIn;
let holding: LoggedIn;

beforeAll(async () => {
  merchant = await login(sb.url, '', 'merchant@demo.test');
  operator = await login(sb.url, '', 'operator@demo.test');
  holding = await login(sb.url, '', 'holding@demo.test');
});

const rows = async (who: LoggedIn, query: string) => {
  const res = await call<{ result: Row[] }>(sb.url, `/api/transaction/${query}`, { token: who.token });
  if (res.status !== 200) throw new Error(`${query}: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.result;
};
const count = async (who: LoggedIn, query: string) => (await call<{ result: number }>(sb.url, `/api/transaction/${query}`, { token: who.token })).body.result;

test('list: 20 newest by default, never in the future, count matches', async () => {
  const list = await rows(merchant, 'list');
  expect(list).toHaveLength(20);
  const times = list.map((r) => Date.parse(r.serverDateTime));
  expect([...times].sort((a, b) => b - a)).toEqual(times);
  expect(Math.max(...times)).toBeLessThanOrEqual(Date.now());
  const listCount = await count(merchant, 'list/count');
  const archiveCount = await count(merchant, 'archive/count');
  expect(listCount).toBeGreaterThan(20);
  expect(archiveCount).toBeGreaterThan(0);
  expect(await count(merchant, 'total/count')).toBe(listCount + archiveCount);
  expect(await count(merchant, 'list/count?archive=true')).toBe(archiveCount);
});

test('role scope: operator sees only its merchant; tenants never mix', async () => {
  const merchantId = (operator.session.user as { merchantId: number }).merchantId;
  const list = await rows(operator, 'total?limit=200');
  expect(list.every((r) => r.merchant.id === merchantId)).toBe(true);
  const total = await count(holding, 'total/count');
  expect(total).toBeGreaterThan(0);
  const greenOperator = await login(sb.url, '/greenbank', 'operator@demo.test');
  const green = await call<{ result: Row[] }>(sb.url, '/greenbank/api/transaction/total?limit=50', { token: greenOperator.token });
  const greenMerchant = (greenOperator.session.user as { merchantId: number }).merchantId;
  expect(green.body.result.every((r) => r.merchant.id === greenMerchant)).toBe(true);
});

test('data covers every operation, status group, card input and payment method', async () => {
  const all = await rows(merchant, 'total?limit=10000');
  const set = (f: (r: Row) => string) => new Set(all.map(f));
  expect(set((r) => r.operation).size).toBe(13);
  expect(set((r) => r.status.group)).toEqual(new Set(['success', 'cancelled', 'pending', 'unknown', 'unsuccessful']));
  expect(set((r) => r.cardMethod.cardInputCapability)).toEqual(new Set(['MAGNETIC', 'CONTACT', 'CONTACTLESS', 'MANUAL', 'CPQR', 'AUTOMANUAL', 'UNKNOWN']));
  expect(set((r) => r.paymentMethod)).toEqual(new Set(['alipay', 'ecom', 'cash', 'qps', 'rsbdynamicqr', 'mvisa', 'general']));
  expect(set((r) => String(r.currencyId)).size).toBeGreaterThanOrEqual(4);
  expect(all.some((r) => r.coordinates === null)).toBe(true);
  expect(all.some((r) => r.reconciliationId !== null)).toBe(true);
});

test('filters: in, eq, ge/le, like, inWithNull, nullable, order, offset', async () => {
  const refunds = await rows(merchant, 'total?operation.in=REFUND,PARTIAL_REFUND&limit=100');
  expect(refunds.length).toBeGreaterThan(0);
  expect(refunds.every((r) => r.operation === 'REFUND' || r.operation === 'PARTIAL_REFUND')).toBe(true);
  const cancelled = await rows(merchant, 'total?status.in=cancelled&limit=100');
  expect(cancelled.every((r) => [6, 7].includes(r.hostResponseCode))).toBe(true);
  const rub = await rows(merchant, 'total?currencyId.eq=643&amount.ge=100000&amount.le=200000&limit=100');
  expect(rub.every((r) => r.currencyId === 643 && r.amount >= 100000 && r.amount <= 200000)).toBe(true);
  const withRrn = (await rows(merchant, 'list?limit=1'))[0]?.rrn ?? (await rows(merchant, 'list?rrn.nullable=false&limit=1'))[0]?.rrn;
  const part = String(withRrn).slice(3, 9);
  const liked = await rows(merchant, `total?rrn.like=${part}`);
  expect(liked.every((r) => r.rrn?.includes(part))).toBe(true);
  const contactless = await rows(merchant, 'total?cardMethod.in=CONTACTLESS&limit=50');
  expect(contactless.every((r) => r.cardMethod.cardInputCapability === 'CONTACTLESS')).toBe(true);
  const cash = await count(merchant, 'total/count?paymentInstrumentName.in=Cash');
  const cashOnly = await count(merchant, 'total/count?paymentInstrumentName.eq=Cash&paymentInstrumentName.nullable=false');
  expect(cash).toBeGreaterThan(cashOnly);
  const since = new Date(Date.now() - 3 * 86_400_000).toISOString();
  const recent = await rows(merchant, `total?serverDateTime.ge=${since}&limit=500`);
  expect(recent.every((r) => r.serverDateTime >= since)).toBe(true);
  const byAmount = await rows(merchant, 'list?order=amount,asc&limit=30');
  expect(byAmount.map((r) => r.amount)).toEqual([...byAmount.map((r) => r.amount)].sort((a, b) => a - b));
  const page1 = await rows(merchant, 'list?limit=10&offset=0');
  const page2 = await rows(merchant, 'list?limit=10&offset=10');
  expect(page2[0]?.id).not.toBe(page1[0]?.id);
  expect((await call(sb.url, '/api/transaction/list?nonsense.eq=1', { token: merchant.token })).status).toBe(400);
  expect((await call(sb.url, '/api/transaction/other', { token: merchant.token })).status).toBe(404);
});

test('amount split by currency fraction', async () => {
  const rub = (await rows(merchant, 'total?currencyId.eq=643&limit=5'))[0] as Row;
  expect(`${rub.amountClear}${rub.amountDivisional}`).toBe(String(rub.amount));
  expect(rub.amountDivisional).toHaveLength(2);
  // the seeded data has yen operations: without them this would check nothing
  const [yen] = await rows(merchant, 'total?currencyId.eq=392&limit=5');
  expect(yen?.amountDivisional).toBe('');
});

test('receipt details: parent of a refund, QPS ids', async () => {
  const refund = (await rows(merchant, 'total?operation.eq=REFUND&limit=1'))[0] as Row;
  const res = await call<{ result: { parent: Row | null; merchantDetails: { inn: string }; hostData: Record<string, unknown> } }>(sb.url, `/api/transaction/receipt?id=${refund.id}`, { token: merchant.token });
  expect(res.status).toBe(200);
  expect(res.body.result.parent?.operation).toMatch(/^PAYMENT/);
  expect(res.body.result.merchantDetails.inn).toMatch(/^\d+$/);
  const qps = (await rows(merchant, 'total?paymentMethod.eq=qps&parentId.nullable=false&limit=1'))[0];
  if (qps) {
    const q = await call<{ result: { hostData: Record<string, unknown> } }>(sb.url, `/api/transaction/receipt?id=${qps.id}`, { token: merchant.token });
    expect(q.body.result.hostData).toEqual(expect.objectContaining({ sourceId: expect.any(String), qpsOperationId: expect.any(String), trxId: expect.any(String), originalId: expect.any(String) }));
    // the list row carries the same fast-payment id (32 characters, "B…" a refund), what stands for its card
    expect(qps.qpsOperationId).toBe(q.body.result.hostData.qpsOperationId);
    expect(qps.qpsOperationId).toMatch(/^B[0-9A-F]{31}$/);
  }
  const payment = (await rows(merchant, 'total?paymentMethod.eq=qps&parentId.nullable=true&limit=1'))[0] as Row;
  expect(payment.qpsOperationId).toMatch(/^A[0-9A-F]{31}$/);
  expect((await rows(merchant, 'total?paymentMethod.eq=general&limit=5')).map((row) => row.qpsOperationId)).toEqual([null, null, null, null, null]);
  const foreign = (await rows(holding, 'list?limit=1'))[0] as Row;
  expect((await call(sb.url, `/api/transaction/receipt?id=${foreign.id}`, { token: operator.token })).status).toBe(404);
});

test('receipt host texts in the reader language: English for Accept-Language en, else Russian', async () => {
  const approved = (await rows(merchant, 'total?hostResponseCode.eq=0&limit=1'))[0] as Row;
  type Host = { result: { hostData: { hostResponseText: string; details: { label: string; value: string }[] } } };
  const path = `/api/transaction/receipt?id=${approved.id}`;
  const english = (await call<Host>(sb.url, path, { token: merchant.token, headers: { 'Accept-Language': 'en-GB,en;q=0.9' } })).body.result.hostData;
  expect(english.hostResponseText).toBe('Approved');
  expect(english.details.map((line) => line.label).slice(0, 2)).toEqual(['Host response code', 'Receipt number']);
  const russian = (await call<Host>(sb.url, path, { token: merchant.token })).body.result.hostData;
  expect(russian.hostResponseText).toBe('Одобрено');
  expect(russian.details.map((line) => line.label).slice(0, 2)).toEqual(['Код ответа хоста', 'Номер чека']);
});

test('every refund, reversal and completion names its original operation in the list (spec §3 "parent transaction")', async () => {
  const children = await rows(merchant, 'total?operation.in=REFUND,ORIGINAL_REFUND,PARTIAL_REFUND,REVERSAL,PARTIAL_REVERSAL,EXPENSE_REFUND,PRE_AUTH_COMPLETION&limit=10000');
  expect(children.length).toBeGreaterThan(50);
  expect(children.every((row) => row.parentId !== null)).toBe(true);
  const original = { EXPENSE_REFUND: /^EXPENSE$/, PRE_AUTH_COMPLETION: /^PRE_AUTH$/ } as Record<string, RegExp>;
  for (const child of children.slice(0, 20)) {
    const [parent] = await rows(merchant, `total?id.eq=${child.parentId}`);
    expect(parent?.operation).toMatch(original[child.operation] ?? /^PAYMENT/);
    expect(Date.parse(parent?.serverDateTime ?? '')).toBeLessThanOrEqual(Date.parse(child.serverDateTime));
  }
  expect((await rows(merchant, 'total?operation.eq=PAYMENT&limit=50')).every((row) => row.parentId === null)).toBe(true);
});

test('terminal and user lists by role', async () => {
  const terminals = await call<{ result: { merchantId: number; externalId: string; attached: boolean }[] }>(sb.url, '/api/terminal/list?limit=1000', { token: merchant.token });
  expect(terminals.body.result.length).toBe(12);
  const opTerminals = await call<{ result: { merchantId: number }[] }>(sb.url, '/api/terminal/list', { token: operator.token });
  const merchantId = (operator.session.user as { merchantId: number }).merchantId;
  expect(opTerminals.body.result.every((t) => t.merchantId === merchantId)).toBe(true);
  const users = await call<{ result: { status: number; canMobile: number; pinPwd: string }[] }>(sb.url, '/api/user/list?limit=9999&status.in=0,1,6&canMobile.eq=1', { token: merchant.token });
  expect(users.status).toBe(200);
  expect(users.body.result.length).toBeGreaterThan(0);
  expect(users.body.result.every((u) => [0, 1, 6].includes(u.status) && u.canMobile === 1)).toBe(true);
  expect(users.body.result.every((u) => u.pinPwd === '' || u.pinPwd === '****')).toBe(true);
  const countRes = await call<{ result: number }>(sb.url, '/api/user/list/count?canMobile.eq=1', { token: merchant.token });
  expect(countRes.body.result).toBeGreaterThanOrEqual(users.body.result.length);
});
