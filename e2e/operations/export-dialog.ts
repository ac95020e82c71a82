import { readFile } from 'node:fs/promises';
import { expect, type Locator, type Page } from '@playwright/test';
import { tenantPath } from '../support/auth';

const DAY = 86_400_000;
/** A fixed period, so the screen and the file are asked for exactly the same operations. */
export const REPORT_TO = new Date(Math.floor(Date.now() / 60_000) * 60_000 - 60_000).toISOString();
export const REPORT_FROM = new Date(Date.parse(REPORT_TO) - 30 * DAY).toISOString();
/** Refunds of every kind and pre-authorisations: operations whose names, signs and parents the report must get right. */
const REPORT_FILTER = ['REFUND', 'ORIGINAL_REFUND', 'PARTIAL_REFUND', 'PRE_AUTH'].map((operation) => `operation=${operation}`).join('&');
/** Not the browser's zone: the file must follow the user's zone cookie, as the screen does. */
export const REPORT_ZONE = 'Asia/Yekaterinburg';
export const REPORT_ZONE_TITLE = 'Дата и время, UTC+5 (Екатеринбург, стандартное время)';

/** The list of the report tests: the fixed period, refunds and pre-authorisations. */
export function reportListPath(alias: string | null): string {
  return `${tenantPath(alias, 'list')}?from=${encodeURIComponent(REPORT_FROM)}&to=${encodeURIComponent(REPORT_TO)}&${REPORT_FILTER}`;
}

/** The formats as the export dialog names them. */
export const FORMAT_LABEL = { csv: 'CSV', xlsx: 'XLSX (Excel)' } as const;
export type ExportFormat = keyof typeof FORMAT_LABEL;

/** The list's «Выгрузить отчёт» opens the export dialog. */
export async function openExport(page: Page): Promise<Locator> {
  await page.getByTestId('report-export').click();
  const dialog = page.getByRole('dialog', { name: 'Выгрузка отчёта' });
  await expect(dialog).toBeVisible();
  return dialog;
}

/**
 * A radio or checkbox of the dialog by its visible label. Chakra's control is a <label> around a 1 px hidden input;
 * a forced check of that input skipped Playwright's "still" check, and while the dialog zooms in (scale 0.95) the
 * input is under one pixel, which Playwright calls "outside of the viewport". The label waits for the dialog to
 * stand still and follows its input's checked state.
 */
function control(dialog: Locator, role: 'radio' | 'checkbox', name: string): Locator {
  return dialog.locator('label').filter({ has: dialog.page().getByRole(role, { name, exact: true }) });
}

/** Chooses the format and, when given, exactly these columns (by their texts in the dialog). */
export async function chooseExport(dialog: Locator, format: ExportFormat, columns?: readonly string[]): Promise<void> {
  await control(dialog, 'radio', FORMAT_LABEL[format]).check();
  if (!columns) return;
  await control(dialog, 'checkbox', 'Все столбцы').uncheck();
  for (const column of columns) await control(dialog, 'checkbox', column).check();
}

/** The file the dialog's «Скачать» gives: its name and bytes; the dialog closes once it is saved. */
export async function downloadFrom(page: Page, dialog: Locator): Promise<{ name: string; bytes: Buffer }> {
  const [file] = await Promise.all([page.waitForEvent('download'), dialog.getByRole('button', { name: 'Скачать' }).click()]);
  await expect(dialog).toBeHidden();
  return { name: file.suggestedFilename(), bytes: await readFile((await file.path()) ?? '') };
}

/** The report of the list's filter in this format (all columns unless chosen), through the export dialog. */
export async function exportFile(page: Page, format: ExportFormat, columns?: readonly string[]): Promise<{ name: string; bytes: Buffer }> {
  const dialog = await openExport(page);
  await chooseExport(dialog, format, columns);
  return downloadFrom(page, dialog);
}
