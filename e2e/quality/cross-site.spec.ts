import { expect, test } from '@playwright/test';
import { DEMO_USERS, signIn, tenantPath, waitForApp } from '../support/auth';
import { installMapStubs, recordCspViolations } from '../support/maps';
import { sandbox } from '../support/sandbox';
import { PAGE_NAMES, ROUTES } from '../../lib/domain/routes';
import { MAP_CSP_SOURCES } from '../../lib/maps/csp';
import { chooseUserMenuItem } from '../support/menu';

/**
 * Issue 19 §2 and §5 in a real browser against the production build: cross-site and top-level requests to
 * the BFF, the middleware that can no longer be skipped, methods, headers, the remembered tenant, and the
 * map hosts in the CSP of every signed-in page. Request-level: only the desktop project runs this file.
 */

const SESSION_COOKIE = '__Host-bo-session';
/** A terminal no one has: the test needs only to see whether the call reached the acquiring API at all. */
const CLOSE_DAY = '/api/terminal/close-day/424242';

async function reachedUpstream(fragment: string): Promise<boolean> {
  return (await sandbox.requests()).some((request) => request.url.includes(fragment));
}

test.describe('a link to a state-changing GET of the BFF', () => {
  test('from another site: 403, and the day is not closed', async ({ page, baseURL }) => {
    await signIn(page, null, DEMO_USERS.merchant);
    // A page of another site (served by the test) with a plain link: a top-level navigation carries the
    // SameSite=Lax session cookie.
    await page.route('http://evil.example/**', (route) =>
      route.fulfill({ contentType: 'text/html', body: `<!doctype html><a id="go" href="${baseURL}${CLOSE_DAY}">win a prize</a>` }),
    );
    await page.goto('http://evil.example/');
    const [response] = await Promise.all([page.waitForResponse((answer) => answer.url().endsWith(CLOSE_DAY)), page.click('#go')]);
    expect(response.status()).toBe(403);
    expect(await response.request().headerValue('cookie'), 'the browser did send the session cookie').toContain(SESSION_COOKIE);
    expect(await reachedUpstream('close-day/424242')).toBe(false);
  });

  test('typed in the address bar or from a bookmark: 403 as well', async ({ page }) => {
    await signIn(page, null, DEMO_USERS.merchant);
    const response = await page.goto(CLOSE_DAY);
    expect(response?.status()).toBe(403);
    expect(await reachedUpstream('close-day/424242')).toBe(false);
    // the session itself is fine: the page's own calls still work
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { level: 1, name: 'Дашборд' })).toBeVisible();
  });

  test('the logo still loads as an image, without the session, on every tenant', async ({ page }) => {
    for (const alias of [null, 'greenbank']) {
      await page.goto(tenantPath(alias, 'auth'));
      const logo = page.getByRole('img', { name: 'Логотип' });
      await expect(logo).toBeVisible();
      await expect.poll(() => logo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    }
  });
});

test.describe('the middleware cannot be skipped', () => {
  const pages = PAGE_NAMES.filter((page) => page !== 'index').map((page) => ROUTES[page].slice(1));
  for (const prefix of ['favicon.ico', 'robots.txt']) {
    test(`every page under /${prefix}/…, signed in: the not-found page with the CSP, never the page`, async ({ page, playwright, baseURL }) => {
      await signIn(page, null, DEMO_USERS.operator);
      const cookie = (await page.context().cookies()).find((item) => item.name === SESSION_COOKIE);
      expect(cookie).toBeDefined();
      const request = await playwright.request.newContext({ baseURL, extraHTTPHeaders: { cookie: `${SESSION_COOKIE}=${cookie?.value}` } });
      // the control: the cookie opens the dashboard
      expect(await (await request.get('/dashboard', { maxRedirects: 0 })).text()).toContain('user-menu');
      for (const path of pages.map((name) => `/${prefix}/${name}`)) {
        const response = await request.get(path, { maxRedirects: 0, failOnStatusCode: false, headers: { 'x-nonce': 'client-nonce', 'x-bo-alias': 'greenbank', 'x-bo-page': 'dashboard' } });
        const body = await response.text();
        expect(response.status(), path).toBe(404);
        expect(response.headers()['content-security-policy'], path).toMatch(/script-src 'self' 'nonce-(?!client-nonce)[^']+'/);
        expect(body, path).not.toContain('user-menu');
        expect(body, path).not.toContain('client-nonce');
      }
      await request.dispose();
    });
  }
});

test.describe('files the app does not have', () => {
  // /favicon.ico and /robots.txt (no such files): the middleware's bare 404 with a policy that allows nothing.
  for (const path of ['/favicon.ico', '/robots.txt']) {
    test(`${path}, signed in: not-found, not a page of the app`, async ({ page }) => {
      await signIn(page, null, DEMO_USERS.operator);
      const response = await page.request.get(path, { maxRedirects: 0, failOnStatusCode: false });
      expect(response.status()).toBe(404);
      expect(await response.text()).not.toContain('user-menu');
      expect(response.headers()['content-security-policy']).toContain("default-src 'none'");
    });
  }
});

