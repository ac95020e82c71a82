// Layout checks of the operations screens that a look at 375 px once caught: what must stay in sight.
import { expect, test } from '@playwright/test';
import { DEMO_USERS, signIn, tenantPath } from '../support/auth';
import { onPhoneAliasOnly } from '../support/widths';

const SECTIONS = [
  ['dashboard', 'Дашборд'],
  ['list', 'Список операций'],
  ['onMap', 'Операции на карте'],
  ['reconciliation', 'Сверки'],
] as const;

for (const alias of [null, 'greenbank']) {
  test.describe(`the Операции sections (${alias ?? 'default tenant'})`, onPhoneAliasOnly(alias), () => {
    // At 375 px the four links once scrolled sideways and «Сверки», current on its own page, sat out of sight.
    test('every section link is in full view, the current one marked, at any width', async ({ page }) => {
      await signIn(page, alias, DEMO_USERS.merchant);
      for (const [section, label] of SECTIONS) {
        await page.goto(tenantPath(alias, section), { waitUntil: 'domcontentloaded' });
        const nav = page.getByRole('navigation', { name: 'Разделы операций' });
        await expect(nav.locator('[aria-current="page"]'), section).toHaveText(label);
        for (const [, name] of SECTIONS) {
          await expect(nav.getByRole('link', { name, exact: true }), `${section}: «${name}»`).toBeInViewport({ ratio: 1 });
        }
      }
    });
  });
}

test('a long dashboard breakdown scrolls under its column names', async ({ page }) => {
  await signIn(page, 'greenbank', DEMO_USERS.merchant);
  await page.getByRole('button', { name: '12 месяцев' }).click();
  const breakdown = page.getByTestId('by-terminal');
  const box = breakdown.locator('table').locator('..');
  await expect.poll(() => box.evaluate((element) => element.scrollHeight > element.clientHeight + 100)).toBe(true);
  await box.scrollIntoViewIfNeeded();
  await box.evaluate((element) => element.scrollTo(0, element.scrollHeight));
  const header = breakdown.getByRole('columnheader', { name: 'Терминал' });
  await expect(header).toBeInViewport();
  const [boxTop, headerTop] = await Promise.all([box.evaluate((element) => element.getBoundingClientRect().top), header.evaluate((element) => element.getBoundingClientRect().top)]);
  expect(Math.abs(headerTop - boxTop)).toBeLessThan(2);
});
