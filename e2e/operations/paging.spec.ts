import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import type { TransactionListRow } from '../../lib/acquiring/contract/transactions';
import { DEMO_USERS, signIn, tenantPath } from '../support/auth';
import { tabTo } from '../support/keyboard';
import { isPhone, listCount, visibleRows } from './support';
import { SandboxClient } from '../support/sandbox-client';

test.describe.configure({ timeout: 240_000 });

const DAY = 86_400_000;
/** A fixed period, so the list and the sandbox answer for exactly the same operations. */
const to = new Date(Math.floor(Date.now() / 60_000) * 60_000 - 60_000).toISOString();
const from = new Date(Date.parse(to) - 30 * DAY).toISOString();
const period = `from=${encodeURIComponent(from)}&to=${encodeURIComponent(to)}`;
const apiPeriod = `serverDateTime.ge=${encodeURIComponent(from)}&serverDateTime.le=${encodeURIComponent(to)}&currencyId.eq=643&order=serverDateTime,desc`;

const shownIds = (page: Page) => visibleRows(page).evaluateAll((rows) => rows.map((row) => Number(row.getAttribute('data-id'))));
const searchParam = (page: Page, name: string) => new URL(page.url()).searchParams.get(name);

/** The rows the sandbox has for one page of the list. */
async function sandboxIds(sandbox: SandboxClient, limit: number, offset: number): Promise<number[]> {
  return (await sandbox.get<TransactionListRow[]>('api/transaction/total', `${apiPeriod}&limit=${limit}&offset=${offset}`)).map((row) => row.id);
}

test('page size and a jump to a page with the keyboard alone; the address gives back the same page', async ({ page }) => {
  await signIn(page, null, DEMO_USERS.merchant);
  const sandbox = await SandboxClient.signIn(null, DEMO_USERS.merchant);
  await page.goto(`${tenantPath(null, 'list')}?${period}`);
  const count = await listCount(page);
  expect(count).toBeGreaterThan(200);
  expect(await shownIds(page)).toEqual(await sandboxIds(sandbox, 20, 0));
  // the totals of the whole filtered list beside the count, as the host adds them up
  const summary = await sandbox.get<{ salesAmount: number; refundAmount: number; netAmount: number }>('api/transaction/summary', apiPeriod.replace(/&order=[^&]*/, ''));
  const totals = page.getByTestId('list-totals');
  await expect(totals.locator('[data-part="net"]')).toHaveAttribute('data-minor', String(summary.netAmount));
  await expect(totals.locator('[data-part="sales"]')).toHaveAttribute('data-minor', String(summary.salesAmount));
  await expect(totals.locator('[data-part="refunds"]')).toHaveAttribute('data-minor', String(-summary.refundAmount));

  // the page size: Tab to it, the arrow key chooses 50
  await page.locator('body').focus();
  await tabTo(page, /^name=pageSize$/, 200);
  await page.keyboard.press('ArrowDown');
  await expect.poll(() => searchParam(page, 'limit')).toBe('50');
  await listCount(page);
  expect(await shownIds(page)).toEqual(await sandboxIds(sandbox, 50, 0));
  const pages = Math.ceil(count / 50);
  await expect(page.getByTestId('list-page')).toHaveText(`Страница 1 из ${pages}`);

  // a page number that is no page says so; page 3 with Enter
  await tabTo(page, /^name=page$/, 10);
  await page.keyboard.type(String(pages + 1));
  await page.keyboard.press('Enter');
  await expect(page.getByText(`Страницы с таким номером нет: от 1 до ${pages}`)).toBeVisible();
  expect(searchParam(page, 'offset')).toBeNull();
  await page.keyboard.press('Control+A');
  await page.keyboard.type('3');
  await page.keyboard.press('Enter');
  await expect.poll(() => searchParam(page, 'offset')).toBe('100');
  await listCount(page);
  await expect(page.getByTestId('list-page')).toHaveText(`Страница 3 из ${pages}`);
  const third = await sandboxIds(sandbox, 50, 100);
  expect(await shownIds(page)).toEqual(third);

  // a reload (a bookmark) shows the same page at the same size
  await page.reload();
  await listCount(page);
  expect(await shownIds(page)).toEqual(third);
  await expect(page.getByLabel('Операций на странице')).toHaveValue('50');

  // the next page from the one pagination, with Enter
  await page.locator('body').focus();
  await tabTo(page, /^Следующая страница/, 200);
  await page.keyboard.press('Enter');
  await expect.poll(() => searchParam(page, 'offset')).toBe('150');
  await listCount(page);
  expect(await shownIds(page)).toEqual(await sandboxIds(sandbox, 50, 150));

  // back: page 3 again
  await page.goBack();
  await expect.poll(() => searchParam(page, 'offset')).toBe('100');
  await listCount(page);
  expect(await shownIds(page)).toEqual(third);
});

test('the list fits its width: «Сумма» in sight at 1280 px, no sideways scrolling of the page at 375 px; axe in both modes', async ({ page, baseURL }) => {
  await signIn(page, null, DEMO_USERS.merchant);
  for (const mode of ['light', 'dark'] as const) {
    await page.context().addCookies([{ name: 'colorMode', value: mode, url: baseURL as string }]);
    await page.goto(`${tenantPath(null, 'list')}?${period}&limit=50`);
    await listCount(page);
    await expect(page.locator('html')).toHaveClass(mode);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow, `${mode}: the page scrolls sideways`).toBeLessThanOrEqual(0);
    if (!isPhone(page)) {
      const table = page.getByTestId('transaction-table');
      await expect(table.getByRole('columnheader', { name: 'Сумма' })).toBeInViewport({ ratio: 1 });
      const scroll = await table.evaluate((element) => {
        const box = element.parentElement as HTMLElement;
        return box.scrollWidth - box.clientWidth;
      });
      expect(scroll, `${mode}: the table scrolls sideways`).toBeLessThanOrEqual(0);
    }
    await page.screenshot({ path: test.info().outputPath(`list-${mode}.png`), fullPage: true });
    const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
    const serious = violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
    expect(serious.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).slice(0, 3).join(' | ')}`), mode).toEqual([]);
  }
});
