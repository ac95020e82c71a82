import { expect, type Page } from '@playwright/test';

/**
 * The list's count once loaded for the address the page is at: the address changes the moment a filter is
 * applied, the screen a render later (`data-search` is the query the screen is drawn for).
 */
export async function listCount(page: Page): Promise<number> {
  const count = page.getByTestId('list-count');
  const list = page.getByTestId('operations-list');
  await expect
    .poll(async () => (await list.getAttribute('data-search')) === new URL(page.url()).searchParams.toString(), { timeout: 30_000 })
    .toBe(true);
  await expect(list).toHaveAttribute('data-loading', 'false', { timeout: 30_000 });
  await expect(count).toHaveAttribute('data-count', /\d+/, { timeout: 30_000 });
  return Number(await count.getAttribute('data-count'));
}

/** Rows (desktop table) or cards (phone) of the list, whichever is shown. */
export function visibleRows(page: Page) {
  return page.locator('[data-testid="transaction-row"]:visible, [data-testid="transaction-card"]:visible');
}

export function isPhone(page: Page): boolean {
  return (page.viewportSize()?.width ?? 1280) < 961;
}

/** The list URL's API-relevant query, taken from the page's own URL: from, to, currency… (see lib/operations/list-state.ts). */
export function urlParams(page: Page): URLSearchParams {
  return new URL(page.url()).searchParams;
}

/**
 * The last 30 days up to the last whole minute, fixed once: the list's address (`period`) and the same conditions
 * for the sandbox (`apiPeriod`, in roubles), so the screen and the sandbox count exactly the same operations.
 */
export function fixedPeriod(): { from: string; to: string; period: string; apiPeriod: string } {
  const to = new Date(Math.floor(Date.now() / 60_000) * 60_000 - 60_000).toISOString();
  const from = new Date(Date.parse(to) - 30 * 86_400_000).toISOString();
  return {
    from,
    to,
    period: `from=${encodeURIComponent(from)}&to=${encodeURIComponent(to)}`,
    apiPeriod: `serverDateTime.ge=${encodeURIComponent(from)}&serverDateTime.le=${encodeURIComponent(to)}&currencyId.eq=643`,
  };
}

/** A date and time as the Russian screens write it (issue 34 §2): «02.12.2026 21:13:50». */
export const RU_DATE_TIME = /\d{2}\.\d{2}\.\d{4} \d{2}:\d{2}:\d{2}/;

/** The Russian screen's «02.12.2026 21:13:50» as 'YYYY-MM-DD HH:mm:ss', to compare with a spreadsheet's date or an instant. */
export function ruDateTimeAsIso(shown: string): string {
  return shown.replace(/^(\d{2})\.(\d{2})\.(\d{4}) /, '$3-$2-$1 ');
}
