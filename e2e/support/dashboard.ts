import { expect, type Page } from '@playwright/test';

/**
 * The dashboard's chart and map load when they come into view (below the fold on a phone): scroll to
 * each, and wait until the chart is drawn and the map's counts are in.
 */
export async function revealChartAndMap(page: Page): Promise<void> {
  const chart = page.getByTestId('period-chart');
  await chart.scrollIntoViewIfNeeded();
  await expect(chart.locator('canvas')).toBeVisible({ timeout: 30_000 });
  await page.getByTestId('map-summary').scrollIntoViewIfNeeded();
  await expect(page.getByTestId('map-located-count')).toBeVisible({ timeout: 30_000 });
}
