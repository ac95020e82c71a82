import { expect, test, type Locator, type Page } from '@playwright/test';
import { DEMO_USERS, signInAt, tenantPath } from '../support/auth';
import { listCount, urlParams } from './support';
import { mapFigures } from '../maps/map-flow';

test.describe.configure({ timeout: 240_000 });

const DAY = 86_400_000;
const JPY = '392';

/** The day (as the Russian date picker writes it) and the time of a moment in Moscow (the tests' zone). */
function moscowInput(time: number): { date: string; time: string } {
  const [day = '', clock = ''] = new Date(time + 3 * 3_600_000).toISOString().slice(0, 16).split('T');
  const [year, month, date] = day.split('-');
  return { date: `${date}.${month}.${year}`, time: clock };
}

async function fillMoment(panel: Locator, bound: 'с' | 'по', time: number): Promise<void> {
  const moment = moscowInput(time);
  await panel.getByLabel(`Дата ${bound}`, { exact: true }).fill(moment.date);
  await panel.getByLabel(`Время ${bound}`, { exact: true }).fill(moment.time);
}

/** The list filter panel: the period, the currency, optionally the first operator; applied. */
async function filterList(page: Page, { from, to, currency, firstOperator = false }: { from?: number; to?: number; currency?: string; firstOperator?: boolean }) {
  await page.getByTestId('filters-toggle').click();
  const panel = page.getByTestId('filter-panel');
  if (from !== undefined) await fillMoment(panel, 'с', from);
  if (to !== undefined) await fillMoment(panel, 'по', to);
  if (currency !== undefined) await panel.locator('select[name="currency"]').selectOption(currency);
  if (firstOperator) {
    // by keyboard: the sticky header may cover the box's label after scrolling
    const box = panel.getByTestId('filter-operators').getByRole('checkbox').first();
    await box.focus();
    await page.keyboard.press('Space');
    await expect(box).toBeChecked();
  }
  await panel.getByTestId('filter-apply').click();
}

/**
 * The address opened afresh (a bookmark, a shared link) shows the count the screen shows. The screen is read
 * until it agrees: the address changes the moment a filter is applied, the screen a render later.
 */
async function expectAddressShowsScreen(page: Page): Promise<number> {
  const address = page.url();
  const other = await page.context().newPage();
  await other.goto(address);
  const afresh = await listCount(other);
  await other.close();
  await expect.poll(() => listCount(page), { message: `${address} opened afresh shows ${afresh}` }).toBe(afresh);
  return afresh;
}

/** The map's figures for the address it is at: operations with a location and without, together the filter's count. */
async function mapTotal(page: Page): Promise<number> {
  const { located, without } = await mapFigures(page);
  return located + without;
}

function operationsTab(page: Page, name: string) {
  return page.getByRole('navigation', { name: 'Разделы операций' }).getByRole('link', { name, exact: true });
}

test.describe('the address names what the list shows', () => {
  test('a period and a currency, then the dashboard and back: reload, a shared link, back and forward show the same list', async ({ page }) => {
    await signInAt(page, null, DEMO_USERS.merchant, tenantPath(null, 'list'));
    const all = await listCount(page);
    const now = Date.now();
    await filterList(page, { from: now - 15 * DAY, to: now - 2 * DAY, currency: JPY });
    await expect(page).toHaveURL(/from=.*currency=392|currency=392.*from=/);
    const filtered = await expectAddressShowsScreen(page);
    expect(filtered).toBeLessThan(all);

    // Typed addresses (no in-app navigation in between): the stored preferences meet a fresh page load.
    await page.goto(tenantPath(null, 'dashboard'));
    await page.goto(tenantPath(null, 'list'));
    // Spec §2: back on the list the dates are the default ones again; the currency preference stays, and the address says both.
    await expect(page).toHaveURL(/currency=392/);
    expect(urlParams(page).has('from')).toBe(false);
    const arrived = await expectAddressShowsScreen(page);
    await page.reload();
    expect(await listCount(page)).toBe(arrived);

    // In-app: the period again, the dashboard's tab, the list's tab.
    await filterList(page, { from: now - 15 * DAY, to: now - 2 * DAY });
    await expect(page).toHaveURL(/from=/);
    const again = await expectAddressShowsScreen(page);
    await operationsTab(page, 'Дашборд').click();
    await expect(page.getByTestId('dashboard')).toBeVisible();
    await operationsTab(page, 'Список операций').click();
    await expect(page).toHaveURL(/\/list\?currency=392$/);
    expect(await expectAddressShowsScreen(page)).toBe(arrived);

    // Back to the dashboard, back to the filtered period; forward again.
    await page.goBack();
    await expect(page.getByTestId('dashboard')).toBeVisible();
    await page.goBack();
    await expect(page).toHaveURL(/from=/);
    expect(await expectAddressShowsScreen(page)).toBe(again);
    await page.goForward();
    await page.goForward();
    await expect(page).toHaveURL(/\/list\?currency=392$/);
    expect(await expectAddressShowsScreen(page)).toBe(arrived);
  });
});

test.describe('the map shows the list’s filtered set', () => {
  test('an operator or a currency chosen on the list: the map counts the same operations, its address carries the filter', async ({ page }) => {
    await signInAt(page, null, DEMO_USERS.merchant, tenantPath(null, 'list'));
    const all = await listCount(page);

    await filterList(page, { firstOperator: true });
    await expect(page).toHaveURL(/userId=\d+/);
    const byOperator = await listCount(page);
    expect(byOperator).toBeLessThan(all);
    await operationsTab(page, 'Операции на карте').click();
    await expect(page).toHaveURL(/\/onMap\?.*userId=\d+/);
    expect(await mapTotal(page)).toBe(byOperator);
    await page.reload();
    expect(await mapTotal(page)).toBe(byOperator);

    await operationsTab(page, 'Список операций').click();
    await expect(page).toHaveURL(/\/list\?.*userId=\d+/);
    expect(await listCount(page)).toBe(byOperator);

    await page.goto(`${tenantPath(null, 'list')}?currency=${JPY}`);
    const inYen = await listCount(page);
    await operationsTab(page, 'Операции на карте').click();
    await expect(page).toHaveURL(new RegExp(`/onMap\\?currency=${JPY}$`));
    expect(await mapTotal(page)).toBe(inYen);

    // The bare map (its tab from the dashboard) takes the same stored preference as the list.
    await operationsTab(page, 'Дашборд').click();
    await expect(page.getByTestId('dashboard')).toBeVisible();
    await operationsTab(page, 'Операции на карте').click();
    await expect(page).toHaveURL(new RegExp(`/onMap\\?currency=${JPY}$`));
    expect(await mapTotal(page)).toBe(inYen);
  });
});
