/** The 5-minute resend wait is kept in the `resend-await` cookie (spec §4) as an epoch-ms deadline. */
export const RESEND_COOKIE = 'resend-await';

/**
 * Which wait a value is for: the login's confirmation code, or the password-recovery link. The spec keeps one
 * cookie; its value says whose wait it is, so that a code sent at login never holds up a recovery link (nor the
 * other way round).
 */
export type ResendPurpose = 'code' | 'restore';

/** The whole cookie (for `document.cookie` or a Set-Cookie header): one spelling for the browser and the BFF. */
export function resendCookie(purpose: ResendPurpose, deadline: number, maxAgeSeconds: number, secure: boolean): string {
  return `${RESEND_COOKIE}=${purpose}-${deadline}; Path=/; Max-Age=${maxAgeSeconds}; SameSite=Lax${secure ? '; Secure' : ''}`;
}

/** The deadline the cookie holds for `purpose`, or 0 (no wait) for another purpose's, a broken or no value. */
export function resendDeadlineFor(value: string | undefined, purpose: ResendPurpose): number {
  const match = /^(code|restore)-(\d{1,15})$/.exec(value ?? '');
  return match && match[1] === purpose ? Number(match[2]) : 0;
}

export function formatWait(ms: number): string {
  const seconds = Math.max(0, Math.ceil(ms / 1000));
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}
