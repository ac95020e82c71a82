/**
 * A password restore token (spec §2 recovery link `?token=…`, §5 "token required in restoration mode
 * when not prefilled"): what the page takes from the link, the form lets the user type, and the BFF
 * lets through to the API. Anything else never leaves the browser.
 */
export const RESTORE_TOKEN = /^[A-Za-z0-9_-]{8,200}$/;

export function isRestoreToken(value: string): boolean {
  return RESTORE_TOKEN.test(value);
}

/** What a recovery page's `?token=` says: no link, a link with a token, or a link whose token cannot be one. */
export type RestoreLink = { kind: 'none' } | { kind: 'token'; token: string } | { kind: 'invalid' };

export function restoreLinkOf(value: string | string[] | undefined): RestoreLink {
  if (value === undefined) return { kind: 'none' };
  return typeof value === 'string' && isRestoreToken(value) ? { kind: 'token', token: value } : { kind: 'invalid' };
}

/**
 * The API's refusal of the token itself — unknown, already used or expired (sandbox/CONTRACT.md: 400
 * `InvalidTokenException`, with an error on the field `token`) — as opposed to a refused new password.
 */
export function isRefusedRestoreToken(status: number, body: unknown): boolean {
  if (status !== 400 || body === null || typeof body !== 'object') return false;
  const { exception, errors } = body as { exception?: unknown; errors?: unknown };
  if (typeof exception === 'string' && exception.endsWith('InvalidTokenException')) return true;
  return Array.isArray(errors) && errors.some((error: unknown) => (error as { field?: unknown } | null)?.field === 'token');
}
