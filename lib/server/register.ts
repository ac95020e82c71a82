/**
 * What `instrumentation.ts` installs when Next starts in a Node.js server: `serve`, which the server entry
 * (scripts/server.mjs) calls with Next's request handler once `app.prepare()` is done. Nothing else happens at
 * registration (a `next build` also runs it): the console, the ports and the signals are the entry's alone.
 */
import { serverEnv } from '../env';
import { createAppServer, type RequestHandler } from './server';
import { logger, routeConsoleTo } from '../observability/logger';
import { metrics } from '../observability/metrics';

export interface ServeRequest {
  handle: RequestHandler;
  closeApp: () => Promise<void>;
  port: number;
}

export interface ServerHooks {
  serve(request: ServeRequest): Promise<{ port: number; metricsPort: number | null }>;
}

export const SERVER_HOOKS_KEY = Symbol.for('merchant-back-office.server-hooks');

/** A whole number of at least 0 from the environment, else `fallback`. */
export function wholeNumber(raw: string | undefined, fallback: number): number {
  const value = Number(raw);
  return raw !== undefined && raw.trim() !== '' && Number.isInteger(value) && value >= 0 ? value : fallback;
}

/** Defaults: a balancer that probes readiness every few seconds sees the instance leave before its port closes. */
export const SHUTDOWN_DELAY_MS = 5000;
export const SHUTDOWN_TIMEOUT_MS = 30_000;

async function serve({ handle, closeApp, port }: ServeRequest) {
  const log = logger();
  routeConsoleTo(log);
  // the configuration is checked before the port opens: a missing SESSION_PASSWORD stops the start, not a sign-in
  const { trustProxy } = serverEnv();
  const metricsPort = process.env.METRICS_PORT ? wholeNumber(process.env.METRICS_PORT, -1) : null;
  if (metricsPort === -1) throw new Error(`METRICS_PORT must be a port number, not ${JSON.stringify(process.env.METRICS_PORT)}`);
  const app = createAppServer({
    handle,
    closeApp,
    port,
    host: process.env.LISTEN_HOST?.trim() || undefined,
    metricsPort,
    trustProxy,
    keepAliveTimeoutMs: process.env.KEEP_ALIVE_TIMEOUT ? wholeNumber(process.env.KEEP_ALIVE_TIMEOUT, 5000) : null,
    // `npm run dev` has no balancer to wait for
    shutdownDelayMs: wholeNumber(process.env.SHUTDOWN_DELAY_MS, process.env.NODE_ENV === 'production' ? SHUTDOWN_DELAY_MS : 0),
    shutdownTimeoutMs: wholeNumber(process.env.SHUTDOWN_TIMEOUT_MS, SHUTDOWN_TIMEOUT_MS),
    log,
    access: logger('http'),
    metrics: metrics(),
  });
  const bound = await app.listen();
  log.info({ port: bound.port, metricsPort: bound.metricsPort, logLevel: log.level }, 'listening');
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    process.once(signal, () => {
      void app.shutdown(signal).then(() => process.exit(0));
    });
  }
  // `npm start` (scripts/run.mjs) says when it restarted the embedded sandbox
  process.on('message', (message: unknown) => {
    if (message && typeof message === 'object' && (message as { type?: unknown }).type === 'sandbox-restarted') {
      metrics().sandboxRestarts.inc();
      log.warn('the embedded sandbox acquiring API was restarted');
    }
  });
  return bound;
}

export function installServerHooks(): void {
  const hooks: ServerHooks = { serve };
  (globalThis as typeof globalThis & { [SERVER_HOOKS_KEY]?: ServerHooks })[SERVER_HOOKS_KEY] = hooks;
}
