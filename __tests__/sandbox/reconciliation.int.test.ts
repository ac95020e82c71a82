/** api/reconciliation/*, the reconciliation file and api/terminal/close-day/{id}. */
import { call, login, resultOf, sandboxPerFile, type LoggedIn } from './helpers.ts';
import type { TransactionSummary } from '../../lib/acquiring/contract/summaries.ts';
import { turnoverOf } from '../../lib/domain/operation-effects.ts';

jest.setTimeout(60_000);

interface Recon {
  id: number; serverDateTime: string; terminal: { id: number; externalId: string; merchant: { id: number; name: string; externalId: string } };
  operationDay: number; hostResponseCode: string; initiator: string; user: { id: number; fullName: string } | null; status: number;
  downloadFile: string | null; sumAmount: number; count: number; currencyId: number;
  salesAmount: number; refundAmount: number; netAmount: number; cashWithdrawalAmount: number; preAuthAmount: number;
}
interface Row { id: number; amount: number; operation: string; reconciliationId: number | null; hostResponseCode: number; terminal: { id: number }; currencyId: number; serverDateTime: string }

const sb = sandboxPerFile({ scale: 6000 });
let merchant: LoggedIn;
let operator: LoggedIn;

beforeAll(async () => {
  merchant = await login(sb.url, '', 'merchant@demo.test');
  operator = await login(sb.url, '', 'operator@demo.test');
});

const get = <T>(who: LoggedIn, path: string): Promise<T> => resultOf<T>(sb.url, who.token, path);
const control = (path: string, method: string, body?: unknown) => call(sb.url, `/__sandbox${path}`, { method, body, noSource: true });

test('list and archive: spec §3 rows, newest first, count, role scope', async () => {
  const list = await get<Recon[]>(merchant, '/api/reconciliation/list?limit=50');
  expect(list).toHaveLength(50);
  const r = list[0] as Recon;
  expect(r).toEqual(expect.objectContaining({
    id: expect.any(Number), serverDateTime: expect.any(String), operationDay: expect.any(Number), hostResponseCode: expect.stringMatching(/^\d{2}$/),
    initiator: expect.stringMatching(/^(USER|ADMIN|SERVER)$/), status: expect.any(Number), sumAmount: expect.any(Number), currencyId: expect.any(Number),
  }));
  expect(r.terminal.merchant).toEqual(expect.objectContaining({ name: expect.any(String), externalId: expect.any(String) }));
  const times = list.map((x) => Date.parse(x.serverDateTime));
  expect([...times].sort((a, b) => b - a)).toEqual(times);
  expect(list.filter((x) => x.status === 0).every((x) => x.downloadFile === `reconciliation-${x.id}.csv`)).toBe(true);
  expect(list.filter((x) => x.status !== 0).every((x) => x.downloadFile === null)).toBe(true);
  expect(list.filter((x) => x.initiator === 'USER').every((x) => x.user !== null && x.user.fullName.length > 0)).toBe(true);

  const listCount = await get<number>(merchant, '/api/reconciliation/list/count');
  const archiveCount = await get<number>(merchant, '/api/reconciliation/archive/count');
  expect(listCount).toBeGreaterThan(50);
  expect(archiveCount).toBeGreaterThan(0);
  expect(await get<number>(merchant, '/api/reconciliation/list/count?archive=true')).toBe(archiveCount);
  const archive = await get<Recon[]>(merchant, '/api/reconciliation/archive?limit=5');
  expect(Date.parse((archive[0] as Recon).serverDateTime)).toBeLessThan(Date.now() - 59 * 86_400_000);

  const merchantId = (operator.session.user as { merchantId: number }).merchantId;
  const own = await get<Recon[]>(operator, '/api/reconciliation/list?limit=200');
  expect(own.length).toBeGreaterThan(0);
  expect(own.every((x) => x.terminal.merchant.id === merchantId)).toBe(true);
  expect((await call(sb.url, '/api/reconciliation/other', { token: merchant.token })).status).toBe(404);
  expect((await call(sb.url, '/api/reconciliation/list?nonsense.eq=1', { token: merchant.token })).status).toBe(400);
});

