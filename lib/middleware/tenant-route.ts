import { parsePath, ROUTES, isPublicPage, type PageName } from '../domain/routes';
import { DEFAULT_TENANT_SEGMENT } from '../shared/tenant-segment';

export type TenantRoute =
  | { kind: 'page'; alias: string | null; page: PageName; rewrite: string; public: boolean }
  | { kind: 'redirect'; location: string }
  | { kind: 'not-found'; alias: string | null; rewrite: string };

function internalPath(alias: string | null, page: PageName): string {
  const path = ROUTES[page];
  return `/${alias ?? DEFAULT_TENANT_SEGMENT}${path === '/' ? '' : path}`;
}

/**
 * Where a request for `pathname` goes (spec §2 navigation): the first segment is a tenant alias
 * unless it is a known page; a known page reached without the alias the visitor came in with
 * is redirected with that alias prepended.
 */
export function resolveTenantRoute(pathname: string, aliasCookie: string | undefined): TenantRoute {
  const parsed = parsePath(pathname);
  if (!parsed) return { kind: 'not-found', alias: null, rewrite: internalPath(null, 'pageNotFound') };
  const { alias, page } = parsed;
  if (page === 'pageNotFound') {
    return { kind: 'not-found', alias, rewrite: internalPath(alias, 'pageNotFound') };
  }
  if (alias === null && aliasCookie && parsePath(`/${aliasCookie}`)?.alias === aliasCookie) {
    const path = ROUTES[page];
    return { kind: 'redirect', location: `/${aliasCookie}${path === '/' ? '' : path}` };
  }
  return { kind: 'page', alias, page, rewrite: internalPath(alias, page), public: isPublicPage(page) };
}
