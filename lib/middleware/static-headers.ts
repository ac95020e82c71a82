/**
 * Headers for every response: pages (the middleware), and the BFF's answers and static files (next.config.mjs
 * imports this file, so both lists are one). No imports: Node loads it for the config without a bundler.
 */
export const STATIC_SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'strict-transport-security': 'max-age=63072000; includeSubDomains; preload',
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'permissions-policy': 'camera=(), microphone=(), payment=(), usb=(), geolocation=(self)',
  'x-frame-options': 'DENY',
  'cross-origin-opener-policy': 'same-origin',
};

/** The CSP of an answer that is no page of ours (an error, a refused method): nothing may load or run. */
export const BARE_ANSWER_CSP = "default-src 'none'; base-uri 'none'; frame-ancestors 'none'; form-action 'none'";

/**
 * The CSP of the static files (/_next/static/…, next.config.mjs): same-origin scripts only, for the one kind of
 * file a policy governs there (a Worker's script), and nothing inline for the HTML Next answers for a file that is
 * not there (issue 35 §6: its not-found page carried scripts and no policy).
 */
export const STATIC_FILE_CSP = "default-src 'self'; script-src 'self'; object-src 'none'; base-uri 'none'; frame-ancestors 'none'; form-action 'none'";

/** Every header of a bare answer of our own (the middleware's plain pages, the method guard's 405): no caching. */
export const BARE_ANSWER_HEADERS: Readonly<Record<string, string>> = {
  ...STATIC_SECURITY_HEADERS,
  'content-security-policy': BARE_ANSWER_CSP,
  'cache-control': 'no-store',
};
