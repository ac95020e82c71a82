/** GET/POST api/merchant/report: CSV of the filtered operations. */
import { call, login, sandboxPerFile, type LoggedIn } from './helpers.ts';
import { csvAmount, csvCell, encodeCp1251 } from '../../sandbox/present/csv.ts';

jest.setTimeout(60_000);

const sb = sandboxPerFile({ scale: 4000 });
let merchant: LoggedIn;

beforeAll(async () => {
  merchant = await login(sb.url, '', 'merchant@demo.test');
});

const control = (path: string, method: string, body?: unknown) => call(sb.url, `/__sandbox${path}`, { method, body, noSource: true });

async function report(query: string, init: { method?: string; body?: unknown; prefix?: string; who?: LoggedIn } = {}) {
  const who = init.who ?? merchant;
  const headers: Record<string, string> = { 'Request-Source': 'frontend', Authorization: `Bearer ${who.token}` };
  if (init.body !== undefined) {
    headers['content-type'] = 'application/json';
    headers['x-csrf-token'] = who.csrf;
  }
  const res = await fetch(`${sb.url}${init.prefix ?? ''}/api/merchant/report${query}`, {
    method: init.method ?? 'GET', headers, body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  return { status: res.status, headers: res.headers, bytes: Buffer.from(await res.arrayBuffer()) };
}

test('csv helpers: quoting, amounts with the currency fraction, cp1251', () => {
  expect(csvCell('a;b')).toBe('"a;b"');
  expect(csvCell('say "hi"')).toBe('"say ""hi"""');
  expect(csvAmount(123450, 2)).toBe('1234,50');
  expect(csvAmount(-5, 2)).toBe('-0,05');
  expect(csvAmount(1200, 0)).toBe('1200');
  const text = 'Ёжик №1 «Ъ» — ёлка АБВ abc €';
  expect(new TextDecoder('windows-1251').decode(encodeCp1251(text))).toBe(text);
  expect(encodeCp1251('₽')).toEqual(Buffer.from('?'));
});

test('UTF-8 with BOM: header, one line per filtered operation, dates, amounts, filename', async () => {
  const since = new Date(Date.now() - 7 * 86_400_000).toISOString();
  const query = `?serverDateTime.ge=${since}&currencyId.eq=643&status.in=success`;
  const count = (await call<{ result: number }>(sb.url, `/api/transaction/total/count${query}`, { token: merchant.token })).body.result;
  const res = await report(query);
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
  expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="operations-\d{8}-\d{4}\.csv"$/);
  expect([...res.bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const lines = res.bytes.subarray(3).toString('utf8').trim().split('\r\n');
  expect(lines[0]).toMatch(/^ID;Дата и время;Операция;Статус;Код ответа;Сумма;Валюта;/);
  expect(lines).toHaveLength(count + 1);
  const header = (lines[0] as string).split(';');
  const first = (lines[1] as string).split(';');
  expect(first[header.indexOf('Дата и время')]).toMatch(/^\d{2}\.\d{2}\.\d{4} \d{2}:\d{2}:\d{2}$/);
  expect(first[header.indexOf('Сумма')]).toMatch(/^-?\d+,\d{2}$/);
  expect(first[header.indexOf('Валюта')]).toBe('RUB');
  // chronological by default
  const ids = lines.slice(1).map((l) => Number(l.split(';')[0]));
  const rows = await call<{ result: { id: number }[] }>(sb.url, `/api/transaction/total${query}&order=serverDateTime,asc&limit=10000`, { token: merchant.token });
  expect(ids).toEqual(rows.body.result.map((r) => r.id));
});

test('POST with the filter in the body gives the same file', async () => {
  const get = await report('?operation.in=REFUND,REVERSAL&limit=30');
  const post = await report('', { method: 'POST', body: { 'operation.in': ['REFUND', 'REVERSAL'], limit: 30 } });
  expect(post.status).toBe(200);
  expect(post.bytes.equals(get.bytes)).toBe(true);
  expect((await report('', { method: 'POST', body: { 'nonsense.eq': 1 } })).status).toBe(400);
});

test('windows-1251 per report.unloadingEncoding; optional columns per display.* settings', async () => {
  await control('/settings/_default', 'PUT', { 'report.unloadingEncoding': 'windows-1251', 'display.bin': 'true', 'display.tips': 'false' });
  const res = await report('?limit=5');
  expect(res.headers.get('content-type')).toBe('text/csv; charset=windows-1251');
  expect([...res.bytes.subarray(0, 3)]).not.toEqual([0xef, 0xbb, 0xbf]);
  const text = new TextDecoder('windows-1251').decode(res.bytes);
  const header = text.split('\r\n')[0]?.split(';') ?? [];
  expect(header).toEqual(expect.arrayContaining(['Дата и время', 'BIN', 'Бонусы', 'Кэшбэк']));
  expect(header).not.toContain('Чаевые');
  await control('/settings/_default', 'PUT', { 'display.bonus': 'false', 'display.cashback': 'false', 'display.bin': 'false' });
  const plain = (await report('?limit=1')).bytes.toString('latin1');
  expect(plain).not.toContain('BIN');
  await control('/settings/_default', 'PUT', { 'report.csv.display': 'false' });
  expect((await report('?limit=1')).status).toBe(403);
  await control('/settings/_default', 'DELETE');
});

test('large results stream (chunked) and stay complete', async () => {
  const count = (await call<{ result: number }>(sb.url, '/api/transaction/total/count', { token: merchant.token })).body.result;
  const res = await report('');
  expect(res.headers.get('transfer-encoding')).toBe('chunked');
  expect(res.bytes.toString('utf8').trim().split('\r\n')).toHaveLength(count + 1);
});
