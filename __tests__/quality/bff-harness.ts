/**
 * The shared harness of the BFF quality suites (bff-fuzz, bff-faults): the real route handlers
 * (the generated route files of app/api over lib/bff/proxy.ts, and the sign-in, session and password routes) run as
 * in production, against a stand-in of the acquiring API that is a real HTTP server on a loopback port. It answers like the sandbox,
 * records every call and can inject the sandbox's faults (status, dropped connection, malformed
 * JSON, latency, a hang). Being a real server, it does not care how the BFF reaches the upstream
 * (ky, fetch or node:http): the suites only see the BFF's HTTP answers.
 *
 * Use: `const bff = await startBff({ timeoutMs })` in `beforeAll` (it sets the server environment
 * and only then imports the handlers), `await bff.stop()` in `afterAll`.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { sealData } from 'iron-session';
import { NextRequest } from 'next/server';
import type { SessionData } from '@/lib/session/types';
import type { ProxyRoute } from '@/lib/bff/allowlist';
import { routedProxy } from './bff-router';

export const ORIGIN = 'https://bo.example.com';
export const SESSION_COOKIE = '__Host-bo-session';
export const PASSWORD = 'bff-harness-session-password-0123456789-abcdefghijklmnop';
/** The upstream token of the sealed sessions: must never reach the browser. */
export const TOKEN = 'UPSTREAM-TOKEN-must-never-leave-the-server';
/** The token the stand-in's session calls issue. */
export const NEW_TOKEN = 'UPSTREAM-TOKEN-issued-by-login-never-leaves';
/** What the sandbox's `malformed` fault sends: a 200 JSON answer cut short. */
export const MALFORMED_JSON = '{"result": {"broken": tru';

// --- next/headers: the request's cookies, as the Next server gives them to iron-session ---
export interface CookieJar {
  incoming: Map<string, string>;
  outgoing: string[];
  /** The attributes of each cookie set (name → options), for the tests that check them. */
  attributes?: Map<string, Record<string, unknown>>;
}
let jar: CookieJar = { incoming: new Map(), outgoing: [] };
const jarScope = new AsyncLocalStorage<CookieJar>();
jest.mock('next/headers', () => ({
  cookies: async () => {
    const active = jarScope.getStore() ?? jar;
    return {
      get: (name: string) => (active.incoming.has(name) ? { name, value: active.incoming.get(name) ?? '' } : undefined),
      set: (name: string, value: string, options?: Record<string, unknown>) => {
        active.outgoing.push(`${name}=${value}`);
        active.attributes?.set(name, options ?? {});
      },
      delete: (name: string) => {
        active.outgoing.push(`${name}=`);
        active.attributes?.set(name, { expires: new Date(0) });
      },
    };
  },
}));

/** The cookie jar of the last request built (requests one at a time, or the same cookie for all). */
export function currentJar(): CookieJar {
  return jar;
}

/** Runs a handler with its own cookie jar: requests with different cookies at the same time. */
export function withJar<T>(cookieJar: CookieJar, run: () => Promise<T>): Promise<T> {
  return jarScope.run(cookieJar, run);
}

// --- the acquiring API stand-in ---
export interface UpstreamCall {
  method: string;
  url: URL;
  headers: Headers;
}

/** The sandbox's faults (sandbox/server.ts `applyFault`), plus `hang`: no answer at all. */
export type UpstreamFault = { status: number } | { drop: true } | { malformed: true } | { delayMs: number } | { hang: true };

export const SESSION_OBJECT = {
  token: NEW_TOKEN,
  lifeTime: 900,
  roles: ['merchant'],
  passExpireDate: null,
  showWindowPage: true,
  user: { id: 1, fullName: 'Harness', loginEmail: 'h@r.test', loginPhone: null, holdingId: null, companyId: 1, merchantId: 1, passExpireDate: null, needChangePassword: false },
};

/** The stand-in's normal answer body for a path: build info, a session object, the languages, or an empty list. */
export function standInBody(pathname: string): unknown {
  if (pathname.endsWith('/info')) return { buildVersion: '1' };
  if (pathname.endsWith('/api/language/list')) return { result: [{ id: 'ru', name: 'Русский', enabled: true }, { id: 'en', name: 'English', enabled: true }] };
  if (/session\/(auth|confirm-authentication-code|change-password)$/.test(pathname)) return { result: SESSION_OBJECT };
  return { result: [] };
}

/**
 * Headers the upstream sends that must stay behind the BFF, and a careless `cache-control` that must not
 * reach the browser on a session-bound answer.
 */
export const UPSTREAM_CACHE_CONTROL = 'public, max-age=86400';
const UPSTREAM_HEADERS = {
  'content-type': 'application/json',
  'set-cookie': 'JSESSIONID=upstream; Path=/',
  'x-csrf-token': 'csrf-1',
  'x-upstream-secret': TOKEN,
  'cache-control': UPSTREAM_CACHE_CONTROL,
};

