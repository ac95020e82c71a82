/**
 * The calls of spec §7 that the browser may make through the BFF proxy: method + path pattern, the rows of the
 * endpoint table (lib/acquiring/endpoints.ts) that the proxy forwards. Anything else is refused before it reaches
 * the acquiring API. Session calls that change the session (auth, code confirmation, logout, password change)
 * have their own route handlers (`own` in the table) and are deliberately absent here.
 * No imports but plain siblings: lib/observability/route-template.ts reads it in the custom server.
 */
import * as ENDPOINTS from '../acquiring/endpoints.ts';
import type { AnyEndpoint, BffAccess, EndpointFlags, HttpMethod } from '../acquiring/endpoint.ts';

export type { HttpMethod } from '../acquiring/endpoint.ts';

/** How the proxy forwards a call: the table's access of a forwarded row. */
export type ProxyAccess = Extract<BffAccess, 'public' | 'session' | 'asset'>;

export interface ProxyRoute extends EndpointFlags {
  method: HttpMethod;
  /** Path pattern below the tenant root; `:id` is digits, `:name` a lower-case word. */
  path: string;
  access: ProxyAccess;
}

/** Every row of the endpoint table, in its order. */
export const ENDPOINT_LIST: readonly AnyEndpoint[] = Object.values(ENDPOINTS);

function forwarded(endpoint: AnyEndpoint): endpoint is AnyEndpoint & { access: ProxyAccess } {
  return endpoint.access === 'public' || endpoint.access === 'session' || endpoint.access === 'asset';
}

export const PROXY_ROUTES: readonly ProxyRoute[] = ENDPOINT_LIST.filter(forwarded).map(({ method, path, access, image, forReader, users, grant }) => ({
  method,
  path,
  access,
  ...(image ? { image } : {}),
  ...(forReader ? { forReader } : {}),
  ...(users ? { users } : {}),
  ...(grant ? { grant } : {}),
}));

/** A path segment we are willing to forward: no dots-only, no encoding, no separators. */
const SAFE_SEGMENT = /^[A-Za-z0-9_-]+(\.[A-Za-z0-9]+)?$/;

function segmentMatches(pattern: string, segment: string): boolean {
  if (pattern === ':id') return /^\d{1,18}$/.test(segment);
  if (pattern === ':name') return /^[a-z][a-z-]{0,31}$/.test(segment);
  return pattern === segment;
}

/** Splits and checks a path from the browser; null when any segment is unsafe. */
export function safeSegments(path: string): string[] | null {
  const segments = path.replace(/\/$/, '').split('/');
  if (segments.length === 0 || segments.length > 8) return null;
  return segments.every((segment) => SAFE_SEGMENT.test(segment)) ? segments : null;
}

/** Whether path segments match a path pattern of this table (`api/terminal/close-day/:id`). */
export function matchesPattern(path: string, segments: readonly string[]): boolean {
  const pattern = path.split('/');
  return pattern.length === segments.length && pattern.every((part, index) => segmentMatches(part, segments[index] ?? ''));
}

export function matchProxyRoute(method: string, segments: readonly string[]): ProxyRoute | null {
  return PROXY_ROUTES.find((route) => route.method === method && matchesPattern(route.path, segments)) ?? null;
}
