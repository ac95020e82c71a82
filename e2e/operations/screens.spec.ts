import { expect, test } from '@playwright/test';
import { DEMO_USERS, signIn, tenantPath } from '../support/auth';
import { revealChartAndMap } from '../support/dashboard';

/** Screenshots of the Операции screens for a human look (/tmp/ops-shots/operations-*.png). */
test('dashboard and list render without errors', async ({ page }, testInfo) => {
  test.setTimeout(180_000);
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await signIn(page, null, DEMO_USERS.merchant);
  await expect(page.getByTestId('total-count')).toBeVisible();
  await revealChartAndMap(page);
  await page.screenshot({ path: `/tmp/ops-shots/operations-dashboard-${testInfo.project.name}.png`, fullPage: true });
  await page.goto(tenantPath(null, 'list'));
  await expect(page.getByTestId('list-count')).toHaveAttribute('data-count', /\d+/);
  await page.screenshot({ path: `/tmp/ops-shots/operations-list-${testInfo.project.name}.png`, fullPage: true });
  await page.getByTestId('filters-toggle').click();
  await page.screenshot({ path: `/tmp/ops-shots/operations-filters-${testInfo.project.name}.png`, fullPage: true });
  await page.getByTestId('filters-toggle').click();
  const first = page.locator('[data-testid="transaction-row"]:visible, [data-testid="transaction-card"]:visible').first();
  await first.getByRole('button', { name: /Подробнее об операции/ }).click();
  await expect(page.getByTestId('transaction-receipt')).toBeVisible();
  await page.screenshot({ path: `/tmp/ops-shots/operations-details-${testInfo.project.name}.png` });
  expect(errors).toEqual([]);
});
