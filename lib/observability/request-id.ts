/**
 * Every request has an id (issue 35 §3): support finds a user's failed call by it in the logs, and the acquiring
 * API's logs carry the same one. The server entry (lib/server/server.ts) sets it on each request before
 * Next sees it — the proxy's `X-Request-Id` when the proxy is trusted (`TRUST_PROXY=1`), else a new one — so every
 * route handler, page and the middleware read it from the request's `x-request-id` header; the answer carries it
 * back in the same header. No imports: Node loads it without a bundler.
 */

/** The request header every route handler and page finds the id in, the header sent upstream, and the answer's header. */
export const REQUEST_ID_HEADER = 'x-request-id';

/**
 * What an id may look like: nginx's `$request_id` (32 hex digits), a UUID, a trace id. Nothing that could break
 * a log line or a header: no spaces, quotes or control characters, at most 128 characters.
 */
const REQUEST_ID_PATTERN = /^[A-Za-z0-9._:-]{1,128}$/;

export function isRequestId(value: unknown): value is string {
  return typeof value === 'string' && REQUEST_ID_PATTERN.test(value);
}

/**
 * The id of the request these headers came with (`request.headers`, or `await headers()` in a page), as the server
 * entry set it; null for a request that did not come through it (a unit test calling a handler directly).
 */
export function requestIdOf(headers: { get(name: string): string | null }): string | null {
  const value = headers.get(REQUEST_ID_HEADER);
  return isRequestId(value) ? value : null;
}

/**
 * The id a request gets as it arrives: the one the reverse proxy sent, when the proxy is trusted and the id
 * well-formed; otherwise a new one (a client cannot pick the id of its own log lines without a trusted proxy).
 */
export function assignRequestId(sent: string | readonly string[] | undefined, trustProxy: boolean): string {
  if (trustProxy && isRequestId(sent)) return sent;
  return globalThis.crypto.randomUUID();
}
