/**
 * The calls of spec §7 that the browser may make through the BFF proxy: method + path pattern, the rows of the
 * endpoint table (lib/acquiring/endpoints.ts) that the proxy forwards. Anything else is refused before it reaches
 * the acquiring API. Session calls that change the session (auth, code confirmation, logout, password change)
 * have their own route handlers (`own` in the table) and are deliberately absent here.
 * No imports but plain siblings: lib/server/route-template.ts reads it in the custom server.
 */
import { ENDPOINT_LIST, firstMatchOf } from '../acquiring/endpoint-match.ts';
import type { AnyEndpoint, BffAccess, EndpointFlags, HttpMethod } from '../acquiring/endpoint.ts';

/** How the proxy forwards a call: the table's access of a forwarded row. */
export type ProxyAccess = Extract<BffAccess, 'public' | 'session' | 'asset'>;

export interface ProxyRoute extends EndpointFlags {
  method: HttpMethod;
  /** Path pattern below the tenant root; `:id` is digits, `:name` a lower-case word. */
  path: string;
  access: ProxyAccess;
}

function forwarded(endpoint: AnyEndpoint): endpoint is AnyEndpoint & { access: ProxyAccess } {
  return endpoint.access === 'public' || endpoint.access === 'session' || endpoint.access === 'asset';
}

/** How the proxy forwards a row of the table; null for a row it does not forward (the BFF's own calls). */
export function proxyRouteOf(endpoint: AnyEndpoint): ProxyRoute | null {
  if (!forwarded(endpoint)) return null;
  const { method, path, access, image, forReader, users, grant } = endpoint;
  return {
    method,
    path,
    access,
    ...(image ? { image } : {}),
    ...(forReader ? { forReader } : {}),
    ...(users ? { users } : {}),
    ...(grant ? { grant } : {}),
  };
}

export const PROXY_ROUTES: readonly ProxyRoute[] = ENDPOINT_LIST.flatMap((endpoint) => proxyRouteOf(endpoint) ?? []);

const proxyRouteFor = firstMatchOf(PROXY_ROUTES);

/** The first row of the allowlist whose method and pattern the call matches; null for a call never forwarded. */
export function matchProxyRoute(method: string, segments: readonly string[]): ProxyRoute | null {
  return proxyRouteFor(method, segments);
}
