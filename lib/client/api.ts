/**
 * The browser's only way to the acquiring API: same-origin calls to the BFF with the
 * anti-forgery header and the tenant alias. Failures follow spec §8 through the hooks.
 */
import { ANTI_FORGERY_HEADER, ANTI_FORGERY_VALUE } from '../bff/same-origin';
import { ALIAS_HEADER } from '../bff/guest-alias';
import { noteSessionActivity } from './session-clock';

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

export function createApiClient(alias: string | null, hooks: ApiHooks) {
  return async function api<T>(path: string, request: ApiRequest = {}): Promise<T> {
    const headers = new Headers({ accept: 'application/json', [ANTI_FORGERY_HEADER]: ANTI_FORGERY_VALUE });
    if (alias) headers.set(ALIAS_HEADER, alias);
    if (request.json !== undefined) headers.set('content-type', 'application/json');
    const query = request.search?.toString();
    let response: Response;
    try {
      response = await fetch(`/${path.replace(/^\/+/, '')}${query ? `?${query}` : ''}`, {
        method: request.method ?? 'GET',
        headers,
        body: request.json !== undefined ? JSON.stringify(request.json) : request.body,
        signal: request.signal,
        credentials: 'same-origin',
        cache: 'no-store',
      });
    } catch (error) {
      if (request.signal?.aborted) throw new ApiError(0, null, 'Request canceled');
      hooks.onUnavailable();
      throw new ApiError(0, null, error instanceof Error ? error.message : 'Network error');
    }
    const text = await response.text();
    let body: unknown = null;
    try {
      body = text ? JSON.parse(text) : null;
    } catch {
      body = null;
      // A success whose body is not JSON (a broken gateway) is a failure, not null data (issue 9 resilience).
      const type = response.headers.get('content-type') ?? '';
      if (response.ok && /json/i.test(type)) {
        hooks.onUnavailable();
        throw new ApiError(502, null, 'Malformed response');
      }
    }
    if (response.ok) {
      noteSessionActivity();
      return body as T;
    }
    reactToFailure(hooks, response.status, body, path);
    throw new ApiError(response.status, body, messageOf(body) ?? `HTTP ${response.status}`);
  };
}

export type ApiClient = ReturnType<typeof createApiClient>;
