import 'server-only';
import { serverEnv } from '../env';
import { nodeTransport, TransportTimeoutError, type UpstreamTransport } from './upstream-transport';
import { raceDeadline, remainingMs, type Deadline } from './deadline';
import { createAcquiringClient } from './acquiring-client';
import { upstreamCallDone } from './upstream-calls';
import { noteDeadlineExpired } from '../observability/request-context';
import { resolveTarget, type EndpointTarget } from './endpoint';

export { fetchTransport, nodeTransport, type UpstreamTransport } from './upstream-transport';

let transport: UpstreamTransport = nodeTransport;

/** Replaces how calls reach the API (tests put a stand-in behind it); returns the previous transport. */
export function setUpstreamTransport(next: UpstreamTransport): UpstreamTransport {
  const previous = transport;
  transport = next;
  return previous;
}

/** Raised when the acquiring API cannot be reached or does not answer in time. */
export class UpstreamUnavailableError extends Error {
  readonly status: 502 | 504;
  constructor(status: 502 | 504, cause: unknown) {
    super(status === 504 ? 'Upstream timed out' : 'Upstream unreachable', { cause });
    this.status = status;
  }
}

/** Raised by `upstreamJson` for a non-2xx answer; keeps the upstream body for the error catalogue. */
export class UpstreamHttpError extends Error {
  readonly status: number;
  readonly body: unknown;
  constructor(status: number, body: unknown) {
    super(`Upstream answered ${status}`);
    this.status = status;
    this.body = body;
  }
}

export interface UpstreamCall {
  /** Tenant alias, or null for the default tenant. */
  alias: string | null;
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** Path below the tenant root, without a leading slash: `api/setting/list`, `info`. */
  path: string;
  search?: URLSearchParams | string;
  token?: string;
  csrf?: string;
  /** Receives the API's rotated anti-forgery token when the answer carries one. */
  onCsrfToken?: (token: string) => void;
  headers?: Headers;
  body?: BodyInit | null;
  json?: unknown;
  signal?: AbortSignal;
  timeoutMs?: number;
  /** The page view's one deadline (lib/acquiring/deadline.ts): the call waits no longer than what is left of it. */
  deadline?: Deadline;
}

/** The page's deadline passed: the upstream timing out (504), as a call's own timeout would say (and counted, issue 35 §4). */
const deadlinePassed = () => {
  noteDeadlineExpired();
  return new UpstreamUnavailableError(504, new Error('The page deadline passed'));
};

/** `work` until the deadline; past it, `deadlinePassed`. */
export function withinDeadline<T>(deadline: Deadline | undefined, work: Promise<T>): Promise<T> {
  return raceDeadline(deadline, work, deadlinePassed);
}

export function upstreamUrl(alias: string | null, path: string, search?: URLSearchParams | string): string {
  const base = serverEnv().acquiringApiUrl;
  const query = search === undefined ? '' : String(search);
  return `${base}${alias ? `/${alias}` : ''}/${path}${query ? `?${query.replace(/^\?/, '')}` : ''}`;
}

const acquiringClient = createAcquiringClient(() => transport);

/** One call to the acquiring API; answers whatever status it got, throws only when unreachable. */
export async function upstreamFetch(call: UpstreamCall): Promise<Response> {
  const headers = new Headers(call.headers);
  let body = call.body;
  if (call.json !== undefined) {
    body = JSON.stringify(call.json);
    headers.set('content-type', 'application/json');
  }
  const timeoutMs = Math.min(call.timeoutMs ?? serverEnv().upstreamTimeoutMs, call.deadline ? remainingMs(call.deadline) : Infinity);
  // nothing left of the page's deadline: no call at all
  if (timeoutMs <= 0) throw deadlinePassed();
  const method = call.method ?? 'GET';
  const startedAt = performance.now();
  try {
    const response = await acquiringClient(upstreamUrl(call.alias, call.path, call.search), {
      method,
      headers,
      context: { token: call.token, csrf: call.csrf, onCsrfToken: call.onCsrfToken },
      transport: { body, signal: call.signal, timeoutMs },
    });
    upstreamCallDone(method, call.path, response.status, startedAt);
    return response;
  } catch (error) {
    if (call.signal?.aborted) throw error;
    const timedOut = error instanceof TransportTimeoutError;
    // the call's bound was what was left of the page's deadline
    if (timedOut && call.deadline && remainingMs(call.deadline) === 0) noteDeadlineExpired();
    upstreamCallDone(method, call.path, timedOut ? 504 : 502, startedAt, timedOut ? 'timeout' : 'unreachable');
    throw new UpstreamUnavailableError(timedOut ? 504 : 502, error);
  }
}

/**
 * The whole body as text. A body cut off half-way (the connection dropped, or silent past the
 * timeout) is the upstream being unavailable, like no answer at all.
 */
async function readText(response: Response, signal?: AbortSignal): Promise<string> {
  try {
    return await response.text();
  } catch (error) {
    if (signal?.aborted) throw error;
    const timedOut = error instanceof TransportTimeoutError || (error instanceof Error && error.cause instanceof TransportTimeoutError);
    throw new UpstreamUnavailableError(timedOut ? 504 : 502, error);
  }
}

export async function readJsonBody(response: Response, signal?: AbortSignal): Promise<unknown> {
  const text = await readText(response, signal);
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

/** Calls the API and unwraps `{ result }`; non-2xx answers throw `UpstreamHttpError`. */
export function upstreamJson<T>(call: UpstreamCall): Promise<T> {
  // the deadline bounds the body too: a large answer streams under the transport's bound on silence only
  return withinDeadline(call.deadline, readUpstreamJson<T>(call));
}

async function readUpstreamJson<T>(call: UpstreamCall): Promise<T> {
  const response = await upstreamFetch(call);
  const text = await readText(response, call.signal);
  let body: unknown = null;
  try {
    body = text ? (JSON.parse(text) as unknown) : null;
  } catch {
    // A success that is not JSON is a broken gateway, not data: the spec §8 "temporarily unavailable".
    if (response.ok) throw new UpstreamHttpError(502, null);
  }
  if (!response.ok) throw new UpstreamHttpError(response.status, body);
  if (body && typeof body === 'object' && 'result' in body) return (body as { result: T }).result;
  return body as T;
}

/** A call of the endpoint table: its method and path from the table, the rest as `UpstreamCall` has it. */
export type EndpointRequest<Body> = Omit<UpstreamCall, 'path' | 'method' | 'json'> & { json?: Body };

function endpointUpstreamCall<Answer, Body>(target: EndpointTarget<Answer, Body, unknown>, call: EndpointRequest<Body>): UpstreamCall {
  const { endpoint, path } = resolveTarget(target);
  return { ...call, method: endpoint.method, path };
}

/** `upstreamFetch` of an endpoint of the table (lib/acquiring/endpoints.ts). */
export function fetchEndpoint<Answer, Body>(target: EndpointTarget<Answer, Body, unknown>, call: EndpointRequest<Body>): Promise<Response> {
  return upstreamFetch(endpointUpstreamCall(target, call));
}

/** `upstreamJson` of an endpoint of the table: its answer's type comes from the table. */
export function callEndpoint<Answer, Body>(target: EndpointTarget<Answer, Body, unknown>, call: EndpointRequest<Body>): Promise<Answer> {
  return upstreamJson<Answer>(endpointUpstreamCall(target, call));
}
