// The browser's ky instance for the BFF, loaded on demand by lib/client/api.ts (ky stays out of first-load JS).
import ky, { isHTTPError, isNetworkError, isTimeoutError, type KyInstance } from 'ky';
import { ALIAS_HEADER, ANTI_FORGERY_HEADER, ANTI_FORGERY_VALUE } from '../shared/bff-headers';
import { messageOf } from '../shared/error-body';
import { noteSessionActivity } from './session-clock';
import { ApiError, BFF_TIMEOUT_MS, reactToFailure, requestIdOfAnswer, type ApiHooks } from './api-failure';

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
            reactToFailure(hooks, error.response.status, body, bffPath(request.url), requestIdOfAnswer(error.response));
            return new ApiError(error.response.status, body, messageOf(body) ?? `HTTP ${error.response.status}`);
          }
          if (isNetworkError(error) || isTimeoutError(error)) hooks.onUnavailable();
          return new ApiError(0, null, error.message);
        },
      ],
    },
  });
}
