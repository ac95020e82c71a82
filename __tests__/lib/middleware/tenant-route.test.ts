import { resolveTenantRoute } from '@/lib/middleware/tenant-route';
import { ALIAS_COOKIE, DEFAULT_TENANT_SEGMENT } from '@/lib/shared/tenant-segment';

describe('resolveTenantRoute (spec §2 navigation)', () => {
  it('the default tenant lives under the internal "_" segment; the alias cookie is fi-alias', () => {
    expect(DEFAULT_TENANT_SEGMENT).toBe('_');
    expect(ALIAS_COOKIE).toBe('fi-alias');
  });

  it('"/ → index" of the default tenant', () => {
    expect(resolveTenantRoute('/', undefined)).toEqual({ kind: 'page', alias: null, page: 'index', rewrite: '/_', public: true });
  });

  it('"/auth → login": a public page rewritten to /_/auth', () => {
    expect(resolveTenantRoute('/auth', undefined)).toEqual({ kind: 'page', alias: null, page: 'auth', rewrite: '/_/auth', public: true });
  });

  it('/dashboard is a page that needs a session', () => {
    expect(resolveTenantRoute('/dashboard', undefined)).toEqual({
      kind: 'page',
      alias: null,
      page: 'dashboard',
      rewrite: '/_/dashboard',
      public: false,
    });
  });

  it('"Every route below also exists with a leading {subCatalog} segment": /greenbank/auth', () => {
    expect(resolveTenantRoute('/greenbank/auth', undefined)).toEqual({
      kind: 'page',
      alias: 'greenbank',
      page: 'auth',
      rewrite: '/greenbank/auth',
      public: true,
    });
  });

  it('/greenbank is the tenant index; /greenbank/site/forgot-restore the recovery page', () => {
    expect(resolveTenantRoute('/greenbank', undefined)).toMatchObject({ kind: 'page', alias: 'greenbank', page: 'index', rewrite: '/greenbank' });
    expect(resolveTenantRoute('/greenbank/site/forgot-restore', undefined)).toMatchObject({
      kind: 'page',
      alias: 'greenbank',
      page: 'site-forgot-restore',
      rewrite: '/greenbank/site/forgot-restore',
      public: true,
    });
  });

  it('a trailing slash is tolerated', () => {
    expect(resolveTenantRoute('/greenbank/list/', undefined)).toMatchObject({ kind: 'page', alias: 'greenbank', page: 'list' });
  });

  it('"except /404 and /pageNotFound, which exist only without it": /greenbank/404 and /greenbank/pageNotFound → not-found', () => {
    expect(resolveTenantRoute('/greenbank/404', undefined)).toEqual({ kind: 'not-found', alias: 'greenbank', rewrite: '/greenbank/pageNotFound' });
    expect(resolveTenantRoute('/greenbank/pageNotFound', undefined)).toMatchObject({ kind: 'not-found', alias: 'greenbank' });
  });

  it('/404 and /pageNotFound → not-found of the default tenant', () => {
    expect(resolveTenantRoute('/404', undefined)).toEqual({ kind: 'not-found', alias: null, rewrite: '/_/pageNotFound' });
    expect(resolveTenantRoute('/pageNotFound', undefined)).toEqual({ kind: 'not-found', alias: null, rewrite: '/_/pageNotFound' });
  });

  it.each(['/greenbank/unknown', '/greenbank/dashboard/extra', '/dashboard/extra', '/site', '/Dashboard', '/AUTH', '/auth/x'])(
    '"any unknown path" → not-found: %s',
    (path) => {
      expect(resolveTenantRoute(path, undefined).kind).toBe('not-found');
    },
  );

  it.each(['/_', '/_/dashboard', '/_/auth', '/_/list', '/_/pageNotFound'])(
    'the internal default-tenant segment is not reachable from outside: %s → not-found',
    (path) => {
      const resolved = resolveTenantRoute(path, undefined);
      expect(resolved.kind).toBe('not-found');
      expect(resolved).toMatchObject({ alias: null });
    },
  );

  it.each(['/api', '/api/auth', '/api/dashboard'])('the reserved BFF prefix is never a tenant: %s → not-found', (path) => {
    expect(resolveTenantRoute(path, undefined)).toMatchObject({ kind: 'not-found', alias: null });
  });

  it.each([
    '//auth',
    '/greenbank//auth',
    '/greenbank/auth//',
    '/%2e%2e/auth',
    '/greenbank/%2E%2E/dashboard',
    '/greenbank%2Fauth',
    '/greenbank%2fdashboard',
    '/greenbank%5cdashboard',
    '/greenbank/./auth',
    '/greenbank/../auth',
    '/..',
    '/greenbank\\auth',
    '/auth%00',
    '/greenbank/%E0%A4%A',
    'auth',
  ])('encoded or doubled slashes and dot segments → not-found of the default tenant: %j', (path) => {
    expect(resolveTenantRoute(path, 'greenbank')).toEqual({ kind: 'not-found', alias: null, rewrite: '/_/pageNotFound' });
  });

  describe('"A path that lacks the first segment and is not a known page is redirected with the first segment prepended"', () => {
    it('an unprefixed known page with the alias cookie is redirected to the tenant page', () => {
      expect(resolveTenantRoute('/dashboard', 'greenbank')).toEqual({ kind: 'redirect', location: '/greenbank/dashboard' });
      expect(resolveTenantRoute('/auth', 'greenbank')).toEqual({ kind: 'redirect', location: '/greenbank/auth' });
      expect(resolveTenantRoute('/site/forgot-restore', 'greenbank')).toEqual({
        kind: 'redirect',
        location: '/greenbank/site/forgot-restore',
      });
    });

    it('/ with the alias cookie → /greenbank', () => {
      expect(resolveTenantRoute('/', 'greenbank')).toEqual({ kind: 'redirect', location: '/greenbank' });
    });

    it('the redirect location is a path only (the caller keeps the query string), never another host', () => {
      const resolved = resolveTenantRoute('/list', 'greenbank');
      expect(resolved.kind).toBe('redirect');
      if (resolved.kind === 'redirect') {
        expect(resolved.location).toBe('/greenbank/list');
        expect(resolved.location).not.toContain('?');
        expect(resolved.location.startsWith('//')).toBe(false);
      }
    });

    it('a prefixed page is never redirected, whatever the cookie says', () => {
      expect(resolveTenantRoute('/otherbank/dashboard', 'greenbank')).toMatchObject({ kind: 'page', alias: 'otherbank' });
    });

    it('not-found pages are not redirected', () => {
      expect(resolveTenantRoute('/404', 'greenbank').kind).toBe('not-found');
      expect(resolveTenantRoute('/pageNotFound', 'greenbank').kind).toBe('not-found');
    });

    it.each([
      ['empty', ''],
      ['a page name', 'auth'],
      ['the reserved api prefix', 'api'],
      ['the internal segment', '_'],
      ['upper case', 'GreenBank'],
      ['a path', 'green/bank'],
      ['traversal', '..'],
      ['another host', '//evil.example'],
      ['scheme', 'https://evil.example'],
      ['too long', 'a'.repeat(33)],
      ['encoded', 'green%2Fbank'],
    ])('an invalid alias cookie (%s) is ignored', (_label, cookie) => {
      expect(resolveTenantRoute('/dashboard', cookie)).toEqual({
        kind: 'page',
        alias: null,
        page: 'dashboard',
        rewrite: '/_/dashboard',
        public: false,
      });
    });
  });
});
