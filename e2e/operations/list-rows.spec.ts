import { expect, test, type Page } from '@playwright/test';
import { DEMO_USERS, signIn, tenantPath, waitForApp } from '../support/auth';
import { onPhoneAliasOnly } from '../support/widths';
import { fixedPeriod, listCount, visibleRows } from './support';

// Issue 34 §3 and §4: what the Chakra rebuild lost of the list's rows, and the payment method it never had.

test.describe.configure({ timeout: 240_000 });

/** A fixed period, so the list and the sandbox answer for exactly the same operations. */
const { period } = fixedPeriod();

/** The list at `url`, hydrated (up to 30 s on a busy machine: a page of 100 rows), with its count loaded. */
async function openList(page: Page, url: string): Promise<number> {
  await page.goto(url);
  await waitForApp(page);
  return listCount(page);
}

const searchParam = (page: Page, name: string) => new URL(page.url()).searchParams.get(name);
const sectionLink = (page: Page, name: string) => page.getByRole('navigation', { name: 'Разделы операций' }).getByRole('link', { name, exact: true });
const shownIds = (page: Page) => visibleRows(page).evaluateAll((rows) => rows.map((row) => Number(row.getAttribute('data-id'))));

for (const alias of [null, 'greenbank'] as const) {
  test.describe(`the list's rows (${alias ?? 'default'})`, onPhoneAliasOnly(alias), () => {
    test('page 3, the map and back: the list starts at its first page (spec §2); back and forward keep the pages', async ({ page }) => {
      await signIn(page, alias, DEMO_USERS.merchant);
      const count = await openList(page, `${tenantPath(alias, 'list')}?${period}&offset=40`);
      const pages = Math.ceil(count / 20);
      await expect(page.getByTestId('list-page')).toHaveText(`Страница 3 из ${pages}`);
      const third = await shownIds(page);

      await sectionLink(page, 'Операции на карте').click();
      await expect(page).toHaveURL(new RegExp(`${tenantPath(alias, 'onMap')}\\?`));
      await expect(page.getByTestId('on-map')).toBeVisible();
      // the map has no pages: its address carries the filter, not the list's offset
      expect(searchParam(page, 'offset')).toBeNull();
      expect(searchParam(page, 'from')).not.toBeNull();

      await sectionLink(page, 'Список операций').click();
      await expect(page).toHaveURL(new RegExp(`${tenantPath(alias, 'list')}\\?`));
      expect(await listCount(page)).toBe(count);
      expect(searchParam(page, 'offset')).toBeNull();
      await expect(page.getByTestId('list-page')).toHaveText(`Страница 1 из ${pages}`);
      const first = await shownIds(page);
      expect(first).not.toEqual(third);

      // paging within the list, then back and forward
      await page.getByRole('button', { name: /Следующая страница/ }).click();
      await expect.poll(() => searchParam(page, 'offset')).toBe('20');
      await listCount(page);
      await page.goBack();
      await expect.poll(() => searchParam(page, 'offset')).toBeNull();
      await listCount(page);
      expect(await shownIds(page)).toEqual(first);
      // back over the map to page 3, as the reader left it
      await page.goBack();
      await expect(page.getByTestId('on-map')).toBeVisible();
      await page.goBack();
      await expect.poll(() => searchParam(page, 'offset')).toBe('40');
      await listCount(page);
      await expect(page.getByTestId('list-page')).toHaveText(`Страница 3 из ${pages}`);
      expect(await shownIds(page)).toEqual(third);
      await page.goForward();
      await expect(page.getByTestId('on-map')).toBeVisible();
      expect(searchParam(page, 'offset')).toBeNull();
    });
  });
}
