import { expect, test, type APIRequestContext, type APIResponse } from '@playwright/test';
import { sealData } from 'iron-session';
import { PROXY_ROUTES } from '../../lib/bff/allowlist';
import { DEMO_PASSWORD, DEMO_USERS } from '../support/auth';
import { sandbox } from '../support/sandbox';

/**
 * Issue 9 "Security": every protected page and every BFF route, tried with every way in that is not a
 * valid session, never yields data or a protected page; every mutation refuses forgeries; the session
 * cookie has the right attributes and is dead after logout. Request contexts only (no browser).
 */

const SESSION_COOKIE = '__Host-bo-session';
const SESSION_PASSWORD = process.env.SESSION_PASSWORD || 'e2e-session-password-0123456789-abcdefghijklmnop';
const PROTECTED_PAGES = ['dashboard', 'list', 'onMap', 'organisation', 'reconciliation', 'window'];
const SUBREQUEST_FORMS = [
  'middleware',
  'src/middleware',
  'pages/_middleware',
  '_middleware',
  'proxy',
  'middleware:middleware:middleware:middleware:middleware',
  'src/middleware:src/middleware:src/middleware:src/middleware:src/middleware',
  'proxy:proxy:proxy:proxy:proxy',
];
/** What only a signed-in page (HTML or RSC payload) or a data answer contains; the user's name is added at run time. */
const PAGE_MARKERS = [/user-menu/, /@demo\.test/];
const DATA_MARKERS = [/"result"/, /@demo\.test/];
const leaks = (body: string, markers: RegExp[]) => markers.some((marker) => marker.test(body));

interface Trick {
  label: string;
  path: (page: string) => string;
  headers?: Record<string, string>;
}

const TRICKS: Trick[] = [
  { label: 'plain', path: (page) => `/${page}` },
  { label: '?_rsc', path: (page) => `/${page}?_rsc=1a2b3` },
  { label: 'RSC header', path: (page) => `/${page}`, headers: { rsc: '1', 'next-router-state-tree': '%5B%22%22%2C%7B%7D%5D' } },
  { label: 'RSC prefetch', path: (page) => `/${page}`, headers: { rsc: '1', 'next-router-prefetch': '1', 'next-router-segment-prefetch': '/_tree' } },
  { label: '.rsc suffix', path: (page) => `/${page}.rsc` },
  { label: '.segments.rsc', path: (page) => `/${page}.segments/_tree.segment.rsc` },
  { label: 'x-nextjs-data', path: (page) => `/${page}`, headers: { 'x-nextjs-data': '1' } },
  { label: '_next/data', path: (page) => `/_next/data/development/${page}.json` },
  ...SUBREQUEST_FORMS.map((value) => ({ label: `x-middleware-subrequest: ${value}`, path: (page: string) => `/${page}`, headers: { 'x-middleware-subrequest': value } })),
  { label: 'internal segment', path: (page) => `/_/${page}` },
  { label: 'internal segment + subrequest', path: (page) => `/_/${page}`, headers: { 'x-middleware-subrequest': 'middleware:middleware:middleware:middleware:middleware' } },
  { label: 'doubled slash', path: (page) => `//${page}` },
  { label: 'encoded slash', path: (page) => `/%2F${page}` },
  { label: 'encoded internal', path: (page) => `/_%2F${page}` },
  { label: 'encoded letters', path: (page) => `/${encodeURIComponent(page[0] ?? '')}${page.slice(1)}`.replace(/^\/(.)/, (_, c: string) => `/%${c.charCodeAt(0).toString(16)}`) },
  { label: 'dot segment', path: (page) => `/auth/../${page}` },
  { label: 'encoded dot segment', path: (page) => `/auth/%2e%2e/${page}` },
  { label: 'trailing slash', path: (page) => `/${page}/` },
  { label: 'alias', path: (page) => `/greenbank/${page}` },
  { label: 'alias doubled slash', path: (page) => `/greenbank//${page}` },
  { label: 'alias upper case', path: (page) => `/GREENBANK/${page}` },
  { label: 'unknown alias', path: (page) => `/no-such-bank/${page}` },
  { label: 'internal headers', path: (page) => `/${page}`, headers: { 'x-bo-alias': '', 'x-bo-page': 'dashboard', 'x-nonce': 'x' } },
  { label: 'forwarded host', path: (page) => `/${page}`, headers: { 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https' } },
];

interface SealedVariants {
  expired: string;
  tampered: string;
  foreignTenant: string;
  mfaPending: string;
  garbage: string;
}

async function upstreamLogin(): Promise<{ token: string; user: { fullName: string } }> {
  const response = await fetch(`${sandbox.url}/api/session/auth`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'request-source': 'frontend' },
    body: JSON.stringify({ login: DEMO_USERS.operator, password: DEMO_PASSWORD }),
  });
  const body = (await response.json()) as { result: { token: string; user: { fullName: string } } };
  return body.result;
}

