import {
  aliasOfPath,
  pageAt,
  KNOWN_FIRST_SEGMENTS,
  PUBLIC_PAGES,
  ROUTES,
  TABS,
  UNPREFIXED_ONLY_PATHS,
  activeTab,
  buildPath,
  isPublicPage,
  isValidAlias,
  parsePath,
  visibleTabs,
} from '@/lib/domain/routes';

describe('route table (spec §2)', () => {
  it('has every screen of the route table', () => {
    expect(Object.values(ROUTES).sort()).toEqual(
      [
        '/',
        '/auth',
        '/dashboard',
        '/list',
        '/onMap',
        '/organisation',
        '/reconciliation',
        '/window',
        '/privacyPolicy',
        '/forgot-restore',
        '/forgotPass',
        '/site/forgot-restore',
        '/error',
        '/pageNotFound',
      ].sort(),
    );
  });

  it('"Public pages (no session needed): auth, site-forgot-restore, forgot-restore, forgotPass, index, privacyPolicy, error, pageNotFound"', () => {
    expect(PUBLIC_PAGES.join(', ')).toBe(
      'auth, site-forgot-restore, forgot-restore, forgotPass, index, privacyPolicy, error, pageNotFound',
    );
    expect(isPublicPage('auth')).toBe(true);
    expect(isPublicPage('dashboard')).toBe(false);
    expect(isPublicPage('window')).toBe(false);
  });

  it('"except /404 and /pageNotFound, which exist only without it"', () => {
    expect(UNPREFIXED_ONLY_PATHS).toEqual(['/404', '/pageNotFound']);
  });

  it('knows the first segments of all routes, so they are never an alias', () => {
    for (const segment of ['auth', 'dashboard', 'list', 'onMap', 'site', 'forgotPass', '404', 'pageNotFound', 'api']) {
      expect(KNOWN_FIRST_SEGMENTS.has(segment)).toBe(true);
    }
    expect(KNOWN_FIRST_SEGMENTS.has('acme')).toBe(false);
  });
});

describe('tabs (spec §2: "tabs Операции (active on dashboard, list, onMap, reconciliation), Организация and Витрина")', () => {
  it('has the three tabs in order', () => {
    expect(TABS.map((tab) => tab.id)).toEqual(['operations', 'organisation', 'window']);
  });

  it.each(['dashboard', 'list', 'onMap', 'reconciliation'] as const)('Операции is active on %s', (page) => {
    expect(activeTab(page)).toBe('operations');
  });

  it('activates Организация and Витрина on their pages, and nothing elsewhere', () => {
    expect(activeTab('organisation')).toBe('organisation');
    expect(activeTab('window')).toBe('window');
    expect(activeTab('auth')).toBeNull();
  });

  it('"The Витрина tab is shown only to the operator role and only when the show-window-page flag is on"', () => {
    expect(visibleTabs(['operator'], true).map((tab) => tab.id)).toEqual(['operations', 'organisation', 'window']);
    expect(visibleTabs(['operator'], false).map((tab) => tab.id)).toEqual(['operations', 'organisation']);
    expect(visibleTabs(['merchant'], true).map((tab) => tab.id)).toEqual(['operations', 'organisation']);
  });
});

