import { expect, test } from '@playwright/test';
import { DEMO_USERS, signIn, waitForApp } from '../support/auth';
import { sandbox } from '../support/sandbox';

// These tests change the sandbox for everyone (faults, build version): they run alone, after the rest.
test.describe.configure({ mode: 'serial' });

test.afterEach(async () => {
  await sandbox.clearFaults();
  await sandbox.setVersion('1.0.0-sandbox');
});

test('an upstream 502 shows the "temporarily unavailable" dialog and the page recovers', async ({ page }) => {
  await page.goto('/auth');
  await waitForApp(page);
  await sandbox.addFault({ path: 'api/session/auth', status: 502, times: 1 });
  await page.getByLabel(/E-mail/).fill(DEMO_USERS.merchant);
  await page.getByLabel('Пароль', { exact: true }).fill('demo');
  await page.getByRole('button', { name: 'Войти' }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText('Система временно недоступна');
  await dialog.getByRole('button', { name: 'Понятно' }).click();
  await page.getByRole('button', { name: 'Войти' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('a dropped connection or a hung upstream ends in the dialog, not a hang', async ({ page }) => {
  await page.goto('/auth');
  await waitForApp(page);
  await sandbox.addFault({ path: 'api/session/auth', drop: true, times: 1 });
  await page.getByLabel(/E-mail/).fill(DEMO_USERS.merchant);
  await page.getByLabel('Пароль', { exact: true }).fill('demo');
  await page.getByRole('button', { name: 'Войти' }).click();
  await expect(page.getByRole('alertdialog')).toBeVisible();
  await page.getByRole('button', { name: 'Понятно' }).click();

  await sandbox.addFault({ path: 'api/session/auth', delayMs: 30_000, times: 1 });
  const started = Date.now();
  await page.getByRole('button', { name: 'Войти' }).click();
  await expect(page.getByRole('alertdialog')).toBeVisible({ timeout: 15_000 });
  expect(Date.now() - started).toBeLessThan(15_000);
});

test('without a language list the visitor goes to the error page', async ({ page }) => {
  await sandbox.addFault({ path: 'greenbank/api/language/list', status: 500 });
  // The middleware keeps the list for 5 seconds (spec §9 cache); wait it out.
  await page.waitForTimeout(5_500);
  await page.goto('/greenbank/auth');
  await waitForApp(page);
  await expect(page).toHaveURL(/\/greenbank\/error$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Техническая ошибка');
});

test('a new build version of the API signs the user out', async ({ page }) => {
  await signIn(page, null, DEMO_USERS.operator);
  await sandbox.setVersion('sandbox-2');
  // The middleware re-reads the version at most every 10 seconds.
  await page.waitForTimeout(10_500);
  await page.goto('/organisation');
  await expect(page).toHaveURL(/\/auth$/);
});
