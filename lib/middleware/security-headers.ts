/** Security headers of every page; the CSP carries a per-request nonce for Next's scripts. */

export interface CspOptions {
  nonce: string;
  development: boolean;
  /** The tenant uses Google reCAPTCHA: its script, frames and calls are allowed, and only then. */
  captcha?: boolean;
}

const RECAPTCHA_SOURCES = ['https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/'];
const RECAPTCHA_FRAMES = ['https://www.google.com/recaptcha/', 'https://recaptcha.google.com/recaptcha/'];

export function contentSecurityPolicy({ nonce, development, captcha = false }: CspOptions): string {
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': ["'self'", `'nonce-${nonce}'`, "'strict-dynamic'", ...(captcha ? RECAPTCHA_SOURCES : []), ...(development ? ["'unsafe-eval'"] : [])],
    // Emotion writes <style> elements at run time; styles cannot run code.
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:'],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'", ...(captcha ? RECAPTCHA_SOURCES : []), ...(development ? ['ws:'] : [])],
    'frame-src': captcha ? RECAPTCHA_FRAMES : ["'none'"],
    'object-src': ["'none'"],
    'base-uri': ["'none'"],
    'frame-ancestors': ["'none'"],
    'form-action': ["'self'"],
  };
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${values.join(' ')}`)
    .join('; ');
}

/** Headers for every response, pages and API alike (also set in next.config for non-page routes). */
export const STATIC_SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'strict-transport-security': 'max-age=63072000; includeSubDomains; preload',
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'permissions-policy': 'camera=(), microphone=(), payment=(), usb=(), geolocation=(self)',
  'x-frame-options': 'DENY',
  'cross-origin-opener-policy': 'same-origin',
};
