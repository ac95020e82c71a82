/**
 * The reconciliation list's filter (spec §3 "Reconciliation filter") as the page keeps it in the
 * URL, and the API queries it turns into (spec §7, sandbox/CONTRACT.md "Reconciliations").
 */
import type { ReconciliationListType } from '../acquiring/contract/reconciliations';
import { encodeListQuery } from '../domain/list-query-wire';
import { DEFAULT_ORDER } from '../domain/transaction-filter';
import {
  defaultReconciliationFilter,
  reconciliationFilterFromSearchParams,
  reconciliationFilterToSearchParams,
  reconciliationQuery,
  type ReconciliationFilter,
} from '../domain/reconciliation-filter-query';
import { DEFAULT_OFFSET } from '../domain/limits';

/**
 * The last 30 days, newest first. The end stays open ("up to now") so that a day closed after the
 * page opened still shows in the refreshed list.
 */
export function reconciliationDefaults(now: Date): ReconciliationFilter {
  const filter = defaultReconciliationFilter({ now });
  return { ...filter, serverDateTime: { ge: filter.serverDateTime.ge, le: null } };
}

/** Only what differs from the defaults, so shared links stay short. */
export function reconciliationSearch(filter: ReconciliationFilter, defaults: ReconciliationFilter): string {
  const query = reconciliationFilterToSearchParams(filter, defaults).toString();
  return query ? `?${query}` : '';
}

export function reconciliationFilterFromUrl(params: URLSearchParams, defaults: ReconciliationFilter): ReconciliationFilter {
  return reconciliationFilterFromSearchParams(params, defaults);
}

/**
 * Whether a request for the page enters it (spec §2): a document load (a link from elsewhere, a bookmark, a reload),
 * not the client router's fetch of the page's own paging (`Sec-Fetch-Dest: empty`). A browser that sends no Fetch
 * Metadata is taken as paging, so its pages still turn.
 */
export function isPageEntry(fetchDest: string | null): boolean {
  return fetchDest === 'document';
}

/** Spec §2: entering the reconciliation page resets its offset to 0 (the rest of the filter stays). */
export function entryFilter(params: URLSearchParams, defaults: ReconciliationFilter): ReconciliationFilter {
  return { ...reconciliationFilterFromUrl(params, defaults), offset: DEFAULT_OFFSET };
}

/** `archive` asks for reconciliations older than the recent list (60 days). */
export function reconciliationListType(filter: ReconciliationFilter): ReconciliationListType {
  return filter.archive ? 'archive' : 'list';
}

/** GET api/reconciliation/{type}: conditions, page and order. */
export function reconciliationListParams(filter: ReconciliationFilter): URLSearchParams {
  return encodeListQuery(reconciliationQuery(filter));
}

/** GET api/reconciliation/{type}/count: the same conditions without page and order. */
export function reconciliationCountParams(filter: ReconciliationFilter): URLSearchParams {
  const params = reconciliationListParams(filter);
  params.delete('limit');
  params.delete('offset');
  params.delete('order');
  return params;
}

/** Any change other than paging starts from the first page again. */
export function changeFilter(filter: ReconciliationFilter, change: Partial<ReconciliationFilter>): ReconciliationFilter {
  return { ...filter, ...change, offset: change.offset ?? DEFAULT_OFFSET };
}

/**
 * The archive holds only reconciliations older than 60 days, so the default "last 30 days" would
 * leave it empty: switching to the archive drops the range, switching back restores the default.
 */
export function withArchive(filter: ReconciliationFilter, archive: boolean, defaults: ReconciliationFilter): ReconciliationFilter {
  if (archive === filter.archive) return filter;
  const serverDateTime = archive ? { ge: null, le: null } : { ...defaults.serverDateTime };
  return changeFilter(filter, { archive, serverDateTime });
}

/** Clicking a column: a new column sorts descending first, the same column flips direction. */
export function toggleOrder(filter: ReconciliationFilter, name: string): ReconciliationFilter {
  const descending = filter.order.name === name ? !filter.order.descending : true;
  return changeFilter(filter, { order: { name, descending } });
}

export const SORTABLE_COLUMNS = [
  'serverDateTime',
  'terminal.externalId',
  'terminal.merchant.externalId',
  'operationDay',
  'hostResponseCode',
  'initiator',
  'user.fullName',
  'status',
  'sumAmount',
] as const;

export type SortableColumn = (typeof SORTABLE_COLUMNS)[number];

export function isDefaultOrder(filter: ReconciliationFilter): boolean {
  return filter.order.name === DEFAULT_ORDER.name && filter.order.descending === DEFAULT_ORDER.descending;
}

export function pageCount(total: number, limit: number): number {
  return Math.max(1, Math.ceil(total / limit));
}

export function currentPage(filter: ReconciliationFilter): number {
  return Math.floor(filter.offset / filter.limit) + 1;
}

/** How many conditions differ from the defaults (the badge of the filter toggle). */
export function activeFilterCount(filter: ReconciliationFilter, defaults: ReconciliationFilter): number {
  const params = reconciliationFilterToSearchParams(filter, defaults);
  const ignored = new Set(['limit', 'offset', 'order', 'desc']);
  return new Set([...params.keys()].filter((key) => !ignored.has(key))).size;
}

/** A stable key of the filter: which page of data belongs to which filter. */
export function filterKey(filter: ReconciliationFilter): string {
  return JSON.stringify(filter);
}
