import { canOpenWindowPage, type Role } from './roles.ts';

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
const PATH_ALIASES: Readonly<Record<string, PageName>> = { '/404': 'pageNotFound' };

/** Pages that need no session (spec §2). */
export const PUBLIC_PAGES = [
  'auth',
  'site-forgot-restore',
  'forgot-restore',
  'forgotPass',
  'index',
  'privacyPolicy',
  'error',
  'pageNotFound',
] as const satisfies readonly PageName[];

export function isPublicPage(page: PageName): boolean {
  return (PUBLIC_PAGES as readonly PageName[]).includes(page);
}

/** Paths that exist only without the tenant segment (spec §2). */
export const UNPREFIXED_ONLY_PATHS = ['/404', '/pageNotFound'] as const;

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

export type TabId = 'operations' | 'organisation' | 'window';

export interface Tab {
  id: TabId;
  page: PageName;
  activeOn: readonly PageName[];
}

/** Header tabs (spec §2). Операции is active on dashboard, list, onMap and reconciliation. */
export const TABS = [
  { id: 'operations', page: 'dashboard', activeOn: ['dashboard', 'list', 'onMap', 'reconciliation'] },
  { id: 'organisation', page: 'organisation', activeOn: ['organisation'] },
  { id: 'window', page: 'window', activeOn: ['window'] },
] as const satisfies readonly Tab[];

export function activeTab(page: PageName): TabId | null {
  return TABS.find((tab) => (tab.activeOn as readonly PageName[]).includes(page))?.id ?? null;
}

/** Витрина only for the operator role with the show-window-page flag on (spec §2). */
export function visibleTabs(roles: readonly Role[], showWindowPage: boolean): Tab[] {
  return TABS.filter((tab) => tab.id !== 'window' || canOpenWindowPage(roles, showWindowPage));
}

export interface ParsedPath {
  /** The tenant alias from the first segment, or null when the path has none. */
  alias: string | null;
  /** The screen to render; `pageNotFound` for anything unknown. */
  page: PageName;
  /** Segments after the alias that match no route (empty when a route matched). */
  rest: string[];
}

const pageByPath: ReadonlyMap<string, PageName> = new Map([
  ...PAGE_NAMES.map((page): [string, PageName] => [ROUTES[page], page]),
  ...Object.entries(PATH_ALIASES),
]);

const unprefixedOnly: ReadonlySet<string> = new Set(UNPREFIXED_ONLY_PATHS);

// Encoded separators or dots, backslashes and control characters: traversal and smuggling attempts.
const SUSPICIOUS = /%(2f|5c|2e|00)|\\|[\u0000-\u001f\u007f]/i;

function splitSegments(pathname: string): string[] | null {
  if (!pathname.startsWith('/') || SUSPICIOUS.test(pathname)) return null;
  const trimmed = pathname.length > 1 && pathname.endsWith('/') ? pathname.slice(0, -1) : pathname;
  if (trimmed === '/') return [];
  const segments = trimmed.slice(1).split('/');
  if (segments.some((segment) => segment === '' || segment === '.' || segment === '..')) return null;
  for (const segment of segments) {
    try {
      decodeURIComponent(segment);
    } catch {
      return null;
    }
  }
  return segments;
}

function matchPage(segments: readonly string[], prefixed: boolean): ParsedPath['page'] | null {
  const path = `/${segments.join('/')}`;
  if (prefixed && unprefixedOnly.has(path)) return null;
  return pageByPath.get(path) ?? null;
}

/**
 * Reads a pathname under the navigation rules of spec §2: the first segment is a tenant alias
 * unless it is a known page name. Returns null for a path that looks like an attack (doubled or
 * encoded slashes, dot segments, backslashes); the caller answers those with not-found.
 */
export function parsePath(pathname: string): ParsedPath | null {
  const segments = splitSegments(pathname);
  if (segments === null) return null;
  const [first, ...afterFirst] = segments;
  if (first === undefined) return { alias: null, page: 'index', rest: [] };

  if (KNOWN_FIRST_SEGMENTS.has(first) || !ALIAS_PATTERN.test(first)) {
    const page = matchPage(segments, false);
    return page ? { alias: null, page, rest: [] } : { alias: null, page: 'pageNotFound', rest: segments };
  }
  const page = matchPage(afterFirst, true);
  return page ? { alias: first, page, rest: [] } : { alias: first, page: 'pageNotFound', rest: afterFirst };
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
