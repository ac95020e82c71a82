import { expect, test } from '@playwright/test';
import { DEMO_USERS, signIn, tenantPath } from './support/auth';
import { sandbox } from './support/sandbox';

const SESSION_COOKIE = '__Host-bo-session';

test.describe('session and token hygiene', () => {
  test('the session cookie is HttpOnly, Secure, SameSite=Lax, and no token reaches the browser', async ({ page, context }) => {
    const seen: string[] = [];
    page.on('response', async (response) => {
      // A response still arriving when the test ends has nothing left to read: skip it, not fail on it.
      const headers = await response.allHeaders().then(JSON.stringify, () => '');
      const body = await response.text().catch(() => '');
      seen.push(headers, body);
    });
    await signIn(page, null, DEMO_USERS.merchant);
    for (const target of ['organisation', 'list', 'reconciliation', 'dashboard']) await page.goto(target);

    const cookie = (await context.cookies()).find((c) => c.name === SESSION_COOKIE);
    expect(cookie, 'session cookie').toBeDefined();
    expect(cookie).toMatchObject({ httpOnly: true, secure: true, sameSite: 'Lax', path: '/' });
    expect(await page.evaluate(() => document.cookie)).not.toContain('bo-session');

    const tokens = await sandbox.bearerTokens();
    expect(tokens.size).toBeGreaterThan(0);
    const storage = await page.evaluate(() => JSON.stringify({ ...localStorage, ...sessionStorage }));
    const html = await page.content();
    for (const token of tokens) {
      expect(storage).not.toContain(token);
      expect(html).not.toContain(token);
      for (const text of seen) expect(text).not.toContain(token);
    }
  });

  test("the browser's Cookie header never reaches the acquiring API", async ({ page }) => {
    await sandbox.clearRequests().catch(() => null);
    await signIn(page, null, DEMO_USERS.operator);
    await page.goto('/organisation');
    const requests = await sandbox.requests();
    expect(requests.length).toBeGreaterThan(0);
    for (const request of requests) {
      expect(request.headers.cookie, `${request.method} ${request.url}`).toBeUndefined();
      expect(request.headers['request-source']).toBe('frontend');
    }
  });
});

test.describe('the BFF refuses forgery and stray paths', () => {
  test('a cross-origin or header-less POST is refused', async ({ request }) => {
    const body = { login: DEMO_USERS.merchant, password: 'demo' };
    const foreign = await request.post('/api/session/auth', { data: body, headers: { origin: 'https://evil.example', 'x-bo-request': '1' } });
    expect(foreign.status()).toBe(403);
    const nullOrigin = await request.post('/api/session/auth', { data: body, headers: { origin: 'null', 'x-bo-request': '1' } });
    expect(nullOrigin.status()).toBe(403);
    const crossSite = await request.post('/api/session/auth', { data: body, headers: { 'sec-fetch-site': 'cross-site', 'x-bo-request': '1' } });
    expect(crossSite.status()).toBe(403);
    const noHeader = await request.post('/api/session/auth', { data: body });
    expect(noHeader.status()).toBe(403);
  });

  test('paths outside the allowlist never reach the upstream', async ({ request }) => {
    await sandbox.clearRequests().catch(() => null);
    for (const path of ['/api/secret', '/api/session/../info', '/api/%2e%2e/info', '/api/transaction/list/..%2f..%2finfo', '/api/image/logo/..%5Cinfo', '/api//info']) {
      const response = await request.get(path, { maxRedirects: 0 });
      expect(response.status(), path).toBeGreaterThanOrEqual(300);
      expect(response.status(), path).not.toBe(200);
    }
    const reached = (await sandbox.requests()).filter((r) => /secret|\.\.|%2e|%5c/i.test(r.url));
    expect(reached).toEqual([]);
  });

  test('without a session, data calls answer 401 and protected pages go to the login', async ({ page, request, baseURL }) => {
    expect((await request.get('/api/currency/list', { headers: { 'x-bo-request': '1' } })).status()).toBe(401);
    for (const value of ['middleware', 'middleware:middleware:middleware:middleware:middleware', 'src/middleware:src/middleware:src/middleware:src/middleware:src/middleware']) {
      const headers = { 'x-middleware-subrequest': value };
      expect((await request.get('/api/currency/list', { headers: { ...headers, 'x-bo-request': '1' } })).status()).toBe(401);
      const pageResponse = await request.get('/dashboard', { headers, maxRedirects: 0 });
      expect(pageResponse.status(), value).not.toBe(200);
      const direct = await request.get('/_/dashboard', { headers, maxRedirects: 0 });
      expect(direct.status()).not.toBe(200);
    }
    for (const path of ['/dashboard?_rsc=1', '/greenbank/dashboard', '/%2Fdashboard', '//dashboard', '/greenbank//dashboard']) {
      await page.goto(`${baseURL}${path}`);
      await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('Дашборд');
    }
    const rsc = await request.get('/dashboard', { headers: { rsc: '1', 'next-router-state-tree': '%5B%22%22%5D' }, maxRedirects: 0 });
    expect(rsc.status()).not.toBe(200);
  });

  test('a tampered session cookie is ignored', async ({ page, context }) => {
    await context.addCookies([{ name: SESSION_COOKIE, value: 'Fe26.2**forged', url: 'https://localhost', secure: true, httpOnly: true, sameSite: 'Lax' }]);
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/auth$/);
  });
});

test.describe('white label on first paint', () => {
  for (const [alias, colour] of [[null, '#2193A7'], ['greenbank', '#2E7D32']] as const) {
    test(`${alias ?? 'default'} login HTML carries ${colour} and its logo without JavaScript`, async ({ browser }) => {
      const context = await browser.newContext({ javaScriptEnabled: false });
      const page = await context.newPage();
      await page.goto(tenantPath(alias, 'auth'));
      const html = await page.content();
      expect(html).toContain(`--bo-brand-raw:${colour}`);
      expect(html).toContain(alias ? `logo.png?alias=${alias}` : 'logo/logo.png"');
      const logo = page.getByRole('img', { name: 'Логотип' });
      await expect(logo).toBeVisible();
      expect(await logo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
      await context.close();
    });
  }
});

test.describe('routes', () => {
  // «На главную» leads to the tenant's start page, or the default tenant's when no tenant has the alias.
  const notFound = { '/404': '/', '/pageNotFound': '/', '/no-such-page/here': '/', '/greenbank/no-such-page': '/greenbank', '/unknown-bank/auth': '/' };
  for (const [path, home] of Object.entries(notFound)) {
    test(`${path} shows the not-found page with status 404, home ${home}`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Страница не найдена');
      await expect(page.getByRole('link', { name: 'На главную' })).toHaveAttribute('href', home);
    });
  }

  test('/error shows the technical error page', async ({ page }) => {
    await page.goto('/greenbank/error');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Техническая ошибка');
    // The way home is a whole page load (whatever broke the page is left behind): a guest lands on the login.
    await page.getByRole('link', { name: 'На главную' }).click();
    await expect(page).toHaveURL(/\/greenbank\/auth$/);
    await expect(page.getByRole('button', { name: 'Войти' })).toBeVisible();
  });

  test('a signed-in visitor on the login page goes to the dashboard', async ({ page }) => {
    await signIn(page, 'greenbank', DEMO_USERS.holding);
    await page.goto('/greenbank/auth');
    await expect(page).toHaveURL(/\/greenbank\/dashboard$/);
    // The alias the visitor came in with is kept: an unprefixed page goes under it.
    await page.goto('/organisation');
    await expect(page).toHaveURL(/\/greenbank\/organisation$/);
  });
});
