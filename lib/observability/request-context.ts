/**
 * What the app learns about a request while serving it, for its one log line and its metrics (issue 35 §3, §4):
 * the server entry opens a context per request (lib/server/server.ts) and the code that learns something
 * notes it here — the tenant (middleware, BFF), the signed-in user's id (the session), each upstream call's
 * status and time (lib/acquiring/upstream.ts), a page deadline that passed. Node's AsyncLocalStorage carries it
 * through everything the request awaits. One store per process: every route bundle has its own copy of this
 * module, so the store lives on `globalThis`. Outside a request (unit tests, a background load) notes go nowhere.
 */
import { AsyncLocalStorage } from 'node:async_hooks';

export interface UpstreamSummary {
  calls: number;
  /** Time to the answer's headers, summed over the calls (calls made side by side count each). */
  ms: number;
  /** The most telling status of the calls: a server failure before a client error before a success. */
  status: number;
}

export interface RequestContext {
  readonly requestId: string;
  /** The tenant alias; null is the default tenant, undefined not known. */
  tenant?: string | null;
  /** The signed-in user's id at the acquiring API (never the login). */
  userId?: number;
  upstream?: UpstreamSummary;
  /** The page view's one deadline (UPSTREAM_TIMEOUT_MS) passed while serving it. */
  deadlineExpired?: boolean;
}

const STORE_KEY = Symbol.for('merchant-back-office.request-context');

function storage(): AsyncLocalStorage<RequestContext> {
  const global = globalThis as typeof globalThis & { [STORE_KEY]?: AsyncLocalStorage<RequestContext> };
  global[STORE_KEY] ??= new AsyncLocalStorage<RequestContext>();
  return global[STORE_KEY];
}

export function runInRequest<T>(context: RequestContext, work: () => T): T {
  return storage().run(context, work);
}

export function currentRequest(): RequestContext | undefined {
  return storage().getStore();
}

export function noteTenant(alias: string | null): void {
  const context = currentRequest();
  if (context) context.tenant = alias;
}

export function noteUser(userId: number | undefined): void {
  const context = currentRequest();
  if (context && typeof userId === 'number') context.userId = userId;
}

export function noteDeadlineExpired(): void {
  const context = currentRequest();
  if (context) context.deadlineExpired = true;
}

/** 5xx (and no answer, 502/504) tells most, then 4xx, then a success. */
function weight(status: number): number {
  if (status >= 500) return 3;
  if (status >= 400) return 2;
  return 1;
}

export function noteUpstreamCall(status: number, ms: number): void {
  const context = currentRequest();
  if (!context) return;
  const before = context.upstream;
  context.upstream = {
    calls: (before?.calls ?? 0) + 1,
    ms: (before?.ms ?? 0) + ms,
    status: before && weight(before.status) > weight(status) ? before.status : status,
  };
}
