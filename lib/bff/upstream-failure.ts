import { httpFailureAction } from '../domain/errors';
import { signedOut, unavailable } from './respond';

/**
 * What the BFF does with an upstream status, from the spec §8 table (`httpFailureAction`): a
 * logout ends the session here, 502/504 become the "temporarily unavailable" answer, and the
 * rest passes through for the page to show (409 privacy policy, 423 captcha, 429, …).
 */
export type UpstreamFailureAction = 'logout' | 'unavailable' | 'pass';

export function upstreamFailureAction(status: number, path: string): UpstreamFailureAction {
  if (status < 400) return 'pass';
  const action = httpFailureAction(status, path);
  if (action === 'logout') return 'logout';
  if (action === 'unavailable-dialog') return 'unavailable';
  return 'pass';
}

/**
 * The BFF's answer to a failure the browser does not get as it is: a logout ends the session here and says so
 * (401 `logout`), 502/504 become "temporarily unavailable". null for a status that passes through.
 */
export function failureAnswer(action: UpstreamFailureAction, status: number, session: { destroy(): void }): Response | null {
  if (action === 'logout') return endedSession(session);
  if (action === 'unavailable') return unavailable(status === 504 ? 504 : 502);
  return null;
}

/** Spec §8 "Logout happens on 401": the session ends here too, and the page is told to sign in again. */
export function endedSession(session: { destroy(): void }): Response {
  session.destroy();
  return signedOut();
}
