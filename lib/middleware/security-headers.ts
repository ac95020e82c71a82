/** Security headers of every page; the CSP carries a per-request nonce for Next's scripts. */
import { MAP_CSP_SOURCES } from '../maps/csp';
import type { MapProvider } from '../maps/config';

export { STATIC_SECURITY_HEADERS } from './static-headers.ts';

export interface CspOptions {
  nonce: string;
  development: boolean;
  /** The tenant uses Google reCAPTCHA: its script, frames and calls are allowed, and only then. */
  captcha?: boolean;
  /** The map provider whose sources this document allows (lib/maps/csp.ts `documentMapProvider`). */
  map?: MapProvider;
}

const RECAPTCHA_SOURCES = ['https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/'];
const RECAPTCHA_FRAMES = ['https://www.google.com/recaptcha/', 'https://recaptcha.google.com/recaptcha/'];

export function contentSecurityPolicy({ nonce, development, captcha = false, map = 'disabled' }: CspOptions): string {
  const hosts = MAP_CSP_SOURCES[map];
  const frames = [...(captcha ? RECAPTCHA_FRAMES : []), ...hosts.frame];
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': [
      "'self'",
      `'nonce-${nonce}'`,
      "'strict-dynamic'",
      ...(captcha ? RECAPTCHA_SOURCES : []),
      ...hosts.script,
      ...(development || hosts.unsafeEval ? ["'unsafe-eval'"] : []),
    ],
    // Style elements: the stylesheets and Emotion's (Chakra's) tags, which carry the nonce (Google's map script
    // takes it up for its own; Yandex's writes blob: sheets); Next's development server writes them without one.
    // Style attributes (positioned popovers, motion) are allowed: they cannot run code.
    'style-src': ["'self'", ...(development ? ["'unsafe-inline'"] : [`'nonce-${nonce}'`]), ...hosts.style],
    'style-src-attr': ["'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:', ...hosts.img],
    'font-src': ["'self'", 'data:', ...hosts.font],
    'connect-src': ["'self'", ...(captcha ? RECAPTCHA_SOURCES : []), ...hosts.connect, ...(development ? ['ws:'] : [])],
    // The map clustering Worker is a same-origin chunk.
    'worker-src': ["'self'", ...hosts.worker],
    'frame-src': frames.length > 0 ? frames : ["'none'"],
    'object-src': ["'none'"],
    'base-uri': ["'none'"],
    'frame-ancestors': ["'none'"],
    'form-action': ["'self'"],
  };
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${values.join(' ')}`)
    .join('; ');
}