test('every filter condition of spec §3 / §7', async () => {
  const all = await get<Recon[]>(merchant, '/api/reconciliation/list?limit=2000');
  const sample = all.find((x) => x.initiator === 'USER') as Recon;
  const q = (query: string) => get<Recon[]>(merchant, `/api/reconciliation/list?limit=2000&${query}`);

  expect((await q(`operationDay.eq=${sample.operationDay}`)).every((x) => x.operationDay === sample.operationDay)).toBe(true);
  expect((await q(`terminalId.in=${sample.terminal.id}`)).every((x) => x.terminal.id === sample.terminal.id)).toBe(true);
  const byMerchant = await q(`terminal.merchantId.in=${sample.terminal.merchant.id}`);
  expect(byMerchant.length).toBeGreaterThan(0);
  expect(byMerchant.every((x) => x.terminal.merchant.id === sample.terminal.merchant.id)).toBe(true);
  const from = new Date(Date.now() - 10 * 86_400_000).toISOString();
  const to = new Date(Date.now() - 5 * 86_400_000).toISOString();
  const ranged = await q(`serverDateTime.ge=${from}&serverDateTime.le=${to}`);
  expect(ranged.length).toBeGreaterThan(0);
  expect(ranged.every((x) => x.serverDateTime >= from && x.serverDateTime <= to)).toBe(true);
  for (const status of [0, 1, 2, 3]) expect((await q(`status.in=${status}`)).every((x) => x.status === status)).toBe(true);
  expect((await q('status.in=2,3')).length).toBe((await q('status.in=unsuccessful')).length);
  const failed = await q('hostResponseCode.in=12,91,96');
  expect(failed.length).toBeGreaterThan(0);
  expect(failed.every((x) => ['12', '91', '96'].includes(x.hostResponseCode) && x.status >= 2)).toBe(true);
  expect((await q('hostResponseCode.in=0')).every((x) => x.hostResponseCode === '00')).toBe(true);
  for (const initiator of ['USER', 'ADMIN', 'SERVER']) {
    const found = await q(`initiator.in=${initiator}`);
    expect(found.length).toBeGreaterThan(0);
    expect(found.every((x) => x.initiator === initiator)).toBe(true);
  }
  const part = (sample.user as { fullName: string }).fullName.split(' ')[0] as string;
  const named = await q(`user.fullName.like=${encodeURIComponent(part)}`);
  expect(named.length).toBeGreaterThan(0);
  expect(named.every((x) => x.user?.fullName.includes(part))).toBe(true);
  expect((await q(`id.eq=${sample.id}`)).map((x) => x.id)).toEqual([sample.id]);
  expect((await q(`reconciliationId=${sample.id}`)).map((x) => x.id)).toEqual([sample.id]);
  const ordered = await q('order=operationDay,asc&limit=30');
  expect(ordered.map((x) => x.operationDay)).toEqual([...ordered.map((x) => x.operationDay)].sort((a, b) => a - b));
  const page2 = await get<Recon[]>(merchant, '/api/reconciliation/list?limit=10&offset=10');
  expect(page2[0]?.id).toBe(all[10]?.id);
});

/** The figures a reconciliation carries of its operations (the host's money rules). */
function figuresOf(ops: Row[]) {
  const { salesAmount, refundAmount, netAmount, cashWithdrawalAmount, preAuthAmount } = turnoverOf(ops);
  return { sumAmount: netAmount, salesAmount, refundAmount, netAmount, cashWithdrawalAmount, preAuthAmount };
}

test('generated history: each reconciliation links exactly its operations, whose net turnover is sumAmount', async () => {
  const recons = await get<Recon[]>(merchant, '/api/reconciliation/list?limit=80');
  expect(recons.some((r) => r.refundAmount > 0) && recons.some((r) => r.preAuthAmount > 0)).toBe(true);
  for (const r of recons) {
    const ops = await get<Row[]>(merchant, `/api/transaction/total?reconciliationId.eq=${r.id}&limit=10000`);
    expect(ops.length).toBe(r.count);
    expect(r).toEqual(expect.objectContaining(figuresOf(ops)));
    expect(ops.every((o) => o.terminal.id === r.terminal.id && o.currencyId === r.currencyId && o.hostResponseCode === 0)).toBe(true);
    expect(ops.every((o) => o.serverDateTime <= r.serverDateTime)).toBe(true);
    const summary = await get<TransactionSummary>(merchant, `/api/transaction/summary?reconciliationId=${r.id}`);
    expect(summary).toEqual(expect.objectContaining({ ...figuresOf(ops), countTransaction: r.count }));
  }
});

test('host response codes', async () => {
  const codes = await get<{ code: string; description: string }[]>(merchant, '/api/reconciliation/host-response-codes');
  expect(codes[0]).toEqual({ code: '00', description: 'Одобрено' });
  expect(codes.map((c) => c.code)).toEqual(expect.arrayContaining(['12', '91', '96']));
  // The host's own texts in the reader's language (the BFF sends the user's as Accept-Language).
  const response = await fetch(`${sb.url}/api/reconciliation/host-response-codes`, {
    headers: { 'Request-Source': 'frontend', Authorization: `Bearer ${merchant.token}`, 'Accept-Language': 'en' },
  });
  expect(((await response.json()) as { result: { code: string; description: string }[] }).result[0]).toEqual({ code: '00', description: 'Approved' });
});