async function craftCookies(): Promise<SealedVariants & { valid: string; markers: RegExp[] }> {
  const { token, user: upstreamUser } = await upstreamLogin();
  const markers = [...PAGE_MARKERS, new RegExp(upstreamUser.fullName.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))];
  const user = { id: 1, fullName: 'x', loginEmail: null, loginPhone: null, holdingId: null, companyId: null, merchantId: 1, roles: ['operator'], showWindowPage: true, passExpireDate: null, needChangePassword: false, companyName: null };
  const seal = (data: Record<string, unknown>) => sealData(data, { password: { '1': SESSION_PASSWORD }, ttl: 3600 });
  const valid = await seal({ alias: null, token, expiresAt: Date.now() + 600_000, lifeTime: 900, user });
  return {
    valid,
    markers,
    expired: await seal({ alias: null, token, expiresAt: Date.now() - 1000, lifeTime: 900, user }),
    tampered: `${valid.slice(0, 40)}${valid[40] === 'A' ? 'B' : 'A'}${valid.slice(41)}`,
    foreignTenant: await seal({ alias: 'greenbank', token, expiresAt: Date.now() + 600_000, lifeTime: 900, user }),
    mfaPending: await seal({ alias: null, token, expiresAt: Date.now() + 600_000, lifeTime: 900, user, mfaPending: true }),
    garbage: 'Fe26.2**<script>alert(1)</script>**',
  };
}

/** Every cookie that is not a valid session of this tenant, and no cookie at all. */
function variantsOf(cookies: SealedVariants): [string, string | null][] {
  return [['no cookie', null], ['expired', cookies.expired], ['tampered', cookies.tampered], ['other tenant', cookies.foreignTenant], ['code pending', cookies.mfaPending], ['garbage', cookies.garbage]];
}

function expectNoLeak(response: APIResponse, body: string, label: string, markers: RegExp[]): void {
  const status = response.status();
  expect(status, label).not.toBeGreaterThanOrEqual(500);
  if (status >= 300 && status < 400) {
    const location = response.headers()['location'] ?? response.headers()['x-nextjs-redirect'] ?? '';
    // to the login, an error page, or the canonical URL of the same page (which the plain case checks)
    expect(location, `${label} → ${location}`).toMatch(/\/auth(\.json)?(\?|$)|pageNotFound|\/error$|\/no-such-bank|^(https?:\/\/[^/]+)?(\/greenbank)?\/(dashboard|list|onMap|organisation|reconciliation|window)\/?$/);
  }
  expect(leaks(body, markers), `${label}: signed-in content (status ${status})`).toBe(false);
}

async function get(request: APIRequestContext, path: string, headers: Record<string, string>): Promise<[APIResponse, string]> {
  const response = await request.get(path, { headers, maxRedirects: 0, failOnStatusCode: false });
  return [response, await response.text().catch(() => '')];
}

test.describe.configure({ mode: 'parallel' });

// Request-level checks: the viewport does not change them, so only the desktop project runs this file (playwright.config.ts).

