/**
 * The sandbox HTTP server: request log, faults, alias parsing, Request-Source, auth, CSRF,
 * privacy-policy gate, routing. `startSandbox` is used by main.ts, tests and the e2e harness.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { resolve } from 'node:path';
import { settingFlag } from '../lib/acquiring/setting-flag.ts';
import { dayAnchor, effectiveSettings, type SandboxApp } from './app.ts';
import { parseBody, readBody, sendBytes, sendJson, sleep } from './http/respond.ts';
import { Router } from './http/router.ts';
import { HttpError, type AuthState, type Reply, type RequestContext, type Route } from './http/types.ts';
import { handleControl } from './routes/control.ts';
import { checkCsrf } from './routes/guards.ts';
import { hostTexts } from './present/host-texts.ts';
import { ROUTES } from './routes/index.ts';
import { sessionLifeTime } from './routes/session.ts';
import { openStore } from './store/db.ts';
import { deleteSession, findSession, touchSession, type SessionRecord } from './store/sessions.ts';
import { findUserById } from './store/users.ts';
import { loggedRequest, RuntimeState } from './state.ts';
import { ALIAS_PATTERN, findTenant, TENANTS, type Tenant } from './tenants.ts';

export interface SandboxOptions {
  port?: number;
  host?: string;
  dataDir?: string;
  seed?: number;
  scale?: number;
  /** the /__sandbox control API, for tests only (default off) */
  control?: boolean;
  /** suppress log lines on stdout */
  quiet?: boolean;
  /** clock, for tests */
  now?: () => number;
}

export interface RunningSandbox {
  url: string;
  app: SandboxApp;
  close(): Promise<void>;
}

export const DEFAULTS = { port: 4010, host: '127.0.0.1', dataDir: './data', seed: 42, scale: 20_000 } as const;

const router = new Router(ROUTES);
const MUTATING = new Set(['POST', 'PUT', 'DELETE', 'PATCH']);

interface Located {
  tenant: Tenant;
  path: string;
}

/** Splits `/{alias}/api/...` into tenant and path; `/api/...` and `/info` are the default tenant. */
function locate(pathname: string): Located | HttpError {
  const segments = pathname.split('/').filter((s) => s.length > 0);
  const first = segments[0] ?? '';
  const defaultTenant = TENANTS[0] as Tenant;
  if (first === 'api' || first === 'info') return { tenant: defaultTenant, path: `/${segments.join('/')}` };
  if (ALIAS_PATTERN.test(first)) {
    const tenant = findTenant(first);
    if (!tenant) return new HttpError(404, { message: 'Unknown financial institute' });
    return { tenant, path: `/${segments.slice(1).join('/')}` };
  }
  return new HttpError(404, { message: 'Not found' });
}

/** `Origin` (any cross-origin fetch or form POST) or a `Sec-Fetch-Site` other than `none` (a page's GET): a browser sent it. */
function fromBrowser(req: IncomingMessage): boolean {
  const site = req.headers['sec-fetch-site'];
  return req.headers.origin !== undefined || (site !== undefined && site !== 'none');
}

function resolveAuth(app: SandboxApp, ctx: RequestContext, route: Route): AuthState | null {
  if (route.access === 'guest') return null;
  const header = ctx.req.headers.authorization ?? '';
  const token = /^Bearer\s+(.+)$/i.exec(header)?.[1]?.trim();
  const unauthorized = new HttpError(401, { message: 'Unauthorized' });
  const session = token ? findSession(app.db, token) : undefined;
  const now = app.now();
  let valid: SessionRecord | undefined = session;
  if (session && (session.tenant !== ctx.tenant.alias || session.expires_at < now)) {
    if (session.expires_at < now) deleteSession(app.db, session.token);
    valid = undefined;
  }
  if (valid && valid.pending_code === 1 && route.access !== 'pending') valid = undefined;
  const user = valid ? findUserById(app.db, valid.user_id) : undefined;
  const blocked = user !== undefined && (user.status === 1 || user.status === 6);
  if (!valid || !user || blocked) {
    // optional routes (public pages, change-password by restore token) treat a missing or stale token as a guest
    if (route.access === 'optional') return null;
    throw unauthorized;
  }
  const expiresAt = now + sessionLifeTime(app, ctx.tenant) * 1000;
  touchSession(app.db, valid.token, expiresAt);
  return { session: { ...valid, expires_at: expiresAt }, user };
}