function headersOf(request: IncomingMessage): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value]) headers.append(name, item);
  }
  return headers;
}

export interface UpstreamAnswer {
  status: number;
  body: unknown;
  headers?: Record<string, string>;
}

export interface FakeUpstream {
  /** `http://127.0.0.1:<port>`: what ACQUIRING_API_URL points at. */
  origin: string;
  /** Every call that reached the stand-in, in order. */
  calls: UpstreamCall[];
  /** The fault applied to every call while set (null: answer normally). */
  fault: UpstreamFault | null;
  /** An answer of the test's own for the calls it picks (null: the fault, or the normal answer). */
  answer: ((call: UpstreamCall) => UpstreamAnswer | null) | null;
  stop(): Promise<void>;
}

export async function startFakeUpstream(): Promise<FakeUpstream> {
  const sockets = new Set<Socket>();
  const upstream: FakeUpstream = { origin: '', calls: [], fault: null, answer: null, stop: async () => undefined };
  const answer = (response: ServerResponse, status: number, text: string, headers: Record<string, string> = UPSTREAM_HEADERS) => {
    response.writeHead(status, { ...headers, 'content-length': String(Buffer.byteLength(text)) });
    response.end(text);
  };
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', `http://${request.headers.host ?? '127.0.0.1'}`);
    const call = { method: request.method ?? 'GET', url, headers: headersOf(request) };
    upstream.calls.push(call);
    const fault = upstream.fault;
    const own = upstream.answer?.(call) ?? null;
    request.resume();
    request.on('end', () => {
      if (own) {
        answer(response, own.status, JSON.stringify(own.body), { 'content-type': 'application/json', ...own.headers });
        return;
      }
      if (fault && 'hang' in fault) return; // never answers; the socket closes when the BFF gives up
      if (fault && 'drop' in fault) {
        request.socket.destroy();
        return;
      }
      if (fault && 'malformed' in fault) {
        answer(response, 200, MALFORMED_JSON, { 'content-type': 'application/json; charset=utf-8' });
        return;
      }
      if (fault && 'status' in fault) {
        answer(response, fault.status, JSON.stringify({ message: `Injected fault ${fault.status}`, exception: 'InjectedFaultException' }), { 'content-type': 'application/json' });
        return;
      }
      const normal = () => answer(response, 200, JSON.stringify(standInBody(url.pathname)));
      if (fault && 'delayMs' in fault) setTimeout(normal, fault.delayMs);
      else normal();
    });
  });
  server.keepAliveTimeout = 30_000;
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  upstream.origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  upstream.stop = () =>
    new Promise<void>((resolve) => {
      for (const socket of sockets) socket.destroy();
      server.close(() => resolve());
    });
  return upstream;
}

// --- the BFF under test ---
export type Handler = (request: NextRequest) => Promise<Response>;
export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface SessionRoute {
  path: string;
  handler: Handler;
  access: 'public' | 'mfa';
}

export interface Bff {
  upstream: FakeUpstream;
  /** The allowlisted proxy, per method: the generated route files of app/api, as Next routes to them (bff-router.ts). */
  proxy: Record<Method, Handler>;
  /** `app/api/session/*\/route.ts`. */
  sessionRoutes: SessionRoute[];
  routes: readonly ProxyRoute[];
  matchProxyRoute: (method: string, segments: readonly string[]) => ProxyRoute | null;
  /** `operator`: a signed-in operator (the one role that may change a grant, lib/domain/roles.ts). */
  seals: { signedIn: string; mfa: string; operator: string };
  /** A signed-in session of the tenant `alias`: one whose reference data (languages…) no call has loaded yet. */
  signedInAt(alias: string): Promise<string>;
  stop(): Promise<void>;
}

/** The server environment of the BFF under test: its acquiring API, the session secret, the upstream timeout. Set before the handlers are imported (lib/env.ts reads it once). */
export function pointServerAt(acquiringApiUrl: string, timeoutMs: number): void {
  process.env.ACQUIRING_API_URL = acquiringApiUrl;
  process.env.SESSION_PASSWORD = PASSWORD;
  process.env.SESSION_COOKIE_SECURE = 'true';
  process.env.UPSTREAM_TIMEOUT_MS = String(timeoutMs);
}

/**
 * Starts the stand-in, points the server environment at it and only then imports the handlers
 * (lib/env.ts reads the environment once).
 */
