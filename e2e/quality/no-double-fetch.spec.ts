import { expect, test, type Page } from '@playwright/test';
import { DEMO_USERS, signIn, tenantPath, waitForApp } from '../support/auth';
import { followApiCalls } from '../support/api-quiet';
import { onPhoneAliasOnly } from '../support/widths';

/**
 * Issue 36 §2 "Nothing is fetched twice": a screen's server render already holds its data (the dashboard's six
 * summaries, the list's page, count, totals and tab counts, the organisation, the reconciliations and their count),
 * so its first load asks the BFF for none of it again. A call the first load makes by design is named here with why.
 */
const LATER_BY_DESIGN: readonly { path: RegExp; why: string }[] = [
  // the dashboard's chart and map load their data once they come into view (below the fold on a phone)
  { path: /^\/api\/transaction\/summary\/period\/\w+$/, why: 'the dashboard chart, loaded when in view' },
  { path: /^\/api\/transaction\/summary\/map$/, why: 'the dashboard map, loaded when in view' },
];

interface Screen {
  title: string;
  login: string;
  /** The address to open, found through the UI where it names data (a tab, an operation). */
  address: (page: Page, alias: string | null) => Promise<string>;
  shown: (page: Page) => Promise<void>;
}

// Each test loads two or three whole pages (the sign-in, the page that finds the address, the one measured), each
// allowed 30 s to hydrate on a loaded 2-core machine: more than the default 60 s in all.
test.describe.configure({ timeout: 180_000 });

const at = (screen: string, search = '') => async (_page: Page, alias: string | null) => `${tenantPath(alias, screen)}${search}`;
const listCounted = (page: Page) => expect(page.getByTestId('list-count')).toHaveAttribute('data-count', /\d+/);
const organisationShown = (page: Page) => expect(page.getByTestId('organisation-details')).toBeVisible();

/** An address the list's UI leads to (what a merchant shares or reloads), found on a loaded list. */
async function listAddress(page: Page, alias: string | null, go: (page: Page) => Promise<void>): Promise<string> {
  await page.goto(tenantPath(alias, 'list'));
  await waitForApp(page);
  await listCounted(page);
  await go(page);
  return new URL(page.url()).pathname + new URL(page.url()).search;
}

const SCREENS: readonly Screen[] = [
  { title: 'dashboard', login: DEMO_USERS.merchant, address: at('dashboard'), shown: (page) => expect(page.getByTestId('total-sum')).toBeVisible() },
  {
    title: 'dashboard of another period and scope',
    login: DEMO_USERS.merchant,
    address: at('dashboard', '?length=7&unit=day&scope=all'),
    shown: (page) => expect(page.getByTestId('total-sum')).toBeVisible(),
  },
  { title: 'list', login: DEMO_USERS.merchant, address: at('list'), shown: listCounted },
  {
    title: 'list of a status tab',
    login: DEMO_USERS.merchant,
    address: (page, alias) =>
      listAddress(page, alias, async (on) => {
        await on.getByTestId('status-tab-success').click();
        await expect(on).toHaveURL(/status/);
      }),
    shown: listCounted,
  },
  {
    title: 'list with an operation open',
    login: DEMO_USERS.merchant,
    address: (page, alias) =>
      listAddress(page, alias, async (on) => {
        const first = on.locator('[data-id]:visible').first();
        await first.getByRole('button', { name: /Подробнее об операции/ }).click();
        await expect(on).toHaveURL(/trx=\d+/);
        await expect(on.getByTestId('transaction-receipt')).toBeVisible();
      }),
    shown: async (page) => {
      await listCounted(page);
      await expect(page.getByTestId('transaction-receipt')).toBeVisible();
    },
  },
  { title: 'organisation of a holding', login: DEMO_USERS.holding, address: at('organisation'), shown: organisationShown },
  { title: 'organisation of a merchant', login: DEMO_USERS.merchant, address: at('organisation'), shown: organisationShown },
  { title: 'reconciliation', login: DEMO_USERS.merchant, address: at('reconciliation'), shown: (page) => expect(page.getByTestId('reconciliation-count')).toBeVisible() },
];

/** The BFF calls for data (fetch, not the logo's image) of a page's first load, until it is hydrated and no call has started for 1.5 s. */
async function firstLoadCalls(page: Page, path: string, shown: (page: Page) => Promise<void>): Promise<string[]> {
  const asked: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.includes('/api/') && ['fetch', 'xhr'].includes(request.resourceType())) asked.push(`${request.method()} ${url.pathname}${url.search}`);
  });
  const calls = followApiCalls(page);
  await page.goto(path);
  await waitForApp(page);
  await shown(page);
  await calls.quiet(1_500);
  return asked;
}

const allowed = (call: string) => LATER_BY_DESIGN.some(({ path }) => path.test(call.split(' ')[1]!.split('?')[0]!));

for (const alias of [null, 'greenbank'] as const) {
  test.describe(`the first load asks nothing its HTML holds (${alias ?? 'default tenant'})`, onPhoneAliasOnly(alias), () => {
    for (const screen of SCREENS) {
      test(`${screen.title} as ${screen.login}`, async ({ page }) => {
        await signIn(page, alias, screen.login);
        const address = await screen.address(page, alias);
        // a fresh page, so nothing of an earlier page is still on its way
        await page.goto('about:blank');
        const asked = await firstLoadCalls(page, address, screen.shown);
        expect(asked.filter((call) => !allowed(call)), `asked again: ${asked.join(', ')}`).toEqual([]);
      });
    }
  });
}
