/**
 * Issue 19 §2 and §5, the middleware as Next runs it: its matcher (compiled by Next's own code), the
 * methods a page answers, the remembered tenant, and the map hosts in the CSP of the signed-in pages.
 * The upstream facts it asks (tenant, languages, version, captcha, map provider) are stubbed.
 */
import { sealData } from 'iron-session';
import { NextRequest } from 'next/server';
import { MAP_CSP_SOURCES } from '@/lib/maps/csp';
import type { MapProvider } from '@/lib/maps/config';
import { PAGE_NAMES, ROUTES } from '@/lib/domain/routes';
import * as mw from '@/middleware';

// Next's own matcher compiler (absent from its type declarations): the test reads the matcher as the build does.
const { getMiddlewareMatchers } = jest.requireActual<{ getMiddlewareMatchers: (matcher: unknown, config: object) => { regexp: string }[] }>(
  'next/dist/build/analysis/get-page-static-info',
);

const PASSWORD = 'middleware-test-session-password-0123456789-abcdef';
process.env.SESSION_PASSWORD = PASSWORD;
process.env.SESSION_COOKIE_SECURE = 'true';

const mapProviderFor = jest.fn(async (): Promise<MapProvider> => 'osm');
jest.mock('@/lib/middleware/upstream-checks', () => ({
  tenantExists: async () => true,
  hasLanguageList: async () => true,
  buildVersionChanged: async () => false,
  captchaEnabled: async () => false,
  mapProviderFor: (...args: unknown[]) => mapProviderFor(...(args as [])),
  startUpstreamChecks: () => undefined,
}));

const ORIGIN = 'http://127.0.0.1:3000';

async function signedInCookie(alias: string | null): Promise<string> {
  const user = { id: 1, fullName: 'T', loginEmail: null, loginPhone: null, holdingId: null, companyId: null, merchantId: 1, roles: ['operator'], showWindowPage: true, passExpireDate: null, needChangePassword: false, companyName: null };
  const seal = await sealData({ alias, token: 'T0K3N', expiresAt: Date.now() + 600_000, lifeTime: 900, user }, { password: { '1': PASSWORD }, ttl: 3600 });
  return `__Host-bo-session=${seal}`;
}

function get(path: string, headers: Record<string, string> = {}, method = 'GET'): NextRequest {
  return new NextRequest(`${ORIGIN}${path}`, { method, headers });
}

describe('the matcher: nothing but static files and the BFF skips the middleware', () => {
  const [matcher] = getMiddlewareMatchers(mw.config.matcher, {});
  const runs = (path: string) => new RegExp(matcher?.regexp ?? '$^').test(path);

  it.each(['/api/currency/list', '/_next/static/chunks/main.js', '/_next/image'])('%s skips it', (path) => {
    expect(runs(path)).toBe(false);
  });

  it.each(['/favicon.ico', '/robots.txt'])('%s comes to it: a bare 404 with a policy that allows nothing (issue 35 §6)', async (path) => {
    expect(runs(path)).toBe(true);
    const response = await mw.middleware(get(path));
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    expect(response.headers.get('content-security-policy')).toBe("default-src 'none'; base-uri 'none'; frame-ancestors 'none'; form-action 'none'");
  });

  const prefixes = ['/favicon.ico', '/robots.txt', '/_next/image', '/_next/staticfile', '/favicon.icox'];
  const pages = PAGE_NAMES.map((page) => (ROUTES[page] === '/' ? '' : ROUTES[page]));
  it.each(prefixes)('every page under %s goes through it', (prefix) => {
    const skipped = pages.map((path) => `${prefix}${path || '/'}`).filter((path) => !runs(path));
    expect(skipped).toEqual([]);
  });

  it.each(['/', '/dashboard', '/greenbank/auth', '/api', '/dashboard.rsc'])('%s goes through it', (path) => {
    expect(runs(path)).toBe(true);
  });
});

describe('methods: a page is read with GET or HEAD, nothing else', () => {
  it.each(['POST', 'PUT', 'DELETE', 'OPTIONS', 'PATCH', 'PROPFIND'])('%s /dashboard answers 405 with the security headers, quietly', async (method) => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const response = await mw.middleware(get('/dashboard', {}, method));
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('GET, HEAD');
    expect(response.headers.get('content-security-policy')).toContain("default-src 'none'");
    expect(response.headers.get('permissions-policy')).toContain('camera=()');
    expect(response.headers.get('cross-origin-opener-policy')).toBe('same-origin');
    expect(response.headers.get('strict-transport-security')).toMatch(/max-age=\d+/);
    expect(error).not.toHaveBeenCalled();
    error.mockRestore();
  });

  it.each(['GET', 'HEAD'])('%s /auth renders the page', async (method) => {
    const response = await mw.middleware(get('/auth', {}, method));
    expect(response.status).toBe(200);
    expect(response.headers.get('x-middleware-rewrite')).toMatch(/\/_\/auth$/);
  });
});