test('no protected page or RSC payload without a valid session, whatever the trick', async ({ playwright, baseURL }) => {
  test.setTimeout(180_000);
  const crafted = await craftCookies();
  const { valid, markers } = crafted;
  const variants = variantsOf(crafted);
  // the detector works: a valid session does get the page and its RSC payload
  const control = await playwright.request.newContext({ baseURL, extraHTTPHeaders: { cookie: `${SESSION_COOKIE}=${valid}` } });
  const [response, body] = await get(control, '/dashboard', {});
  expect(response.status(), `signed-in control → ${response.headers()['location'] ?? ''}`).toBe(200);
  expect(leaks(body, markers), 'signed-in control').toBe(true);
  await control.dispose();
  let tried = 0;
  for (const [cookieLabel, value] of variants) {
    const request = await playwright.request.newContext({ baseURL });
    for (const trick of TRICKS) {
      for (const page of PROTECTED_PAGES) {
        const headers: Record<string, string> = { ...trick.headers };
        if (value) headers.cookie = `${SESSION_COOKIE}=${value}`;
        const path = trick.path(page);
        // absolute: a path like `//dashboard` would otherwise be read as a host
        const [response, body] = await get(request, `${baseURL}${path}`, headers);
        expectNoLeak(response, body, `${cookieLabel} / ${trick.label}: GET ${path}`, markers);
        tried += 1;
      }
    }
    await request.dispose();
  }
  expect(tried).toBe(variants.length * TRICKS.length * PROTECTED_PAGES.length);
});

test('no BFF data call answers without a valid session, whatever the trick', async ({ playwright, baseURL }) => {
  test.setTimeout(120_000);
  const variants = variantsOf(await craftCookies());
  const sessionRoutes = PROXY_ROUTES.filter((route) => route.access === 'session');
  const apiTricks: [string, (path: string) => string, Record<string, string>][] = [
    ['plain', (path) => `/${path}`, {}],
    ['subrequest', (path) => `/${path}`, { 'x-middleware-subrequest': 'middleware:middleware:middleware:middleware:middleware' }],
    ['alias prefix', (path) => `/greenbank/${path}`, {}],
    ['doubled slash', (path) => `/${path.replace('/', '//')}`, {}],
    ['encoded', (path) => `/${path.replace('/', '%2F')}`, {}],
    ['alias header', (path) => `/${path}`, { 'x-tenant-alias': 'greenbank' }],
  ];
  for (const [cookieLabel, value] of variants) {
    const request = await playwright.request.newContext({ baseURL });
    for (const route of sessionRoutes) {
      const path = route.path.replace(':id', '1').replace(':name', 'list');
      for (const [trickLabel, build, extra] of apiTricks) {
        if (value && trickLabel === 'alias prefix') continue; // a page URL: the not-found page, checked once without a cookie
        const headers: Record<string, string> = { 'x-bo-request': '1', ...extra };
        if (value) headers.cookie = `${SESSION_COOKIE}=${value}`;
        const url = build(path);
        const response = await request.fetch(url, { method: route.method, headers, data: route.method === 'GET' ? undefined : {}, maxRedirects: 0, failOnStatusCode: false });
        const body = await response.text();
        const label = `${cookieLabel} / ${trickLabel}: ${route.method} ${url}`;
        expect([401, 403, 404, 400, 405, 413, 415, 307, 308], `${label} → ${response.status()} ${body.slice(0, 80)}`).toContain(response.status());
        // a page path (`/greenbank/api/…` is a page URL) may answer the not-found page; never data
        expect(leaks(body, response.headers()['content-type']?.includes('json') ? DATA_MARKERS : PAGE_MARKERS), label).toBe(false);
      }
    }
    await request.dispose();
  }
});

