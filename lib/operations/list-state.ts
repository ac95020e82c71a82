import { defaultTransactionFilter, type ListOrder, type TransactionFilter } from '../domain/transaction-filter';
import { transactionFilterFromSearchParams, transactionFilterToSearchParams } from '../domain/filter-link';
import { encodeListQuery } from '../domain/list-query-wire';
import { transactionQuery } from '../domain/query-conditions';
import type { TransactionListType } from '../acquiring/contract/transactions';
import { PAGE_SIZE } from '../domain/limits';

/**
 * The operations list's state: the spec's transaction filter plus the card types a dashboard
 * drill-down may add (the spec's filter has no card type, the API's query scheme does).
 */
export interface ListState {
  filter: TransactionFilter;
  cardTypes: string[];
  /**
   * Operations by location: all, only those with a known one (the dashboard's map figure) or only those
   * without (the map page's «Без местоположения» figure).
   */
  location: OperationLocation;
}

export type OperationLocation = 'any' | 'known' | 'unknown';

/** The defaults of the list page: default currency, the last 30 days, the tenant's order. */
export function listDefaults(now: Date, currencyId: number | null, order: ListOrder): TransactionFilter {
  return { ...defaultTransactionFilter({ now, currencyId }), order };
}

const CARD_TYPE_PARAM = 'cardType';
/** `located=1` known, `located=0` unknown; absent: any. */
const LOCATED_PARAM = 'located';
const LOCATION_OF_PARAM: Readonly<Record<string, OperationLocation>> = { '1': 'known', '0': 'unknown' };
/** The transaction whose details are open. */
export const DETAILS_PARAM = 'trx';
/** The list's page: the offset of its first row (lib/domain/filter-link.ts). */
const OFFSET_PARAM = 'offset';
const CARD_TYPE = /^[A-Za-z0-9 _-]{1,32}$/;
const POSITIVE_INT = /^[1-9]\d{0,15}$/;
const ORDER_FIELD = /^[A-Za-z][A-Za-z0-9.]{0,63}$/;

/** The operation open in the URL (?trx=ID), or null when there is none or it is not a positive id. */
export function detailsIdFromSearchParams(params: URLSearchParams): number | null {
  const value = params.get(DETAILS_PARAM) ?? '';
  return POSITIVE_INT.test(value) ? Number(value) : null;
}

/** The page sizes the list offers (issue 21 §2): the spec's 20 (§9) first. */
export const LIST_PAGE_SIZES = [PAGE_SIZE, 50, 100] as const;

function isListPageSize(limit: number): boolean {
  return (LIST_PAGE_SIZES as readonly number[]).includes(limit);
}

export function listStateFromSearchParams(params: URLSearchParams, defaults: TransactionFilter): ListState {
  const cardTypes = [...new Set(params.getAll(CARD_TYPE_PARAM).filter((value) => CARD_TYPE.test(value)))];
  const location = LOCATION_OF_PARAM[params.get(LOCATED_PARAM) ?? ''] ?? 'any';
  const filter = transactionFilterFromSearchParams(params, defaults);
  // a page size the list does not offer is ignored, as any other condition that does not parse
  return { filter: isListPageSize(filter.limit) ? filter : { ...filter, limit: defaults.limit }, cardTypes, location };
}

/** Only what differs from the defaults: short, shareable links. */
export function listStateToSearchParams(state: ListState, defaults: TransactionFilter): URLSearchParams {
  const params = transactionFilterToSearchParams(state.filter, defaults);
  state.cardTypes.forEach((cardType) => params.append(CARD_TYPE_PARAM, cardType));
  if (state.location !== 'any') params.set(LOCATED_PARAM, state.location === 'known' ? '1' : '0');
  return params;
}

/** The page URL of a list state ('' query when everything is default). */
export function listSearch(state: ListState, defaults: TransactionFilter, detailsId: number | null = null): string {
  const params = listStateToSearchParams(state, defaults);
  if (detailsId !== null) params.set(DETAILS_PARAM, String(detailsId));
  const query = params.toString();
  return query ? `?${query}` : '';
}

/**
 * The filter of a list or map address for the other of the two screens: the same query without the open operation
 * and without the page (spec §2: entering the list from another page starts at offset 0; the map has no pages).
 */
export function filterSearch(params: URLSearchParams): string {
  const filter = new URLSearchParams(params);
  filter.delete(DETAILS_PARAM);
  filter.delete(OFFSET_PARAM);
  const query = filter.toString();
  return query ? `?${query}` : '';
}

