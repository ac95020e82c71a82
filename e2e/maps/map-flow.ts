import { expect, type Locator, type Page } from '@playwright/test';

/** The markers of whichever provider: Leaflet's HTML markers or a stand-in's buttons. */
export function markers(page: Page, provider: 'osm' | 'google' | 'yandex', kind: 'cluster' | 'point'): Locator {
  const map = page.getByTestId('on-map').getByTestId('map-canvas');
  if (provider === 'osm') return map.locator(kind === 'cluster' ? '.bo-map-cluster' : '.bo-map-point');
  return map.locator(`[data-stub-marker="${kind}"]`);
}

/**
 * The map's figures (operations with a location and without) once the screen is drawn for the address it is at:
 * after a filter change the address is set first and the figures a render later; `data-search` names the address
 * the screen is drawn for, as on the list (e2e/operations/support.ts `listCount`).
 */
export async function mapFigures(page: Page): Promise<{ located: number; without: number }> {
  const map = page.getByTestId('on-map');
  await expect
    .poll(async () => (await map.getAttribute('data-search')) === new URL(page.url()).searchParams.toString(), { timeout: 30_000 })
    .toBe(true);
  await expect(map).toHaveAttribute('data-loading', 'false', { timeout: 30_000 });
  const figure = async (testId: string) => Number(await page.getByTestId(testId).getAttribute('data-count'));
  return { located: await figure('map-count'), without: await figure('map-without') };
}

/**
 * On /onMap: waits for the clustered points, zooms into clusters until single operations show,
 * clicks one and checks that exactly that operation's details open. Returns its id.
 */
export async function zoomInAndOpenAPoint(page: Page, provider: 'osm' | 'google' | 'yandex'): Promise<number> {
  const canvas = page.getByTestId('on-map').getByTestId('map-canvas');
  await expect(canvas).toHaveAttribute('data-state', 'ready', { timeout: 30_000 });
  const count = Number(await page.getByTestId('map-count').getAttribute('data-count'));
  expect(count).toBeGreaterThan(0);
  const points = markers(page, provider, 'point');
  const clusters = markers(page, provider, 'cluster');
  await expect(points.or(clusters).first()).toBeVisible();

  for (let step = 0; step < 12 && (await points.count()) === 0; step += 1) {
    const before = `${await canvas.getAttribute('data-clusters')}/${await canvas.getAttribute('data-points')}/${await clusters.first().getAttribute('title')}`;
    await clusters.first().click();
    await expect
      .poll(async () => `${await canvas.getAttribute('data-clusters')}/${await canvas.getAttribute('data-points')}/${await clusters.first().getAttribute('title').catch(() => '')}`)
      .not.toBe(before);
  }
  await expect(points.first()).toBeAttached();
  const title = (await points.first().getAttribute('title')) ?? '';
  const id = Number(/(\d+)\s*$/.exec(title)?.[1]);
  expect(id).toBeGreaterThan(0);
  const receipt = page.waitForResponse((response) => response.url().includes(`api/transaction/receipt?id=${id}`) && response.ok());
  await points.first().click();
  await receipt;
  await expect(page).toHaveURL(new RegExp(`[?&]trx=${id}(&|$)`));
  await expect(page.getByTestId('transaction-details').getByTestId('transaction-receipt')).toBeVisible();
  return id;
}
