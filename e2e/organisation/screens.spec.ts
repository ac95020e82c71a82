import { test } from '@playwright/test';
import { DEMO_USERS } from '../support/auth';
import { clickUntilShown, openOrganisation } from './support';

// Full-page screenshots of each role for a look at the layout and the Russian texts (1280 px desktop, 375 px phone).
for (const [role, login] of Object.entries(DEMO_USERS)) {
  test(`screenshot: ${role}`, async ({ page }, testInfo) => {
    await openOrganisation(page, null, login);
    await page.getByRole('heading', { name: 'Администраторы' }).waitFor();
    await page.screenshot({ path: testInfo.outputPath(`organisation-${role}-${testInfo.project.name}.png`), fullPage: true });
  });
}

test('screenshot: add operator dialog', async ({ page }, testInfo) => {
  await openOrganisation(page, null, DEMO_USERS.merchant);
  const dialog = page.getByRole('dialog', { name: 'Новый оператор' });
  await clickUntilShown(page.getByRole('button', { name: 'Добавить оператора' }), dialog);
  await dialog.getByRole('button', { name: 'Сохранить' }).click();
  await page.getByText('Введите номер телефона').waitFor();
  await page.screenshot({ path: testInfo.outputPath(`organisation-dialog-${testInfo.project.name}.png`) });
});
