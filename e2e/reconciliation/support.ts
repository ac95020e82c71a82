import { expect, type Page } from '@playwright/test';

/** The ids of the rows the page shows (table on desktop, cards on phones). */
export async function shownIds(page: Page): Promise<number[]> {
  const rows = page.locator('[data-reconciliation-id]:visible');
  return (await rows.evaluateAll((elements) => elements.map((element) => Number(element.getAttribute('data-reconciliation-id')))));
}

export async function expectCount(page: Page, count: number): Promise<void> {
  await expect(page.getByTestId('reconciliation-count')).toHaveText(`Найдено сверок: ${count}`, { timeout: 30_000 });
}

/**
 * A fixed start for the date filter: what the page and the sandbox are asked for is then the same. `date` and
 * `time` as a Russian user types them into the form (31.12.2025, 14:05).
 */
export function fixedFrom(daysAgo: number): { iso: string; date: string; time: string } {
  // Whole Moscow minutes, as the form's fields give them.
  const moscow = new Date(Date.now() - daysAgo * 86_400_000 + 3 * 3_600_000);
  moscow.setUTCSeconds(0, 0);
  const [day, time] = moscow.toISOString().slice(0, 16).split('T') as [string, string];
  const [year, month, date] = day.split('-');
  return { iso: new Date(moscow.getTime() - 3 * 3_600_000).toISOString(), date: `${date}.${month}.${year}`, time };
}