test.describe('methods and headers', () => {
  test('redirects are relative: the browser stays on the host it is on, whatever Host or X-Forwarded-* say', async ({ playwright, baseURL }) => {
    const port = new URL(baseURL ?? '').port;
    const request = await playwright.request.newContext();
    for (const headers of [{}, { 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https' }] as Record<string, string>[]) {
      for (const path of ['/dashboard', '/greenbank/organisation']) {
        const response = await request.get(`http://127.0.0.1:${port}${path}`, { headers, maxRedirects: 0 });
        expect(response.status(), path).toBe(307);
        expect(response.headers()['location'], path).toMatch(/^\/(greenbank\/)?auth$/);
      }
    }
    await request.dispose();
  });

  test('TRACE, POST, OPTIONS and PROPFIND on a page, TRACE and PROPFIND on the BFF: 405 with the security headers', async ({ request }) => {
    const cases = [
      ...['TRACE', 'POST', 'OPTIONS', 'PROPFIND'].flatMap((method) => ['/dashboard', '/auth', '/greenbank/auth'].map((path) => [method, path] as const)),
      ...['TRACE', 'PROPFIND'].flatMap((method) => ['/api/currency/list', '/api/session/auth'].map((path) => [method, path] as const)),
    ];
    for (const [method, path] of cases) {
      const response = await request.fetch(path, { method, maxRedirects: 0, failOnStatusCode: false });
      const label = `${method} ${path}`;
      expect(response.status(), label).toBe(405);
      expect(response.headers()['allow'], label).toMatch(/^GET, HEAD/);
      expect(response.headers()['content-security-policy'], label).toContain("default-src 'none'");
      expect(response.headers()['strict-transport-security'], label).toMatch(/max-age=\d+/);
      expect(response.headers()['permissions-policy'], label).toContain('camera=()');
    }
  });

  test('BFF answers and static files carry Permissions-Policy and Cross-Origin-Opener-Policy; session answers are private, no-store', async ({ page }) => {
    const scripts: string[] = [];
    page.on('response', (response) => {
      if (new URL(response.url()).pathname.startsWith('/_next/static/')) scripts.push(response.url());
    });
    await signIn(page, null, DEMO_USERS.merchant);
    const answers = [
      await page.request.get('/api/currency/list', { headers: { 'x-bo-request': '1' } }),
      await page.request.get('/api/currency/list'),
      await page.request.get('/api/image/logo/logo.png'),
      await page.request.get(scripts[0] ?? '/_next/static/missing.js', { failOnStatusCode: false }),
    ];
    expect(scripts.length).toBeGreaterThan(0);
    for (const answer of answers) {
      const label = `${answer.status()} ${answer.url()}`;
      expect(answer.headers()['permissions-policy'], label).toContain('camera=()');
      expect(answer.headers()['cross-origin-opener-policy'], label).toBe('same-origin');
      expect(answer.headers()['x-content-type-options'], label).toBe('nosniff');
    }
    expect(answers[0]?.status()).toBe(200);
    expect(answers[0]?.headers()['cache-control']).toBe('private, no-store');
    expect(answers[1]?.status()).toBe(403);
  });
});

test.describe('"The tenant switch sticks"', () => {
  test('a visit to /greenbank/… does not lead /auth and /dashboard there; a sign-in does, and it stays after logout', async ({ page }) => {
    await page.goto('/greenbank/auth');
    await page.goto('/greenbank/privacyPolicy');
    await page.goto('/auth');
    await expect(page).toHaveURL(/\/auth$/);
    expect(new URL(page.url()).pathname).toBe('/auth');
    await page.goto('/dashboard');
    expect(new URL(page.url()).pathname).toBe('/auth');
    expect((await page.context().cookies()).map((cookie) => cookie.name)).not.toContain('fi-alias');

    await signIn(page, 'greenbank', DEMO_USERS.merchant);
    // remembered for good (a year), not for this browser session only
    const remembered = (await page.context().cookies()).find((cookie) => cookie.name === 'fi-alias');
    expect(remembered?.value).toBe('greenbank');
    expect(remembered?.expires ?? 0).toBeGreaterThan(Date.now() / 1000 + 300 * 24 * 3600);
    await chooseUserMenuItem(page, 'Выйти');
    await expect(page).toHaveURL(/\/greenbank\/auth$/);
    // spec §4: the alias is kept after logout
    await page.goto('/auth');
    await expect(page).toHaveURL(/\/greenbank\/auth$/);
  });
});

test.describe('"Maps blocked after in-app navigation"', () => {
  test('landing on /reconciliation or /organisation, then the dashboard map in-app: tiles load, nothing blocked', async ({ page }) => {
    const requests = await installMapStubs(page);
    const cspViolations = await recordCspViolations(page);
    await signIn(page, null, DEMO_USERS.holding);
    for (const landing of ['reconciliation', 'organisation']) {
      const response = await page.goto(`/${landing}`);
      for (const host of MAP_CSP_SOURCES.osm.img) expect(response?.headers()['content-security-policy'], landing).toContain(host);
      await waitForApp(page);
      requests.tiles.length = 0;
      await page.getByRole('link', { name: 'Операции' }).first().click();
      await expect(page).toHaveURL(/\/dashboard$/);
      const map = page.getByTestId('map-summary').getByTestId('operations-map');
      await map.scrollIntoViewIfNeeded();
      await expect(map.getByTestId('map-canvas')).toHaveAttribute('data-state', 'ready', { timeout: 30_000 });
      await expect.poll(() => requests.tiles.length, landing).toBeGreaterThan(0);
      expect(await cspViolations(), landing).toEqual([]);
    }
  });
});