test('the reconciliation file: api/merchant/report?reconciliationId, sorted by serverDateTime', async () => {
  const recon = (await get<Recon[]>(merchant, '/api/reconciliation/list?status.in=0&limit=20')).find((x) => x.count >= 2) as Recon;
  const res = await fetch(`${sb.url}/api/merchant/report?reconciliationId=${recon.id}`, { headers: { 'Request-Source': 'frontend', Authorization: `Bearer ${merchant.token}` } });
  expect(res.status).toBe(200);
  expect(res.headers.get('content-disposition')).toBe(`attachment; filename="${recon.downloadFile}"`);
  const lines = (await res.text()).replace(/^\uFEFF/, '').trim().split('\r\n');
  expect(lines).toHaveLength(recon.count + 1);
  const ids = lines.slice(1).map((l) => Number(l.split(';')[0]));
  const ops = await get<Row[]>(merchant, `/api/transaction/total?reconciliationId=${recon.id}&order=serverDateTime,asc&limit=1000`);
  expect(ids).toEqual(ops.map((o) => o.id));
});

test('close-day: closes the open day with the right sum, then nothing is left open', async () => {
  const terminals = await get<{ id: number; status: number }[]>(merchant, '/api/terminal/list');
  const terminal = terminals.find((t) => t.status === 0) as { id: number };
  const open = await get<Row[]>(merchant, `/api/transaction/total?terminalId.eq=${terminal.id}&reconciliationId.nullable=true&status.in=success&limit=10000`);
  const before = await get<number>(merchant, '/api/reconciliation/list/count');
  const res = await get<{ code: string; description: string; reconciliationId: number }>(merchant, `/api/terminal/close-day/${terminal.id}`);
  expect(res).toEqual({ code: '00', description: expect.any(String), reconciliationId: expect.any(Number) });
  expect(await get<number>(merchant, '/api/reconciliation/list/count')).toBe(before + 1);
  const [created] = await get<Recon[]>(merchant, `/api/reconciliation/list?id.eq=${res.reconciliationId}`);
  expect(created).toEqual(expect.objectContaining({
    status: 0, hostResponseCode: '00', initiator: 'ADMIN', count: open.length, ...figuresOf(open),
    downloadFile: `reconciliation-${res.reconciliationId}.csv`,
  }));
  expect(created?.user?.fullName).toBe((merchant.session.user as { fullName: string }).fullName);
  const linked = await get<Row[]>(merchant, `/api/transaction/total?reconciliationId.eq=${res.reconciliationId}&limit=10000`);
  expect(linked.map((o) => o.id).sort()).toEqual(open.map((o) => o.id).sort());
  expect(await get<number>(merchant, `/api/transaction/total/count?terminalId.eq=${terminal.id}&reconciliationId.nullable=true&status.in=success`)).toBe(0);
  // a second close makes an empty reconciliation on the next operation day
  const again = await get<{ code: string; reconciliationId: number }>(merchant, `/api/terminal/close-day/${terminal.id}`);
  const [second] = await get<Recon[]>(merchant, `/api/reconciliation/list?id.eq=${again.reconciliationId}`);
  expect(second).toEqual(expect.objectContaining({ count: 0, sumAmount: 0, operationDay: (created?.operationDay ?? 0) + 1 }));
});