export async function startBff(options: { timeoutMs: number }): Promise<Bff> {
  const upstream = await startFakeUpstream();
  pointServerAt(upstream.origin, options.timeoutMs);
  // The audit trail of these suites' calls is not what they check (__tests__/quality/audit-trail.int.test.ts does).
  (await import('@/lib/bff/audit-log')).setAuditDestination({ write: () => undefined });
  const allowlist = await import('@/lib/bff/allowlist');
  const proxy = await routedProxy();
  const session = { ...(await import('@/lib/bff/sign-in-routes')), ...(await import('@/lib/bff/session-routes')), ...(await import('@/lib/bff/password-routes')) };
  const data: SessionData = {
    alias: null,
    token: TOKEN,
    upstreamCsrf: 'csrf-1', // the stand-in's token: no re-seal per call
    expiresAt: Date.now() + 3_600_000,
    lifeTime: 900,
    user: { ...SESSION_OBJECT.user, roles: ['merchant'], showWindowPage: true, companyName: null },
  };
  const ttl = 13 * 3600;
  return {
    upstream,
    proxy,
    sessionRoutes: [
      { path: 'api/session/auth', handler: session.login, access: 'public' },
      { path: 'api/session/confirm-authentication-code', handler: session.confirmCode, access: 'mfa' },
      { path: 'api/session/resend-authentication-code', handler: session.resendCode, access: 'mfa' },
      { path: 'api/session/logout', handler: session.logout, access: 'public' },
      { path: 'api/session/change-password', handler: session.changePassword, access: 'public' },
    ],
    routes: allowlist.PROXY_ROUTES,
    matchProxyRoute: allowlist.matchProxyRoute,
    seals: {
      signedIn: await sealData(data, { password: { '1': PASSWORD }, ttl }),
      mfa: await sealData({ ...data, mfaPending: true }, { password: { '1': PASSWORD }, ttl }),
      operator: await sealData({ ...data, user: { ...SESSION_OBJECT.user, companyId: null, roles: ['operator'], showWindowPage: true, companyName: null } }, { password: { '1': PASSWORD }, ttl }),
    },
    signedInAt: (alias) => sealData({ ...data, alias }, { password: { '1': PASSWORD }, ttl }),
    stop: () => upstream.stop(),
  };
}

/**
 * The BFF's sign-in limits (lib/bff/sign-in-limits.ts) start afresh, as after a restart: for suites about faults,
 * which send the code step's calls again and again with one cookie.
 */
export function forgetServerLimits(): void {
  delete (globalThis as Record<symbol, unknown>)[Symbol.for('merchant-back-office.limit-store')];
}

// --- requests as the browser sends them ---
export interface RequestBody {
  contentType: string | null;
  bytes: Uint8Array<ArrayBuffer>;
}
export const NO_BODY: RequestBody = { contentType: null, bytes: new Uint8Array(0) };

export type CookieState = 'none' | 'signed-in' | 'operator' | 'mfa' | 'tampered' | 'foreign';
/** `ok` is what our own fetch wrapper sends; the others are forgeries. */
export type Forgery = 'ok' | 'no-header' | 'origin-null' | 'foreign-origin' | 'cross-site';

export interface BffCase {
  method: string;
  /** below the origin, without a leading slash: `api/user/list` */
  path: string;
  query: string;
  body: RequestBody;
  forgery: string;
  cookie: string;
}

/** Builds the request and sets the cookie jar for it; null when no HTTP server would hand the URL to Next. */
export function buildRequest(bff: Pick<Bff, 'seals'>, c: BffCase): NextRequest | null {
  const headers = new Headers({ accept: 'application/json' });
  if (c.forgery !== 'no-header') headers.set('x-bo-request', '1');
  if (c.forgery === 'origin-null') headers.set('origin', 'null');
  if (c.forgery === 'foreign-origin') headers.set('origin', 'https://evil.example');
  if (c.forgery === 'cross-site') headers.set('sec-fetch-site', 'cross-site');
  if (c.forgery === 'ok') headers.set('sec-fetch-site', 'same-origin');
  jar = { incoming: new Map(), outgoing: [], attributes: new Map() };
  if (c.cookie === 'signed-in') jar.incoming.set(SESSION_COOKIE, bff.seals.signedIn);
  if (c.cookie === 'mfa') jar.incoming.set(SESSION_COOKIE, bff.seals.mfa);
  if (c.cookie === 'operator') jar.incoming.set(SESSION_COOKIE, bff.seals.operator);
  if (c.cookie === 'tampered') jar.incoming.set(SESSION_COOKIE, `${bff.seals.signedIn.slice(0, -4)}AAAA`);
  if (c.cookie === 'foreign') jar.incoming.set(SESSION_COOKIE, 'Fe26.2**forged*<script>');
  const bodied = c.method !== 'GET' && c.body.bytes.byteLength > 0;
  if (bodied && c.body.contentType) headers.set('content-type', c.body.contentType);
  try {
    return new NextRequest(`${ORIGIN}/${c.path}${c.query ? `?${c.query}` : ''}`, { method: c.method, headers, body: bodied ? c.body.bytes : undefined });
  } catch {
    return null;
  }
}
