/**
 * How far the signed-in session's expiry may lag behind the upstream's: the server re-seals the cookie by this
 * step (lib/session/sliding.ts), and the browser's session clock (lib/client/session-clock.ts) allows for it.
 * No imports: browser and server code share it.
 */

/**
 * The expiry moves only by a step this large (issue 20): each move re-seals the cookie (about 0.23 ms of CPU a
 * call while a client does not keep the new cookie), so a step of one minute re-sealed on nearly every call.
 */
export const RESEAL_STEP_MS = 5 * 60_000;
/** A short session's step is at most this share of its lifetime: an idle user is not signed out much early. */
const MAX_STEP_SHARE_OF_LIFETIME = 0.2;

/** How far behind the upstream's expiry the cookie's may lag for a session of `lifeTimeSeconds`. */
export function resealStepMs(lifeTimeSeconds: number): number {
  return Math.min(RESEAL_STEP_MS, lifeTimeSeconds * 1000 * MAX_STEP_SHARE_OF_LIFETIME);
}
