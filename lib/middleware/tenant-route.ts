import { parsePath, ROUTES, isPublicPage, type PageName } from '../domain/routes';

/** Internal first segment of the default tenant's pages; never valid as an alias, never public. */
export const DEFAULT_TENANT_SEGMENT = '_';
export const ALIAS_COOKIE = 'fi-alias';
const ALIAS_COOKIE_SECONDS = 365 * 24 * 3600;

/**
 * `Set-Cookie` that remembers the tenant of a successful sign-in (spec §4: kept after logout); null, the
 * default tenant, forgets it. Set on a sign-in only, never on a visit: one look at `/greenbank/…` must not
 * send unprefixed URLs there for good. Read by the middleware only: HttpOnly, and Secure wherever the
 * session cookie is (Observatory cookie test).
 */
export function aliasCookie(alias: string | null, secure: boolean): string {
  const value = alias === null ? `${ALIAS_COOKIE}=; Max-Age=0` : `${ALIAS_COOKIE}=${alias}; Max-Age=${ALIAS_COOKIE_SECONDS}`;
  return `${value}; Path=/; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`;
}

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
