/**
 * Cross-site request forgery defence for BFF mutations: the request must come from our own
 * origin (Sec-Fetch-Site / Origin) and carry the custom anti-forgery header, which a
 * cross-origin page cannot add without a CORS preflight that we never grant.
 */

export const ANTI_FORGERY_HEADER = 'x-bo-request';
export const ANTI_FORGERY_VALUE = '1';

export type ForgeryVerdict = 'ok' | 'missing-header' | 'cross-site' | 'foreign-origin';

export function checkMutationOrigin(headers: Headers, requestOrigin: string): ForgeryVerdict {
  if (headers.get(ANTI_FORGERY_HEADER) !== ANTI_FORGERY_VALUE) return 'missing-header';
  const fetchSite = headers.get('sec-fetch-site');
  if (fetchSite && fetchSite !== 'same-origin') return 'cross-site';
  const origin = headers.get('origin');
  if (origin !== null && origin !== requestOrigin) return 'foreign-origin';
  return 'ok';
}

export function isMutation(method: string): boolean {
  return method !== 'GET' && method !== 'HEAD' && method !== 'OPTIONS';
}
