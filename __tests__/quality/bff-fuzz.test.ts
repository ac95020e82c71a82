/**
 * Property-based fuzz of every BFF route (issue 9, "Bad input"): the route handlers run as in
 * production, the acquiring API is a recording stand-in behind `fetch`. For each route, at least
 * 1,000 generated requests (paths, query strings, JSON and multipart bodies, forgery headers,
 * with and without a session) must give no 5xx from the BFF itself, no reflected markup, no token,
 * no upstream Set-Cookie, and reach the upstream only on an allowlisted path of the one API host.
 */
import fc from 'fast-check';
import { sealData } from 'iron-session';
import { NextRequest } from 'next/server';
import type { SessionData } from '@/lib/session/types';
import type { ProxyRoute } from '@/lib/bff/allowlist';

const API_BASE = 'http://acquiring.test:9000';
const PASSWORD = 'fuzz-session-password-0123456789-abcdefghijklmnop';
const TOKEN = 'UPSTREAM-TOKEN-must-never-leave-the-server';
const NEW_TOKEN = 'UPSTREAM-TOKEN-issued-by-login-never-leaves';
const ORIGIN = 'https://bo.example.com';
const COOKIE = '__Host-bo-session';
const RUNS = Number(process.env.FUZZ_RUNS || 1000);

process.env.ACQUIRING_API_URL = API_BASE;
process.env.SESSION_PASSWORD = PASSWORD;
process.env.SESSION_COOKIE_SECURE = 'true';
process.env.UPSTREAM_TIMEOUT_MS = '2000';

// --- next/headers: the request's cookies, as the Next server gives them to iron-session ---
interface CookieJar {
  incoming: Map<string, string>;
  outgoing: string[];
}
let jar: CookieJar = { incoming: new Map(), outgoing: [] };
jest.mock('next/headers', () => ({
  cookies: async () => ({
    get: (name: string) => (jar.incoming.has(name) ? { name, value: jar.incoming.get(name) ?? '' } : undefined),
    set: (name: string, value: string) => {
      jar.outgoing.push(`${name}=${value}`);
    },
  }),
}));

// --- the acquiring API stand-in: records every call, answers like the sandbox, plus a Set-Cookie ---
interface UpstreamCall {
  method: string;
  url: URL;
  headers: Headers;
}
const calls: UpstreamCall[] = [];
const sessionObject = {
  token: NEW_TOKEN,
  lifeTime: 900,
  roles: ['merchant'],
  passExpireDate: null,
  showWindowPage: true,
  user: { id: 1, fullName: 'Fuzz', loginEmail: 'f@z.test', loginPhone: null, holdingId: null, companyId: 1, merchantId: 1, passExpireDate: null, needChangePassword: false },
};
const upstreamFetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
  const request = new Request(input, init);
  calls.push({ method: request.method, url: new URL(request.url), headers: request.headers });
  if (request.body) await request.arrayBuffer();
  const path = new URL(request.url).pathname;
  const result = path.endsWith('/info') ? { buildVersion: '1' } : /session\/(auth|confirm-authentication-code|change-password)$/.test(path) ? { result: sessionObject } : { result: [] };
  return new Response(JSON.stringify(result), {
    status: 200,
    headers: { 'content-type': 'application/json', 'set-cookie': 'JSESSIONID=upstream; Path=/', 'x-csrf-token': 'csrf-1', 'x-upstream-secret': TOKEN },
  });
};

type Handler = (request: NextRequest) => Promise<Response>;
let proxy: Record<'GET' | 'POST' | 'PUT' | 'DELETE', Handler>;
let sessionRoutes: { path: string; handler: Handler; access: 'public' | 'mfa' }[];
let routes: readonly ProxyRoute[];
let matchProxyRoute: (method: string, segments: readonly string[]) => ProxyRoute | null;
let signedInSeal: string;
let mfaSeal: string;