describe('"The tenant switch sticks": a visit does not remember the tenant', () => {
  it.each(['/greenbank/auth', '/greenbank/forgot-restore', '/greenbank/privacyPolicy', '/greenbank/no-such-page'])('a visit to %s sets no alias cookie', async (path) => {
    const response = await mw.middleware(get(path));
    expect(response.headers.getSetCookie().filter((cookie) => cookie.startsWith('fi-alias='))).toEqual([]);
  });

  it("a signed-in visit to the tenant's pages does not set it either (the sign-in did)", async () => {
    const response = await mw.middleware(get('/greenbank/dashboard', { cookie: await signedInCookie('greenbank') }));
    expect(response.status).toBe(200);
    expect(response.headers.getSetCookie().filter((cookie) => cookie.startsWith('fi-alias='))).toEqual([]);
  });

  it('a remembered tenant still leads unprefixed pages to it', async () => {
    const response = await mw.middleware(get('/auth', { cookie: 'fi-alias=greenbank' }));
    expect(response.status).toBe(307);
    expect(new URL(response.headers.get('location') ?? '', ORIGIN).pathname).toBe('/greenbank/auth');
  });
});

describe('OpenStreetMap: its tile host is in the CSP of every signed-in page (no new document for in-app navigation)', () => {
  const signedInPages = ['dashboard', 'list', 'onMap', 'organisation', 'reconciliation', 'window', 'privacyPolicy', 'error'];
  it.each(signedInPages)('/%s', async (page) => {
    const response = await mw.middleware(get(`/${page}`, { cookie: await signedInCookie(null) }));
    expect(response.status).toBe(200);
    const csp = response.headers.get('content-security-policy') ?? '';
    for (const host of MAP_CSP_SOURCES.osm.img) expect(csp).toContain(host);
  });

  it('a guest page allows no map host (no session, no provider asked)', async () => {
    mapProviderFor.mockClear();
    const response = await mw.middleware(get('/auth'));
    for (const host of MAP_CSP_SOURCES.osm.img) expect(response.headers.get('content-security-policy')).not.toContain(host);
    expect(mapProviderFor).not.toHaveBeenCalled();
  });
});

describe('Google and Yandex: their relaxations only on the documents that render a map (issue 35 §6)', () => {
  const csp = (response: Response) => response.headers.get('content-security-policy') ?? '';
  /** The router's fetch of a page (not a document load), from the page `from`. */
  const routerFetch = (from: string) => ({ 'sec-fetch-dest': 'empty', 'sec-fetch-mode': 'cors', referer: `${ORIGIN}/${from}` });

  beforeEach(() => mapProviderFor.mockResolvedValue('yandex'));
  afterAll(() => mapProviderFor.mockResolvedValue('osm'));

  it.each(['dashboard', 'onMap', 'list'])('the /%s document allows the provider', async (page) => {
    const response = await mw.middleware(get(`/${page}`, { cookie: await signedInCookie(null), 'sec-fetch-dest': 'document' }));
    expect(csp(response)).toContain('https://api-maps.yandex.ru');
    expect(csp(response)).toContain("'unsafe-eval'");
  });

  it.each(['organisation', 'reconciliation', 'window', 'privacyPolicy'])('the /%s document does not: its policy is that of a tenant without a map', async (page) => {
    const withoutNonce = (response: Response) => csp(response).replace(/'nonce-[^']+'/g, "'nonce'");
    const request = async () => get(`/${page}`, { cookie: await signedInCookie(null), 'sec-fetch-dest': 'document' });
    const yandex = await mw.middleware(await request());
    expect(yandex.status).toBe(200);
    expect(csp(yandex)).not.toContain('yandex');
    mapProviderFor.mockResolvedValue('disabled');
    expect(withoutNonce(yandex)).toBe(withoutNonce(await mw.middleware(await request())));
  });

  it('an in-app navigation from a page without a map to a map page loads a whole document (not the page payload)', async () => {
    const response = await mw.middleware(get('/dashboard', { cookie: await signedInCookie(null), ...routerFetch('organisation') }));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/plain/);
    expect(response.headers.get('x-middleware-rewrite')).toBeNull();
    expect(response.headers.get('cache-control')).toBe('no-store');
  });

  it('…but from a map page’s document, or to a page without a map, it goes on as usual', async () => {
    for (const [from, to] of [['onMap', 'dashboard'], ['dashboard', 'list'], ['dashboard', 'organisation'], ['organisation', 'reconciliation']]) {
      const response = await mw.middleware(get(`/${to}`, { cookie: await signedInCookie(null), ...routerFetch(from ?? '') }));
      expect([from, to, response.headers.get('x-middleware-rewrite')]).toEqual([from, to, expect.stringMatching(new RegExp(`/_/${to}$`))]);
    }
  });

  it('under OpenStreetMap every navigation stays in the app', async () => {
    mapProviderFor.mockResolvedValue('osm');
    const response = await mw.middleware(get('/dashboard', { cookie: await signedInCookie(null), ...routerFetch('organisation') }));
    expect(response.headers.get('x-middleware-rewrite')).toMatch(/\/_\/dashboard$/);
  });
});
