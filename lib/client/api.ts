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

export function messageOf(body: unknown): string | null {
  if (body && typeof body === 'object' && 'message' in body && typeof body.message === 'string') return body.message;
  return null;
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
    const isAuthCall = /session\/(auth|logout)/.test(path);
    const action = body && typeof body === 'object' && 'action' in body ? body.action : null;
    if (response.status === 502 || response.status === 504 || action === 'unavailable') hooks.onUnavailable();
    else if (action === 'logout' && !isAuthCall) hooks.onSignedOut();
    else if (response.status === 409 && !isAuthCall) hooks.onPrivacyPolicy();
    throw new ApiError(response.status, body, messageOf(body) ?? `HTTP ${response.status}`);
  };
}

export type ApiClient = ReturnType<typeof createApiClient>;
