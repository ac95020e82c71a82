/**
 * The request id of the incoming request (`X-Request-Id`), as the request logs, the audit trail and the calls to the
 * acquiring API name it. Only a value that looks like a request id is taken: at most 128 characters of
 * [A-Za-z0-9._-]; anything else (a forged header carrying a log line, a secret) is no id at all.
 */

const REQUEST_ID = /^[A-Za-z0-9._-]{1,128}$/;

export function requestIdOf(headers: Headers): string | null {
  const value = headers.get('x-request-id');
  return value !== null && REQUEST_ID.test(value) ? value : null;
}