describe('parsePath ("The first path segment may act as a tenant or alias prefix unless it is a known page name")', () => {
  it('reads known pages without an alias', () => {
    expect(parsePath('/')).toEqual({ alias: null, page: 'index', rest: [] });
    expect(parsePath('/list')).toEqual({ alias: null, page: 'list', rest: [] });
    expect(parsePath('/site/forgot-restore')).toEqual({ alias: null, page: 'site-forgot-restore', rest: [] });
    expect(parsePath('/404')).toEqual({ alias: null, page: 'pageNotFound', rest: [] });
  });

  it('reads any other valid first segment as the tenant alias', () => {
    expect(parsePath('/acme')).toEqual({ alias: 'acme', page: 'index', rest: [] });
    expect(parsePath('/acme/')).toEqual({ alias: 'acme', page: 'index', rest: [] });
    expect(parsePath('/bank-7/onMap')).toEqual({ alias: 'bank-7', page: 'onMap', rest: [] });
    expect(parsePath('/acme/site/forgot-restore')).toEqual({ alias: 'acme', page: 'site-forgot-restore', rest: [] });
  });

  it('tolerates one trailing slash', () => {
    expect(parsePath('/dashboard/')).toEqual({ alias: null, page: 'dashboard', rest: [] });
  });

  it('gives not-found for unknown pages, keeping what did not match', () => {
    expect(parsePath('/acme/nope')).toEqual({ alias: 'acme', page: 'pageNotFound', rest: ['nope'] });
    expect(parsePath('/list/extra')).toEqual({ alias: null, page: 'pageNotFound', rest: ['list', 'extra'] });
    expect(parsePath('/site')).toEqual({ alias: null, page: 'pageNotFound', rest: ['site'] });
  });

  it('does not serve /404 and /pageNotFound under an alias', () => {
    expect(parsePath('/acme/404')).toEqual({ alias: 'acme', page: 'pageNotFound', rest: ['404'] });
    expect(parsePath('/acme/pageNotFound')).toEqual({ alias: 'acme', page: 'pageNotFound', rest: ['pageNotFound'] });
  });

  it('matches page names case-sensitively and never takes an invalid first segment as alias', () => {
    expect(parsePath('/OnMap')).toEqual({ alias: null, page: 'pageNotFound', rest: ['OnMap'] });
    expect(parsePath('/onmap')).toEqual({ alias: 'onmap', page: 'index', rest: [] });
    expect(parsePath(`/${'a'.repeat(33)}/list`)?.alias).toBeNull();
    expect(parsePath('/-acme/list')?.alias).toBeNull();
    expect(parsePath('/Acme/list')?.alias).toBeNull();
  });

  it.each([
    ['doubled slash', '//evil.example/list'],
    ['doubled slash inside', '/acme//list'],
    ['dot-dot segment', '/acme/../list'],
    ['dot segment', '/./list'],
    ['encoded slash', '/acme%2Flist'],
    ['encoded backslash', '/acme/%5clist'],
    ['encoded dot', '/%2e%2e/list'],
    ['backslash', '/acme\\list'],
    ['encoded NUL', '/acme/list%00'],
    ['control character', '/acme/\nlist'],
    ['malformed escape', '/acme/%E0%A4%A'],
    ['relative path', 'list'],
    ['empty', ''],
  ])('refuses a %s', (_, path) => {
    expect(parsePath(path)).toBeNull();
  });
});

describe('buildPath', () => {
  it('prefixes the alias', () => {
    expect(buildPath('acme', 'list')).toBe('/acme/list');
    expect(buildPath('acme', 'index')).toBe('/acme');
    expect(buildPath('acme', 'site-forgot-restore')).toBe('/acme/site/forgot-restore');
  });

  it('builds unprefixed paths without alias, and never prefixes /pageNotFound', () => {
    expect(buildPath(null, 'dashboard')).toBe('/dashboard');
    expect(buildPath('acme', 'pageNotFound')).toBe('/pageNotFound');
  });

  it('round-trips through parsePath', () => {
    for (const page of Object.keys(ROUTES) as (keyof typeof ROUTES)[]) {
      const parsed = parsePath(buildPath('acme', page));
      expect(parsed?.page).toBe(page);
    }
  });

  it('refuses an alias that could not be parsed back', () => {
    expect(() => buildPath('list', 'dashboard')).toThrow(RangeError);
    expect(() => buildPath('../x', 'dashboard')).toThrow(RangeError);
    expect(isValidAlias('acme')).toBe(true);
    expect(isValidAlias('api')).toBe(false);
  });
});

describe('the browser side of the grammar (its path already read by the server)', () => {
  it('aliasOfPath agrees with parsePath on the alias', () => {
    for (const path of ['/greenbank/list', '/greenbank', '/dashboard', '/', '/acme/nowhere', '/list/x', '/api/x', '//evil.example/list', '/Acme/list']) {
      expect(aliasOfPath(path)).toBe(parsePath(path)?.alias ?? null);
    }
  });

  it('pageAt agrees with parsePath on the screen of every built path, and knows no other', () => {
    for (const alias of [null, 'acme'] as const) {
      for (const page of Object.keys(ROUTES) as (keyof typeof ROUTES)[]) {
        expect(pageAt(alias, buildPath(alias, page))).toBe(parsePath(buildPath(alias, page))?.page);
      }
    }
    expect(pageAt('acme', '/dashboard')).toBeNull();
    expect(pageAt(null, '/acme/dashboard')).toBeNull();
    expect(pageAt(null, '/nowhere')).toBeNull();
  });
});
