import type { Page, Request } from '@playwright/test';

const isApiCall = (request: Request) => new URL(request.url()).pathname.includes('/api/');

/**
 * Follows the page's calls to the BFF from now on. `quiet()` resolves once none is in flight and none has
 * started for `ms`. Unlike Playwright's "networkidle", script chunks, prefetches and stand-in map tiles do not
 * count: on a loaded CI machine those kept a page from ever reporting idle.
 */
export function followApiCalls(page: Page): { quiet: (ms?: number) => Promise<void> } {
  const inFlight = new Set<Request>();
  let lastChange = Date.now();
  const settle = (request: Request) => {
    if (inFlight.delete(request)) lastChange = Date.now();
  };
  page.on('request', (request) => {
    if (!isApiCall(request)) return;
    inFlight.add(request);
    lastChange = Date.now();
  });
  page.on('requestfinished', settle);
  page.on('requestfailed', settle);
  return {
    async quiet(ms = 500) {
      const deadline = Date.now() + 30_000;
      while (inFlight.size > 0 || Date.now() - lastChange < ms) {
        if (Date.now() > deadline) throw new Error(`BFF calls still in flight: ${[...inFlight].map((r) => r.url()).join(', ')}`);
        await page.waitForTimeout(100);
      }
    },
  };
}
