/**
 * The app's Prometheus metrics (issue 35 §4), prom-client's, in one registry per process (on `globalThis`: every
 * route bundle has its own copy of this module). Served on `METRICS_PORT`, or on the public port at
 * `/api/metrics` behind `METRICS_TOKEN` (lib/server/server.ts, app/api/metrics/route.ts), never openly.
 *
 * Labels are templates and statuses, never an id, a tenant or a user: the series stay few whatever the traffic.
 */
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';

const SECONDS_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30];

export function createMetrics() {
  const registry = new Registry();
  const registers = [registry];
  collectDefaultMetrics({ register: registry });
  const counter = <L extends string>(name: string, help: string, labelNames: readonly L[] = []) => new Counter<L>({ name, help, labelNames, registers });
  const histogram = <L extends string>(name: string, help: string, labelNames: readonly L[]) =>
    new Histogram<L>({ name, help, labelNames, buckets: SECONDS_BUCKETS, registers });
  const gauge = (name: string, help: string) => new Gauge({ name, help, registers });
  return {
    registry,
    httpRequests: counter('bo_http_requests_total', 'Requests answered, by method, route template and status', ['method', 'route', 'status']),
    httpDuration: histogram(
      'bo_http_request_duration_seconds',
      'Time from a request to the end of its answer, by method, route template and status',
      ['method', 'route', 'status'],
    ),
    inFlight: gauge('bo_http_requests_in_flight', 'Requests being served now'),
    shuttingDown: gauge('bo_shutting_down', '1 once the instance drains for a stop (readiness is down)'),
    upstreamRequests: counter(
      'bo_upstream_requests_total',
      'Calls to the acquiring API, by endpoint template, method and status (502/504: no answer)',
      ['endpoint', 'method', 'status'],
    ),
    upstreamDuration: histogram('bo_upstream_request_duration_seconds', 'Time to the acquiring API answer’s headers, by endpoint template and method', ['endpoint', 'method']),
    upstreamErrors: counter(
      'bo_upstream_errors_total',
      'Calls to the acquiring API that failed: timeout, unreachable (no answer) or server-error (5xx)',
      ['endpoint', 'method', 'kind'],
    ),
    signInFailures: counter(
      'bo_sign_in_failures_total',
      'Refused sign-in steps: a wrong password or code, a blocked user, a captcha due (by step and status)',
      ['step', 'status'],
    ),
    signInLimitRefusals: counter('bo_sign_in_limit_refusals_total', 'Sign-in steps refused by a limit (too many codes or passwords, a resend too early), by step', ['step']),
    pageDeadlineExpiries: counter('bo_page_deadline_expiries_total', 'Requests whose one upstream deadline (UPSTREAM_TIMEOUT_MS) passed, by route template', ['route']),
    sandboxRestarts: counter('bo_sandbox_restarts_total', 'Restarts of the embedded sandbox acquiring API by `npm start` (scripts/run.mjs)'),
  };
}

export type AppMetrics = ReturnType<typeof createMetrics>;

const METRICS_KEY = Symbol.for('merchant-back-office.metrics');

export function metrics(): AppMetrics {
  const global = globalThis as typeof globalThis & { [METRICS_KEY]?: AppMetrics };
  global[METRICS_KEY] ??= createMetrics();
  return global[METRICS_KEY];
}

export type SignInStep = 'password' | 'code' | 'resend';

/** The sign-in routes and the step each one is. */
const SIGN_IN_STEPS: Readonly<Record<string, SignInStep>> = {
  '/api/session/auth': 'password',
  '/api/session/confirm-authentication-code': 'code',
  '/api/session/resend-authentication-code': 'resend',
};

/**
 * What a sign-in route's answer says (spec §4, §8; sandbox/routes/session.ts): 429 is a limit (the API's lock after
 * wrong passwords or codes, the BFF's own code limit, the resend's wait); 400, 401, 403 and 423 on the password or
 * code step are a refused step (wrong password or code, a blocked user, a captcha due). Anything else, nothing.
 */
export function signInOutcome(route: string, status: number): { step: SignInStep; kind: 'failure' | 'limit' } | null {
  const step = SIGN_IN_STEPS[route];
  if (!step) return null;
  if (status === 429) return { step, kind: 'limit' };
  if (step !== 'resend' && [400, 401, 403, 423].includes(status)) return { step, kind: 'failure' };
  return null;
}

/** One upstream call, as lib/acquiring/upstream.ts saw it: its status, or 502/504 for no answer. */
export function recordUpstreamCall(endpoint: string, method: string, status: number, seconds: number, failure?: 'timeout' | 'unreachable'): void {
  const registry = metrics();
  registry.upstreamRequests.inc({ endpoint, method, status: String(status) });
  registry.upstreamDuration.observe({ endpoint, method }, seconds);
  const kind = failure ?? (status >= 500 ? 'server-error' : null);
  if (kind) registry.upstreamErrors.inc({ endpoint, method, kind });
}
