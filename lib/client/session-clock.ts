/**
 * What the page knows of its session's end (spec §2: "A click anywhere on a non-public page without a
 * session redirects to /auth"). The cookie is HttpOnly, so the page keeps a lower bound of the expiry:
 * the server moves the expiry to `lifeTime` after each signed-in call, by steps of a few minutes
 * (lib/session/sliding.ts), so after a call answered at `t` the session lives at least until
 * `t + lifeTime - step`. Before that bound a click needs no question; after it, the page asks the BFF
 * (`GET api/session/state`), whose 401 sends it to the login and whose answer resets the bound (page
 * requests and other tabs may have kept the session alive without this page seeing it).
 */
import { resealStepMs } from '../shared/session-step';

export interface SessionClock {
  /** The session was used now (a signed-in call answered, a page was requested). */
  noteActivity(now?: number): void;
  /** The server's own expiry, as `api/session/state` answered it. */
  confirm(expiresAt: number): void;
  /** True once the session may have ended: time to ask the server. */
  mayHaveEnded(now?: number): boolean;
}

export function createSessionClock(expiresAt: number, lifeTimeSeconds: number | null): SessionClock {
  let knownUntil = expiresAt;
  return {
    noteActivity(now = Date.now()) {
      if (!lifeTimeSeconds) return;
      knownUntil = Math.max(knownUntil, now + lifeTimeSeconds * 1000 - resealStepMs(lifeTimeSeconds));
    },
    confirm(next) {
      if (Number.isFinite(next)) knownUntil = next;
    },
    mayHaveEnded(now = Date.now()) {
      return now >= knownUntil;
    },
  };
}

/** The clock of the signed-in page, if any: the API client tells it of every call that succeeded. */
let current: SessionClock | null = null;

export function setActiveSessionClock(clock: SessionClock | null): void {
  current = clock;
}

export function noteSessionActivity(): void {
  current?.noteActivity();
}
