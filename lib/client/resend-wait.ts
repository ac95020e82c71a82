/** The 5-minute resend wait is kept in the `resend-await` cookie (spec §4) as an epoch-ms deadline. */
export const RESEND_COOKIE = 'resend-await';

export function formatWait(ms: number): string {
  const seconds = Math.max(0, Math.ceil(ms / 1000));
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}
