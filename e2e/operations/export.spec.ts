import { readFile } from 'node:fs/promises';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { DEMO_USERS, signIn } from '../support/auth';
import { tabTo } from '../support/keyboard';
import { csvText, readCsv, readXlsx } from '../support/spreadsheet';
import { chooseExport, downloadFrom, openExport, REPORT_ZONE, REPORT_ZONE_TITLE, reportListPath } from './export-dialog';
import { isPhone, listCount, RU_DATE_TIME, ruDateTimeAsIso, visibleRows } from './support';

test.describe.configure({ timeout: 180_000 });

const REPORT_ERROR = 'Произошла ошибка сервера при выгрузке отчёта';

/** Signed in, in the user's zone, on the filtered list: its count and its first row as shown (id, "DD.MM.YYYY HH:mm:ss"). */
async function filteredList(page: Page): Promise<{ count: number; id: string; dateTime: string }> {
  await signIn(page, null, DEMO_USERS.merchant);
  await page.context().addCookies([{ name: 'tz', value: REPORT_ZONE, url: new URL(page.url()).origin }]);
  await page.goto(reportListPath(null));
  const count = await listCount(page);
  expect(count).toBeGreaterThan(20);
  const first = visibleRows(page).first();
  const dateTime = RU_DATE_TIME.exec((await first.textContent()) ?? '')?.[0] ?? '';
  return { count, id: (await first.getAttribute('data-id')) ?? '', dateTime };
}

async function xlsxTitles(bytes: Buffer) {
  const sheet = await readXlsx(bytes);
  return { sheet, titles: (sheet.getRow(1).values as unknown[]).slice(1).map(String) };
}

/** The dialog within the screen's width, and nothing (page or dialog) scrolls sideways. */
async function expectFits(page: Page, dialog: Locator): Promise<void> {
  const width = page.viewportSize()?.width ?? 0;
  const box = await dialog.boundingBox();
  expect(box && box.x >= 0 && box.x + box.width <= width, `the dialog within ${width} px`).toBe(true);
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
  // nothing in it that scrolls sideways (a clipped box, like the progress bar's moving stripe, is meant to clip)
  const scrollers = await dialog.evaluate((element) =>
    [element, ...element.querySelectorAll('*')].filter((node) => node.scrollWidth > node.clientWidth + 1 && ['auto', 'scroll'].includes(getComputedStyle(node).overflowX)).length,
  );
  expect(scrollers).toBe(0);
}

