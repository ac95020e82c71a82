/**
 * The browser's only way to the acquiring API: ky, to the BFF on the page's own origin, with the
 * anti-forgery header and the tenant alias. Failures follow spec §8 through the hooks.
 */
import ky, { isHTTPError, isNetworkError, isTimeoutError, type KyInstance } from 'ky';
import { ANTI_FORGERY_HEADER, ANTI_FORGERY_VALUE } from '../bff/same-origin';
import { ALIAS_HEADER } from '../bff/guest-alias';
import { noteSessionActivity } from './session-clock';

/**
 * The browser's own limit for one BFF call: past the BFF's deadline for the upstream (UPSTREAM_TIMEOUT_MS,
 * 15 s by default), so the BFF's 504 and its dialog come first; this catches a connection that died on the way.
 */
export const BFF_TIMEOUT_MS = 30_000;

export interface ApiHooks {
  /** 502/504: the "temporarily unavailable" dialog. */
  onUnavailable: () => void;
  /** The BFF ended the session (401, or 403 outside auth/logout). */
  onSignedOut: () => void;
  /** 409 on a non-auth path: the privacy-policy confirmation. */
  onPrivacyPolicy: () => void;
}

export class ApiError extends Error {
  readonly status: number;
  readonly body: unknown;
  constructor(status: number, body: unknown, message: string) {
    super(message);
    this.status = status;
    this.body = body;
  }
}

export interface ApiRequest {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  json?: unknown;
  body?: BodyInit;
  search?: URLSearchParams;
  signal?: AbortSignal;
}

/** No answer, 502 or 504: the "temporarily unavailable" dialog already says it, so the caller shows nothing more. */
export function shownAsUnavailable(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 0 || error.status === 502 || error.status === 504);
}

/** …or the session ended (401) and the page is on its way to the login. */
export function handledByPage(error: unknown): boolean {
  return shownAsUnavailable(error) || (error instanceof ApiError && error.status === 401);
}

export function messageOf(body: unknown): string | null {
  if (body && typeof body === 'object' && 'message' in body && typeof body.message === 'string') return body.message;
  return null;
}

/** What a failed BFF answer asks of the page besides its own error text (spec §8). */
export type FailureReaction = 'unavailable' | 'signed-out' | 'privacy-policy';

/**
 * Spec §8 by the BFF's answer: 502/504 (or `action: unavailable`) → the "temporarily unavailable" dialog;
 * `action: logout` → the login page, except on the login and logout calls themselves; 409 off those
 * calls → the privacy-policy confirmation. Null: the caller's own error text is all there is to show.
 */
export function failureReaction(status: number, body: unknown, path: string): FailureReaction | null {
  const isAuthCall = /session\/(auth|logout)/.test(path);
  const action = body && typeof body === 'object' && 'action' in body ? body.action : null;
  if (status === 502 || status === 504 || action === 'unavailable') return 'unavailable';
  if (action === 'logout' && !isAuthCall) return 'signed-out';
  if (status === 409 && !isAuthCall) return 'privacy-policy';
  return null;
}

/** Runs the hook of `failureReaction`; every call of the page (JSON, file, upload) reacts through here. */
export function reactToFailure(hooks: ApiHooks, status: number, body: unknown, path: string): FailureReaction | null {
  const reaction = failureReaction(status, body, path);
  if (reaction === 'unavailable') hooks.onUnavailable();
  else if (reaction === 'signed-out') hooks.onSignedOut();
  else if (reaction === 'privacy-policy') hooks.onPrivacyPolicy();
  return reaction;
}

/** The BFF path of a request (`api/user/list`), as `failureReaction` reads it. */
function bffPath(url: string): string {
  return new URL(url).pathname.replace(/^\/+/, '');
}

/** An error body as the BFF sent it: its JSON, or null (ky gives a non-JSON content type's body as text). */
function errorBody(data: unknown): unknown {
  if (typeof data !== 'string') return data ?? null;
  try {
    return JSON.parse(data) as unknown;
  } catch {
    return null;
  }
}

/**
 * The ky instance for the BFF. Its hooks add the anti-forgery and tenant headers to every call, note the
 * session's activity on every answer, and turn every failure into an `ApiError` after the spec §8 reaction
 * (the "temporarily unavailable" dialog for no answer, a timeout, 502 or 504; the login page; the
 * privacy-policy confirmation). Only idempotent GETs are retried, once, on no answer or a 502/503.
 */
export function createBffClient(alias: string | null, hooks: ApiHooks): KyInstance {
  return ky.create({
    credentials: 'same-origin',
    cache: 'no-store',
    timeout: BFF_TIMEOUT_MS,
    retry: { limit: 1, methods: ['get'], statusCodes: [502, 503], afterStatusCodes: [503] },
    hooks: {
      beforeRequest: [
        ({ request }) => {
          request.headers.set(ANTI_FORGERY_HEADER, ANTI_FORGERY_VALUE);
          if (alias) request.headers.set(ALIAS_HEADER, alias);
        },
      ],
      afterResponse: [
        ({ response }) => {
          if (response.ok) noteSessionActivity();
        },
      ],
      beforeError: [
        ({ error, request }) => {
          if (isHTTPError(error)) {
            const body = errorBody(error.data);
            reactToFailure(hooks, error.response.status, body, bffPath(request.url));
            return new ApiError(error.response.status, body, messageOf(body) ?? `HTTP ${error.response.status}`);
          }
          if (isNetworkError(error) || isTimeoutError(error)) hooks.onUnavailable();
          return new ApiError(0, null, error.message);
        },
      ],
    },
  });
}

export function createApiClient(alias: string | null, hooks: ApiHooks) {
  const bff = createBffClient(alias, hooks);
  return async function api<T>(path: string, request: ApiRequest = {}): Promise<T> {
    let response: Response;
    try {
      // Always a path on the page's own origin: "//evil.example" cannot become another host.
      response = await bff(`/${path.replace(/^\/+/, '')}`, {
        method: request.method ?? 'GET',
        headers: { accept: 'application/json' },
        json: request.json,
        body: request.body,
        searchParams: request.search,
        signal: request.signal,
      });
    } catch (error) {
      if (request.signal?.aborted) throw new ApiError(0, null, 'Request canceled');
      if (error instanceof ApiError) throw error;
      hooks.onUnavailable();
      throw new ApiError(0, null, error instanceof Error ? error.message : 'Network error');
    }
    const text = await response.text();
    try {
      return (text ? JSON.parse(text) : null) as T;
    } catch {
      // A success whose body is not JSON (a broken gateway) is a failure, not null data (issue 9 resilience).
      if (/json/i.test(response.headers.get('content-type') ?? '')) {
        hooks.onUnavailable();
        throw new ApiError(502, null, 'Malformed response');
      }
      return null as T;
    }
  };
}

export type ApiClient = ReturnType<typeof createApiClient>;
