import { expect, test } from '@playwright/test';
import { DEMO_USERS, signIn, signInAt, tenantPath, waitForApp } from '../support/auth';
import { installMapStubs, recordCspViolations } from '../support/maps';
import { mapFigures, markers, zoomInAndOpenAPoint } from './map-flow';
import { listCount } from '../operations/support';
import { DESKTOP_ONLY, onPhoneAliasOnly } from '../support/widths';

/** The default tenant draws OpenStreetMap through Leaflet, greenbank Yandex (sandbox/tenants.ts). */
const TENANTS = [
  { alias: null, provider: 'osm' },
  { alias: 'greenbank', provider: 'yandex' },
] as const;

for (const { alias, provider } of TENANTS) {
  test.describe(`maps on ${alias ?? 'the default tenant'} (${provider})`, onPhoneAliasOnly(alias), () => {
    test('the map page clusters the operations of the filter; a cluster zooms in; a point opens that operation', async ({ page }) => {
      const requests = await installMapStubs(page);
      const cspViolations = await recordCspViolations(page);
      await signInAt(page, alias, DEMO_USERS.holding, tenantPath(alias, 'onMap'));
      await expect(page.getByRole('heading', { level: 1, name: 'Операции на карте' })).toBeVisible();
      await expect(page.getByTestId('operations-map')).toHaveAttribute('data-provider', provider);
      await zoomInAndOpenAPoint(page, provider);
      await expect(page.getByTestId('map-without')).toHaveAttribute('data-count', /^\d+$/);

      if (provider === 'osm') {
        expect(requests.tiles.length).toBeGreaterThan(0);
        expect(requests.tiles.every((url) => /^https:\/\/tile\.openstreetmap\.org\/\d+\/\d+\/\d+\.png$/.test(url))).toBe(true);
        expect(requests.yandex).toEqual([]);
      } else {
        // Once per page load that shows a map (the map page; the dashboard map loads when scrolled to).
        expect(requests.yandex.length).toBeGreaterThan(0);
        for (const url of requests.yandex) {
          const script = new URL(url);
          expect(script.pathname).toBe('/2.1/');
          expect(script.searchParams.get('apikey')).toBe('sandbox-yandex-key-0000');
          expect(script.searchParams.get('lang')).toBe('ru_RU');
        }
        expect(requests.tiles).toEqual([]);
      }
      expect(requests.google).toEqual([]);
      // The page's CSP allows exactly what this provider needs.
      expect(await cspViolations()).toEqual([]);
    });

    test('the dashboard map and the receipt map use the same component', async ({ page }) => {
      await installMapStubs(page);
      await signIn(page, alias, DEMO_USERS.holding);
      const dashboardMap = page.getByTestId('map-summary').getByTestId('operations-map');
      await dashboardMap.scrollIntoViewIfNeeded();
      await expect(dashboardMap).toHaveAttribute('data-provider', provider);
      await expect(dashboardMap.getByTestId('map-canvas')).toHaveAttribute('data-state', 'ready', { timeout: 30_000 });
      const located = Number((await page.getByTestId('map-located-count').textContent())?.replace(/\D/g, ''));
      if (located > 0) {
        const canvas = dashboardMap.getByTestId('map-canvas');
        const shown = Number(await canvas.getAttribute('data-clusters')) + Number(await canvas.getAttribute('data-points'));
        expect(shown).toBeGreaterThan(0);
      }

      // A located operation's receipt shows it on the same map, one still point.
      await page.goto(`${tenantPath(alias, 'list')}?located=1`);
      // a click before hydration reaches no handler
      await waitForApp(page);
      await page.getByRole('button', { name: /^Подробнее об операции/ }).first().or(page.getByTestId('transaction-card').first().getByRole('button').last()).first().click();
      const receiptMap = page.getByTestId('transaction-details').getByTestId('operations-map');
      await expect(receiptMap).toHaveAttribute('data-provider', provider);
      // Like every map, it loads once it is in view (the receipt scrolls inside its drawer).
      await receiptMap.scrollIntoViewIfNeeded();
      await expect(receiptMap.getByTestId('map-canvas')).toHaveAttribute('data-points', '1', { timeout: 30_000 });
      await expect(page.getByTestId('receipt-location')).toContainText('Координаты');
    });
  });
}

// sets its own widths
test.describe('the narrow-screen warning', { tag: DESKTOP_ONLY }, () => {
  test('appears at 650 px and not at 651 px', async ({ page }) => {
    await installMapStubs(page);
    await signIn(page, null, DEMO_USERS.merchant);
    await page.setViewportSize({ width: 651, height: 800 });
    await page.goto(tenantPath(null, 'onMap'));
    const warning = page.getByText('Отображаются только операции с известным местоположением');
    await expect(page.getByTestId('on-map')).toBeVisible();
    await expect(warning).toBeHidden();
    await page.setViewportSize({ width: 650, height: 800 });
    await expect(warning).toBeVisible();
    await page.setViewportSize({ width: 651, height: 800 });
    await expect(warning).toBeHidden();
  });
});

// the URL codec, the same at any width
test('the map follows the filter in a shareable URL', { tag: DESKTOP_ONLY }, async ({ page }) => {
  await installMapStubs(page);
  await signInAt(page, null, DEMO_USERS.holding, tenantPath(null, 'onMap'));
  const all = (await mapFigures(page)).located;
  // Only declined operations: fewer points, and the URL carries the filter.
  await page.getByTestId('filters-toggle').click();
  await page.getByTestId('filter-statuses').getByText('Неуспешно').click();
  await page.getByTestId('filter-apply').click();
  await expect(page).toHaveURL(/status=unsuccessful/);
  const filtered = (await mapFigures(page)).located;
  expect(filtered).toBeLessThan(all);
  await page.reload();
  expect((await mapFigures(page)).located).toBe(filtered);
  await expect(markers(page, 'osm', 'cluster').or(markers(page, 'osm', 'point')).first()).toBeVisible();
});

test('«Без местоположения: N» opens the list of exactly those N operations', async ({ page }) => {
  await installMapStubs(page);
  await signInAt(page, null, DEMO_USERS.merchant, tenantPath(null, 'onMap'));
  await waitForApp(page);
  const without = page.getByTestId('map-without');
  await expect(without).toHaveAttribute('data-count', /^\d+$/, { timeout: 30_000 });
  const figure = Number(await without.getAttribute('data-count'));
  await page.goto((await without.getAttribute('href')) ?? '');
  await expect(page).toHaveURL(/\/list\?(.*&)?located=0(&|$)/);
  expect(await listCount(page)).toBe(figure);
  // the filter says so, and can be lifted
  await page.getByTestId('filters-toggle').click();
  await expect(page.getByRole('checkbox', { name: 'Только операции без местоположения' })).toBeChecked();
});
