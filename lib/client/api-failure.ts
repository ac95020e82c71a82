/**
 * A failed call to the BFF, and what it asks of the page (spec §8): the error every call throws, the reactions
 * (the "temporarily unavailable" dialog, the login page, the privacy-policy confirmation) and the browser's own
 * time limit. The call itself (lib/client/api.ts) and ky's hooks (lib/client/bff-ky.ts) both read it.
 */

/**
 * The browser's own limit for one BFF call: past the BFF's deadline for the upstream (UPSTREAM_TIMEOUT_MS,
 * 15 s by default), so the BFF's 504 and its dialog come first; this catches a connection that died on the way.
 */
export const BFF_TIMEOUT_MS = 30_000;

export interface ApiHooks {
  /** 502/504: the "temporarily unavailable" dialog, with the failed request's id when the server gave one (X-Request-Id). */
  onUnavailable: (requestId?: string) => void;
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

/** The id the server gave the request (lib/observability/request-id.ts, checked there), for the dialog. */
export function requestIdOfAnswer(response: Response): string | undefined {
  return response.headers.get('x-request-id') ?? undefined;
}

/** No answer, 502 or 504: the "temporarily unavailable" dialog already says it, so the caller shows nothing more. */
export function shownAsUnavailable(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 0 || error.status === 502 || error.status === 504);
}

/** …or the session ended (401) and the page is on its way to the login. */
export function handledByPage(error: unknown): boolean {
  return shownAsUnavailable(error) || (error instanceof ApiError && error.status === 401);
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
export function reactToFailure(hooks: ApiHooks, status: number, body: unknown, path: string, requestId?: string): FailureReaction | null {
  const reaction = failureReaction(status, body, path);
  if (reaction === 'unavailable') hooks.onUnavailable(requestId);
  else if (reaction === 'signed-out') hooks.onSignedOut();
  else if (reaction === 'privacy-policy') hooks.onPrivacyPolicy();
  return reaction;
}
