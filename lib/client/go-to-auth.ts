/**
 * Leaving for the login page (spec §2, §8): a full navigation, so that no signed-in client state survives it.
 */
import { buildPath } from '../domain/paths';

/** Why the login page is shown again: the session ended, or the password was just changed. */
export type AuthNotice = 'ended' | 'changed';

let signingOut = false;
let leaving = false;

/** The user asked to sign out: the 401s of calls still in flight are expected, not "session ended". */
export function signOutStarted() {
  signingOut = true;
}

/**
 * Leaves for the login page of the tenant with a full navigation, so no signed-in state lingers. Only the
 * first call navigates: a late 401 of a call that was in flight during "Выйти" must not turn the plain
 * login page into "your session has ended".
 */
export function goToAuth(alias: string | null, reason?: AuthNotice) {
  if (leaving || (signingOut && reason === 'ended')) return;
  leaving = true;
  // eslint-disable-next-line @next/next/no-location-assign-relative-destination -- a full navigation on purpose: no signed-in client state may survive it
  window.location.assign(`${buildPath(alias, 'auth')}${reason ? `?reason=${reason}` : ''}`);
}
