import { documentMapProvider, MAP_PAGES, needsMapDocument } from '@/lib/maps/csp';
import { STATIC_SECURITY_HEADERS, contentSecurityPolicy } from '@/lib/middleware/security-headers';

function directives(csp: string): Map<string, string[]> {
  return new Map(
    csp.split(';').map((part) => {
      const [name = '', ...values] = part.trim().split(/\s+/);
      return [name, values];
    }),
  );
}

describe('content security policy', () => {
  const production = directives(contentSecurityPolicy({ nonce: 'abc123', development: false }));
  const development = directives(contentSecurityPolicy({ nonce: 'abc123', development: true }));

  it('scripts run only with the per-request nonce', () => {
    expect(production.get('script-src')).toContain("'nonce-abc123'");
    expect(production.get('script-src')).not.toContain("'unsafe-inline'");
    expect(production.get('script-src')).not.toContain('*');
  });

  it('a different nonce per request ends up in the header', () => {
    expect(contentSecurityPolicy({ nonce: 'other', development: false })).toContain("'nonce-other'");
    expect(contentSecurityPolicy({ nonce: 'other', development: false })).not.toContain('abc123');
  });

  it("no 'unsafe-eval' and no websocket in production", () => {
    expect(contentSecurityPolicy({ nonce: 'n', development: false })).not.toContain('unsafe-eval');
    expect(production.get('connect-src')).toEqual(["'self'"]);
  });

  it("'unsafe-eval' only in development (React refresh)", () => {
    expect(development.get('script-src')).toContain("'unsafe-eval'");
  });

  it.each([
    ['object-src', ["'none'"]],
    ['base-uri', ["'none'"]],
    ['frame-ancestors', ["'none'"]],
    ['default-src', ["'self'"]],
    ['form-action', ["'self'"]],
  ])('%s is %j', (name, values) => {
    expect(production.get(name)).toEqual(values);
  });

  it("style elements only with the nonce in production (Emotion's tags carry it), no 'unsafe-inline'", () => {
    expect(production.get('style-src')).toEqual(["'self'", "'nonce-abc123'"]);
    expect(development.get('style-src')).toContain("'unsafe-inline'");
  });

  it('style attributes stay allowed (positioned popovers, motion): they cannot run code', () => {
    expect(production.get('style-src-attr')).toEqual(["'unsafe-inline'"]);
  });

  it('no directive allows any host or scheme wildcard', () => {
    for (const [, values] of production) {
      expect(values).not.toContain('*');
      expect(values).not.toContain('https:');
      expect(values).not.toContain('http:');
    }
  });
});

describe('static security headers', () => {
  it('HSTS for two years with subdomains', () => {
    expect(STATIC_SECURITY_HEADERS['strict-transport-security']).toMatch(/max-age=(\d+)/);
    const maxAge = Number(/max-age=(\d+)/.exec(STATIC_SECURITY_HEADERS['strict-transport-security'] ?? '')?.[1]);
    expect(maxAge).toBeGreaterThanOrEqual(31536000);
    expect(STATIC_SECURITY_HEADERS['strict-transport-security']).toContain('includeSubDomains');
  });

  it('nosniff, a referrer policy, a permissions policy and no framing', () => {
    expect(STATIC_SECURITY_HEADERS['x-content-type-options']).toBe('nosniff');
    expect(STATIC_SECURITY_HEADERS['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(STATIC_SECURITY_HEADERS['permissions-policy']).toContain('camera=()');
    expect(STATIC_SECURITY_HEADERS['permissions-policy']).toContain('microphone=()');
    expect(STATIC_SECURITY_HEADERS['x-frame-options']).toBe('DENY');
  });

  it('header names are lower-case', () => {
    for (const name of Object.keys(STATIC_SECURITY_HEADERS)) expect(name).toBe(name.toLowerCase());
  });
});

describe('map provider hosts in the CSP', () => {
  const directive = (csp: string, name: string) => csp.split('; ').find((part) => part.startsWith(`${name} `)) ?? '';

  it('no map host, no eval and only same-origin workers without a map', () => {
    const csp = contentSecurityPolicy({ nonce: 'n', development: false });
    expect(csp).not.toMatch(/googleapis|yandex|openstreetmap|unsafe-eval/);
    expect(directive(csp, 'worker-src')).toBe("worker-src 'self'");
  });

  it('OpenStreetMap: only its tiles as images', () => {
    const csp = contentSecurityPolicy({ nonce: 'n', development: false, map: 'osm' });
    expect(directive(csp, 'img-src')).toContain('https://tile.openstreetmap.org');
    expect(directive(csp, 'script-src')).not.toContain('openstreetmap');
    expect(csp).not.toContain('unsafe-eval');
  });

  it('Google and Yandex: their script, image, connect and frame hosts', () => {
    const google = contentSecurityPolicy({ nonce: 'n', development: false, map: 'google' });
    expect(directive(google, 'script-src')).toContain('https://maps.googleapis.com');
    expect(directive(google, 'frame-src')).toContain('https://*.google.com');
    expect(google).not.toContain('yandex');
    const yandex = contentSecurityPolicy({ nonce: 'n', development: false, map: 'yandex' });
    expect(directive(yandex, 'script-src')).toContain('https://api-maps.yandex.ru');
    expect(directive(yandex, 'connect-src')).toContain('https://api-maps.yandex.ru');
    expect(yandex).not.toContain('googleapis');
    expect(directive(yandex, 'object-src')).toBe("object-src 'none'");
  });

  it('Google and Yandex in their narrowest form: no inline style element beside the nonce (issue 35 §6)', () => {
    const google = contentSecurityPolicy({ nonce: 'n', development: false, map: 'google' });
    expect(directive(google, 'style-src')).toBe("style-src 'self' 'nonce-n' https://fonts.googleapis.com");
    expect(directive(google, 'worker-src')).toBe("worker-src 'self' blob:");
    const yandex = contentSecurityPolicy({ nonce: 'n', development: false, map: 'yandex' });
    expect(directive(yandex, 'style-src')).toBe("style-src 'self' 'nonce-n' blob:");
    for (const csp of [google, yandex]) {
      expect(directive(csp, 'style-src')).not.toContain('unsafe-inline');
      expect(directive(csp, 'script-src')).toContain("'unsafe-eval'");
    }
    expect(directive(contentSecurityPolicy({ nonce: 'n', development: false, map: 'osm' }), 'style-src')).toBe("style-src 'self' 'nonce-n'");
  });
});

describe('the map relaxations only on the documents that render a map (issue 35 §6)', () => {
  it('a script provider’s sources come with the dashboard, the map page and the list (its receipt map) alone', () => {
    for (const provider of ['google', 'yandex'] as const) {
      expect([...MAP_PAGES].map((page) => documentMapProvider(provider, page))).toEqual([provider, provider, provider]);
      for (const page of ['organisation', 'reconciliation', 'window', 'privacyPolicy', 'error', 'pageNotFound'] as const) {
        expect([provider, page, documentMapProvider(provider, page)]).toEqual([provider, page, 'disabled']);
      }
    }
    expect([...MAP_PAGES].sort()).toEqual(['dashboard', 'list', 'onMap']);
  });

  it('OpenStreetMap’s tile host (an image source) stays on every page', () => {
    expect(documentMapProvider('osm', 'organisation')).toBe('osm');
    expect(needsMapDocument('osm')).toBe(false);
  });
});