async function expectNoSeriousAxe(page: Page): Promise<void> {
  const { violations } = await new AxeBuilder({ page }).include('[role="dialog"]').withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  const serious = violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
  expect(serious.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).slice(0, 3).join(' | ')}`)).toEqual([]);
}

test('XLSX and CSV of chosen columns: exactly those, with the screen\'s texts and the user\'s zone; the dialog fits; axe', async ({ page }) => {
  const shown = await filteredList(page);
  const dialog = await openExport(page);
  await expect(dialog.getByRole('radio', { name: 'CSV' })).toBeChecked();
  await expectFits(page, dialog);
  await page.screenshot({ path: test.info().outputPath(`export-dialog-${isPhone(page) ? 375 : 1280}.png`) });
  await expectNoSeriousAxe(page);

  const chosen = ['ID операции', 'Дата и время', 'Операция', 'Сумма', 'Способ оплаты'];
  const titles = ['ID операции', REPORT_ZONE_TITLE, 'Операция', 'Сумма', 'Способ оплаты'];
  await chooseExport(dialog, 'xlsx', ['Способ оплаты', 'Сумма', 'Операция', 'Дата и время', 'ID операции']);
  await expect(dialog).toContainText(`выбрано ${chosen.length} из`);
  const xlsx = await downloadFrom(page, dialog);
  expect(xlsx.name).toMatch(/^operations-\d{8}-\d{8}\.xlsx$/);
  const { sheet, titles: xlsxHeader } = await xlsxTitles(xlsx.bytes);
  expect(xlsxHeader).toEqual(titles);
  expect(sheet.rowCount).toBe(shown.count + 1);
  expect(sheet.getRow(2).getCell(1).value).toBe(Number(shown.id));
  expect((sheet.getRow(2).getCell(2).value as Date).toISOString().slice(0, 19).replace('T', ' ')).toBe(ruDateTimeAsIso(shown.dateTime));
  await expect(page.getByTestId('report-export')).toBeFocused();

  // the dialog remembers the columns: the CSV of the same ones
  const again = await openExport(page);
  await expect(again.getByRole('checkbox', { name: 'Статус', exact: true })).not.toBeChecked();
  await expect(again.getByRole('checkbox', { name: 'Сумма', exact: true })).toBeChecked();
  await chooseExport(again, 'csv');
  const csv = await downloadFrom(page, again);
  expect(csv.name).toMatch(/^operations-\d{8}-\d{8}\.csv$/);
  const [header = [], ...rows] = await readCsv(csvText(csv.bytes));
  expect(header).toEqual(titles);
  expect(rows).toHaveLength(shown.count);
  expect(rows[0]?.slice(0, 2)).toEqual([shown.id, shown.dateTime]);
  // payment methods as the screen names them, not the API's codes
  expect(rows.filter((row) => /^(general|qps|rsbdynamicqr|ecom|cash)$/.test(row[4] ?? ''))).toEqual([]);
});

test('keyboard only: open, choose XLSX and four columns, download; focus comes back to the button', async ({ page }) => {
  await filteredList(page);
  const trigger = page.getByTestId('report-export');
  await page.locator('body').focus();
  await tabTo(page, /^Выгрузить отчёт$/, 150);
  await expect(trigger).toBeFocused();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Выгрузка отчёта' });
  await expect(dialog.getByRole('radio', { name: 'CSV' })).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await expect(dialog.getByRole('radio', { name: 'XLSX (Excel)' })).toBeChecked();

  await page.keyboard.press('Tab');
  await expect(dialog.getByRole('checkbox', { name: 'Все столбцы' })).toBeFocused();
  await page.keyboard.press('Space');
  await expect(dialog.getByText('Выберите хотя бы один столбец')).toBeVisible();
  // ID, date and time, operation, then amount (past status and response code)
  for (const step of ['Tab', 'Space', 'Tab', 'Space', 'Tab', 'Space', 'Tab', 'Tab', 'Tab', 'Space']) await page.keyboard.press(step);
  await expect(dialog.getByRole('checkbox', { name: 'Сумма', exact: true })).toBeFocused();
  await expect(dialog.getByText('Выберите хотя бы один столбец')).toBeHidden();

  await tabTo(page, /^Скачать$/, 40);
  const [file] = await Promise.all([page.waitForEvent('download'), page.keyboard.press('Enter')]);
  await expect(dialog).toBeHidden();
  await expect(trigger).toBeFocused();
  const { titles } = await xlsxTitles(await readFile((await file.path()) ?? ''));
  expect(titles).toEqual(['ID операции', REPORT_ZONE_TITLE, 'Операция', 'Сумма']);
});

test('a slow export: progress, then Cancel (keyboard) leaves no file and no alert; closing the dialog cancels too', async ({ page }) => {
  await filteredList(page);
  // the export answers only when the test ends: it is cancelled long before
  let finish: () => void = () => undefined;
  const ended = new Promise<void>((resolve) => (finish = resolve));
  await page.route('**/api/export/operations?**', async (route) => {
    await ended;
    await route.abort().catch(() => undefined);
  });
  const downloads: string[] = [];
  page.on('download', (download) => downloads.push(download.suggestedFilename()));
  const aborted = () => page.waitForEvent('requestfailed', (request) => request.url().includes('/api/export/operations'));

  const trigger = page.getByTestId('report-export');
  await trigger.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Выгрузка отчёта' });
  await expect(dialog.getByRole('radio', { name: 'CSV' })).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await tabTo(page, /^Скачать$/, 40);
  await page.keyboard.press('Enter');
  const cancel = dialog.getByRole('button', { name: 'Отменить' });
  await expect(cancel).toBeFocused();
  await expect(dialog.getByRole('progressbar', { name: 'Ход выгрузки' })).toBeVisible();
  await expect(dialog.getByTestId('export-progress')).toContainText('Получено');
  await expectFits(page, dialog);
  await page.screenshot({ path: test.info().outputPath(`export-progress-${isPhone(page) ? 375 : 1280}.png`) });

  const first = aborted();
  await page.keyboard.press('Enter');
  await first;
  await expect(dialog.getByText('Выгрузка отменена')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Скачать' })).toBeFocused();
  await expect(dialog.getByTestId('export-progress')).toHaveCount(0);

  // again, and Escape closes the dialog while the file comes: that cancels it as well
  await page.keyboard.press('Enter');
  await expect(cancel).toBeFocused();
  const second = aborted();
  await page.keyboard.press('Escape');
  await second;
  await expect(dialog).toBeHidden();
  await expect(trigger).toBeFocused();

  finish();
  await page.waitForTimeout(1_000);
  expect(downloads).toEqual([]);
  await expect(page.getByText(REPORT_ERROR)).toHaveCount(0);
  await expect(page.getByTestId('unavailable-dialog')).toHaveCount(0);
});