/** Whether the URL carries any filter at all (else the stored preferences apply). */
export function hasFilterParams(params: URLSearchParams): boolean {
  return [...params.keys()].some((key) => key !== DETAILS_PARAM);
}

/**
 * Which list to ask: `archive` with the archive flag, else `total` (the recent list and the archive
 * together), so that a period reaching past the recent list still counts every operation in it.
 */
export function listType(filter: TransactionFilter): TransactionListType {
  return filter.archive ? 'archive' : 'total';
}

/** Identifies a loaded page: which list and which query. */
export function pageKey(state: ListState, amountFraction: number): string {
  return `${listType(state.filter)}?${listQueryParams(state, amountFraction).toString()}`;
}

/** The API query of the list (paging and order included). */
export function listQueryParams(state: ListState, amountFraction: number): URLSearchParams {
  const params = encodeListQuery(transactionQuery({ ...state.filter, archive: false }, amountFraction));
  if (state.cardTypes.length > 0) params.set('cardType.in', state.cardTypes.join(','));
  if (state.location !== 'any') params.set('coordinates.nullable', state.location === 'known' ? 'false' : 'true');
  return params;
}

/** The same conditions for summaries and the count: no paging, no order. */
export function conditionParams(state: ListState, amountFraction: number): URLSearchParams {
  const params = listQueryParams(state, amountFraction);
  params.delete('limit');
  params.delete('offset');
  params.delete('order');
  return params;
}

/** The totals of the current filter (api/transaction/summary): its conditions, the archive when it is asked. */
export function summaryParams(state: ListState, amountFraction: number): URLSearchParams {
  const params = conditionParams(state, amountFraction);
  if (state.filter.archive) params.set('archive', 'true');
  return params;
}

/** The report of the current filter: every matching operation (no paging), in the list's order. */
export function reportParams(state: ListState, amountFraction: number): URLSearchParams {
  const params = listQueryParams(state, amountFraction);
  params.delete('limit');
  params.delete('offset');
  if (state.filter.archive) params.set('archive', 'true');
  return params;
}

/** The tenant's `display.order` setting ("field[,asc|desc]") as the list's default order. */
export function orderFromSetting(value: string | undefined): ListOrder {
  const [name = '', direction = ''] = (value ?? '').split(',').map((part) => part.trim());
  if (!ORDER_FIELD.test(name)) return { name: 'serverDateTime', descending: true };
  return { name, descending: direction !== 'asc' };
}

/** A page of the list: offset of page `index` (0-based). */
export function pageOffset(index: number, limit: number): number {
  return Math.max(0, Math.floor(index)) * limit;
}

export function pageCount(total: number, limit: number): number {
  return Math.max(1, Math.ceil(total / limit));
}

/** Another page size keeps the first row of the page in sight: the page that holds it. */
export function withPageSize(state: ListState, limit: number): ListState {
  return { ...state, filter: { ...state.filter, limit, offset: pageOffset(Math.floor(state.filter.offset / limit), limit) } };
}

/** The page (from 1) typed into «Перейти к странице», or null when it is not one of the `pages`. */
export function typedPage(text: string, pages: number): number | null {
  const trimmed = text.trim();
  if (!POSITIVE_INT.test(trimmed)) return null;
  const page = Number(trimmed);
  return page <= pages ? page : null;
}

/**
 * Any change of the filter other than paging starts from the first page again; a change of the
 * order too.
 */
export function withFilter(state: ListState, change: Partial<TransactionFilter>): ListState {
  return { ...state, filter: { ...state.filter, ...change, offset: change.offset ?? 0 } };
}

const DAY_MS = 86_400_000;

/**
 * The empty list suggests a wider period (spec: "empty results suggest widening the period"):
 * 90 days back from the end, then 180; null when the period is already that wide or open.
 */
export function widerPeriod(range: { ge: string | null; le: string | null }, now: Date): { days: number; ge: string; le: string | null } | null {
  if (range.ge === null) return null;
  const le = range.le ? Date.parse(range.le) : now.getTime();
  const span = (le - Date.parse(range.ge)) / DAY_MS;
  const days = span < 89 ? 90 : span < 179 ? 180 : null;
  return days === null ? null : { days, ge: new Date(le - days * DAY_MS).toISOString(), le: range.le };
}
