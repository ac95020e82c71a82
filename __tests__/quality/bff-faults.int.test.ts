/** @jest-environment ./__tests__/environment/node-page-origin.ts */
/**
 * Issue 9 "Resilience", per route: every allowlisted proxy route (lib/bff/allowlist.ts) and every
 * session route (lib/bff/sign-in-routes.ts, session-routes.ts, password-routes.ts) × every fault the
 * sandbox can inject — 500, 502, 504, a dropped connection, malformed JSON on a 200, latency under
 * the timeout, a hang past it — gives the spec §8 answer, in time, and works again once the
 * upstream does.
 *
 * Only public behaviour is checked: the BFF's HTTP status and body, and what the browser's API
 * client (lib/client/api.ts) makes of that answer — data, an error for the page's alert, or the
 * "temporarily unavailable" dialog. The upstream is the real HTTP stand-in of bff-harness.ts, so the
 * suite does not depend on how the BFF reaches the acquiring API.
 */
import { NextRequest } from 'next/server';
import { createApiClient } from '@/lib/client/api';
import { ApiError } from '@/lib/client/api-failure';
import type { Endpoint, HttpMethod } from '@/lib/acquiring/endpoint';
import type { ProxyRoute } from '@/lib/bff/allowlist';
import { buildRequest, currentJar, forgetServerLimits, withJar, MALFORMED_JSON, NO_BODY, SESSION_COOKIE, startBff, standInBody, TOKEN, type Bff, type Method, type RequestBody, type UpstreamFault } from './bff-harness';

/** The configured upstream timeout of this suite (UPSTREAM_TIMEOUT_MS); short, so the hangs cost little. */
const TIMEOUT_MS = 800;
/** What the BFF may take beyond the timeout to answer a hang (a loaded 2-core CI machine). */
const MARGIN_MS = 1500;
/** Latency that must still load normally. */
const LATENCY_MS = 200;

/** What the browser ends up showing for a BFF answer (spec §8). */
type Outcome = 'data' | 'alert' | 'unavailable';

interface FaultCase {
  name: string;
  fault: UpstreamFault;
}
const FAULTS: FaultCase[] = [
  { name: 'latency under the timeout', fault: { delayMs: LATENCY_MS } },
  { name: '500', fault: { status: 500 } },
  { name: '502', fault: { status: 502 } },
  { name: '504', fault: { status: 504 } },
  { name: 'dropped connection', fault: { drop: true } },
  { name: 'malformed JSON on a 200', fault: { malformed: true } },
  { name: 'hang past the timeout', fault: { hang: true } },
];

/** Upload routes take a multipart form (lib/bff/body-limits.ts); every other body is JSON. */
const MULTIPART_ROUTES = new Set(['api/qps-refund-keys/send', 'api/window/product-upload-csv']);
const encoder = new TextEncoder();

function bodyFor(method: string, path: string, json: unknown = {}): RequestBody {
  if (method === 'GET') return NO_BODY;
  if (MULTIPART_ROUTES.has(path)) {
    const form = '--b\r\nContent-Disposition: form-data; name="file"; filename="a.csv"\r\nContent-Type: text/csv\r\n\r\nname;price\r\n--b--\r\n';
    return { contentType: 'multipart/form-data; boundary=b', bytes: encoder.encode(form) };
  }
  return { contentType: 'application/json', bytes: encoder.encode(JSON.stringify(json)) };
}

/** A path the route's pattern matches: `:id` → 7, `:name` → list. */
const concretePath = (route: ProxyRoute) =>
  route.path
    .split('/')
    .map((part) => (part === ':id' ? '7' : part === ':name' ? 'list' : part))
    .join('/');

interface Answer {
  status: number;
  text: string;
  contentType: string;
  ms: number;
}

async function send(handler: (request: never) => Promise<Response>, request: unknown): Promise<Answer> {
  const started = Date.now();
  const response = await handler(request as never);
  const text = await response.text();
  return { status: response.status, text, contentType: response.headers.get('content-type') ?? '', ms: Date.now() - started };
}

