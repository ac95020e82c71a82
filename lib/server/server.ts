/**
 * The HTTP server in front of Next (issue 35 §1, §3, §4): the only place that sees every request from its first
 * byte to its answer's last, so it gives each request its id, times it, writes its one log line, counts it, and
 * drains on SIGTERM. Next's own handler does the rest (scripts/server.mjs hands it over, after `app.prepare()`).
 *
 * Stopping (SIGTERM or SIGINT), for a balancer that must lose no request:
 * 1. readiness answers down at once, and every answer says `Connection: close`, for `shutdownDelayMs` while the
 *    instance goes on serving (a balancer that probes sees it leave; nginx's pooled connections end one by one);
 * 2. the port closes: new connections are refused, so nginx tries the other instance;
 * 3. the requests in flight finish (at most `shutdownTimeoutMs`, then their connections are cut), then Next closes.
 */
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Logger } from 'pino';
import { refuseMethod } from '../middleware/method-guard.ts';
import { assignRequestId, REQUEST_ID_HEADER } from '../observability/request-id.ts';
import { runInRequest, type RequestContext } from '../observability/request-context.ts';
import { routeTemplate, tenantOfPath } from './route-template.ts';
import { isDocumentRequest, rewriteDocumentResponse } from './document-response.ts';
import { signInOutcome, type AppMetrics } from '../observability/metrics.ts';
import { markShuttingDown } from '../observability/lifecycle.ts';

export type RequestHandler = (request: IncomingMessage, response: ServerResponse) => Promise<void> | void;

export interface AppServerOptions {
  handle: RequestHandler;
  /** Closes Next once the last request is done. */
  closeApp?: () => Promise<void>;
  port: number;
  /** The address to listen on; undefined: every interface, IPv4 and IPv6. */
  host: string | undefined;
  /** Where Prometheus scrapes `/metrics`; null: not on a port of its own. */
  metricsPort: number | null;
  /** `X-Request-Id` from the proxy is kept (`TRUST_PROXY=1`); else every request gets a new id. */
  trustProxy: boolean;
  /** How long an idle keep-alive connection stays open (Node's `keepAliveTimeout`); null: Node's default. */
  keepAliveTimeoutMs: number | null;
  shutdownDelayMs: number;
  shutdownTimeoutMs: number;
  /** The `app` logger (the server's own news) and the `http` one (a line per request). */
  log: Logger;
  access: Logger;
  metrics: AppMetrics;
}

export interface AppServer {
  server: http.Server;
  metricsServer: http.Server | null;
  /** Listens on both ports; resolves with the ports bound (0 asks the system for free ones). */
  listen(): Promise<{ port: number; metricsPort: number | null }>;
  /** Drains and stops (idempotent); resolves once everything is closed. */
  shutdown(reason: string): Promise<void>;
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms).unref());

/** The health probes are asked every few seconds: their lines are `debug`, the rest `info` (5xx `error`). */
function levelOf(route: string, status: number): 'debug' | 'info' | 'error' {
  if (route.startsWith('/api/health/')) return 'debug';
  return status >= 500 ? 'error' : 'info';
}

/**
 * Next sends an answer's headers on their own (`flushHeaders`) just before it writes the first chunk of the body
 * (its pipe of a route handler's `Response`, next/dist/server/pipe-readable.js): a write to the socket, a packet and
 * a wake-up of the client for the headers alone, then another for the body. Here the socket is corked as the headers
 * go, so what follows in the same turn of the event loop — a BFF answer's whole body and its end — leaves with them
 * in one write (`end()` uncorks at once; a body still streaming goes out at the next tick, as before).
 */
export function sendHeadersWithBody(response: ServerResponse): void {
  const flushHeaders = response.flushHeaders.bind(response);
  response.flushHeaders = () => {
    const socket = response.socket;
    if (socket && !response.headersSent && !socket.destroyed) {
      socket.cork();
      process.nextTick(() => socket.uncork());
    }
    flushHeaders();
  };
}

