import { PAGE_NAMES, PATH_ALIASES, ROUTES, ALIAS_PATTERN, KNOWN_FIRST_SEGMENTS, unprefixedOnly, type PageName } from './paths.ts';

export { TABS, activeTab, visibleTabs, type Tab, type TabId } from './tabs.ts';
export { ROUTES, PAGE_NAMES, UNPREFIXED_ONLY_PATHS, KNOWN_FIRST_SEGMENTS, ALIAS_PATTERN, isValidAlias, aliasOfPath, pageAt, buildPath, type PageName } from './paths.ts';

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

