import { expect, test, type Page } from '@playwright/test';
import type { Reconciliation } from '../../lib/acquiring/contract/reconciliations';
import { DEMO_USERS, signIn, tenantPath, waitForApp } from '../support/auth';
import { onPhoneAliasOnly } from '../support/widths';
import { SandboxClient } from '../support/sandbox-client';
import { listCount, visibleRows } from './support';

test.describe.configure({ timeout: 180_000 });

/**
 * Issue 21 "Figures that are right" and issue 34 §1 "One money rule on every tab and view": a day's operations added
 * up on the list (the amounts and statuses as the screen writes them) give the list's totals on every status tab,
 * the dashboard's figures on both its choices, and a reconciliation's. The rule the test adds by, as a host counts:
 * only a successful operation's money moved; of those, refunds and reversals (shown with a minus) subtract, a
 * pre-authorisation counts nothing until completed, a cash withdrawal is apart from the sales. Every other operation
 * did not go through: it is counted apart, with its amount as shown.
 */
const NOT_COUNTED = new Set(['PRE_AUTH', 'CASH_WITHDRAWAL']);

interface Figures {
  sales: number;
  refunds: number;
  net: number;
  count: number;
}

interface DayFigures extends Figures {
  salesCount: number;
  notMovedCount: number;
  notMovedAmount: number;
  /** the rows of each status group (the status badge's) */
  byStatus: Record<string, number>;
}

/** "-8 009,00 ₽" → -800900 (minor units of a two-decimal currency). */
function minorOf(text: string): number {
  const digits = text.replace(/[^\d,-]/g, '');
  const [whole = '0', fraction = ''] = digits.split(',');
  return Math.round(Number(`${whole}.${fraction.padEnd(2, '0')}`) * 100);
}

/** Every row of the list across its pages, added up by the rule: the operation code, the status and the amount as the screen writes them. */
async function addUpDay(page: Page): Promise<DayFigures> {
  const count = await listCount(page);
  const figures: DayFigures = { sales: 0, refunds: 0, net: 0, count: 0, salesCount: 0, notMovedCount: 0, notMovedAmount: 0, byStatus: {} };
  for (;;) {
    const rows = await visibleRows(page).evaluateAll((elements) =>
      elements.map((row) => ({
        operation: row.querySelector('[data-testid="cell-operation"], [data-testid="card-operation"]')?.getAttribute('data-value') ?? '',
        status: row.querySelector('[data-status]')?.getAttribute('data-status') ?? '',
        amount: row.querySelector('[data-testid="cell-amount"]')?.textContent ?? '',
      })),
    );
    for (const row of rows) {
      figures.count += 1;
      figures.byStatus[row.status] = (figures.byStatus[row.status] ?? 0) + 1;
      const minor = minorOf(row.amount);
      if (row.status !== 'success') {
        figures.notMovedCount += 1;
        figures.notMovedAmount += minor;
        continue;
      }
      if (NOT_COUNTED.has(row.operation)) continue;
      if (minor < 0) figures.refunds += minor;
      else {
        figures.sales += minor;
        figures.salesCount += 1;
      }
      figures.net += minor;
    }
    if (figures.count >= count) break;
    // the pagination loads on demand: the next page's button comes once the page is idle
    const next = page.getByRole('button', { name: 'Следующая страница' });
    await expect(next).toBeEnabled({ timeout: 30_000 });
    const page1 = await page.getByTestId('list-page').textContent();
    await next.click();
    await expect(page.getByTestId('list-page')).not.toHaveText(page1 ?? '');
    await listCount(page);
  }
  expect(figures.count).toBe(count);
  return figures;
}

/** The money figures alone, as issue 21's tests compare them. */
async function addUpList(page: Page): Promise<Figures> {
  const { sales, refunds, net, count } = await addUpDay(page);
  return { sales, refunds, net, count };
}

/** Yesterday in Moscow (the browser's and the user's zone in these tests), 00:00 to 23:59:59.999. */
function yesterday(): { from: string; to: string } {
  const moscowNow = new Date(Date.now() + 3 * 3_600_000);
  const start = Date.UTC(moscowNow.getUTCFullYear(), moscowNow.getUTCMonth(), moscowNow.getUTCDate() - 1) - 3 * 3_600_000;
  return { from: new Date(start).toISOString(), to: new Date(start + 86_400_000 - 1).toISOString() };
}

const part = (page: Page, scope: string, name: string) => page.locator(`${scope} [data-part="${name}"]:visible`).first();

