import { BLOCK_WARNING_ATTEMPTS_LEFT } from '../domain/limits';

/** Spec §8/§9: with 3 or fewer attempts left, the login warns that the IP will be blocked. */
export const BLOCK_WARNING_ATTEMPTS = BLOCK_WARNING_ATTEMPTS_LEFT;

export function shouldWarnAboutBlock(attemptsLeft: number | undefined | null): attemptsLeft is number {
  return typeof attemptsLeft === 'number' && attemptsLeft >= 0 && attemptsLeft <= BLOCK_WARNING_ATTEMPTS;
}

/** Remembers the browser's time zone for server-rendered dates (spec §4: saved in a cookie at login). */
export function rememberTimeZone(): void {
  try {
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    if (zone) document.cookie = `tz=${encodeURIComponent(zone)}; Path=/; Max-Age=31536000; SameSite=Lax`;
  } catch {
    // No Intl time zone: the server keeps its default.
  }
}
