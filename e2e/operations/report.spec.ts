import { expect, test, type Page } from '@playwright/test';
import type ExcelJS from 'exceljs';
import { DEMO_USERS, signIn } from '../support/auth';
import { csvText, liveFormulaCells, readCsv, readXlsx } from '../support/spreadsheet';
import { onPhoneAliasOnly } from '../support/widths';
import { exportFile, REPORT_FROM, REPORT_TO, REPORT_ZONE, REPORT_ZONE_TITLE, reportListPath } from './export-dialog';
import { listCount, ruDateTimeAsIso, visibleRows } from './support';

test.describe.configure({ timeout: 180_000 });

const from = REPORT_FROM;
const to = REPORT_TO;
const ZONE = REPORT_ZONE;
const ZONE_TITLE = REPORT_ZONE_TITLE;

interface ShownRow {
  id: string;
  dateTime: string;
  operation: string;
  amount: string;
}

/** What the list shows of each row of its first page: id, time, the operation's name, the amount as written. */
async function shownRows(page: Page): Promise<ShownRow[]> {
  return visibleRows(page).evaluateAll((rows) =>
    rows.map((row) => {
      const text = (selector: string) => row.querySelector(selector)?.textContent?.trim() ?? '';
      const dateTime = /\d{2}\.\d{2}\.\d{4} \d{2}:\d{2}:\d{2}/.exec(row.textContent ?? '')?.[0] ?? '';
      return {
        id: row.getAttribute('data-id') ?? '',
        dateTime,
        operation: (row.querySelector('[data-testid="cell-operation"], [data-testid="card-operation"]')?.childNodes[0]?.textContent ?? '').trim(),
        amount: text('[data-testid="cell-amount"]'),
      };
    }),
  );
}

/** The screen's "-8 009,00 ₽" as the file writes it: "-8009,00". */
const asFileAmount = (screen: string) => screen.replace(/[\s\u00a0\u202f₽$€¥₸]/g, '');

for (const alias of [null, 'greenbank'] as const) {
  test.describe(`the report of a filtered list (${alias ?? 'default'})`, onPhoneAliasOnly(alias), () => {
    test("opened as a spreadsheet, the CSV and the XLSX have the screen's texts, the user's zone and its rows", async ({ page, context }) => {
      await signIn(page, alias, DEMO_USERS.merchant);
      await context.addCookies([{ name: 'tz', value: ZONE, url: new URL(page.url()).origin }]);
      await page.goto(reportListPath(alias));
      const count = await listCount(page);
      expect(count).toBeGreaterThan(20);
      const shown = await shownRows(page);
      expect(shown).toHaveLength(20);
      // the screen itself is in the user's zone: 5 hours ahead of UTC
      const firstInstant = Date.parse(`${ruDateTimeAsIso((shown[0] as ShownRow).dateTime).replace(' ', 'T')}Z`) - 5 * 3_600_000;
      expect(Number.isFinite(firstInstant)).toBe(true);

      const csv = await exportFile(page, 'csv');
      // the period of the file name is the filter's, in the user's zone
      const wallDay = (iso: string) => new Date(Date.parse(iso) + 5 * 3_600_000).toISOString().slice(0, 10).replace(/-/g, '');
      expect(csv.name).toBe(`operations-${wallDay(from)}-${wallDay(to)}.csv`);
      const [header = [], ...cells] = await readCsv(csvText(csv.bytes));
      expect(header[1]).toBe(ZONE_TITLE);
      expect(cells).toHaveLength(count);
      const column = (title: string) => header.indexOf(title);
      const fileRows = cells.slice(0, 20).map((row) => ({
        id: row[column('ID операции')],
        dateTime: row[column(ZONE_TITLE)],
        operation: row[column('Операция')],
        amount: row[column('Сумма')],
      }));
      expect(fileRows).toEqual(shown.map((row) => ({ id: row.id, dateTime: row.dateTime, operation: row.operation, amount: asFileAmount(row.amount) })));
      expect(fileRows.some((row) => row.amount?.startsWith('-'))).toBe(true);
      expect(new Set(cells.map((row) => row[column('Операция')]))).toEqual(new Set(['Возврат', 'Возврат по исходной операции', 'Частичный возврат', 'Преавторизация']));
      expect(liveFormulaCells(cells)).toEqual([]);

      const xlsx = await exportFile(page, 'xlsx');
      expect(xlsx.name).toBe(`operations-${wallDay(from)}-${wallDay(to)}.xlsx`);
      const sheet = await readXlsx(xlsx.bytes);
      const titles = (sheet.getRow(1).values as unknown[]).slice(1).map(String);
      expect(titles.slice(0, 6)).toEqual(['ID операции', ZONE_TITLE, 'Операция', 'Статус', 'Код ответа', 'Сумма']);
      expect(sheet.rowCount).toBe(count + 1);
      const second = sheet.getRow(2);
      const cell = (title: string): ExcelJS.Cell => second.getCell(titles.indexOf(title) + 1);
      expect(cell('ID операции').value).toBe(Number(shown[0]?.id));
      expect((cell(ZONE_TITLE).value as Date).toISOString().slice(0, 19).replace('T', ' ')).toBe(ruDateTimeAsIso(shown[0]?.dateTime ?? ''));
      expect(cell('Операция').value).toBe(shown[0]?.operation);
      expect(cell('Сумма').value).toBeCloseTo(Number(asFileAmount(shown[0]?.amount ?? '').replace(',', '.')), 6);
    });
  });
}
