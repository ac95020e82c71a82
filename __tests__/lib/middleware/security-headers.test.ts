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