async function applyFault(app: SandboxApp, req: IncomingMessage, res: ServerResponse, pathname: string): Promise<boolean> {
  const fault = app.state.takeFault(req.method ?? 'GET', pathname);
  if (!fault) return false;
  if (fault.delayMs) await sleep(fault.delayMs);
  if (fault.drop) {
    req.socket.destroy();
    return true;
  }
  if (fault.malformed) {
    const text = '{"result": {"broken": tru';
    res.writeHead(fault.status ?? 200, { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(text) });
    res.end(text);
    return true;
  }
  if (fault.status) {
    sendJson(res, fault.status, { message: `Injected fault ${fault.status}`, exception: 'InjectedFaultException' });
    return true;
  }
  return false; // delay only: continue normally
}

async function handle(app: SandboxApp, control: boolean, req: IncomingMessage, res: ServerResponse): Promise<void> {
  const url = new URL(req.url ?? '/', 'http://sandbox.local');
  const method = (req.method ?? 'GET').toUpperCase();
  if (url.pathname === '/__sandbox' || url.pathname.startsWith('/__sandbox/')) {
    if (!control) return sendJson(res, 404, { message: 'Not found' });
    // A web page can send no-cors requests here (fault injection from any site); a browser always marks them.
    if (fromBrowser(req)) return sendJson(res, 403, { message: 'The control API refuses requests from browsers' });
    try {
      const raw = await readBody(req);
      const reply = handleControl({ app, method, path: url.pathname.slice('/__sandbox'.length).replace(/\/$/, ''), query: url.searchParams, body: parseBody(req, raw) });
      return sendJson(res, reply.status ?? 200, reply.json);
    } catch (error) {
      if (error instanceof HttpError) return sendJson(res, error.status, error.body);
      throw error;
    }
  }

  app.state.logRequest(loggedRequest(new Date(app.now()).toISOString(), method, req.url ?? '/', req.headers));
  if (await applyFault(app, req, res, url.pathname)) return;

  const located = locate(url.pathname);
  const aliasHeader = { 'financial-institute-alias': located instanceof HttpError ? '' : located.tenant.alias };
  let ctx: RequestContext | undefined;
  try {
    if (located instanceof HttpError) throw located;
    if (req.headers['request-source'] !== 'frontend') throw new HttpError(400, { message: 'Request-Source header required' });
    const match = router.match(method, located.path);
    if (match === undefined) throw new HttpError(404, { message: 'Not found' });
    if (match === 'method') throw new HttpError(405, { message: 'Method not allowed' });
    const raw = MUTATING.has(method) ? await readBody(req) : Buffer.alloc(0);
    ctx = {
      app, req, method, url, path: located.path, tenant: located.tenant, params: match.params, query: url.searchParams,
      body: parseBody(req, raw), auth: null,
    };
    ctx.auth = resolveAuth(app, ctx, match.route);
    if (ctx.auth && MUTATING.has(method) && match.route.access !== 'optional') checkCsrf(ctx);
    if (ctx.auth && ctx.auth.session.pending_code === 0 && !match.route.privacyExempt && ctx.auth.user.privacy_confirmed === 0
      && settingFlag(effectiveSettings(app, located.tenant)['privacyPolicy.display'])) {
      throw new HttpError(409, { message: hostTexts(req.headers['accept-language']).privacyNotConfirmed, exception: 'PrivacyPolicyNotConfirmedException' });
    }
    const reply = await match.route.handler(ctx);
    if (reply.stream) return await sendStream(res, reply, { ...aliasHeader, ...csrfHeader(ctx) });
    send(res, reply, { ...aliasHeader, ...csrfHeader(ctx) });
  } catch (error) {
    const headers = { ...aliasHeader, ...(ctx ? csrfHeader(ctx) : {}) };
    if (error instanceof HttpError) return sendJson(res, error.status, error.body, { ...headers, ...error.headers });
    app.log(`internal error on ${method} ${url.pathname}: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
    sendJson(res, 500, { message: 'Internal sandbox error' }, headers);
  }
}

function csrfHeader(ctx: RequestContext): Record<string, string> {
  const session = ctx.replySession === undefined ? ctx.auth?.session : ctx.replySession;
  return session ? { 'x-csrf-token': session.csrf } : {};
}

function send(res: ServerResponse, reply: Reply, headers: Record<string, string>): void {
  const all = { ...headers, ...(reply.headers ?? {}) };
  if (reply.bytes) return sendBytes(res, reply.status ?? 200, reply.bytes, reply.contentType ?? 'application/octet-stream', all);
  sendJson(res, reply.status ?? 200, reply.json ?? { result: null }, all);
}

function drainOrClose(res: ServerResponse): Promise<void> {
  return new Promise((resolveWait) => {
    const done = (): void => {
      res.off('drain', done);
      res.off('close', done);
      resolveWait();
    };
    res.once('drain', done);
    res.once('close', done);
  });
}

/** Writes a streamed reply chunk by chunk, waiting for 'drain'; stops when the client goes away. */
async function sendStream(res: ServerResponse, reply: Reply, headers: Record<string, string>): Promise<void> {
  const iterator = (reply.stream as Iterable<Buffer>)[Symbol.iterator]();
  // the first chunk is produced before the head is written, so a failing query still answers 500 as JSON
  let next = iterator.next();
  res.writeHead(reply.status ?? 200, { 'content-type': reply.contentType ?? 'application/octet-stream', 'cache-control': 'no-store', ...headers, ...(reply.headers ?? {}) });
  try {
    while (!next.done) {
      if (res.destroyed) break;
      if (!res.write(next.value)) await drainOrClose(res);
      next = iterator.next();
    }
    res.end();
  } catch (error) {
    res.destroy(error instanceof Error ? error : undefined);
  } finally {
    iterator.return?.();
  }
}

export function createApp(options: SandboxOptions = {}): SandboxApp {
  const quiet = options.quiet ?? false;
  const log = (line: string): void => {
    if (!quiet) process.stdout.write(`[sandbox] ${line}\n`);
  };
  const now = options.now ?? Date.now;
  const seed = options.seed ?? DEFAULTS.seed;
  const db = openStore({ dataDir: resolve(options.dataDir ?? DEFAULTS.dataDir), seed, scale: options.scale ?? DEFAULTS.scale }, log);
  return { db, state: new RuntimeState(), seed, anchor: () => dayAnchor(now()), now, log };
}

export async function startSandbox(options: SandboxOptions = {}): Promise<RunningSandbox> {
  const app = createApp(options);
  const control = options.control ?? false;
  const server = createServer((req, res) => {
    handle(app, control, req, res).catch((error: unknown) => {
      app.log(`unhandled: ${error instanceof Error ? error.message : String(error)}`);
      if (!res.headersSent) sendJson(res, 500, { message: 'Internal sandbox error' });
      else res.destroy();
    });
  });
  server.keepAliveTimeout = 5_000;
  await new Promise<void>((resolveListen, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? DEFAULTS.port, options.host ?? DEFAULTS.host, () => resolveListen());
  });
  const address = server.address() as AddressInfo;
  const host = address.family === 'IPv6' ? `[${address.address}]` : address.address;
  const url = `http://${host}:${address.port}`;
  return {
    url,
    app,
    close: () => new Promise<void>((resolveClose) => {
      server.closeAllConnections();
      server.close(() => {
        app.db.close();
        resolveClose();
      });
    }),
  };
}