export function createAppServer(options: AppServerOptions): AppServer {
  const { log, access, metrics } = options;
  const active = new Set<ServerResponse>();
  let stopping: Promise<void> | null = null;
  let draining = false;
  let idle: (() => void) | null = null;

  function finished(request: IncomingMessage, response: ServerResponse, context: RequestContext, route: string, started: number): void {
    active.delete(response);
    metrics.inFlight.dec();
    const method = request.method ?? 'GET';
    // the answer did not end (the client went away first): nginx's 499
    const status = response.writableFinished ? response.statusCode : 499;
    const seconds = (performance.now() - started) / 1000;
    const labels = { method, route, status: String(status) };
    metrics.httpRequests.inc(labels);
    metrics.httpDuration.observe(labels, seconds);
    const outcome = signInOutcome(route, status);
    if (outcome?.kind === 'failure') metrics.signInFailures.inc({ step: outcome.step, status: String(status) });
    if (outcome?.kind === 'limit') metrics.signInLimitRefusals.inc({ step: outcome.step });
    if (context.deadlineExpired) metrics.pageDeadlineExpiries.inc({ route });
    access[levelOf(route, status)](
      {
        requestId: context.requestId,
        method,
        route,
        status,
        durationMs: Math.round(seconds * 10_000) / 10,
        ...(context.tenant !== undefined ? { tenant: context.tenant ?? 'default' } : {}),
        ...(context.userId !== undefined ? { userId: context.userId } : {}),
        ...(context.upstream ? { upstreamCalls: context.upstream.calls, upstreamMs: Math.round(context.upstream.ms), upstreamStatus: context.upstream.status } : {}),
      },
      'request',
    );
    if (active.size === 0) idle?.();
  }

  function onRequest(request: IncomingMessage, response: ServerResponse): void {
    const started = performance.now();
    const url = request.url ?? '/';
    const route = routeTemplate(request.method ?? 'GET', url);
    const requestId = assignRequestId(request.headers[REQUEST_ID_HEADER], options.trustProxy);
    // what route handlers, pages and the middleware read (requestIdOf), whatever the client sent
    request.headers[REQUEST_ID_HEADER] = requestId;
    response.setHeader(REQUEST_ID_HEADER, requestId);
    if (draining) response.setHeader('connection', 'close');
    const tenant = tenantOfPath(url);
    const context: RequestContext = { requestId, ...(tenant !== undefined ? { tenant } : {}) };
    active.add(response);
    metrics.inFlight.inc();
    response.once('close', () => finished(request, response, context, route, started));
    sendHeadersWithBody(response);
    if (isDocumentRequest(request)) rewriteDocumentResponse(request, response);
    if (refuseMethod(request, response)) return;
    runInRequest(context, async () => {
      try {
        await options.handle(request, response);
      } catch (error) {
        log.error({ err: error, requestId }, 'request failed');
        if (!response.headersSent) {
          response.statusCode = 500;
          response.end();
        } else {
          response.destroy();
        }
      }
    });
  }

  const server = http.createServer(onRequest);
  if (options.keepAliveTimeoutMs !== null) server.keepAliveTimeout = options.keepAliveTimeoutMs;

  const metricsServer =
    options.metricsPort === null
      ? null
      : http.createServer((request, response) => {
          const path = (request.url ?? '/').split('?', 1)[0];
          if (request.method !== 'GET' || path !== '/metrics') {
            response.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('Not found');
            return;
          }
          metrics.registry.metrics().then(
            (text) => response.writeHead(200, { 'content-type': metrics.registry.contentType, 'cache-control': 'no-store' }).end(text),
            (error: unknown) => {
              log.error({ err: error }, 'metrics failed');
              response.writeHead(500).end();
            },
          );
        });

  const listenOn = (target: http.Server, port: number) =>
    new Promise<number>((resolve, reject) => {
      target.once('error', reject);
      target.listen(port, options.host, () => {
        target.off('error', reject);
        resolve((target.address() as AddressInfo).port);
      });
    });

  async function drainAndStop(reason: string): Promise<void> {
    draining = true;
    markShuttingDown();
    metrics.shuttingDown.set(1);
    // answers not yet begun close their connection too
    for (const response of active) if (!response.headersSent) response.setHeader('connection', 'close');
    log.info({ reason, inFlight: active.size, delayMs: options.shutdownDelayMs }, 'stopping: readiness is down, requests go on meanwhile');
    await sleep(options.shutdownDelayMs);
    const closed = new Promise<void>((resolve) => server.close(() => resolve()));
    server.closeIdleConnections();
    log.info({ inFlight: active.size }, 'stopping: port closed, finishing the requests in flight');
    const done = active.size === 0 ? Promise.resolve() : new Promise<void>((resolve) => (idle = resolve));
    await Promise.race([done, sleep(options.shutdownTimeoutMs)]);
    if (active.size > 0) {
      log.warn({ inFlight: active.size }, 'stopping: requests still running after the shutdown timeout are cut');
      server.closeAllConnections();
    }
    await closed;
    await new Promise<void>((resolve) => (metricsServer ? metricsServer.close(() => resolve()) : resolve()));
    await options.closeApp?.().catch((error: unknown) => log.error({ err: error }, 'closing Next failed'));
    log.info('stopped');
  }

  return {
    server,
    metricsServer,
    async listen() {
      const port = await listenOn(server, options.port);
      const metricsPort = metricsServer && options.metricsPort !== null ? await listenOn(metricsServer, options.metricsPort) : null;
      return { port, metricsPort };
    },
    shutdown(reason) {
      stopping ??= drainAndStop(reason);
      return stopping;
    },
  };
}
