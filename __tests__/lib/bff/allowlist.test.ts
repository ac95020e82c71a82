import { PROXY_ROUTES, matchProxyRoute, type ProxyAccess } from '@/lib/bff/allowlist';
import { safeSegments } from '@/lib/acquiring/endpoint-match';
import * as ENDPOINTS from '@/lib/acquiring/endpoints';

/** Browser path (below `/api/` of the BFF, as the catch-all route hands it over) → route. */
function route(method: string, path: string) {
  const segments = safeSegments(path);
  return segments ? matchProxyRoute(method, segments) : null;
}

type Case = [method: string, path: string, access: ProxyAccess];

/** Every call of spec §7 that the proxy forwards, with the access it needs. */
const SPEC_CALLS: Case[] = [
  ['GET', 'info', 'public'],
  ['GET', 'api/image/logo/logo.png', 'asset'],
  ['GET', 'api/language/list', 'public'],
  ['GET', 'api/language/defaultId', 'public'],
  ['GET', 'api/dictionary', 'public'],
  ['GET', 'api/setting/guest-list', 'public'],
  ['GET', 'api/session/recaptcha/configuration', 'public'],
  ['POST', 'api/session/forgot-send-token', 'public'],
  ['GET', 'api/privacy-policy/', 'public'],
  ['GET', 'api/privacy-policy/42', 'public'],
  ['POST', 'api/privacy-policy/confirm/', 'session'],
  ['GET', 'api/currency/list', 'session'],
  ['GET', 'api/setting/list', 'session'],
  ['GET', 'api/organization/holding', 'session'],
  ['GET', 'api/organization/company', 'session'],
  ['GET', 'api/organization/merchant', 'session'],
  ['GET', 'api/user/list', 'session'],
  ['POST', 'api/user', 'session'],
  ['PUT', 'api/user', 'session'],
  ['DELETE', 'api/user', 'session'],
  ['GET', 'api/user/check-unclosed-transactions/17', 'session'],
  ['POST', 'api/reader', 'session'],
  ['GET', 'api/merchant/report', 'session'],
  ['POST', 'api/merchant/report', 'session'],
  ['POST', 'api/merchant/grant', 'session'],
  ['GET', 'api/ext-system-admin/get-admin', 'session'],
  ['POST', 'api/ext-system-admin/update-url', 'session'],
  ['GET', 'api/payment-instrument/list', 'session'],
  ['GET', 'api/reconciliation/list', 'session'],
  ['GET', 'api/reconciliation/list/count', 'session'],
  ['GET', 'api/reconciliation/host-response-codes', 'session'],
  ['GET', 'api/terminal/list', 'session'],
  ['GET', 'api/terminal/list-preferred/5', 'session'],
  ['GET', 'api/terminal/close-day/5', 'session'],
  ['GET', 'api/transaction/archive', 'session'],
  ['GET', 'api/transaction/list', 'session'],
  ['GET', 'api/transaction/total', 'session'],
  ['GET', 'api/transaction/list/count', 'session'],
  ['GET', 'api/transaction/archive/count', 'session'],
  ['GET', 'api/transaction/summary', 'session'],
  ['GET', 'api/transaction/summary/operation', 'session'],
  ['GET', 'api/transaction/summary/map', 'session'],
  ['GET', 'api/transaction/summary/operator', 'session'],
  ['GET', 'api/transaction/summary/terminal', 'session'],
  ['GET', 'api/transaction/summary/week', 'session'],
  ['GET', 'api/transaction/summary/cardtype', 'session'],
  ['GET', 'api/transaction/summary/method', 'session'],
  ['GET', 'api/transaction/summary/period/day', 'session'],
  ['GET', 'api/transaction/receipt', 'session'],
  ['POST', 'api/transaction/resend-check', 'session'],
  ['POST', 'api/transaction/mass-send-check', 'session'],
  ['POST', 'api/transaction/send-check', 'session'],
  ['GET', 'api/vat/list', 'session'],
  ['GET', 'api/window/category/list', 'session'],
  ['GET', 'api/window/product/list', 'session'],
  ['POST', 'api/window/product', 'session'],
  ['PUT', 'api/window/product', 'session'],
  ['POST', 'api/window/category', 'session'],
  ['PUT', 'api/window/category', 'session'],
  ['DELETE', 'api/window/product', 'session'],
  ['DELETE', 'api/window/category', 'session'],
  ['POST', 'api/window/product-upload-csv', 'session'],
  ['POST', 'api/qps-refund-keys/show', 'session'],
  ['POST', 'api/qps-refund-keys/generate', 'session'],
  ['POST', 'api/qps-refund-keys/send', 'session'],
];

