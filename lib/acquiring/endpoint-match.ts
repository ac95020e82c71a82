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

/** A pattern's parts, split once: every request matches against the same few hundred patterns of the tables. */
const PATTERN_PARTS = new Map<string, readonly string[]>();
/** The tables hold a few hundred patterns; a caller matching made-up ones must not grow the map for ever. */
const MAX_REMEMBERED_PATTERNS = 2_000;

function patternParts(path: string): readonly string[] {
  const known = PATTERN_PARTS.get(path);
  if (known) return known;
  const parts = path.split('/');
  if (PATTERN_PARTS.size < MAX_REMEMBERED_PATTERNS) PATTERN_PARTS.set(path, parts);
  return parts;
}

function partsMatch(pattern: readonly string[], segments: readonly string[]): boolean {
  if (pattern.length !== segments.length) return false;
  for (let index = 0; index < pattern.length; index++) if (!segmentMatches(pattern[index] ?? '', segments[index] ?? '')) return false;
  return true;
}

/** Whether path segments match a path pattern of the table (`api/terminal/close-day/:id`). */
export function matchesPattern(path: string, segments: readonly string[]): boolean {
  return partsMatch(patternParts(path), segments);
}

/**
 * `rows.find((row) => row.method === method && matchesPattern(row.path, segments))`, without walking every row of
 * the table on each request (the custom server labels each request, the metrics each upstream call): the rows are
 * grouped once by method and number of segments, in their order, so the first match is the same row.
 */
export function firstMatchOf<Row extends { method: string; path: string }>(rows: readonly Row[]): (method: string, segments: readonly string[]) => Row | null {
  const groups = new Map<string, { row: Row; parts: readonly string[] }[]>();
  for (const row of rows) {
    const parts = row.path.split('/');
    const key = `${row.method} ${parts.length}`;
    const group = groups.get(key) ?? [];
    group.push({ row, parts });
    groups.set(key, group);
  }
  return (method, segments) => {
    const group = groups.get(`${method} ${segments.length}`);
    if (!group) return null;
    for (const { row, parts } of group) if (partsMatch(parts, segments)) return row;
    return null;
  };
}

const endpointOf = firstMatchOf(ENDPOINT_LIST);

/** An upstream call's path (`api/terminal/close-day/42`) as its table pattern (`api/terminal/close-day/:id`); ids masked otherwise. */
export function upstreamEndpoint(method: string, path: string): string {
  const segments = path.split('?', 1)[0]?.split('/').filter(Boolean) ?? [];
  const row = endpointOf(method, segments);
  if (row) return row.path;
  return segments.map((segment) => (/\d/.test(segment) ? ':id' : segment)).join('/');
}
