/** GET/POST api/merchant/report: CSV of the filtered operations, written for its reader (language, zone), opened as a spreadsheet would. */
import { call, login, sandboxPerFile, type LoggedIn } from './helpers.ts';
import type { TransactionListRow } from '../../lib/acquiring/contract/transactions.ts';
import { shownAmount } from '../../lib/domain/operation-effects.ts';
import { csvAmount, encodeCp1251 } from '../../sandbox/present/csv.ts';
import { reportLanguage } from '../../sandbox/present/report.ts';
import { csvText, liveFormulaCells, readCsv, shownCell } from '../../e2e/support/spreadsheet.ts';
import ru from '../../messages/ru.json';
import en from '../../messages/en.json';

jest.setTimeout(60_000);

const sb = sandboxPerFile({ scale: 4000 });
let merchant: LoggedIn;

beforeAll(async () => {
  merchant = await login(sb.url, '', 'merchant@demo.test');
});

const control = (path: string, method: string, body?: unknown) => call(sb.url, `/__sandbox${path}`, { method, body, noSource: true });

async function report(query: string, init: { method?: string; body?: unknown; prefix?: string; who?: LoggedIn; language?: string } = {}) {
  const who = init.who ?? merchant;
  const headers: Record<string, string> = { 'Request-Source': 'frontend', Authorization: `Bearer ${who.token}` };
  if (init.language) headers['accept-language'] = init.language;
  if (init.body !== undefined) {
    headers['content-type'] = 'application/json';
    headers['x-csrf-token'] = who.csrf;
  }
  const res = await fetch(`${sb.url}${init.prefix ?? ''}/api/merchant/report${query}`, {
    method: init.method ?? 'GET', headers, body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  return { status: res.status, headers: res.headers, bytes: Buffer.from(await res.arrayBuffer()) };
}

/** The report's rows as a spreadsheet receives them, each by its header. */
async function sheet(bytes: Buffer): Promise<{ header: string[]; rows: Record<string, string>[] }> {
  const [header = [], ...rows] = await readCsv(csvText(bytes));
  return { header, rows: rows.map((cells) => Object.fromEntries(header.map((title, index) => [title, cells[index] ?? '']))) };
}

const list = async (query: string) => (await call<{ result: TransactionListRow[] }>(sb.url, `/api/transaction/total${query}`, { token: merchant.token })).body.result;

const MOSCOW_TIME = 'Дата и время, UTC+3 (Москва, стандартное время)';

test('csv helpers: amounts with the currency fraction, cp1251', () => {
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
  expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="operations-\d{8}-\d{8}\.csv"$/);
  expect([...res.bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const lines = res.bytes.subarray(3).toString('utf8').trim().split('\r\n');
  // the date column's title holds a comma: quoted, for a spreadsheet that splits on commas (issue 35 §6)
  expect(lines[0]).toMatch(/^ID операции;"Дата и время, UTC\+3 \(Москва, стандартное время\)";Операция;Статус;Код ответа;Сумма;Валюта;/);
  expect(lines).toHaveLength(count + 1);
  const { rows } = await sheet(res.bytes);
  const first = rows[0] as Record<string, string>;
  expect(first[MOSCOW_TIME]).toMatch(/^\d{2}\.\d{2}\.\d{4} \d{2}:\d{2}:\d{2}$/);
  expect(first['Сумма']).toMatch(/^-?\d+,\d{2}$/);
  expect(first['Валюта']).toBe('RUB');
  // chronological by default
  const ids = rows.map((row) => Number(row['ID операции']));
  expect(ids).toEqual((await list(`${query}&order=serverDateTime,asc&limit=10000`)).map((r) => r.id));
});

test('POST with the filter in the body gives the same file', async () => {
  const get = await report('?operation.in=REFUND,REVERSAL&limit=30');
  const post = await report('', { method: 'POST', body: { 'operation.in': ['REFUND', 'REVERSAL'], limit: 30 } });
  expect(post.status).toBe(200);
  expect(post.bytes.equals(get.bytes)).toBe(true);
  expect((await report('', { method: 'POST', body: { 'nonsense.eq': 1 } })).status).toBe(400);
});

test('windows-1251 per report.unloadingEncoding, read by a spreadsheet as Russian; optional columns per display.* settings', async () => {
  await control('/settings/_default', 'PUT', { 'report.unloadingEncoding': 'windows-1251', 'display.bin': 'true', 'display.tips': 'false' });
  const res = await report('?limit=5');
  expect(res.headers.get('content-type')).toBe('text/csv; charset=windows-1251');
  expect([...res.bytes.subarray(0, 3)]).not.toEqual([0xef, 0xbb, 0xbf]);
  const { header, rows } = await sheet(res.bytes);
  expect(header).toEqual(expect.arrayContaining([MOSCOW_TIME, 'Операция', 'BIN', 'Бонусы', 'Кэшбэк']));
  expect(header).not.toContain('Чаевые');
  expect(rows.every((row) => Object.values(ru.Operations.operation).includes(row['Операция'] ?? ''))).toBe(true);
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

test("the screen's texts, not codes, in the reader's language: one name per operation", async () => {
  const query = '?operation.in=ORIGINAL_REFUND,PAYMENT&paymentMethod.in=general,qps,rsbdynamicqr&limit=400';
  const rows = await list(`${query}&order=serverDateTime,asc`);
  const russian = await sheet((await report(query)).bytes);
  const english = await sheet((await report(query, { language: 'en-GB,en;q=0.9' })).bytes);
  expect(russian.rows.map((row) => row['ID операции'])).toEqual(rows.map((row) => String(row.id)));
  const values = (table: { rows: Record<string, string>[] }, title: string) => new Set(table.rows.map((row) => row[title]));
  expect(values(russian, 'Операция')).toEqual(new Set(['Возврат по исходной операции', ru.Operations.operation.PAYMENT]));
  expect(values(russian, 'Способ оплаты')).toEqual(new Set(['Карта', 'СБП', 'Динамический QR']));
  expect([...values(russian, 'Платёжный инструмент')].every((text) => ['Карта', 'Хост', 'Сервер', 'СБП', 'RSB Dynamic QR'].includes(text ?? ''))).toBe(true);
  expect([...values(russian, 'Способ ввода')].every((text) => Object.values(ru.Operations.cardMethod).includes(text ?? ''))).toBe(true);
  expect([...values(russian, 'Статус')].every((text) => Object.values(ru.Operations.status).includes(text ?? ''))).toBe(true);
  expect(english.header.slice(0, 4)).toEqual(['Operation ID', 'Date and time, UTC+3 (Moscow Standard Time)', 'Operation', 'Status']);
  // issue 34 §2: dates in the reader's language, as its screens write them
  expect(russian.rows.every((row) => /^\d{2}\.\d{2}\.\d{4} \d{2}:\d{2}:\d{2}$/.test(row[MOSCOW_TIME] ?? ''))).toBe(true);
  expect(english.rows.every((row) => /^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}:\d{2}$/.test(row['Date and time, UTC+3 (Moscow Standard Time)'] ?? ''))).toBe(true);
  expect(english.rows.map((row) => row['Date and time, UTC+3 (Moscow Standard Time)']?.replace(/^(\d{2})\/(\d{2})\//, '$2.$1.'))).toEqual(russian.rows.map((row) => row[MOSCOW_TIME]));
  expect(values(english, 'Operation')).toEqual(new Set([en.Operations.operation.ORIGINAL_REFUND, en.Operations.operation.PAYMENT]));
  expect(values(english, 'Payment method')).toEqual(new Set([en.Operations.paymentMethod.general, en.Operations.paymentMethod.qps, en.Operations.paymentMethod.rsbdynamicqr]));
  expect([...values(english, 'Input method')].every((text) => Object.values(en.Operations.cardMethod).includes(text ?? ''))).toBe(true);
  expect([...values(english, 'Payment instrument')].every((text) => [...Object.values(en.Operations.instrument), 'RSB Dynamic QR'].includes(text ?? ''))).toBe(true);
  // no raw code left (English names "Card" as its code does)
  const codes = ['general', 'qps', 'rsbdynamicqr', 'Card', 'Host', 'Server', 'QPS', 'CONTACT', 'CPQR', 'PAYMENT', 'ORIGINAL_REFUND', 'success'];
  expect(russian.rows.flatMap((row) => Object.values(row)).filter((cell) => codes.includes(cell))).toEqual([]);
});

test("times and the file name's period in the reader's zone, named in the header", async () => {
  const [operation] = await list('?limit=1');
  const query = `?id.eq=${operation?.id}&serverDateTime.ge=${encodeURIComponent('2026-01-01T00:00:00Z')}`;
  const moscow = await sheet((await report(query)).bytes);
  const yekaterinburg = await sheet((await report(`${query}&timeZone=Asia/Yekaterinburg`)).bytes);
  const zoneTitle = 'Дата и время, UTC+5 (Екатеринбург, стандартное время)';
  expect(yekaterinburg.header[1]).toBe(zoneTitle);
  const wall = (text: string | undefined) => {
    const [, dd, mm, yyyy, time] = /^(\d{2})\.(\d{2})\.(\d{4}) (.+)$/.exec(text ?? '') ?? [];
    return Date.parse(`${yyyy}-${mm}-${dd}T${time}Z`);
  };
  const instant = Math.floor(Date.parse(operation?.serverDateTime ?? '') / 1000) * 1000;
  expect(wall(moscow.rows[0]?.[MOSCOW_TIME]) - instant).toBe(3 * 3_600_000);
  expect(wall(yekaterinburg.rows[0]?.[zoneTitle]) - instant).toBe(5 * 3_600_000);
  // 20:30 UTC on 31 December is 31 December in Moscow and already 1 January in Yekaterinburg
  const period = async (zone: string) => (await report(`?serverDateTime.ge=2025-12-31T20:30:00Z&serverDateTime.le=2026-01-31T20:30:00Z&limit=1${zone}`)).headers.get('content-disposition');
  expect(await period('')).toBe('attachment; filename="operations-20251231-20260131.csv"');
  expect(await period('&timeZone=Asia/Yekaterinburg')).toBe('attachment; filename="operations-20260101-20260201.csv"');
  expect((await report('?timeZone=Mars/Olympus')).status).toBe(400);
});

test("amounts with the sign of their operation and the currency's decimals", async () => {
  const query = '?operation.in=PAYMENT,REFUND,REVERSAL,PRE_AUTH&currencyId.in=643,392&limit=300';
  const rows = await list(`${query}&order=serverDateTime,asc`);
  const { rows: cells } = await sheet((await report(query)).bytes);
  expect(cells.map((row) => row['Сумма'])).toEqual(rows.map((row) => csvAmount(shownAmount(row.operation, row.amount), row.currencyId === 392 ? 0 : 2)));
  expect(cells.some((row) => row['Операция'] === 'Возврат' && (row['Сумма'] ?? '').startsWith('-'))).toBe(true);
  expect(cells.some((row) => row['Валюта'] === 'JPY' && /^\d+$/.test(row['Сумма'] ?? ''))).toBe(true);
  expect(cells.every((row) => row['Операция'] !== 'Оплата' || !(row['Сумма'] ?? '').startsWith('-'))).toBe(true);
});

test('chosen columns, in the chosen order; an unknown one is refused', async () => {
  const { header } = await sheet((await report('?limit=3&columns=amount,operation,id')).bytes);
  expect(header).toEqual(['Сумма', 'Операция', 'ID операции']);
  expect((await report('?limit=3&columns=amount,password')).status).toBe(400);
});

test('an operator named =HYPERLINK(…) reaches the spreadsheet as text; no cell of the file is a live formula', async () => {
  const name = '=HYPERLINK("http://evil.example/","Click")';
  const [row] = await list('?user.id.nullable=false&limit=1');
  const userId = row?.user?.id as number;
  const renamed = await call(sb.url, '/api/user', { method: 'PUT', token: merchant.token, csrf: merchant.csrf, body: { id: userId, fullName: name } });
  expect(renamed.status).toBe(200);
  try {
    const { rows } = await sheet((await report(`?userId.eq=${userId}&limit=50`)).bytes);
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((cells) => cells['Оператор'] === `'${name}`)).toBe(true);
    expect(liveFormulaCells(rows.map((cells) => Object.values(cells)))).toEqual([]);
  } finally {
    await call(sb.url, '/api/user', { method: 'PUT', token: merchant.token, csrf: merchant.csrf, body: { id: userId, fullName: row?.user?.fullName } });
  }
});

test('identifiers stay text in a spreadsheet: RRN, MID, TID, the authorisation code, as the list gives them (issue 35 §6)', async () => {
  const query = '?rrn.nullable=false&limit=20&order=serverDateTime,asc';
  const rows = await list(query);
  expect(rows.length).toBeGreaterThan(0);
  const { rows: cells } = await sheet((await report(query)).bytes);
  const ids = (row: TransactionListRow) => [row.rrn, row.merchant.externalId, row.terminal.externalId, row.authorizationCode ?? ''];
  const shown = (cellsOf: Record<string, string>) => ['RRN', 'MID', 'Терминал', 'Код авторизации'].map((title) => shownCell(cellsOf[title] ?? ''));
  expect(cells.map(shown)).toEqual(rows.map(ids));
  // written as text constants, not bare digits a spreadsheet turns into numbers (leading zeros lost, 1,23457E+11)
  expect(cells.every((cellsOf) => /^="\d+"$/.test(cellsOf['RRN'] ?? ''))).toBe(true);
  expect(liveFormulaCells(cells.map((cellsOf) => Object.values(cellsOf)))).toEqual([]);
});

test("the language comes from Accept-Language among the host's languages, Russian by default", () => {
  expect(reportLanguage(undefined)).toBe('ru');
  expect(reportLanguage('en-US,en;q=0.9,ru;q=0.8')).toBe('en');
  expect(reportLanguage('de-DE,ru;q=0.5,en;q=0.4')).toBe('ru');
  expect(reportLanguage('fr, en;q=0')).toBe('ru');
});