const json = (answer: Answer): unknown => {
  try {
    return JSON.parse(answer.text) as unknown;
  } catch {
    return undefined;
  }
};

/** A row of the endpoint table as this suite names it: any method and path. */
const row = (method: HttpMethod, path: string): Endpoint<unknown, unknown, unknown> => ({ method, path, access: 'session' });

/** Hands a BFF answer to the browser's API client, as the page's `fetch` would receive it. */
async function browserSees(answer: Answer, path: string, method: Method) {
  const hooks = { onUnavailable: jest.fn(), onSignedOut: jest.fn(), onPrivacyPolicy: jest.fn() };
  const saved = globalThis.fetch;
  globalThis.fetch = (async () => new Response(answer.text, { status: answer.status, headers: { 'content-type': answer.contentType } })) as typeof fetch;
  try {
    const value = await createApiClient(null, hooks)(row(method, path));
    return { outcome: 'data' as Outcome, value, error: null, hooks };
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    const outcome: Outcome = hooks.onUnavailable.mock.calls.length > 0 ? 'unavailable' : 'alert';
    return { outcome, value: undefined, error, hooks };
  } finally {
    globalThis.fetch = saved;
  }
}

const UNAVAILABLE_TEXT = 'The system is temporarily unavailable, please try again later';

let bff: Bff;
beforeAll(async () => {
  bff = await startBff({ timeoutMs: TIMEOUT_MS });
});
afterAll(async () => {
  await bff.stop();
});
afterEach(() => {
  bff.upstream.fault = null;
});

