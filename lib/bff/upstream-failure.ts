/**
 * What the BFF does with an upstream status (spec §8): 401, or 403 outside auth and logout,
 * ends the session; 502/504 become the "temporarily unavailable" answer; the rest passes through
 * (409 privacy policy, 423 captcha, 429 … are the page's to show).
 */
export type UpstreamFailureAction = 'logout' | 'unavailable' | 'pass';

export function upstreamFailureAction(status: number, path: string): UpstreamFailureAction {
  const authOrLogout = /(^|\/)session\/(auth|logout)$/.test(path);
  if (status === 401 && !authOrLogout) return 'logout';
  if (status === 403 && !authOrLogout) return 'logout';
  if (status === 502 || status === 504) return 'unavailable';
  return 'pass';
}
