import { httpFailureAction } from '../domain/errors';

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