describe('proxy: every allowlisted route × every upstream fault', () => {
  const browserRoutes = () => bff.routes.filter((route) => route.path.startsWith('api/'));

  it('every allowlisted route is reachable from the browser, except the build info the server reads itself', async () => {
    const others = bff.routes.filter((route) => !route.path.startsWith('api/'));
    // `GET info` is called by the server (session start, middleware), never through `/api/…`: the
    // proxy refuses it. Another route here would need its own row in the grid below.
    expect(others.map((route) => `${route.method} ${route.path}`)).toEqual(['GET info']);
    bff.upstream.calls.length = 0;
    for (const path of ['info', 'api/info']) {
      const request = buildRequest(bff, { method: 'GET', path, query: '', body: NO_BODY, forgery: 'ok', cookie: 'signed-in' });
      expect((await send(bff.proxy.GET, request)).status).toBe(404);
    }
    expect(bff.upstream.calls).toHaveLength(0);
    for (const route of browserRoutes()) expect(bff.matchProxyRoute(route.method, concretePath(route).split('/'))).toBe(route);
    expect(browserRoutes().length).toBeGreaterThan(50);
  });

  /**
   * Every route under the current fault, `batch` at a time (the cookie is the same for all of them).
   * Small batches keep CPU queueing on a loaded machine out of the timings; a hang runs all at once.
   */
  async function allRoutes(batch: number): Promise<{ route: ProxyRoute; answer: Answer }[]> {
    bff.upstream.calls.length = 0;
    const results: { route: ProxyRoute; answer: Answer }[] = [];
    const routes = browserRoutes();
    for (let start = 0; start < routes.length; start += batch) {
      const requests = routes.slice(start, start + batch).map((route) => {
        // a grant goes on only for a role that may change it (lib/domain/roles.ts): an operator's grant 1
        const { body, cookie } = route.grant
          ? { body: bodyFor(route.method, route.path, { merchantId: 1, grantId: 1, value: '1' }), cookie: 'operator' }
          : { body: bodyFor(route.method, route.path), cookie: 'signed-in' };
        const request = buildRequest(bff, { method: route.method, path: concretePath(route), query: 'limit=10', body, forgery: 'ok', cookie });
        return { route, request, cookies: currentJar() };
      });
      results.push(
        ...(await Promise.all(requests.map(async ({ route, request, cookies }) => ({ route, answer: await withJar(cookies, () => send(bff.proxy[route.method], request)) })))),
      );
    }
    return results;
  }

  const EXPECTED: Record<string, Outcome> = {
    'latency under the timeout': 'data',
    '500': 'alert',
    '502': 'unavailable',
    '504': 'unavailable',
    'dropped connection': 'unavailable',
    'malformed JSON on a 200': 'unavailable',
    'hang past the timeout': 'unavailable',
  };

  it.each(FAULTS.map((fault) => [fault.name, fault] as const))('%s: the spec §8 answer on every route, in time, then it recovers', async (name, { fault }) => {
    bff.upstream.fault = fault;
    const results = await allRoutes('hang' in fault ? Number.MAX_SAFE_INTEGER : 6);
    bff.upstream.fault = null;

    // every route reached the upstream: the fault was met, not short-circuited (a transport may retry
    // once on a reused keep-alive connection that turns out closed, no more). Not counted: the BFF's own lookups of
    // reference data (the reader's languages, a session's settings), which carry no reader's language and are made
    // or not by the caches' age (a lookup that failed is not kept), not by a retry.
    const lookup = (call: { url: URL; headers: Headers }) =>
      !call.headers.has('accept-language') && /\/api\/(language\/(list|defaultId)|dictionary|setting\/list)$/.test(call.url.pathname);
    const forwarded = bff.upstream.calls.filter((call) => !lookup(call));
    const keys = forwarded.map((call) => `${call.method} ${call.url.pathname.slice(1)}`);
    expect([...new Set(keys)].sort()).toEqual(results.map(({ route }) => `${route.method} ${concretePath(route)}`).sort());
    const counts = new Map<string, number>();
    for (const key of keys) counts.set(key, (counts.get(key) ?? 0) + 1);
    expect([...counts].filter(([, count]) => count > 2)).toEqual([]);

    const failures: string[] = [];
    for (const { route, answer } of results) {
      const where = `${route.method} ${route.path} / ${name}`;
      const body = json(answer);
      const check = (condition: boolean, what: string) => {
        if (!condition) failures.push(`${where}: ${what} (got ${answer.status} ${answer.text.slice(0, 120)} in ${answer.ms} ms)`);
      };
      check(!answer.text.includes(TOKEN), 'no upstream token in the answer');
      if ('hang' in fault) {
        check(answer.ms >= TIMEOUT_MS - 50 && answer.ms < TIMEOUT_MS + MARGIN_MS, `answered after the ${TIMEOUT_MS} ms timeout, within ${MARGIN_MS} ms`);
      } else if ('delayMs' in fault) {
        // the data (checked below) shows it did not time out; this bounds the wait on a loaded machine
        check(answer.ms < TIMEOUT_MS + MARGIN_MS, 'answered in time');
      } else {
        check(answer.ms < TIMEOUT_MS, 'answered at once, without waiting for the timeout');
      }
      // the BFF's own answer
      if ('delayMs' in fault) {
        check(answer.status === 200 && JSON.stringify(body) === JSON.stringify(standInBody(`/${concretePath(route)}`)), 'the data, as without latency');
      } else if ('status' in fault && fault.status === 500) {
        check(answer.status === 500 && (body as { message?: string })?.message === 'Injected fault 500' && !(body as object)?.hasOwnProperty('action'), '500 with the server message, no action');
      } else if ('malformed' in fault) {
        // passed through as is: the browser's client turns it into the dialog (checked below)
        check(answer.status === 200 && answer.text === MALFORMED_JSON && /json/.test(answer.contentType), 'the malformed 200 passed through');
      } else {
        const status = ('status' in fault && fault.status === 504) || 'hang' in fault ? 504 : 502;
        check(answer.status === status, `status ${status}`);
        check(JSON.stringify(body) === JSON.stringify({ message: UNAVAILABLE_TEXT, action: 'unavailable' }), 'the unavailable answer');
      }
      // what the browser shows
      const seen = await browserSees(answer, concretePath(route), route.method);
      check(seen.outcome === EXPECTED[name], `the browser shows ${EXPECTED[name]}, not ${seen.outcome}`);
      check(seen.hooks.onUnavailable.mock.calls.length === (EXPECTED[name] === 'unavailable' ? 1 : 0), 'the dialog opens once, only when expected');
      check(seen.hooks.onSignedOut.mock.calls.length === 0 && seen.hooks.onPrivacyPolicy.mock.calls.length === 0, 'no sign-out, no privacy dialog');
      if (EXPECTED[name] === 'alert') check(seen.error?.message === 'Injected fault 500', 'the alert carries the server message');
    }
    expect(failures).toEqual([]);

    // recovery: the upstream answers again, so does every route
    const again = await allRoutes(6);
    const stuck = again.filter(({ answer }) => answer.status !== 200).map(({ route, answer }) => `${route.method} ${route.path}: ${answer.status}`);
    expect(stuck).toEqual([]);
  }, 30_000);
});

