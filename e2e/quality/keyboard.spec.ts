import { expect, test } from '@playwright/test';
import { DEMO_PASSWORD, DEMO_USERS, tenantPath, waitForApp } from '../support/auth';
import { installMapStubs } from '../support/maps';
import { tabTo } from '../support/keyboard';

/** Issue 9: login, navigation between tabs and a list filter work with the keyboard alone. */

// Keyboard-only use is checked once, at the desktop width: only the desktop project runs this file (playwright.config.ts).
test('login, tabs and the list filter with the keyboard alone', async ({ page }) => {
  test.setTimeout(120_000);
  await installMapStubs(page);
  await page.goto(tenantPath(null, 'auth'));
  await waitForApp(page);

  // login: Tab to the fields, type, Enter submits
  await tabTo(page, /^name=login$/);
  await page.keyboard.type(DEMO_USERS.merchant);
  await tabTo(page, /^name=password$/, 5);
  await page.keyboard.type(DEMO_PASSWORD);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/dashboard$/);
  await waitForApp(page);

  // tabs: reach «Организация» and follow it with Enter
  await tabTo(page, /^Организация$/);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/organisation$/);
  await expect(page.getByRole('heading', { name: 'Администраторы' })).toBeVisible();

  // a list filter: open the filters, type an RRN, apply with Enter
  await page.goto(tenantPath(null, 'list'));
  await waitForApp(page);
  await expect(page.getByTestId('list-count')).toHaveAttribute('data-count', /\d+/);
  await tabTo(page, /Показать фильтры|Фильтры/);
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('filter-panel')).toBeVisible();
  await tabTo(page, /^name=rrn$/);
  await page.keyboard.type('000000000000');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/rrn/);
  await expect(page.getByTestId('list-count')).toHaveAttribute('data-count', '0');
});
