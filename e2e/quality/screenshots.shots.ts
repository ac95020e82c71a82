import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { DEMO_USERS, signIn, tenantPath, waitForApp } from '../support/auth';
import { installMapStubs } from '../support/maps';
import { installRecaptchaStub } from '../support/recaptcha';
import { revealChartAndMap } from '../support/dashboard';
import { clickUntilShown } from '../organisation/support';
import { listCount, visibleRows } from '../operations/support';

/**
 * Issue 20: a PNG of every screen at the project's width (1280 / 375 px), for both tenants, in light and dark,
 * into SCREENSHOTS_DIR (scripts/screenshots.mjs): `<tenant>-<mode>-<width>-<screen>.png`, the whole page.
 */
const folder = process.env.SCREENSHOTS_DIR || '/tmp/screens';

test.describe.configure({ mode: 'parallel' });

for (const alias of [null, 'greenbank'] as const) {
  for (const mode of ['light', 'dark'] as const) {
    test(`every screen: ${alias ?? 'default'}, ${mode}`, async ({ page, baseURL }, testInfo) => {
      await mkdir(folder, { recursive: true });
      const width = page.viewportSize()?.width ?? 0;
      const shot = async (screen: string) => {
        // the fonts and the motion of the screen settled
        await page.evaluate(() => document.fonts.ready);
        await page.waitForTimeout(400);
        await page.screenshot({ path: path.join(folder, `${alias ?? 'default'}-${mode}-${width}-${screen}.png`), fullPage: true, animations: 'disabled' });
      };
      const visit = async (screen: string) => {
        await page.goto(tenantPath(alias, screen));
        await waitForApp(page);
      };
      await page.context().addCookies([{ name: 'colorMode', value: mode, url: baseURL as string }]);
      await installMapStubs(page);
      if (alias === 'greenbank') await installRecaptchaStub(page);

      for (const screen of ['auth', 'forgotPass', 'privacyPolicy']) {
        await visit(screen);
        await shot(screen);
      }

      await signIn(page, alias, DEMO_USERS.merchant);
      await page.context().addCookies([{ name: 'colorMode', value: mode, url: baseURL as string }]);
      await visit('dashboard');
      await expect(page.locator('html')).toHaveClass(new RegExp(`\\b${mode}\\b`));
      await revealChartAndMap(page);
      await page.evaluate(() => window.scrollTo(0, 0));
      await shot('dashboard');

      await visit('list');
      await listCount(page);
      await shot('list');
      await page.getByTestId('filters-toggle').click();
      await expect(page.getByTestId('filter-panel')).toBeVisible();
      await shot('list-filter');
      await page.getByTestId('filters-toggle').click();
      await clickUntilShown(visibleRows(page).first().getByRole('button', { name: /Подробнее об операции/ }), page.getByTestId('transaction-receipt'));
      await shot('receipt');

      await visit('onMap');
      await shot('onMap');
      await visit('organisation');
      await page.getByRole('heading', { name: 'Администраторы' }).waitFor();
      await shot('organisation');
      await visit('reconciliation');
      await expect(page.getByRole('heading', { level: 1, name: 'Сверки' })).toBeVisible();
      await shot('reconciliation');
      // the storefront is the operator's (the merchant has none)
      await page.context().clearCookies();
      await signIn(page, alias, DEMO_USERS.operator);
      await page.context().addCookies([{ name: 'colorMode', value: mode, url: baseURL as string }]);
      await visit('window');
      await expect(page.getByRole('heading', { level: 1, name: 'Витрина' })).toBeVisible();
      await shot('window');
      testInfo.annotations.push({ type: 'screenshots', description: folder });
    });
  }
}
