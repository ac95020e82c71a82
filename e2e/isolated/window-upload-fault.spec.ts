import { expect, test } from '@playwright/test';
import { DEMO_USERS } from '../support/auth';
import { sandbox } from '../support/sandbox';
import { openWindow } from '../window/support';

// A fault on the upload path would reach the storefront tests running in parallel: this one runs alone.
test.afterEach(async () => {
  await sandbox.clearFaults();
});

test("catalogue upload: a 500 without a number-format exception shows 'Server is not available' (spec §8)", async ({ page }) => {
  await openWindow(page, null, DEMO_USERS.operator);
  await sandbox.addFault({ path: 'api/window/product-upload-csv', status: 500, times: 1 });
  await page.getByTestId('catalogue-file').setInputFiles({ name: 'fault.csv', mimeType: 'text/csv', buffer: Buffer.from('Артикул;Наименование;Цена\r\nF-1;Фолт;10\r\n') });
  const row = page.getByTestId('file-upload').filter({ hasText: 'fault.csv' });
  await expect(row).toHaveAttribute('data-status', 'error');
  await expect(row).toContainText('Сервер недоступен');
  await expect(page.getByRole('alert').filter({ hasText: 'Сервер недоступен' })).toBeVisible();
  // error rows go after 5 s
  await expect(row).toHaveCount(0, { timeout: 15_000 });
});
