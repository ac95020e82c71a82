import { test } from '@playwright/test';
import { DEMO_USERS } from '../support/auth';
import { openWindow } from './support';

// Screenshots for a look at the layout and the Russian texts (1280 px desktop, 375 px phone).
test('screenshot: storefront and the product dialog', async ({ page }, testInfo) => {
  await openWindow(page, null, DEMO_USERS.operator);
  await page.getByTestId('category-tree').waitFor();
  await page.screenshot({ path: testInfo.outputPath(`window-${testInfo.project.name}.png`), fullPage: true });
  await page.getByRole('button', { name: 'Добавить товар' }).click();
  const dialog = page.getByRole('dialog', { name: 'Новый товар' });
  await dialog.getByRole('button', { name: 'Сохранить' }).click();
  await dialog.getByText('Поле обязательно для заполнения').first().waitFor();
  await page.screenshot({ path: testInfo.outputPath(`window-product-dialog-${testInfo.project.name}.png`) });
  // a held upload, to see the status list
  await page.route('**/api/window/product-upload-csv', () => {});
  await page.keyboard.press('Escape');
  await page.getByTestId('catalogue-file').setInputFiles({ name: 'каталог.csv', mimeType: 'text/csv', buffer: Buffer.from('Артикул;Наименование;Цена\r\n') });
  await page.getByTestId('file-upload').waitFor();
  await page.screenshot({ path: testInfo.outputPath(`window-upload-${testInfo.project.name}.png`) });
});
