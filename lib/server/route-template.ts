/**
 * The route a request or an upstream call belongs to, as a template with no ids, query or tenant in it: the log
 * line's `route`, and the label of the request and upstream metrics, whose series stay few whatever the traffic.
 * No imports but plain siblings: the tables it reads are the app's own (pages, the endpoint table, the BFF's routes).
 */
import { matchProxyRoute } from '../bff/allowlist.ts';
import * as OWN_ROUTES from '../bff/own-routes.ts';
import { ENDPOINT_LIST, safeSegments } from '../acquiring/endpoint-match.ts';
import type { AnyEndpoint } from '../acquiring/endpoint.ts';
import { parsePath, ROUTES } from '../domain/routes.ts';

/** The server's own routes, which no endpoint names: the probes and the metrics (lib/server/health.ts, metrics-access.ts). */
const SERVER_ROUTES = ['/api/health/live', '/api/health/ready', '/api/metrics'] as const;

/**
 * The BFF's own route handlers (app/api/…/route.ts) besides the allowlisted proxy: the endpoint table's `own` rows
 * (the calls that change the session), the BFF's own routes (lib/bff/own-routes.ts) and the server's. A unit test
 * holds them against the folder, so a route file without its row fails there.
 */
export const OWN_API_ROUTES: ReadonlySet<string> = new Set([
  ...[...ENDPOINT_LIST, ...Object.values<AnyEndpoint>(OWN_ROUTES)].filter((endpoint) => endpoint.access === 'own').map((endpoint) => `/${endpoint.path}`),
  ...SERVER_ROUTES,
]);

/** Files Next serves itself. */
const NEXT_FILES: readonly [prefix: string, template: string][] = [
  ['/_next/static/', '/_next/static/*'],
  ['/_next/image', '/_next/image'],
  ['/_next/', '/_next/*'],
];

export const NOT_FOUND_ROUTE = 'not-found';
const UNKNOWN_API_ROUTE = '/api/*';

/** `/greenbank/dashboard?x=1` → `/dashboard`; `/api/transaction/123` → `/api/transaction/:name`; `/api/nope` → `/api/*`. */
export function routeTemplate(method: string, url: string): string {
  const pathname = url.split('?', 1)[0] ?? '/';
  if (pathname === '/api' || pathname.startsWith('/api/')) {
    const trimmed = pathname.replace(/\/$/, '');
    if (OWN_API_ROUTES.has(trimmed)) return trimmed;
    const segments = safeSegments(trimmed.slice('/api/'.length));
    const route = segments && matchProxyRoute(method, ['api', ...segments]);
    return route ? `/${route.path}` : UNKNOWN_API_ROUTE;
  }
  for (const [prefix, template] of NEXT_FILES) if (pathname.startsWith(prefix)) return template;
  const parsed = parsePath(pathname);
  if (!parsed || parsed.page === 'pageNotFound') return NOT_FOUND_ROUTE;
  return ROUTES[parsed.page];
}

/** The tenant a page's path names (`/greenbank/list` → `greenbank`, `/list` → null); undefined for other paths. */
export function tenantOfPath(url: string): string | null | undefined {
  const pathname = url.split('?', 1)[0] ?? '/';
  if (pathname.startsWith('/api/') || pathname.startsWith('/_next/')) return undefined;
  return parsePath(pathname)?.alias;
}
