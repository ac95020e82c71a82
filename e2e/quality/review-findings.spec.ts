import { expect, test, type APIResponse } from '@playwright/test';
import { DEMO_PASSWORD, DEMO_USERS, signIn, tenantPath } from '../support/auth';
import { bffCall, SESSION_COOKIE } from '../support/bff-client';
import { installMapStubs } from '../support/maps';
import { sandbox } from '../support/sandbox';
import { DESKTOP_ONLY } from '../support/widths';

/**
 * Issue 35 §6, the security review's findings, as a browser and a client see them on the production build: a CSP on
 * every HTML answer, the map's relaxations only on the documents that render one, the logo's tenant from its URL,
 * the grant an operator cannot give itself, users' secrets kept from the browser, 413 for a body too large.
 * (The CSV cells, one deadline per call, Redis before the code and the audit trail: jest, __tests__/quality and
 * __tests__/lib/domain; Redis down with real instances: e2e/isolated/quality-two-instances.spec.ts.)
 */

const isHtml = (response: APIResponse) => (response.headers()['content-type'] ?? '').startsWith('text/html');

/** A policy that guards a document: scripts by nonce or same origin only (or none at all), and no framing. */
function expectGuardingPolicy(path: string, csp: string | undefined) {
  expect(csp, `${path}: a Content-Security-Policy`).toBeTruthy();
  expect(csp, path).toContain("frame-ancestors 'none'");
  expect(csp, path).toMatch(/default-src 'none'|script-src 'self'( 'nonce-[^']+' 'strict-dynamic')?( |;|$)/);
  expect(csp, path).not.toMatch(/script-src [^;]*'unsafe-inline'/);
}

test.describe('issue 35 §6, the review’s findings', { tag: DESKTOP_ONLY }, () => {
  test('every HTML answer carries a CSP, the not-found ones for files and static chunks included', async ({ request, playwright, baseURL, page }) => {
    const paths = [
      '/', '/auth', '/greenbank/auth', '/forgotPass', '/privacyPolicy', '/error', '/404', '/pageNotFound', '/no-such-page', '/greenbank/no-such-page',
      '/unknown-bank/auth', '/favicon.ico', '/robots.txt', '/favicon.ico/dashboard', '/apple-touch-icon.png', '/sitemap.xml',
      '/_next/static/chunks/no-such-chunk.js', '/_next/static/css/no-such.css', '/_next/static/', '/_next/no-such', '/_next/image?url=%2Fnope.png&w=64&q=75',
      '/api/no-such', '/dashboard',
    ];
    let pages = 0;
    for (const path of paths) {
      const response = await request.get(path, { maxRedirects: 0, failOnStatusCode: false });
      if (!isHtml(response)) continue;
      pages += 1;
      expectGuardingPolicy(path, response.headers()['content-security-policy']);
    }
    // a POST to a page, and the signed-in pages
    const refused = await request.post('/dashboard', { maxRedirects: 0, failOnStatusCode: false });
    expectGuardingPolicy('POST /dashboard', refused.headers()['content-security-policy']);
    await signIn(page, null, DEMO_USERS.operator);
    const cookie = (await page.context().cookies()).find((item) => item.name === SESSION_COOKIE);
    const signedIn = await playwright.request.newContext({ baseURL, extraHTTPHeaders: { cookie: `${SESSION_COOKIE}=${cookie?.value}` } });
    for (const path of ['/dashboard', '/organisation', '/window', '/no-such-page', '/favicon.ico', '/_next/static/chunks/no-such-chunk.js']) {
      const response = await signedIn.get(path, { maxRedirects: 0, failOnStatusCode: false });
      if (!isHtml(response)) continue;
      pages += 1;
      expectGuardingPolicy(`signed in ${path}`, response.headers()['content-security-policy']);
    }
    await signedIn.dispose();
    expect(pages).toBeGreaterThan(20);
  });

  test('Yandex’s relaxations come only with the documents that render a map, and in-app navigation to one loads it whole', async ({ page }) => {
    await installMapStubs(page);
    await signIn(page, 'greenbank', DEMO_USERS.holding);
    const documents: { path: string; csp: string }[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'document') documents.push({ path: new URL(response.url()).pathname, csp: response.headers()['content-security-policy'] ?? '' });
    });
    await page.goto(tenantPath('greenbank', 'organisation'));
    const organisation = documents.at(-1);
    expect(organisation?.path).toBe('/greenbank/organisation');
    expect(organisation?.csp).not.toMatch(/yandex|unsafe-eval/);
    expect(organisation?.csp).toMatch(/style-src 'self' 'nonce-[^']+';/);

    // the header's Операции tab: an in-app link, but the dashboard arrives as a document with the map's policy
    await page.getByRole('link', { name: 'Операции', exact: true }).first().click();
    await expect(page).toHaveURL(/\/greenbank\/dashboard$/);
    await expect.poll(() => documents.at(-1)?.path).toBe('/greenbank/dashboard');
    const dashboard = documents.at(-1);
    expect(dashboard?.csp).toContain('https://api-maps.yandex.ru');
    expect(dashboard?.csp).toContain("'unsafe-eval'");
    expect(dashboard?.csp).not.toMatch(/style-src [^;]*'unsafe-inline'/);
    const map = page.getByTestId('map-summary').getByTestId('operations-map');
    await map.scrollIntoViewIfNeeded();
    await expect(map.getByTestId('map-canvas')).toHaveAttribute('data-state', 'ready', { timeout: 30_000 });
  });

  test('the logo’s tenant comes from its URL alone: a header cannot put one bank’s logo under another’s URL', async ({ request }) => {
    const body = async (path: string, headers: Record<string, string> = {}) => (await request.get(path, { headers })).body();
    const plain = await body('/api/image/logo/logo.png');
    const green = await body('/api/image/logo/logo.png?alias=greenbank');
    expect(green.equals(plain)).toBe(false);
    expect((await body('/api/image/logo/logo.png', { 'x-tenant-alias': 'greenbank' })).equals(plain)).toBe(true);
  });

  test('operator-nowindow cannot give itself the storefront (the review’s reproduction)', async ({ baseURL }) => {
    const base = baseURL ?? '';
    const signedIn = await bffCall(base, 'api/session/auth', { method: 'POST', json: { login: 'operator-nowindow@demo.test', password: DEMO_PASSWORD } });
    const seal = signedIn.seal as string;
    const outlet = (await bffCall(base, 'api/organization/merchant', { seal })).body.result as { id: number };
    const grant = await bffCall(base, 'api/merchant/grant', { method: 'POST', seal, json: { merchantId: outlet.id, grantId: 10, value: '1' } });
    expect(grant.status).toBe(403);
    const again = await bffCall(base, 'api/session/auth', { method: 'POST', json: { login: 'operator-nowindow@demo.test', password: DEMO_PASSWORD } });
    expect((await bffCall(base, 'api/window/product/list?limit=10000', { seal: again.seal })).status).toBe(400);
  });

  test('an operator’s user list and organisation page carry no password and no API secret', async ({ baseURL, page }) => {
    const base = baseURL ?? '';
    // the API secrets the host keeps for these users (the sandbox sends them in clear)
    const direct = { 'request-source': 'frontend', 'content-type': 'application/json' };
    const auth = (await (await fetch(`${sandbox.url}/api/session/auth`, { method: 'POST', headers: direct, body: JSON.stringify({ login: DEMO_USERS.operator, password: DEMO_PASSWORD }) })).json()) as { result: { token: string } };
    const hostList = (await (await fetch(`${sandbox.url}/api/user/list?limit=9999`, { headers: { ...direct, authorization: `Bearer ${auth.result.token}` } })).json()) as { result: { apiSecret: string }[] };
    const secrets = hostList.result.map((user) => user.apiSecret).filter(Boolean);
    expect(secrets.length).toBeGreaterThan(0);
    const { seal } = await bffCall(base, 'api/session/auth', { method: 'POST', json: { login: DEMO_USERS.operator, password: DEMO_PASSWORD } });
    const list = await bffCall(base, 'api/user/list?status.in=0,1,6&limit=9999&offset=0', { seal });
    const users = list.body.result as Record<string, unknown>[];
    expect(users.length).toBeGreaterThan(0);
    for (const user of users) {
      expect(user.apiSecret).toBe('');
      for (const field of ['pinPwd', 'refundPwd', 'reversalPwd']) expect(['', '****']).toContain(user[field]);
    }
    await signIn(page, null, DEMO_USERS.operator);
    const html = await (await page.request.get('/organisation')).text();
    expect(html).toContain('operators');
    for (const secret of secrets) expect([secret, html.includes(secret), JSON.stringify(users).includes(secret)]).toEqual([secret, false, false]);
  });

  test('a login body too large answers 413, saying so in the reader’s language', async ({ request }) => {
    const data = { login: DEMO_USERS.operator, password: 'x'.repeat(64 * 1024) };
    const headers = { 'x-bo-request': '1', 'content-type': 'application/json' };
    for (const [language, message] of [['ru', 'Запрос слишком большой'], ['en', 'The request is too large']]) {
      const response = await request.post('/api/session/auth', { data, headers: { ...headers, cookie: `language=${language}` }, failOnStatusCode: false });
      expect([response.status(), (await response.json()).message]).toEqual([413, message]);
    }
  });
});
