/**
 * The screens' paths and the tenant alias in them (spec §2): what the browser's code needs to build a link or read
 * the alias of the page it is on. The server's path reading (`parsePath`) is in routes.ts, the header's tabs in
 * tabs.ts: a page's scripts carry only what they use.
 */

/** Screens and their canonical paths (spec §2). */
export const ROUTES = {
  index: '/',
  auth: '/auth',
  dashboard: '/dashboard',
  list: '/list',
  onMap: '/onMap',
  organisation: '/organisation',
  reconciliation: '/reconciliation',
  window: '/window',
  privacyPolicy: '/privacyPolicy',
  'forgot-restore': '/forgot-restore',
  forgotPass: '/forgotPass',
  'site-forgot-restore': '/site/forgot-restore',
  error: '/error',
  pageNotFound: '/pageNotFound',
} as const;

export type PageName = keyof typeof ROUTES;

export const PAGE_NAMES = Object.keys(ROUTES) as readonly PageName[];

/** Further paths of a screen besides its canonical one. */
export const PATH_ALIASES: Readonly<Record<string, PageName>> = { '/404': 'pageNotFound' };

/** Paths that exist only without the tenant segment (spec §2). */
export const UNPREFIXED_ONLY_PATHS = ['/404', '/pageNotFound'] as const;

export const unprefixedOnly: ReadonlySet<string> = new Set(UNPREFIXED_ONLY_PATHS);

/**
 * `api` is the BFF's own prefix: it is reserved so that no tenant alias can shadow it.
 */
const RESERVED_FIRST_SEGMENTS = ['api'] as const;

/** First segments that are page names, never a tenant alias. */
export const KNOWN_FIRST_SEGMENTS: ReadonlySet<string> = new Set([
  ...[...Object.values(ROUTES), ...Object.keys(PATH_ALIASES)]
    .map((path) => path.split('/')[1] ?? '')
    .filter((segment) => segment !== ''),
  ...RESERVED_FIRST_SEGMENTS,
]);

export const ALIAS_PATTERN = /^[a-z0-9][a-z0-9-]{0,31}$/;

export function isValidAlias(alias: string): boolean {
  return ALIAS_PATTERN.test(alias) && !KNOWN_FIRST_SEGMENTS.has(alias);
}

/**
 * The tenant alias `pathname` starts with, or null (spec §2: a first segment that is no page name). For the browser,
 * whose path the server has already read: the error boundaries, which may render outside the tenant's layout.
 */
export function aliasOfPath(pathname: string): string | null {
  const first = pathname.split('/')[1] ?? '';
  return isValidAlias(first) ? first : null;
}

/** The screen at `pathname` of the tenant `alias` (the browser's own, already-read path), or null. */
export function pageAt(alias: string | null, pathname: string): PageName | null {
  return PAGE_NAMES.find((page) => buildPath(alias, page) === pathname) ?? null;
}

/** The path of a screen under an alias; not-found paths are never prefixed (spec §2). */
export function buildPath(alias: string | null, page: PageName): string {
  const path = ROUTES[page];
  if (alias === null || unprefixedOnly.has(path)) return path;
  if (!isValidAlias(alias)) throw new RangeError(`Invalid tenant alias: ${JSON.stringify(alias)}`);
  return path === '/' ? `/${alias}` : `/${alias}${path}`;
}