describe('session routes × every upstream fault', () => {
  interface SessionCase {
    /** route path (lib/bff/sign-in-routes.ts, session-routes.ts, password-routes.ts) */
    path: string;
    cookie: 'none' | 'mfa' | 'signed-in';
    json?: unknown;
    /** the success answer's shape */
    ok: (body: unknown) => boolean;
  }
  const next = (where: string) => (body: unknown) => (body as { next?: string })?.next === where;
  const waitUntil = (body: unknown) => typeof (body as { waitUntil?: number })?.waitUntil === 'number';
  const CASES: SessionCase[] = [
    { path: 'api/session/auth', cookie: 'none', json: { login: 'merchant@demo.test', password: 'demo' }, ok: next('dashboard') },
    { path: 'api/session/confirm-authentication-code', cookie: 'mfa', json: { code: '123456' }, ok: next('dashboard') },
    { path: 'api/session/resend-authentication-code', cookie: 'mfa', ok: waitUntil },
    { path: 'api/session/change-password', cookie: 'signed-in', json: { oldPassword: 'old-password-1', newPassword: 'New-password-2' }, ok: next('dashboard') },
    { path: 'api/session/logout', cookie: 'signed-in', ok: next('auth') },
  ];

  /**
   * The expected outcome per route and fault. Logout always signs out locally (spec §4), whatever the
   * upstream did. A success whose body is unreadable is no answer: sign-in and code confirmation get no
   * session from it, the resend is not known to be sent (no 5-minute wait starts), and the password
   * change is not known to be done (the user stays signed in as they were): all are "unavailable".
   */
  function expected(path: string, name: string): Outcome | 'signed-out' {
    if (path === 'api/session/logout') return 'data';
    if (name === 'latency under the timeout') return 'data';
    if (name === '500') return 'alert';
    return 'unavailable';
  }

  it('the grid covers every session route handler', () => {
    expect(CASES.map((c) => c.path).sort()).toEqual(bff.sessionRoutes.map((route) => route.path).sort());
  });

  it.each(FAULTS.map((fault) => [fault.name, fault] as const))('%s: every session route gives the spec §8 answer, in time, then recovers', async (name, { fault }) => {
    const failures: string[] = [];
    /** The call with the case's own cookie jar, so that the five routes run side by side. */
    const run = async (c: SessionCase) => {
      const route = bff.sessionRoutes.find((candidate) => candidate.path === c.path);
      if (!route) throw new Error(`no handler for ${c.path}`);
      // each round is about the fault, not the 5-minute resend wait the round before started
      forgetServerLimits();
      const request = buildRequest(bff, { method: 'POST', path: c.path, query: '', body: c.json === undefined ? NO_BODY : bodyFor('POST', c.path, c.json), forgery: 'ok', cookie: c.cookie });
      const jar = currentJar();
      const answer = await withJar(jar, () => send(route.handler, request));
      return { answer, cookies: jar.outgoing.filter((cookie) => cookie.startsWith(`${SESSION_COOKIE}=`)) };
    };
    bff.upstream.fault = fault;
    bff.upstream.calls.length = 0;
    const results = await Promise.all(CASES.map(run));
    bff.upstream.fault = null;
    const seenBy: { c: SessionCase; check: (condition: boolean, what: string) => void }[] = [];
    CASES.forEach((c, index) => {
      const { answer, cookies } = results[index] as Awaited<ReturnType<typeof run>>;
      const where = `${c.path} / ${name}`;
      const check = (condition: boolean, what: string) => {
        if (!condition) failures.push(`${where}: ${what} (got ${answer.status} ${answer.text.slice(0, 120)} in ${answer.ms} ms, cookies ${cookies.map((cookie) => cookie.slice(0, 30))})`);
      };
      const body = json(answer);
      const want = expected(c.path, name);
      check(bff.upstream.calls.some((call) => call.url.pathname === `/${c.path}`), 'the upstream call was made');
      check(!answer.text.includes(TOKEN) && !answer.text.includes('UPSTREAM-TOKEN'), 'no upstream token in the answer');
      // logout bounds its upstream call by 5 s of its own (lib/bff/session-routes.ts), the others by the configured timeout
      const bound = c.path === 'api/session/logout' ? Math.max(TIMEOUT_MS, 5000) : TIMEOUT_MS;
      check('hang' in fault ? answer.ms < bound + MARGIN_MS : answer.ms < TIMEOUT_MS * 2, 'answered in time');
      if (want === 'data') {
        check(answer.status === 200 && c.ok(body), 'the success answer');
      } else if (want === 'signed-out') {
        check(answer.status === 200 && next('auth')(body), 'signed out, to sign in again');
      } else if (want === 'alert') {
        check(answer.status === 500 && (body as { message?: string })?.message === 'Injected fault 500', '500 with the server message');
      } else {
        const status = ('status' in fault && fault.status === 504) || 'hang' in fault ? 504 : 502;
        check(answer.status === status && (body as { action?: string })?.action === 'unavailable', `${status} unavailable`);
      }
      // the session cookie: a failed sign-in stores nothing; logout always ends the session
      const stored = cookies.some((cookie) => cookie.length > SESSION_COOKIE.length + 1);
      const cleared = cookies.some((cookie) => cookie === `${SESSION_COOKIE}=`);
      const signsIn = c.path === 'api/session/auth' || c.path === 'api/session/confirm-authentication-code';
      if (c.path === 'api/session/logout' || want === 'signed-out') check(cleared, 'the session ended');
      if (signsIn && want !== 'data') check(!stored, 'no session stored');
      if (signsIn && want === 'data') check(stored, 'the session stored');
      seenBy.push({ c, check });
    });
    // what the browser shows (one at a time: the client's `fetch` is swapped for each)
    for (const [index, entry] of seenBy.entries()) {
      const { answer } = results[index] as Awaited<ReturnType<typeof run>>;
      const want = expected(entry.c.path, name);
      const seen = await browserSees(answer, entry.c.path, 'POST');
      const shown = want === 'signed-out' ? 'data' : want;
      entry.check(seen.outcome === shown, `the browser shows ${shown}, not ${seen.outcome}`);
      entry.check(seen.hooks.onSignedOut.mock.calls.length === 0 && seen.hooks.onPrivacyPolicy.mock.calls.length === 0, 'no sign-out hook, no privacy dialog');
    }

    // recovery: without the fault the same calls succeed
    const again = await Promise.all(CASES.map(run));
    CASES.forEach((c, index) => {
      const { answer } = again[index] as Awaited<ReturnType<typeof run>>;
      if (!(answer.status === 200 && c.ok(json(answer)))) failures.push(`${c.path} / ${name}: no recovery (${answer.status} ${answer.text.slice(0, 120)})`);
    });
    expect(failures).toEqual([]);
  }, 30_000);
});