test('mutations refuse forgeries; a GET changes nothing; cookie attributes; a cookie replayed after logout is dead', async ({ playwright, baseURL }) => {
  test.setTimeout(120_000);
  const request = await playwright.request.newContext({ baseURL });
  const login = await request.post('/api/session/auth', { data: { login: DEMO_USERS.operator, password: DEMO_PASSWORD }, headers: { 'x-bo-request': '1' } });
  expect(login.status()).toBe(200);

  // the session cookie: __Host-, HttpOnly, Secure, SameSite=Lax, Path=/, no Domain, bounded lifetime
  const setCookie = login.headersArray().filter((header) => header.name.toLowerCase() === 'set-cookie').map((header) => header.value);
  const session = setCookie.find((value) => value.startsWith(`${SESSION_COOKIE}=`));
  expect(session).toBeDefined();
  expect(session).toMatch(/;\s*HttpOnly/i);
  expect(session).toMatch(/;\s*Secure/i);
  expect(session).toMatch(/;\s*SameSite=Lax/i);
  expect(session).toMatch(/;\s*Path=\/(;|$)/i);
  expect(session).not.toMatch(/;\s*Domain=/i);
  const maxAge = Number(/Max-Age=(\d+)/i.exec(session ?? '')?.[1] ?? 'NaN');
  expect(maxAge).toBeGreaterThan(0);
  expect(maxAge).toBeLessThanOrEqual(12 * 3600);
  const sealed = /^[^=]+=([^;]+)/.exec(session ?? '')?.[1] ?? '';
  // every session call, GET included, carries the anti-forgery header (issue 19)
  const asOurPage = { headers: { 'x-bo-request': '1' } };
  expect((await request.get('/api/currency/list', asOurPage)).status()).toBe(200);
  expect((await request.get('/api/currency/list')).status()).toBe(403);

  // every mutating route refuses a forgery before anything else
  const mutations = PROXY_ROUTES.filter((route) => route.method !== 'GET');
  const forgeries: [string, Record<string, string>][] = [
    ['no anti-forgery header', {}],
    ['Origin: null', { 'x-bo-request': '1', origin: 'null' }],
    ['foreign origin', { 'x-bo-request': '1', origin: 'https://evil.example' }],
    ['Sec-Fetch-Site: cross-site', { 'x-bo-request': '1', 'sec-fetch-site': 'cross-site' }],
    ['Sec-Fetch-Site: same-site', { 'x-bo-request': '1', 'sec-fetch-site': 'same-site' }],
    ['wrong header value', { 'x-bo-request': 'yes' }],
  ];
  const sessionPosts = ['api/session/auth', 'api/session/confirm-authentication-code', 'api/session/resend-authentication-code', 'api/session/logout', 'api/session/change-password'];
  const targets = [...mutations.map((route) => [route.method, route.path.replace(':id', '1').replace(':name', 'list')] as const), ...sessionPosts.map((path) => ['POST', path] as const)];
  for (const [method, path] of targets) {
    for (const [label, headers] of forgeries) {
      const response = await request.fetch(`/${path}`, { method, headers, data: {}, failOnStatusCode: false });
      expect(response.status(), `${label}: ${method} /${path}`).toBe(403);
    }
  }
  // still signed in: none of the refused calls (the logout included) did anything
  expect((await request.get('/api/currency/list', asOurPage)).status()).toBe(200);

  // no state changes through GET: logout, password change and the user mutations are not reachable by GET
  for (const path of ['api/session/logout', 'api/session/change-password', 'api/user?id=1', 'api/reader', 'api/qps-refund-keys/generate', 'api/merchant/grant']) {
    const response = await request.get(`/${path}`, { failOnStatusCode: false });
    expect(response.status(), `GET /${path}`).toBeGreaterThanOrEqual(400);
  }
  expect((await request.get('/api/currency/list', asOurPage)).status()).toBe(200);

  // upstream Set-Cookie never reaches the browser: only our own cookies are ever set
  for (const path of ['/api/currency/list', '/api/setting/list', '/api/info', '/api/language/list', '/dashboard']) {
    const response = await request.get(path, { ...asOurPage, maxRedirects: 0, failOnStatusCode: false });
    for (const header of response.headersArray().filter((h) => h.name.toLowerCase() === 'set-cookie')) {
      expect(header.value, path).toMatch(/^(__Host-bo-session|bo-session|fi-alias|resend-await)=/);
    }
  }

  // logout, then the old cookie replayed by someone else is refused everywhere
  expect((await request.post('/api/session/logout', { headers: { 'x-bo-request': '1' } })).status()).toBe(200);
  const replay = await playwright.request.newContext({ baseURL, extraHTTPHeaders: { cookie: `${SESSION_COOKIE}=${sealed}`, 'x-bo-request': '1' } });
  const data = await replay.get('/api/currency/list', { failOnStatusCode: false });
  expect(data.status()).toBe(401);
  const page = await replay.get('/organisation', { maxRedirects: 0, failOnStatusCode: false });
  const body = await page.text();
  expect(leaks(body, PAGE_MARKERS), `replayed cookie page (${page.status()})`).toBe(false);
  await replay.dispose();
  await request.dispose();
});
