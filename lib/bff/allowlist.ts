/**
 * The calls of spec §7 that the browser may make through the BFF proxy: method + path pattern.
 * Anything else is refused before it reaches the acquiring API.
 * Session calls that change the session (auth, code confirmation, logout, password change)
 * have their own route handlers and are deliberately absent here.
 */

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * `public`: no session needed (spec §4: session, dictionary and privacy calls, plus guest data);
 * `asset`: a public file the pages embed (the logo): served without reading the session at all,
 * so it needs no anti-forgery header.
 */
export type ProxyAccess = 'public' | 'session' | 'asset';

export interface ProxyRoute {
  method: HttpMethod;
  /** Path pattern below the tenant root; `:id` is digits, `:name` a lower-case word. */
  path: string;
  access: ProxyAccess;
  /** The pages show it with `<img>`: the browser's same-origin image requests pass without the anti-forgery header. */
  image?: true;
  /** A file written for the user (the report): the BFF sends the user's language and time zone with it. */
  forReader?: true;
  /** The answer carries users: their secrets reach the browser only as lib/organisation/user-secrets.ts allows. */
  users?: true;
  /** The body changes a grant: only a grant the session's role may change goes on (lib/domain/roles.ts `CHANGEABLE_GRANTS`). */
  grant?: true;
}

const S: ProxyAccess = 'session';
const P: ProxyAccess = 'public';
const A: ProxyAccess = 'asset';

export const PROXY_ROUTES: readonly ProxyRoute[] = [
  { method: 'GET', path: 'info', access: P },
  { method: 'GET', path: 'api/image/logo/logo.png', access: A },
  { method: 'GET', path: 'api/language/list', access: P },
  { method: 'GET', path: 'api/language/defaultId', access: P },
  { method: 'GET', path: 'api/dictionary', access: P },
  { method: 'GET', path: 'api/setting/guest-list', access: P },
  { method: 'GET', path: 'api/session/recaptcha/configuration', access: P },
  { method: 'POST', path: 'api/session/forgot-send-token', access: P },
  { method: 'GET', path: 'api/privacy-policy', access: P },
  { method: 'GET', path: 'api/privacy-policy/:id', access: P },
  { method: 'POST', path: 'api/privacy-policy/confirm', access: S },

  { method: 'GET', path: 'api/currency/list', access: S },
  { method: 'GET', path: 'api/setting/list', access: S },
  { method: 'GET', path: 'api/organization/holding', access: S },
  { method: 'GET', path: 'api/organization/company', access: S },
  { method: 'GET', path: 'api/organization/merchant', access: S },
  { method: 'GET', path: 'api/payment-instrument/list', access: S },

  { method: 'GET', path: 'api/user/list', access: S, users: true },
  { method: 'POST', path: 'api/user', access: S, users: true },
  { method: 'PUT', path: 'api/user', access: S, users: true },
  { method: 'DELETE', path: 'api/user', access: S },
  { method: 'GET', path: 'api/user/check-unclosed-transactions/:id', access: S },
  { method: 'POST', path: 'api/reader', access: S },
  { method: 'GET', path: 'api/merchant/report', access: S, forReader: true },
  { method: 'POST', path: 'api/merchant/report', access: S, forReader: true },
  { method: 'POST', path: 'api/merchant/grant', access: S, grant: true },
  { method: 'GET', path: 'api/ext-system-admin/get-admin', access: S },
  { method: 'POST', path: 'api/ext-system-admin/update-url', access: S },

  { method: 'GET', path: 'api/reconciliation/host-response-codes', access: S },
  { method: 'GET', path: 'api/reconciliation/:name', access: S },
  { method: 'GET', path: 'api/reconciliation/:name/count', access: S },
  { method: 'GET', path: 'api/terminal/list', access: S },
  { method: 'GET', path: 'api/terminal/list-preferred/:id', access: S },
  { method: 'GET', path: 'api/terminal/close-day/:id', access: S },

  { method: 'GET', path: 'api/transaction/summary', access: S },
  { method: 'GET', path: 'api/transaction/summary/:name', access: S },
  { method: 'GET', path: 'api/transaction/summary/period/:name', access: S },
  { method: 'GET', path: 'api/transaction/receipt', access: S },
  { method: 'POST', path: 'api/transaction/resend-check', access: S },
  { method: 'POST', path: 'api/transaction/mass-send-check', access: S },
  { method: 'POST', path: 'api/transaction/send-check', access: S },
  { method: 'GET', path: 'api/transaction/:name', access: S },
  { method: 'GET', path: 'api/transaction/:name/count', access: S },

  { method: 'GET', path: 'api/vat/list', access: S },
  { method: 'GET', path: 'api/window/category/list', access: S },
  { method: 'GET', path: 'api/window/product/list', access: S },
  { method: 'POST', path: 'api/window/product', access: S },
  { method: 'PUT', path: 'api/window/product', access: S },
  { method: 'DELETE', path: 'api/window/product', access: S },
  { method: 'POST', path: 'api/window/category', access: S },
  { method: 'PUT', path: 'api/window/category', access: S },
  { method: 'DELETE', path: 'api/window/category', access: S },
  { method: 'POST', path: 'api/window/product-upload-csv', access: S },
  // the stored product images the product list links to (`image` of a product)
  { method: 'GET', path: 'api/window/image/:id', access: S, image: true },

  { method: 'POST', path: 'api/qps-refund-keys/show', access: S },
  { method: 'POST', path: 'api/qps-refund-keys/generate', access: S },
  { method: 'POST', path: 'api/qps-refund-keys/send', access: S },
];

/** A path segment we are willing to forward: no dots-only, no encoding, no separators. */
const SAFE_SEGMENT = /^[A-Za-z0-9_-]+(\.[A-Za-z0-9]+)?$/;

function segmentMatches(pattern: string, segment: string): boolean {
  if (pattern === ':id') return /^\d{1,18}$/.test(segment);
  if (pattern === ':name') return /^[a-z][a-z-]{0,31}$/.test(segment);
  return pattern === segment;
}

/** Splits and checks a path from the browser; null when any segment is unsafe. */
export function safeSegments(path: string): string[] | null {
  const segments = path.replace(/\/$/, '').split('/');
  if (segments.length === 0 || segments.length > 8) return null;
  return segments.every((segment) => SAFE_SEGMENT.test(segment)) ? segments : null;
}

/** Whether path segments match a path pattern of this table (`api/terminal/close-day/:id`). */
export function matchesPattern(path: string, segments: readonly string[]): boolean {
  const pattern = path.split('/');
  return pattern.length === segments.length && pattern.every((part, index) => segmentMatches(part, segments[index] ?? ''));
}

export function matchProxyRoute(method: string, segments: readonly string[]): ProxyRoute | null {
  return PROXY_ROUTES.find((route) => route.method === method && matchesPattern(route.path, segments)) ?? null;
}