test("a day's operations added up on the list give the dashboard's sum, sales and refunds", async ({ page }) => {
  await signIn(page, null, DEMO_USERS.merchant);
  const day = yesterday();
  await page.goto(`${tenantPath(null, 'dashboard')}?from=${encodeURIComponent(day.from)}&to=${encodeURIComponent(day.to)}`);
  await expect(page.getByTestId('dashboard')).toHaveAttribute('data-loading', 'false', { timeout: 30_000 });
  const dashboard = {
    net: Number(await page.getByTestId('total-sum').getAttribute('data-value')),
    count: Number(await page.getByTestId('total-count').getAttribute('data-value')),
    sales: Number(await part(page, '[data-testid="total-turnover"]', 'sales').getAttribute('data-minor')),
    refunds: Number(await part(page, '[data-testid="total-turnover"]', 'refunds').getAttribute('data-minor')),
  };
  await expect(page.getByText('Сумма: продажи − возвраты')).toBeVisible();

  // the total's count links to the list of exactly these operations
  await page.goto((await page.getByTestId('total-count').getAttribute('href')) ?? '');
  await expect(page).toHaveURL(/\/list\?/);
  const list = await addUpList(page);
  expect(list.refunds).toBeLessThan(0);
  expect(list).toEqual({ sales: dashboard.sales, refunds: dashboard.refunds, net: dashboard.net, count: dashboard.count });
});

test("a reconciliation's net sum is its operations added up on the list; a refund there opens its original operation", async ({ page }) => {
  await signIn(page, null, DEMO_USERS.merchant);
  const sandbox = await SandboxClient.signIn(null, DEMO_USERS.merchant);
  // a closed day with a refund and a pre-authorisation, whose operations fit the list's pages
  const recent = await sandbox.reconciliations('list', new URLSearchParams({ 'status.in': '0', limit: '300' }));
  const chosen = recent.find((row) => row.refundAmount > 0 && row.preAuthAmount > 0) ?? (recent.find((row) => row.refundAmount > 0) as Reconciliation);
  expect(chosen).toBeDefined();
  const from = new Date(Date.parse(chosen.serverDateTime) - 86_400_000).toISOString();
  await page.goto(`${tenantPath(null, 'reconciliation')}?from=${encodeURIComponent(from)}&reconciliationId=${chosen.id}`);
  const row = page.locator(`[data-reconciliation-id="${chosen.id}"]:visible`);
  await expect(row).toBeVisible({ timeout: 30_000 });
  const shown = {
    sales: Number(await part(page, `[data-reconciliation-id="${chosen.id}"]`, 'sales').getAttribute('data-minor')),
    refunds: Number(await part(page, `[data-reconciliation-id="${chosen.id}"]`, 'refunds').getAttribute('data-minor')),
  };
  expect(shown).toEqual({ sales: chosen.salesAmount, refunds: -chosen.refundAmount });
  await expect(row).toContainText(`${(chosen.sumAmount / 100).toLocaleString('ru-RU', { minimumFractionDigits: 2 }).replace(/\s/g, '\u00a0')}`);

  await page.goto((await row.getByRole('link', { name: `Операции сверки ${chosen.id}` }).getAttribute('href')) ?? '');
  await expect(page).toHaveURL(/\/list\?/);
  const list = await addUpList(page);
  expect(list).toEqual({ sales: shown.sales, refunds: shown.refunds, net: chosen.sumAmount, count: chosen.count });

  // the refund shows its minus and leads to the operation it returns money of
  const refund = visibleRows(page).filter({ has: page.locator('[data-value="REFUND"], [data-value="ORIGINAL_REFUND"], [data-value="PARTIAL_REFUND"], [data-value="REVERSAL"], [data-value="PARTIAL_REVERSAL"]') }).first();
  await expect(refund.getByTestId('cell-amount')).toHaveText(/^-/);
  const parentLink = refund.getByTestId('row-parent-link');
  const parentId = /№ (\d+)/.exec((await parentLink.textContent()) ?? '')?.[1];
  await parentLink.click();
  await expect(page).toHaveURL(new RegExp(`trx=${parentId}`));
  await expect(page.getByTestId('transaction-receipt')).toBeVisible();
  await expect(page.getByTestId('receipt-amount')).not.toHaveText(/^-/);
});

/** The list's totals line: sales, refunds (negative), net, and the operations that did not go through (none: absent). */
async function listTotals(page: Page) {
  const line = page.locator('[data-testid="list-totals"]:visible');
  await expect(line).toBeVisible({ timeout: 30_000 });
  const minor = async (name: string) => Number(await line.locator(`[data-part="${name}"]`).getAttribute('data-minor'));
  const notMoved = line.locator('[data-part="notMoved"]');
  const hasNotMoved = (await notMoved.count()) > 0;
  return {
    sales: await minor('sales'),
    refunds: await minor('refunds'),
    net: await minor('net'),
    notMovedCount: hasNotMoved ? Number(await notMoved.getAttribute('data-count')) : 0,
    notMovedAmount: hasNotMoved ? Number(await notMoved.getAttribute('data-minor')) : 0,
  };
}