beforeAll(async () => {
  globalThis.fetch = upstreamFetch as typeof fetch;
  const allowlist = await import('@/lib/bff/allowlist');
  routes = allowlist.PROXY_ROUTES;
  matchProxyRoute = allowlist.matchProxyRoute;
  proxy = (await import('@/lib/bff/proxy')).proxyRoute();
  const session = await import('@/lib/bff/session-routes');
  sessionRoutes = [
    { path: 'api/session/auth', handler: session.login, access: 'public' },
    { path: 'api/session/confirm-authentication-code', handler: session.confirmCode, access: 'mfa' },
    { path: 'api/session/resend-authentication-code', handler: session.resendCode, access: 'mfa' },
    { path: 'api/session/logout', handler: session.logout, access: 'public' },
    { path: 'api/session/change-password', handler: session.changePassword, access: 'public' },
  ];
  const data: SessionData = {
    alias: null,
    token: TOKEN,
    upstreamCsrf: 'csrf-1', // the stand-in's token: no re-seal per call
    expiresAt: Date.now() + 3_600_000,
    lifeTime: 900,
    user: { ...sessionObject.user, roles: ['merchant'], showWindowPage: true, companyName: null },
  };
  const ttl = 13 * 3600;
  signedInSeal = await sealData(data, { password: { '1': PASSWORD }, ttl });
  mfaSeal = await sealData({ ...data, mfaPending: true }, { password: { '1': PASSWORD }, ttl });
});

// --- generators ---
const MARKUP = ['<script>alert(1)</script>', '<img src=x onerror=alert(1)>', '"><svg onload=alert(1)>', "javascript:alert('x')"];
const nasty = fc.oneof(
  fc.constantFrom(...MARKUP, '..', '%2e%2e', '%2f', '%5c', '\\', '//', '%00', '\u0000', 'é', '%', '?', '#', ';', ' ', '\r\n', 'ＡＢ'),
  fc.string({ maxLength: 40 }),
  fc.stringMatching(/^[a-z0-9-]{1,12}$/),
  fc.nat().map(String),
);
const segment = (pattern: string) =>
  pattern === ':id' ? fc.oneof(fc.nat().map(String), nasty) : pattern === ':name' ? fc.oneof(fc.constantFrom('list', 'archive', 'total', 'operation', 'hour'), nasty) : fc.oneof({ weight: 6, arbitrary: fc.constant(pattern) }, { weight: 1, arbitrary: nasty });