describe('session routes: an upstream 401 (spec §8 "Logout happens on 401")', () => {
  const CALLS = [
    { path: 'api/session/confirm-authentication-code', cookie: 'mfa' as const, json: { code: '123456' } },
    { path: 'api/session/resend-authentication-code', cookie: 'mfa' as const, json: undefined },
    { path: 'api/session/change-password', cookie: 'signed-in' as const, json: { oldPassword: 'old-password-1', newPassword: 'New-password-2' } },
  ];

  async function call(path: string, cookie: 'none' | 'mfa' | 'signed-in', body: unknown) {
    const route = bff.sessionRoutes.find((candidate) => candidate.path === path);
    if (!route) throw new Error(`no handler for ${path}`);
    forgetServerLimits();
    const request = buildRequest(bff, { method: 'POST', path, query: '', body: body === undefined ? NO_BODY : bodyFor('POST', path, body), forgery: 'ok', cookie });
    const jar = currentJar();
    const answer = await withJar(jar, () => send(route.handler, request));
    return { answer, cleared: jar.outgoing.some((item) => item === `${SESSION_COOKIE}=`) };
  }

  it.each(CALLS.map((c) => [c.path, c] as const))('%s with the session’s token: the session ends and the page signs in again', async (path, c) => {
    bff.upstream.fault = { status: 401 };
    const { answer, cleared } = await call(path, c.cookie, c.json);
    bff.upstream.fault = null;
    expect(answer.status).toBe(401);
    expect(json(answer)).toEqual({ message: 'Unauthorized', action: 'logout' });
    expect(cleared).toBe(true);
    const seen = await browserSees(answer, path, 'POST');
    expect(seen.hooks.onSignedOut).toHaveBeenCalledTimes(1);
  });

  it('the login’s own 401 is about the credentials: it passes through and ends nothing', async () => {
    bff.upstream.fault = { status: 401 };
    const { answer, cleared } = await call('api/session/auth', 'none', { login: 'merchant@demo.test', password: 'wrong' });
    bff.upstream.fault = null;
    expect(answer.status).toBe(401);
    expect((json(answer) as { action?: string }).action).toBeUndefined();
    expect(cleared).toBe(false);
    const seen = await browserSees(answer, 'api/session/auth', 'POST');
    expect(seen.hooks.onSignedOut).not.toHaveBeenCalled();
  });

  it('a restore-token password change’s 401 is about the token: the signed-in session stays', async () => {
    const route = bff.sessionRoutes.find((candidate) => candidate.path === 'api/session/change-password');
    if (!route) throw new Error('no change-password handler');
    bff.upstream.fault = { status: 401 };
    const request = buildRequest(bff, { method: 'POST', path: 'api/session/change-password', query: 'token=restore-token-1234', body: bodyFor('POST', 'api/session/change-password', { newPassword: 'New-password-2' }), forgery: 'ok', cookie: 'signed-in' });
    const jar = currentJar();
    const answer = await withJar(jar, () => send(route.handler, request));
    bff.upstream.fault = null;
    expect(answer.status).toBe(401);
    expect((json(answer) as { action?: string }).action).toBeUndefined();
    expect(jar.outgoing.some((item) => item === `${SESSION_COOKIE}=`)).toBe(false);
  });
});

