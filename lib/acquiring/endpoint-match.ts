/**
 * A path of the acquiring API matched against the endpoint table's patterns (`api/terminal/close-day/:id`): the
 * proxy's allowlist (lib/bff/allowlist.ts) and the label of the upstream metrics both read it.
 * No imports but plain siblings: the custom server reads it.
 */
import * as ENDPOINTS from './endpoints.ts';
import type { AnyEndpoint } from './endpoint.ts';

/** Every row of the endpoint table, in its order. */
export const ENDPOINT_LIST: readonly AnyEndpoint[] = Object.values(ENDPOINTS);

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

/** Whether path segments match a path pattern of the table (`api/terminal/close-day/:id`). */
export function matchesPattern(path: string, segments: readonly string[]): boolean {
  const pattern = path.split('/');
  return pattern.length === segments.length && pattern.every((part, index) => segmentMatches(part, segments[index] ?? ''));
}

/** An upstream call's path (`api/terminal/close-day/42`) as its table pattern (`api/terminal/close-day/:id`); ids masked otherwise. */
export function upstreamEndpoint(method: string, path: string): string {
  const segments = path.split('?', 1)[0]?.split('/').filter(Boolean) ?? [];
  const row = ENDPOINT_LIST.find((endpoint) => endpoint.method === method && matchesPattern(endpoint.path, segments));
  if (row) return row.path;
  return segments.map((segment) => (/\d/.test(segment) ? ':id' : segment)).join('/');
}