/** The route's path, sometimes mutated: a segment swapped, added or dropped, slashes doubled, dots. */
function pathFor(routePath: string): fc.Arbitrary<string> {
  const parts = routePath.split('/');
  return fc
    .tuple(fc.tuple(...parts.map(segment)), fc.constantFrom('none', 'append', 'drop', 'double-slash', 'dot-dot', 'trailing'), nasty)
    .map(([segments, mutation, extra]) => {
      const list = [...segments];
      if (mutation === 'append') list.push(extra);
      if (mutation === 'drop') list.pop();
      if (mutation === 'dot-dot') list.splice(1, 0, '..');
      let path = list.map((part) => (/[\u0000-\u001f\s?#%]/.test(part) ? encodeURIComponent(part) : part)).join('/');
      if (mutation === 'double-slash') path = path.replace('/', '//');
      if (mutation === 'trailing') path += '/';
      return path;
    });
}

const query = fc.oneof(
  fc.constant(''),
  fc.dictionary(fc.oneof(fc.constantFrom('limit', 'offset', 'id', 'alias', 'order', 'status.in', 'token', '_rsc'), fc.string({ maxLength: 12 })), fc.oneof(nasty, fc.string({ maxLength: 60 })), { maxKeys: 5 }).map((entries) => new URLSearchParams(entries).toString()),
  fc.constant(`limit=${'9'.repeat(9000)}`),
);

interface Body {
  contentType: string | null;
  bytes: Uint8Array<ArrayBuffer>;
}
const encoder = new TextEncoder();
const jsonBody = fc.oneof(fc.jsonValue(), fc.record({ login: nasty, password: nasty, code: nasty, newPassword: nasty, oldPassword: nasty, assessment: fc.jsonValue() }, { requiredKeys: [] })).map(
  (value): Body => ({ contentType: 'application/json', bytes: encoder.encode(JSON.stringify(value) ?? 'null') }),
);
const multipartBody = fc.tuple(fc.stringMatching(/^[A-Za-z0-9]{1,30}$/), nasty, fc.string({ maxLength: 200 }), fc.constantFrom('text/csv', 'application/pdf', 'text/html')).map(
  ([boundary, filename, content, type]): Body => ({
    contentType: `multipart/form-data; boundary=${boundary}`,
    bytes: encoder.encode(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n${content}\r\n--${boundary}--\r\n`),
  }),
);
const rawBody = fc.tuple(fc.constantFrom(null, 'text/plain', 'text/html', 'application/x-www-form-urlencoded', 'application/json', 'application/xml', 'multipart/form-data'), fc.uint8Array({ maxLength: 300 }).map((bytes) => new Uint8Array(bytes))).map(
  ([contentType, bytes]): Body => ({ contentType, bytes }),
);
const body = fc.oneof(jsonBody, multipartBody, rawBody, fc.constant<Body>({ contentType: null, bytes: new Uint8Array(0) }));

const forgery = fc.constantFrom('ok', 'ok', 'ok', 'no-header', 'origin-null', 'foreign-origin', 'cross-site');
const cookie = fc.constantFrom('none', 'signed-in', 'signed-in', 'mfa', 'tampered', 'foreign');

interface Case {
  method: string;
  path: string;
  query: string;
  body: Body;
  forgery: string;
  cookie: string;
}

function buildRequest(c: Case): NextRequest | null {
  const headers = new Headers({ accept: 'application/json' });
  if (c.forgery !== 'no-header') headers.set('x-bo-request', '1');
  if (c.forgery === 'origin-null') headers.set('origin', 'null');
  if (c.forgery === 'foreign-origin') headers.set('origin', 'https://evil.example');
  if (c.forgery === 'cross-site') headers.set('sec-fetch-site', 'cross-site');
  if (c.forgery === 'ok') headers.set('sec-fetch-site', 'same-origin');
  jar = { incoming: new Map(), outgoing: [] };
  if (c.cookie === 'signed-in') jar.incoming.set(COOKIE, signedInSeal);
  if (c.cookie === 'mfa') jar.incoming.set(COOKIE, mfaSeal);
  if (c.cookie === 'tampered') jar.incoming.set(COOKIE, `${signedInSeal.slice(0, -4)}AAAA`);
  if (c.cookie === 'foreign') jar.incoming.set(COOKIE, 'Fe26.2**forged*<script>');
  const bodied = c.method !== 'GET' && c.body.bytes.byteLength > 0;
  if (bodied && c.body.contentType) headers.set('content-type', c.body.contentType);
  try {
    return new NextRequest(`${ORIGIN}/${c.path}${c.query ? `?${c.query}` : ''}`, { method: c.method, headers, body: bodied ? c.body.bytes : undefined });
  } catch {
    return null; // not a URL any HTTP server would hand to Next
  }
}

const MARKERS = [/<script/i, /<img/i, /<svg/i, /onerror=/i, /javascript:/i];

/** Plain checks in the hot path: jest's `expect` costs more than the handler itself. */
function ensure(condition: boolean, message: string): void {
  if (!condition) throw new Error(message);
}

async function check(handler: Handler, c: Case, mutating: boolean): Promise<void> {
  const request = buildRequest(c);
  if (!request) return;
  calls.length = 0;
  const response = await handler(request);
  const text = await response.text();
  const status = response.status;
  // no 5xx from the BFF itself (the stand-in never fails, so a 5xx could only be ours)
  ensure(status < 500, `status ${status}: ${text}`);
  // our answers are JSON, never a page, and never echo markup or a token
  ensure(/^application\/json/.test(response.headers.get('content-type') ?? ''), `content-type ${response.headers.get('content-type')}`);
  for (const marker of MARKERS) ensure(!marker.test(text), `reflected markup ${marker}: ${text}`);
  ensure(!text.includes(TOKEN) && !text.includes(NEW_TOKEN), 'token in the answer');
  ensure(!text.includes('JSESSIONID'), 'upstream cookie in the answer');
  // upstream response headers stay behind (only our own session cookie may be set)
  ensure(!/JSESSIONID/.test(response.headers.get('set-cookie') ?? ''), 'upstream Set-Cookie passed');
  ensure(response.headers.get('x-upstream-secret') === null && response.headers.get('x-csrf-token') === null, 'upstream header passed');
  ensure(!jar.outgoing.join(';').includes('JSESSIONID'), 'upstream cookie stored');
  // a refused forgery reaches nothing
  if (mutating && c.forgery !== 'ok') ensure(status === 403 && calls.length === 0, `forgery ${c.forgery} gave ${status}, ${calls.length} upstream calls`);
  for (const call of calls) {
    const where = `${call.method} ${call.url.href}`;
    ensure(call.url.origin === API_BASE, `other host: ${where}`);
    ensure(!/\.\.|%|\/\/|\\/.test(call.url.pathname), `unsafe upstream path: ${where}`);
    ensure(call.headers.get('cookie') === null, `browser cookie forwarded: ${where}`);
    ensure(call.headers.get('request-source') === 'frontend', `no Request-Source: ${where}`);
    // a GET stays a GET: the proxy never turns a read into a write
    if (c.method === 'GET') ensure(call.method === 'GET', `GET became ${where}`);
    const path = call.url.pathname.replace(/^\//, '');
    // below the API root, or below a tenant's root (`{alias}/…`, an alias the BFF validated)
    const tenantPath = /^[a-z0-9][a-z0-9-]{0,31}\//.test(path) ? path.replace(/^[^/]+\//, '') : null;
    const allowed = (candidate: string | null) =>
      candidate !== null && (matchProxyRoute(call.method, candidate.split('/')) !== null || /^(info|api\/session\/[a-z-]+)$/.test(candidate));
    ensure(allowed(path) || allowed(tenantPath), `outside the allowlist: ${where}`);
  }
}

describe('BFF fuzz: every proxied route', () => {
  it(`has ≥ ${RUNS} cases per route`, () => {
    expect(RUNS).toBeGreaterThanOrEqual(1000);
  });

  it('every allowlisted route survives fuzzed paths, queries and bodies', async () => {
    const started = Date.now();
    for (const route of routes) {
      const method = fc.oneof({ weight: 5, arbitrary: fc.constant(route.method) }, { weight: 1, arbitrary: fc.constantFrom('GET', 'POST', 'PUT', 'DELETE') });
      await fc.assert(
        fc.asyncProperty(fc.record({ method, path: pathFor(route.path), query, body, forgery, cookie }), async (c) => {
          const handler = proxy[c.method as keyof typeof proxy];
          await check(handler, c, c.method !== 'GET');
        }),
        { numRuns: RUNS },
      );
    }
    console.log(`proxy fuzz: ${routes.length} routes × ${RUNS} cases in ${Date.now() - started} ms`);
  }, 600_000);

  it('every session route survives fuzzed bodies, queries and forgery headers', async () => {
    for (const route of sessionRoutes) {
      await fc.assert(
        fc.asyncProperty(fc.record({ method: fc.constant('POST'), path: fc.constant(route.path), query, body, forgery, cookie }), async (c) => {
          await check(route.handler, c, true);
        }),
        { numRuns: RUNS },
      );
    }
  }, 600_000);
});

describe('no state changes through GET', () => {
  it('a GET on a POST/PUT/DELETE-only path never reaches the upstream', async () => {
    const mutatingOnly = routes.filter((route) => route.method !== 'GET' && !routes.some((other) => other.method === 'GET' && other.path === route.path));
    expect(mutatingOnly.length).toBeGreaterThan(10);
    for (const route of mutatingOnly) {
      // `GET api/transaction/send-check` is also the read `GET api/transaction/:name`: it stays a GET (checked in the fuzz)
      const segments = route.path.replace(':id', '1').replace(':name', 'list').split('/');
      if (matchProxyRoute('GET', segments)) continue;
      calls.length = 0;
      const request = buildRequest({ method: 'GET', path: route.path.replace(':id', '1').replace(':name', 'list'), query: '', body: { contentType: null, bytes: new Uint8Array(0) }, forgery: 'ok', cookie: 'signed-in' });
      const response = await proxy.GET(request as NextRequest);
      expect(response.status).toBe(404);
      expect(calls).toHaveLength(0);
    }
  });
});

describe('upload size and type limits', () => {
  const signedIn = (path: string, contentType: string | null, bytes: Uint8Array<ArrayBuffer>, declaredLength?: number) => {
    const request = buildRequest({ method: 'POST', path, query: '', body: { contentType, bytes }, forgery: 'ok', cookie: 'signed-in' }) as NextRequest;
    if (declaredLength !== undefined) request.headers.set('content-length', String(declaredLength));
    return request;
  };
  const multipart = (size: number) => {
    const head = encoder.encode('--b\r\nContent-Disposition: form-data; name="file"; filename="act.pdf"\r\nContent-Type: application/pdf\r\n\r\n');
    const tail = encoder.encode('\r\n--b--\r\n');
    const bytes = new Uint8Array(head.length + size + tail.length);
    bytes.set(head);
    bytes.set(tail, head.length + size);
    return bytes;
  };

  it('an act file of 5 MB goes through; a larger one is refused before the upstream', async () => {
    calls.length = 0;
    const ok = await proxy.POST(signedIn('api/qps-refund-keys/send', 'multipart/form-data; boundary=b', multipart(5 * 1024 * 1024)));
    expect(ok.status).toBe(200);
    expect(calls).toHaveLength(1);
    calls.length = 0;
    const big = await proxy.POST(signedIn('api/qps-refund-keys/send', 'multipart/form-data; boundary=b', multipart(6 * 1024 * 1024)));
    expect(big.status).toBe(413);
    const declared = await proxy.POST(signedIn('api/window/product-upload-csv', 'multipart/form-data; boundary=b', multipart(10), 50 * 1024 * 1024));
    expect(declared.status).toBe(413);
    const csv = await proxy.POST(signedIn('api/window/product-upload-csv', 'multipart/form-data; boundary=b', multipart(5 * 1024 * 1024)));
    expect(csv.status).toBe(413);
    expect(calls).toHaveLength(0);
  });

  it('a body of the wrong type is refused: a form where JSON goes, JSON where a file goes, no type at all', async () => {
    calls.length = 0;
    expect((await proxy.POST(signedIn('api/transaction/send-check', 'text/plain', encoder.encode('{"a":1}')))).status).toBe(415);
    expect((await proxy.POST(signedIn('api/user', 'application/x-www-form-urlencoded', encoder.encode('a=1')))).status).toBe(415);
    expect((await proxy.POST(signedIn('api/qps-refund-keys/send', 'application/json', encoder.encode('{}')))).status).toBe(415);
    expect((await proxy.POST(signedIn('api/qps-refund-keys/send', 'multipart/form-data', encoder.encode('x')))).status).toBe(415);
    expect((await proxy.POST(signedIn('api/user', null, encoder.encode('{"a":1}')))).status).toBe(415);
    expect((await proxy.POST(signedIn('api/user', 'application/json', encoder.encode(`{"a":"${'x'.repeat(300 * 1024)}"}`)))).status).toBe(413);
    expect(calls).toHaveLength(0);
  });
});