describe('the code resend and the resend-await cookie (spec §4 "a 5-minute wait kept in a cookie")', () => {
  async function resendWith(cookieValue: string) {
    const route = bff.sessionRoutes.find((candidate) => candidate.path === 'api/session/resend-authentication-code');
    if (!route) throw new Error('no resend handler');
    forgetServerLimits();
    const built = buildRequest(bff, { method: 'POST', path: 'api/session/resend-authentication-code', query: '', body: NO_BODY, forgery: 'ok', cookie: 'mfa' });
    if (!built) throw new Error('no request');
    const headers = new Headers(built.headers);
    headers.set('cookie', `resend-await=${cookieValue}`);
    const request = new NextRequest(built.url, { method: 'POST', headers });
    const jar = currentJar();
    return withJar(jar, () => send(route.handler, request));
  }

  it('a code wait still running refuses the resend with its deadline', async () => {
    const deadline = Date.now() + 120_000;
    const answer = await resendWith(`code-${deadline}`);
    expect(answer.status).toBe(429);
    expect(json(answer)).toMatchObject({ waitUntil: deadline });
  });

  it('a recovery link’s wait does not hold up the code', async () => {
    const answer = await resendWith(`restore-${Date.now() + 120_000}`);
    expect(answer.status).toBe(200);
    expect(typeof (json(answer) as { waitUntil?: unknown }).waitUntil).toBe('number');
  });
});
