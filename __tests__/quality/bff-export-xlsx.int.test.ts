/**
 * Issue 21 "Export": GET /api/export/operations builds the operations report as XLSX in the BFF from the API's
 * rows (the real route handler against a real sandbox). Opened with ExcelJS as a spreadsheet would: the screens'
 * texts in the user's language, amounts as numbers with the currency's decimals and the refunds' sign, dates as
 * dates in the user's zone, no formula cell, the chosen columns, every row of the filter across pages.
 */
import ExcelJS from 'exceljs';
import { sealData } from 'iron-session';
import { NextRequest } from 'next/server';
import type { TransactionListRow } from '@/lib/acquiring/contract/transactions';
import { shownAmount } from '@/lib/domain/operation-effects';
import { readXlsx } from '../../e2e/support/spreadsheet';
import { call, login, startTestSandbox, type LoggedIn, type TestSandbox } from '../sandbox/helpers';
import type { SessionData } from '@/lib/session/types';
import { currentJar, ORIGIN, PASSWORD, pointServerAt, SESSION_COOKIE, SESSION_OBJECT } from './bff-harness';
import ru from '@/messages/ru.json';
import en from '@/messages/en.json';

jest.setTimeout(120_000);

let sandbox: TestSandbox;
let merchant: LoggedIn;
let seal: string;
let exportOperations: (request: NextRequest) => Promise<Response>;

beforeAll(async () => {
  sandbox = await startTestSandbox({ scale: 24_000 });
  pointServerAt(sandbox.url, 20_000);
  merchant = await login(sandbox.url, '', 'merchant@demo.test');
  const data: SessionData = {
    alias: null, token: merchant.token, upstreamCsrf: merchant.csrf, expiresAt: Date.now() + 3_600_000, lifeTime: 900,
    user: { ...SESSION_OBJECT.user, roles: ['merchant'], showWindowPage: false, companyName: null },
  };
  seal = await sealData(data, { password: { '1': PASSWORD }, ttl: 3600 });
  ({ exportOperations } = await import('@/lib/bff/operations-export'));
});
afterAll(async () => {
  await sandbox.dispose();
});

async function exportXlsx(query: string, cookies: Record<string, string> = {}): Promise<{ status: number; headers: Headers; bytes: Uint8Array }> {
  currentJar().incoming.clear();
  currentJar().incoming.set(SESSION_COOKIE, seal);
  const headers = new Headers({ 'x-bo-request': '1', 'sec-fetch-site': 'same-origin' });
  headers.set('cookie', Object.entries(cookies).map(([name, value]) => `${name}=${value}`).join('; '));
  const response = await exportOperations(new NextRequest(`${ORIGIN}/api/export/operations?${query}`, { headers }));
  return { status: response.status, headers: response.headers, bytes: new Uint8Array(await response.arrayBuffer()) };
}

const rowsOf = async (query: string) => (await call<{ result: TransactionListRow[] }>(sandbox.url, `/api/transaction/total?${query}`, { token: merchant.token })).body.result;

/** Every cell of a sheet below its header, by header text. */
function records(sheet: ExcelJS.Worksheet): { header: string[]; rows: Map<string, ExcelJS.Cell>[] } {
  const header = (sheet.getRow(1).values as unknown[]).slice(1).map(String);
  const rows: Map<string, ExcelJS.Cell>[] = [];
  sheet.eachRow((row, number) => {
    if (number > 1) rows.push(new Map(header.map((title, index) => [title, row.getCell(index + 1)])));
  });
  return { header, rows };
}

const TIME_TITLE = 'Дата и время, UTC+5 (Екатеринбург, стандартное время)';

