/** Headers that may cross the BFF, each way. Everything else (Cookie, Set-Cookie, Authorization…) stays behind. */

export const REQUEST_HEADERS_TO_UPSTREAM: readonly string[] = [
  'accept',
  'accept-language',
  'content-type',
  'if-none-match',
  'if-modified-since',
];

export const RESPONSE_HEADERS_TO_BROWSER: readonly string[] = [
  'content-type',
  'content-disposition',
  'cache-control',
  'etag',
  'last-modified',
  'retry-after',
];

export function pickHeaders(source: Headers, allowed: readonly string[]): Headers {
  const picked = new Headers();
  for (const name of allowed) {
    const value = source.get(name);
    if (value !== null) picked.set(name, value);
  }
  return picked;
}
