import { expect, test } from '@playwright/test';
import { DEMO_USERS, signIn, tenantPath } from '../support/auth';
import { sandbox } from '../support/sandbox';
import { exportFile, openExport } from '../operations/export-dialog';
import { listCount, visibleRows } from '../operations/support';

// These change the sandbox for everyone (settings, faults): they run alone, one after another.
test.describe.configure({ mode: 'serial', timeout: 180_000 });

test.afterEach(async () => {
  await sandbox.clearFaults();
  await sandbox.restoreSettings(null);
});

test('the report follows the tenant unloading encoding (windows-1251)', async ({ page }) => {
  await sandbox.setSettings(null, { 'report.unloadingEncoding': 'windows-1251' });
  await signIn(page, null, DEMO_USERS.merchant);
  await page.goto(`${tenantPath(null, 'list')}?operation=REFUND`);
  const count = await listCount(page);
  const { bytes } = await exportFile(page, 'csv');
  const text = new TextDecoder('windows-1251').decode(bytes);
  expect(text.split('\r\n')[0]).toContain('Операция');
  expect(text.trim().split('\r\n')).toHaveLength(count + 1);
});

test('a failed report download shows the spec message', async ({ page }) => {
  await signIn(page, null, DEMO_USERS.merchant);
  await page.goto(tenantPath(null, 'list'));
  await listCount(page);
  await sandbox.addFault({ path: 'api/merchant/report', status: 500 });
  const dialog = await openExport(page);
  await dialog.getByRole('button', { name: 'Скачать' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Произошла ошибка сервера при выгрузке отчёта' })).toBeVisible();
  // the dialog stays for another try
  await expect(dialog.getByRole('button', { name: 'Скачать' })).toBeEnabled();
});

test('send-check failures: 429 shows nothing, others the spec message', async ({ page }) => {
  await signIn(page, null, DEMO_USERS.merchant);
  await page.goto(tenantPath(null, 'list'));
  await listCount(page);
  const first = visibleRows(page).first();
  await first.getByRole('button', { name: /Подробнее об операции/ }).click();
  await expect(page.getByTestId('transaction-receipt')).toBeVisible();
  const dialog = page.getByTestId('send-check-dialog');

  await sandbox.addFault({ path: 'api/transaction/send-check', status: 429, times: 1 });
  await page.getByRole('button', { name: 'Отправить чек', exact: true }).click();
  await dialog.getByLabel('Адрес электронной почты').fill('buyer@example.com');
  await dialog.getByRole('button', { name: 'Отправить' }).click();
  await expect(dialog.getByRole('button', { name: 'Отправить' })).toBeEnabled();
  await expect(page.getByText('В процессе отправки чеков произошла ошибка')).toHaveCount(0);

  await sandbox.addFault({ path: 'api/transaction/send-check', status: 500, times: 1 });
  await dialog.getByRole('button', { name: 'Отправить' }).click();
  await expect(page.getByText('В процессе отправки чеков произошла ошибка, пожалуйста попробуйте позже')).toBeVisible();
});

test('optional columns follow the settings (bonus, cashback, BIN, tips)', async ({ page }) => {
  await sandbox.setSettings(null, { 'display.bin': 'true', 'display.bonus': 'false', 'display.cashback': 'false', 'display.tips': 'true' });
  await signIn(page, null, DEMO_USERS.merchant);
  await page.goto(tenantPath(null, 'list'));
  await listCount(page);
  const table = page.getByTestId('transaction-table');
  await expect(table.getByRole('columnheader', { name: 'BIN' })).toBeVisible();
  await expect(table.getByRole('columnheader', { name: 'Чаевые' })).toBeVisible();
  await expect(table.getByRole('columnheader', { name: 'Бонусы' })).toHaveCount(0);
  await expect(table.getByRole('columnheader', { name: 'Кэшбэк' })).toHaveCount(0);
});

test('mass send of the selected rows; the third call of a session answers 429 and shows nothing', async ({ page }) => {
  await signIn(page, null, DEMO_USERS.merchant);
  await page.goto(tenantPath(null, 'list'));
  await listCount(page);
  const dialog = page.getByTestId('send-check-dialog');
  const sendSelected = async () => {
    await page.getByTestId('mass-send').click();
    await dialog.getByLabel('Адрес электронной почты').fill('buyer@example.com');
    await dialog.getByRole('button', { name: 'Отправить' }).click();
  };
  await page.getByLabel('Выбрать операцию', { exact: false }).first().check({ force: true });
  await page.getByLabel('Выбрать операцию', { exact: false }).nth(1).check({ force: true });
  await sendSelected();
  await expect(page.getByText('Чеки отправлены (2): buyer@example.com')).toBeVisible();
  await sendSelected();
  await expect(dialog).toHaveCount(0);
  await sendSelected();
  await expect(dialog.getByRole('button', { name: 'Отправить' })).toBeEnabled();
  await expect(page.getByText('В процессе отправки чеков произошла ошибка')).toHaveCount(0);
});