describe('the XLSX export', () => {
  it('has the screens\' texts, numbers with the currency\'s decimals and sign, and dates in the user\'s zone', async () => {
    const filter = 'operation.in=PAYMENT,REFUND,ORIGINAL_REFUND,PRE_AUTH&currencyId.in=643,392&order=serverDateTime,asc&limit=1500';
    const expected = await rowsOf(filter);
    const answer = await exportXlsx(filter, { tz: 'Asia/Yekaterinburg' });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(answer.headers.get('content-disposition')).toMatch(/^attachment; filename="operations-\d{8}-\d{4}\.xlsx"$/);
    const { header, rows } = records(await readXlsx(answer.bytes));
    expect(header.slice(0, 7)).toEqual(['ID операции', TIME_TITLE, 'Операция', 'Статус', 'Код ответа', 'Сумма', 'Валюта']);
    expect(rows.map((row) => row.get('ID операции')?.value)).toEqual(expected.map((row) => row.id));
    rows.forEach((row, index) => {
      const operation = expected[index] as TransactionListRow;
      const fraction = operation.currencyId === 392 ? 0 : 2;
      const amount = row.get('Сумма') as ExcelJS.Cell;
      expect(amount.type).toBe(ExcelJS.ValueType.Number);
      expect(amount.value).toBeCloseTo(shownAmount(operation.operation, operation.amount) / 10 ** fraction, 6);
      expect(amount.numFmt).toBe(fraction === 0 ? '#,##0' : '#,##0.00');
      const time = row.get(TIME_TITLE) as ExcelJS.Cell;
      expect(time.type).toBe(ExcelJS.ValueType.Date);
      expect(time.numFmt).toBe('dd.mm.yyyy hh:mm:ss');
      expect((time.value as Date).getTime()).toBe(Math.floor(Date.parse(operation.serverDateTime) / 1000) * 1000 + 5 * 3_600_000);
      expect(row.get('Операция')?.value).toBe(ru.Operations.operation[operation.operation as keyof typeof ru.Operations.operation]);
      // identifiers are text cells in the text format: no leading zero lost, no 1,23457E+11 (issue 35 §6)
      for (const [title, id] of [['RRN', operation.rrn], ['MID', operation.merchant.externalId], ['Терминал', operation.terminal.externalId]] as const) {
        const cell = row.get(title) as ExcelJS.Cell;
        expect([title, cell.type, cell.value, cell.numFmt]).toEqual([title, id ? ExcelJS.ValueType.String : ExcelJS.ValueType.Null, id || null, '@']);
      }
    });
    expect(rows.some((row) => row.get('Операция')?.value === 'Возврат по исходной операции')).toBe(true);
    expect(rows.some((row) => (row.get('Сумма')?.value as number) < 0)).toBe(true);
    expect(rows.some((row) => row.get('Валюта')?.value === 'JPY')).toBe(true);
    const methods = new Set(rows.map((row) => row.get('Способ оплаты')?.value));
    expect([...methods].every((text) => Object.values(ru.Operations.paymentMethod).includes(String(text)))).toBe(true);
  });

  it('speaks the user\'s language and keeps the chosen columns in their order', async () => {
    const { header, rows } = records(await readXlsx((await exportXlsx('operation.in=REFUND&limit=5&columns=amount,operation,id,serverDateTime', { language: 'en' })).bytes));
    expect(header).toEqual(['Amount', 'Operation', 'Operation ID', 'Date and time, UTC+3 (Moscow Standard Time)']);
    // issue 34 §2: the English reader's dates month first, as the English screens write them
    expect(rows.every((row) => row.get('Date and time, UTC+3 (Moscow Standard Time)')?.numFmt === 'mm/dd/yyyy hh:mm:ss')).toBe(true);
    expect(rows).toHaveLength(5);
    expect(rows.every((row) => row.get('Operation')?.value === en.Operations.operation.REFUND)).toBe(true);
    expect((await exportXlsx('columns=amount,password')).status).toBe(400);
  });

  it('reads every row of a large filter, page by page', async () => {
    const count = (await call<{ result: number }>(sandbox.url, '/api/transaction/total/count', { token: merchant.token })).body.result;
    expect(count).toBeGreaterThan(5000);
    const { rows } = records(await readXlsx((await exportXlsx('columns=id')).bytes));
    expect(rows).toHaveLength(count);
    expect(new Set(rows.map((row) => row.get('ID операции')?.value)).size).toBe(count);
  });

  it('an operator named =HYPERLINK(…) arrives as text, and no cell is a formula', async () => {
    const name = '=HYPERLINK("http://evil.example/","Click")';
    const [row] = await rowsOf('user.id.nullable=false&limit=1');
    const userId = row?.user?.id as number;
    expect((await call(sandbox.url, '/api/user', { method: 'PUT', token: merchant.token, csrf: merchant.csrf, body: { id: userId, fullName: name } })).status).toBe(200);
    try {
      const sheet = await readXlsx((await exportXlsx(`userId.eq=${userId}&limit=20`)).bytes);
      const { rows } = records(sheet);
      expect(rows.length).toBeGreaterThan(0);
      for (const record of rows) {
        const operator = record.get('Оператор') as ExcelJS.Cell;
        expect(operator.type).toBe(ExcelJS.ValueType.String);
        expect(operator.value).toBe(`'${name}`);
      }
      const formulas: string[] = [];
      sheet.eachRow((line) => line.eachCell((cell) => {
        if (cell.type === ExcelJS.ValueType.Formula) formulas.push(cell.address);
      }));
      expect(formulas).toEqual([]);
    } finally {
      await call(sandbox.url, '/api/user', { method: 'PUT', token: merchant.token, csrf: merchant.csrf, body: { id: userId, fullName: row?.user?.fullName } });
    }
  });

  it('answers the spec §8 reactions before any byte: a disabled report, an ended session', async () => {
    await call(sandbox.url, '/__sandbox/settings/_default', { method: 'PUT', body: { 'report.csv.display': 'false' }, noSource: true });
    expect((await exportXlsx('limit=1')).status).toBe(403);
    await call(sandbox.url, '/__sandbox/settings/_default', { method: 'DELETE', noSource: true });
    currentJar().incoming.clear();
    const response = await exportOperations(new NextRequest(`${ORIGIN}/api/export/operations`, { headers: { 'x-bo-request': '1', 'sec-fetch-site': 'same-origin' } }));
    expect(response.status).toBe(401);
  });
});