describe('proxy allowlist: "The proxy forwards only the calls of spec §7"', () => {
  it.each(SPEC_CALLS)('%s %s is forwarded with %s access', (method, path, access) => {
    const matched = route(method, path);
    expect(matched).not.toBeNull();
    expect(matched?.access).toBe(access);
    expect(matched?.method).toBe(method);
  });

  it('guest data (language, dictionary, guest settings, logo, privacy policy) needs no session; user data does', () => {
    const publicPaths = PROXY_ROUTES.filter((r) => r.access !== 'session').map((r) => `${r.method} ${r.path}`);
    expect(publicPaths.sort()).toEqual(
      [
        'GET info',
        'GET api/image/logo/logo.png',
        'GET api/language/list',
        'GET api/language/defaultId',
        'GET api/dictionary',
        'GET api/setting/guest-list',
        'GET api/session/recaptcha/configuration',
        'POST api/session/forgot-send-token',
        'GET api/privacy-policy',
        'GET api/privacy-policy/:id',
      ].sort(),
    );
  });

  it('the full settings list, currency list and user list are session-only', () => {
    expect(route('GET', 'api/setting/list')?.access).toBe('session');
    expect(route('GET', 'api/currency/list')?.access).toBe('session');
    expect(route('GET', 'api/user/list')?.access).toBe('session');
  });

  it.each([
    ['POST', 'api/session/auth'],
    ['POST', 'api/session/confirm-authentication-code'],
    ['POST', 'api/session/resend-authentication-code'],
    ['POST', 'api/session/logout'],
    ['POST', 'api/session/change-password'],
    ['GET', 'api/session/auth'],
    ['GET', 'api/session/logout'],
  ])('session-changing call %s %s is NOT in the proxy allowlist (it has its own route handler)', (method, path) => {
    expect(route(method, path)).toBeNull();
  });

  it('no allowlisted route targets the session calls that change the session', () => {
    const sessionPaths = PROXY_ROUTES.map((r) => r.path).filter((p) => p.startsWith('api/session/'));
    expect(sessionPaths.sort()).toEqual(['api/session/forgot-send-token', 'api/session/recaptcha/configuration']);
  });

  it.each([
    ['DELETE', 'api/user/list'],
    ['POST', 'api/user/list'],
    ['PUT', 'api/transaction/list'],
    ['DELETE', 'api/transaction/summary'],
    ['POST', 'api/setting/list'],
    ['POST', 'api/dictionary'],
    ['GET', 'api/user'],
    ['GET', 'api/qps-refund-keys/show'],
    ['PATCH', 'api/user'],
    ['HEAD', 'api/user/list'],
    ['OPTIONS', 'api/user/list'],
    ['get', 'api/user/list'],
  ])('a known path with a method spec §7 does not list is refused: %s %s', (method, path) => {
    expect(route(method, path)).toBeNull();
  });

  it.each([
    'api/admin/list',
    'api/user/list/extra',
    'api/transaction/summary/period/1',
    'api/transaction/list/count/extra',
    'api/transaction/summary/period/day/extra',
    'api/organization',
    'api',
    'admin',
    'api/window',
    'api/session',
  ])('an unknown path is refused: GET %s', (path) => {
    expect(route('GET', path)).toBeNull();
  });

  it.each(['API/user/list', 'api/User/list', 'api/user/LIST', 'api/transaction/LIST', 'api/reconciliation/List/count', 'api/transaction/summary/Period/day'])(
    'uppercase tricks are refused: %s',
    (path) => {
      expect(route('GET', path)).toBeNull();
    },
  );

  it('":id" is digits only and at most 18 of them', () => {
    expect(route('GET', 'api/terminal/close-day/123456789012345678')).not.toBeNull();
    expect(route('GET', 'api/terminal/close-day/1234567890123456789')).toBeNull();
    expect(route('GET', 'api/terminal/close-day/12a')).toBeNull();
    expect(route('GET', 'api/terminal/close-day/-1')).toBeNull();
    expect(route('GET', 'api/privacy-policy/abc')).toBeNull();
  });

  it('":name" is a lower-case word of at most 32 characters', () => {
    expect(route('GET', `api/transaction/${'a'.repeat(32)}`)).not.toBeNull();
    expect(route('GET', `api/transaction/${'a'.repeat(33)}`)).toBeNull();
    expect(route('GET', 'api/transaction/list_1')).toBeNull();
    expect(route('GET', 'api/transaction/1list')).toBeNull();
    expect(route('GET', 'api/reconciliation/-list')).toBeNull();
  });
});

