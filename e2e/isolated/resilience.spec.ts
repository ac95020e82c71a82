import { expect, test } from '@playwright/test';
import { DEMO_USERS, signIn, waitForApp } from '../support/auth';
import { sandbox } from '../support/sandbox';

// These tests change the sandbox for everyone (faults, build version): they run alone, after the rest.
test.describe.configure({ mode: 'serial' });

test.afterEach(async () => {
  await sandbox.clearFaults();
  await sandbox.setVersion('1.0.0-sandbox');
});

// The sign-in call under every fault (502, 504, 500, dropped, malformed, hang, latency) and the sign-in
// that works afterwards: e2e/isolated/quality-resilience.spec.ts ("login page").

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
