import 'server-only';
import ky, { TimeoutError } from 'ky';
import { serverEnv } from '../env';

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
  headers?: Headers;
  body?: BodyInit | null;
  json?: unknown;
  signal?: AbortSignal;
  timeoutMs?: number;
}

export function upstreamUrl(alias: string | null, path: string, search?: URLSearchParams | string): string {
  const base = serverEnv().acquiringApiUrl;
  const query = search === undefined ? '' : String(search);
  return `${base}${alias ? `/${alias}` : ''}/${path}${query ? `?${query.replace(/^\?/, '')}` : ''}`;
}

/** One call to the acquiring API; answers whatever status it got, throws only when unreachable. */
export async function upstreamFetch(call: UpstreamCall): Promise<Response> {
  const headers = new Headers(call.headers);
  headers.set('request-source', 'frontend');
  if (!headers.has('accept')) headers.set('accept', 'application/json');
  if (call.token) headers.set('authorization', `Bearer ${call.token}`);
  if (call.csrf && call.method && call.method !== 'GET') headers.set('x-csrf-token', call.csrf);
  const streaming = typeof ReadableStream !== 'undefined' && call.body instanceof ReadableStream;
  try {
    return await ky(upstreamUrl(call.alias, call.path, call.search), {
      method: call.method ?? 'GET',
      headers,
      body: call.json === undefined ? call.body : undefined,
      json: call.json,
      signal: call.signal,
      timeout: call.timeoutMs ?? serverEnv().upstreamTimeoutMs,
      retry: 0,
      throwHttpErrors: false,
      redirect: 'manual',
      cache: 'no-store',
      ...(streaming ? { duplex: 'half' } : {}),
    } as Parameters<typeof ky>[1]);
  } catch (error) {
    if (call.signal?.aborted) throw error;
    throw new UpstreamUnavailableError(error instanceof TimeoutError ? 504 : 502, error);
  }
}

export async function readJsonBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

/** Calls the API and unwraps `{ result }`; non-2xx answers throw `UpstreamHttpError`. */
export async function upstreamJson<T>(call: UpstreamCall): Promise<T> {
  const response = await upstreamFetch(call);
  const text = await response.text();
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
