import { expect, test, type Page } from '@playwright/test';
import type { TransactionListRow } from '../../lib/acquiring/contract/transactions';
import { turnoverOf } from '../../lib/domain/operation-effects';
import { DEMO_USERS, signIn, tenantPath } from '../support/auth';
import { revealChartAndMap } from '../support/dashboard';
import { listCount } from './support';
import { SandboxClient } from '../support/sandbox-client';
import { onPhoneAliasOnly } from '../support/widths';

/**
 * A client navigation to the list commits once the list has rendered; with two e2e workers, their browsers and the
 * server on two cores that took 8 s after the page's data had come (a trace of a failed run), past the 10 s default.
 */
const LIST_RENDER_MS = 30_000;

test.describe.configure({ timeout: 180_000 });

async function loadedTotals(page: Page) {
  await expect(page.getByTestId('dashboard')).toHaveAttribute('data-loading', 'false', { timeout: 30_000 });
  const value = async (id: string) => Number(await page.getByTestId(id).getAttribute('data-value'));
  const href = (await page.getByTestId('total-count').getAttribute('href')) ?? '';
  return { sum: await value('total-sum'), count: await value('total-count'), average: await value('total-average'), href };
}

/** The dashboard's figures summed straight from the sandbox's operations of the same period, currency and statuses. */
async function sandboxTotals(sandbox: SandboxClient, href: string) {
  const params = new URL(href, 'http://app').searchParams;
  const query = new URLSearchParams({
    'serverDateTime.ge': params.get('from') ?? '',
    'serverDateTime.le': params.get('to') ?? '',
    'currencyId.eq': params.get('currency') ?? '643',
    'status.in': params.get('status') ?? 'success',
    limit: '10000',
  });
  const rows = await sandbox.get<TransactionListRow[]>('api/transaction/total', query);
  // a host's money rules: sales less refunds and reversals; the average is that of a sale
  const figures = turnoverOf(rows);
  return { sum: figures.netAmount, count: rows.length, average: figures.salesCount === 0 ? 0 : Math.round(figures.salesAmount / figures.salesCount) };
}

for (const alias of [null, 'greenbank'] as const) {
  test(`dashboard totals match the sandbox, follow the period and drill down (${alias ?? 'default'})`, onPhoneAliasOnly(alias), async ({ page }) => {
    await signIn(page, alias, DEMO_USERS.merchant);
    const sandbox = await SandboxClient.signIn(alias, DEMO_USERS.merchant);

    const day = await loadedTotals(page);
    expect(new URL(day.href, 'http://app').searchParams.get('status')).toBe('success');
    expect({ sum: day.sum, count: day.count, average: day.average }).toEqual(await sandboxTotals(sandbox, day.href));

    // Another period, other figures — again equal to the sandbox's.
    await page.getByRole('button', { name: '7 дней' }).click();
    await expect(page).toHaveURL(/length=7&unit=day/);
    await expect(page.getByTestId('total-count')).not.toHaveAttribute('href', day.href);
    const week = await loadedTotals(page);
    expect(week.count).toBeGreaterThan(day.count);
    expect({ sum: week.sum, count: week.count, average: week.average }).toEqual(await sandboxTotals(sandbox, week.href));

    // A breakdown figure opens the list filtered to it, with as many operations as it says.
    const terminalCount = page.getByTestId('by-terminal').getByTestId('breakdown-count').first();
    const expected = Number((await terminalCount.textContent())?.replace(/\s/g, ''));
    await terminalCount.click();
    await expect(page).toHaveURL(/\/list\?.*terminalId=/, { timeout: LIST_RENDER_MS });
    expect(await listCount(page)).toBe(expected);

    // Back to the dashboard, then the total count drills down too.
    await page.goBack();
    await expect(page).toHaveURL(/dashboard\?length=7&unit=day/);
    const again = await loadedTotals(page);
    await page.getByTestId('total-count').click();
    await expect(page).toHaveURL(/\/list\?/, { timeout: LIST_RENDER_MS });
    expect(await listCount(page)).toBe(again.count);
  });
}

test('the chart and the map count load on demand', async ({ page }) => {
  await signIn(page, null, DEMO_USERS.merchant);
  await revealChartAndMap(page);
  await expect(page.getByTestId('map-located-count')).toContainText('Операций с известным местоположением');
  const href = (await page.getByTestId('map-located-count').getAttribute('href')) ?? '';
  const figure = Number(/(\d+)/.exec((await page.getByTestId('map-located-count').textContent()) ?? '')?.[1]);
  await page.goto(href);
  expect(await listCount(page)).toBe(figure);
});

for (const alias of [null, 'greenbank'] as const) {
  test(`a phone loads the chart and the map when they come into view, not before (${alias ?? 'default'})`, async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 667 });
    await signIn(page, alias, DEMO_USERS.merchant);
    const asked: string[] = [];
    page.on('request', (request) => {
      if (/\/api\/transaction\/summary\/(period|map)/.test(request.url())) asked.push(new URL(request.url()).pathname);
    });
    await page.goto(tenantPath(alias, 'dashboard'));
    await page.locator('html[data-hydrated="1"]').waitFor();
    await expect(page.getByTestId('total-sum')).toBeVisible();
    await page.waitForTimeout(1_000);
    expect(asked).toEqual([]);
    await expect(page.getByTestId('period-chart').locator('canvas')).toHaveCount(0);
    await revealChartAndMap(page);
    expect(asked).toContain('/api/transaction/summary/period/hour');
    expect(asked).toContain('/api/transaction/summary/map');
  });

  test(`the first load is one complete page; a slow tab switch shows the global loader (${alias ?? 'default'})`, async ({ page }) => {
    await signIn(page, alias, DEMO_USERS.merchant);
    const response = await page.goto(tenantPath(alias, 'dashboard'));
    const html = (await response?.text()) ?? '';
    expect(html).toContain('data-testid="total-sum"');
    // No Suspense fallback streamed ahead of the content (React reveals it no sooner than 300 ms later).
    expect(html).not.toContain('<!--$?-->');
    await page.locator('html[data-hydrated="1"]').waitFor();
    await page.route(/\/list(\?|$)/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      await route.continue();
    });
    await page.getByRole('navigation', { name: 'Разделы операций' }).getByRole('link', { name: 'Список операций' }).click();
    await expect(page.getByRole('status', { name: 'Загрузка…' })).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`${tenantPath(alias, 'list')}$`), { timeout: LIST_RENDER_MS });
    await expect(page.getByTestId('list-count')).toHaveAttribute('data-count', /\d+/);
    await expect(page.getByTestId('navigation-loader')).toHaveCount(0);
  });
}
