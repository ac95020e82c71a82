/**
 * Cross-site request forgery defence for every BFF call that uses the session, GET included: the
 * request must come from our own origin (Sec-Fetch-Site / Origin) and carry the custom anti-forgery
 * header, which a cross-origin page cannot add without a CORS preflight that we never grant. A
 * navigation (a link, a typed URL, a form) can carry neither, so it never reaches the upstream.
 */

import { ANTI_FORGERY_HEADER, ANTI_FORGERY_VALUE } from '../shared/bff-headers';

export type ForgeryVerdict = 'ok' | 'missing-header' | 'cross-site' | 'foreign-origin';

export interface OriginConfig {
  /** `APP_ORIGIN`: when set, the only origins the browser may be on. */
  appOrigins: readonly string[];
  /** `TRUST_PROXY=1`: `X-Forwarded-Host` / `X-Forwarded-Proto` are our own proxy's. */
  trustProxy: boolean;
}

// A host name or IP literal with an optional port: nothing a URL parser could read as a path or user.
const HOST = /^(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)*|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;

/**
 * The last value of a list header: the one our proxy wrote. A proxy that appends instead of replacing
 * leaves the client's own value first, so the first one is never trusted.
 */
function lastValue(value: string | null): string | null {
  const last = value?.split(',').at(-1)?.trim();
  return last ? last : null;
}

/**
 * The origins the browser may be on for this request: `APP_ORIGIN` when configured; else the request's
 * own Host over plain HTTP (`next start` serves no TLS), with the proxy's `X-Forwarded-Host` and
 * `X-Forwarded-Proto` only under `TRUST_PROXY=1`. Never `request.nextUrl.origin`: behind Next it is
 * `localhost`, and its scheme follows a client-sent `X-Forwarded-Proto`.
 */
export function expectedOrigins(headers: Headers, config: OriginConfig): readonly string[] {
  if (config.appOrigins.length > 0) return config.appOrigins;
  const host = (config.trustProxy ? lastValue(headers.get('x-forwarded-host')) : null) ?? headers.get('host');
  if (!host || !HOST.test(host)) return [];
  const proto = config.trustProxy ? lastValue(headers.get('x-forwarded-proto'))?.toLowerCase() : null;
  const scheme = proto === 'https' ? 'https' : 'http';
  return [new URL(`${scheme}://${host}`).origin];
}

export interface OriginCheckOptions {
  /** The route serves images the pages show with `<img>`: the browser's same-origin image requests carry no custom header. */
  image?: boolean;
}

export function checkSameOrigin(headers: Headers, expected: readonly string[], { image = false }: OriginCheckOptions = {}): ForgeryVerdict {
  const fetchSite = headers.get('sec-fetch-site');
  if (fetchSite !== null && fetchSite !== 'same-origin') return 'cross-site';
  const origin = headers.get('origin');
  if (origin !== null && !expected.includes(origin)) return 'foreign-origin';
  if (headers.get(ANTI_FORGERY_HEADER) === ANTI_FORGERY_VALUE) return 'ok';
  if (image && fetchSite === 'same-origin' && headers.get('sec-fetch-dest') === 'image') return 'ok';
  return 'missing-header';
}
