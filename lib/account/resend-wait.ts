/**
 * Starting the 5-minute resend wait in the browser (spec §4 "resend is possible, with a 5-minute wait kept in a
 * cookie"; §9 "Forgot-password resend wait 5 minutes"): the `resend-await` cookie holds the epoch-ms deadline, so a
 * reload keeps counting down and the BFF refuses an early resend.
 */
import { resendCookie, type ResendPurpose } from '../client/resend-wait';

/** Writes the cookie and returns the deadline. */
export function startResendWait(purpose: ResendPurpose, minutes: number, now: number = Date.now()): number {
  const deadline = now + minutes * 60_000;
  document.cookie = resendCookie(purpose, deadline, minutes * 60, window.location.protocol === 'https:');
  return deadline;
}