/** The dashboard's three totals and the notes that make them checkable: the number of sales, the count's parts. */
async function dashboardFigures(page: Page, url: string) {
  await page.goto(url);
  await expect(page.getByTestId('dashboard')).toHaveAttribute('data-loading', 'false', { timeout: 30_000 });
  const value = async (id: string) => Number(await page.getByTestId(id).getAttribute('data-value'));
  const turnover = '[data-testid="total-turnover"]';
  const notMoved = page.locator(`${turnover} [data-part="notMoved"]`);
  const countParts = await page.getByTestId('total-count-note').locator('[data-part]').evaluateAll((parts) =>
    Object.fromEntries(parts.map((part) => [part.getAttribute('data-part'), Number(part.getAttribute('data-count'))])),
  );
  return {
    sales: Number(await part(page, turnover, 'sales').getAttribute('data-minor')),
    refunds: Number(await part(page, turnover, 'refunds').getAttribute('data-minor')),
    net: await value('total-sum'),
    average: await value('total-average'),
    salesCount: Number(await page.getByTestId('total-average-note').getAttribute('data-count')),
    count: await value('total-count'),
    notMovedCount: (await notMoved.count()) > 0 ? Number(await notMoved.getAttribute('data-count')) : 0,
    notMovedAmount: (await notMoved.count()) > 0 ? Number(await notMoved.getAttribute('data-minor')) : 0,
    countParts: countParts as Record<string, number>,
  };
}

for (const alias of [null, 'greenbank'] as const) {
  test(`one day's money is the same on «Все», «Успешные» and both dashboard choices; the tabs add up (${alias ?? 'default'})`, onPhoneAliasOnly(alias), async ({ page }) => {
    await signIn(page, alias, DEMO_USERS.merchant);
    const day = yesterday();
    const period = `from=${encodeURIComponent(day.from)}&to=${encodeURIComponent(day.to)}`;

    // «Все»: every operation of the day, the money of the successful ones, the others apart
    await page.goto(`${tenantPath(alias, 'list')}?${period}&limit=100`);
    // The page is read as the server sent it, but the tabs are clicked below: a click before hydration does nothing.
    await waitForApp(page);
    const all = await addUpDay(page);
    expect(all.notMovedCount, 'the day holds operations that did not go through').toBeGreaterThan(0);
    expect(all.refunds).toBeLessThan(0);
    const money = { sales: all.sales, refunds: all.refunds, net: all.net };
    expect(await listTotals(page)).toEqual({ ...money, notMovedCount: all.notMovedCount, notMovedAmount: all.notMovedAmount });

    // every status tab counts its group, and together they are «Все»
    const tabCount = async (tab: string) => {
      const element = page.getByTestId(`status-tab-${tab}`);
      await expect(element).toHaveAttribute('data-count', /^\d+$/, { timeout: 30_000 });
      return Number(await element.getAttribute('data-count'));
    };
    const groups = ['success', 'unsuccessful', 'cancelled', 'pending', 'unknown'];
    const tabs = Object.fromEntries(await Promise.all(groups.map(async (group) => [group, await tabCount(group)] as const)));
    expect(tabs).toEqual(Object.fromEntries(groups.map((group) => [group, all.byStatus[group] ?? 0])));
    expect(groups.reduce((sum, group) => sum + (tabs[group] ?? 0), 0)).toBe(await tabCount('all'));

    // «Успешные»: the same money, nothing apart
    await page.getByRole('tab', { name: /^Успешные/ }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get('status')).toBe('success');
    expect(await listCount(page)).toBe(all.byStatus.success);
    expect(await listTotals(page)).toEqual({ ...money, notMovedCount: 0, notMovedAmount: 0 });

    // the dashboard, both choices: the same money; the average is sales ÷ number of sales; the count's parts add up
    const average = Math.round(all.sales / all.salesCount);
    const dashboard = `${tenantPath(alias, 'dashboard')}?${period}`;
    const successful = await dashboardFigures(page, dashboard);
    expect(successful).toMatchObject({ ...money, average, salesCount: all.salesCount, count: all.byStatus.success, notMovedCount: 0 });
    expect(Object.values(successful.countParts).reduce((sum, n) => sum + n, 0)).toBe(successful.count);
    const everything = await dashboardFigures(page, `${dashboard}&scope=all`);
    expect(everything).toMatchObject({ ...money, average, salesCount: all.salesCount, count: all.count, notMovedCount: all.notMovedCount, notMovedAmount: all.notMovedAmount });
    expect(everything.countParts.notMoved).toBe(all.notMovedCount);
    expect(Object.values(everything.countParts).reduce((sum, n) => sum + n, 0)).toBe(everything.count);
  });
}