describe('safeSegments: "no `..`, no other host"', () => {
  it('splits a plain path and drops one trailing slash', () => {
    expect(safeSegments('api/user/list')).toEqual(['api', 'user', 'list']);
    expect(safeSegments('api/privacy-policy/')).toEqual(['api', 'privacy-policy']);
    expect(safeSegments('api/image/logo/logo.png')).toEqual(['api', 'image', 'logo', 'logo.png']);
  });

  it.each([
    ['dot-dot segment', 'api/../user/list'],
    ['leading dot-dot', '../api/user/list'],
    ['trailing dot-dot', 'api/user/..'],
    ['dot segment', 'api/./user/list'],
    ['dot-only name', '.'],
    ['hidden file', 'api/.env'],
    ['double dot inside', 'api/a..b'],
    ['percent-encoded slash', 'api/user%2Flist'],
    ['percent-encoded dot-dot', 'api/%2e%2e/user'],
    ['percent-encoded byte', 'api/us%65r/list'],
    ['null byte', 'api/user\u0000/list'],
    ['backslash', 'api\\user\\list'],
    ['empty middle segment', 'api//user/list'],
    ['leading slash (empty first segment)', '/api/user/list'],
    ['empty path', ''],
    ['only a slash', '/'],
    ['doubled trailing slash', 'api/user/list//'],
    ['colon (scheme/host smuggling)', 'http:/evil.example/api'],
    ['at sign', 'user@evil.example'],
    ['query in path', 'api/user/list?x=1'],
    ['fragment in path', 'api/user/list#x'],
    ['space', 'api/user /list'],
    ['non-ASCII', 'api/usér/list'],
    ['two extensions', 'api/logo.png.php'],
  ])('refuses %s', (_label, path) => {
    expect(safeSegments(path)).toBeNull();
  });

  it('refuses more than 8 segments, accepts 8', () => {
    expect(safeSegments(Array.from({ length: 8 }, () => 'a').join('/'))).toHaveLength(8);
    expect(safeSegments(Array.from({ length: 9 }, () => 'a').join('/'))).toBeNull();
  });
});

describe('the allowlist is the endpoint table (issue 36 §1: "a call the UI cannot make is not forwarded")', () => {
  it('forwards exactly the rows of lib/acquiring/endpoints.ts the browser may call through the proxy', () => {
    const forwarded = Object.values(ENDPOINTS)
      .filter((endpoint) => endpoint.access !== 'own')
      .map(({ method, path, access }) => `${method} ${path} ${access}`);
    expect(PROXY_ROUTES.map(({ method, path, access }) => `${method} ${path} ${access}`)).toEqual(forwarded);
  });

  it('keeps each row’s flags (image, report, users, grant)', () => {
    for (const route of PROXY_ROUTES) {
      const row = Object.values(ENDPOINTS).find((endpoint) => endpoint.method === route.method && endpoint.path === route.path);
      expect({ image: route.image, forReader: route.forReader, users: route.users, grant: route.grant }).toEqual({
        image: row?.image,
        forReader: row?.forReader,
        users: row?.users,
        grant: row?.grant,
      });
    }
  });

  it('forwards no summary the table does not name', () => {
    expect(route('GET', 'api/transaction/summary/operation')).not.toBeNull();
    expect(route('GET', 'api/transaction/summary/anything')).toBeNull();
  });
});