test('close-day: configurable answers (control API), defaults by terminal status, access', async () => {
  const terminals = await get<{ id: number; status: number }[]>(merchant, '/api/terminal/list');
  const active = terminals.filter((t) => t.status === 0);
  const a = active[0] as { id: number };
  const b = active[1] as { id: number };
  expect((await control(`/terminal-close-day/${a.id}`, 'PUT', { code: '011', description: 'Ошибка хоста', hostCode: '91', hostDescription: 'Хост недоступен' })).status).toBe(200);
  const failed = await get<{ code: string; description: string; hostCode: string; hostDescription: string; reconciliationId: number }>(merchant, `/api/terminal/close-day/${a.id}`);
  expect(failed).toEqual({ code: '011', description: 'Ошибка хоста', hostCode: '91', hostDescription: 'Хост недоступен', reconciliationId: expect.any(Number) });
  const [recorded] = await get<Recon[]>(merchant, `/api/reconciliation/list?id.eq=${failed.reconciliationId}`);
  expect(recorded).toEqual(expect.objectContaining({ status: 2, hostResponseCode: '91', sumAmount: 0, count: 0, downloadFile: null }));
  expect((await get<{ code: string }[]>(merchant, '/api/reconciliation/host-response-codes')).some((c) => c.code === '91')).toBe(true);

  await control(`/terminal-close-day/${b.id}`, 'PUT', { code: '12', description: 'Смена не открыта' });
  const before = await get<number>(merchant, '/api/reconciliation/list/count');
  expect(await get(merchant, `/api/terminal/close-day/${b.id}`)).toEqual({ code: '12', description: 'Смена не открыта' });
  expect(await get<number>(merchant, '/api/reconciliation/list/count')).toBe(before);
  expect(((await control('/terminal-close-day', 'GET')).body as { result: unknown[] }).result).toHaveLength(2);
  await control('/terminal-close-day', 'DELETE');
  expect((await get<{ code: string }>(merchant, `/api/terminal/close-day/${b.id}`)).code).toBe('00');

  // the seeded data has a blocked terminal: without one this would check nothing
  const blocked = terminals.find((t) => t.status === 1 || t.status === 2);
  expect(blocked).toBeDefined();
  expect((await get<{ code: string }>(merchant, `/api/terminal/close-day/${blocked?.id}`)).code).toBe('05');
  expect((await call(sb.url, `/api/terminal/close-day/${a.id}`, { token: operator.token })).status).toBe(403);
  expect((await call(sb.url, '/api/terminal/close-day/999999', { token: merchant.token })).status).toBe(404);
  expect((await control('/terminal-close-day/1', 'PUT', {})).status).toBe(400);

  await control('/settings/_default', 'PUT', { 'terminal.closeDay': 'false' });
  expect((await call(sb.url, `/api/terminal/close-day/${a.id}`, { token: merchant.token })).status).toBe(403);
  await control('/settings/_default', 'DELETE');
});

test('close-day answers in the reader\'s language (issue 21): English for an English reader, Russian unchanged', async () => {
  const terminals = await get<{ id: number; status: number }[]>(merchant, '/api/terminal/list');
  const active = terminals.filter((t) => t.status === 0)[3] as { id: number };
  const closeDay = async (id: number, language: string, token = merchant.token) =>
    call<{ result?: { code: string; description: string }; message?: string }>(sb.url, `/api/terminal/close-day/${id}`, { token, headers: { 'accept-language': language } });
  expect((await closeDay(active.id, 'en-GB,en;q=0.9')).body.result).toEqual(expect.objectContaining({ code: '00', description: 'Day closed' }));
  expect((await closeDay(active.id, 'ru')).body.result).toEqual(expect.objectContaining({ code: '00', description: 'День закрыт' }));
  await control(`/terminal-close-day/${active.id}`, 'PUT', { code: '011', description: 'Host error', hostCode: '96' });
  expect((await closeDay(active.id, 'en')).body.result).toEqual(expect.objectContaining({ hostDescription: 'System error' }));
  expect((await closeDay(active.id, 'ru')).body.result).toEqual(expect.objectContaining({ hostDescription: 'Системная ошибка' }));
  await control('/terminal-close-day', 'DELETE');
  const blocked = terminals.find((t) => t.status === 1) as { id: number };
  expect((await closeDay(blocked.id, 'en')).body.result?.description).toBe('The day cannot be closed: the terminal is blocked');
  expect((await closeDay(blocked.id, 'ru')).body.result?.description).toBe('Закрытие дня невозможно: Терминал заблокирован');
  const refused = await closeDay(active.id, 'en', operator.token);
  expect([refused.status, refused.body.message]).toEqual([403, 'Only an administrator can close the day']);
  expect(JSON.stringify(refused.body)).not.toMatch(/[А-Яа-яЁё]/);
});

test('control reset removes closed days and unlinks their operations', async () => {
  const terminals = await get<{ id: number; status: number }[]>(merchant, '/api/terminal/list');
  const terminal = terminals.filter((t) => t.status === 0)[2] as { id: number };
  const res = await get<{ reconciliationId: number }>(merchant, `/api/terminal/close-day/${terminal.id}`);
  expect((await control('/reset', 'POST')).status).toBe(200);
  const again = await login(sb.url, '', 'merchant@demo.test');
  expect(await get<number>(again, `/api/reconciliation/list/count?id.eq=${res.reconciliationId}`)).toBe(0);
  expect(await get<number>(again, `/api/transaction/total/count?reconciliationId.eq=${res.reconciliationId}`)).toBe(0);
});
