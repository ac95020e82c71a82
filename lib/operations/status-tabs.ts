import type { TransactionStatusGroup } from '../domain/transaction-status';
import { conditionParams, listType, withFilter, type ListState } from './list-state';
import * as ENDPOINTS from '../acquiring/endpoints';
import { endpointCall, type EndpointCall } from '../acquiring/endpoint';
import type { CountResult } from '../acquiring/contract/transactions';

/**
 * The status tabs above the list (issue 21 §2: all / successful / unsuccessful / cancelled / pending; issue 34 §1:
 * unknown), in that order. Each but «Все» is one status group of spec §4, and together they are every group, so the
 * tabs' counts add up to «Все»'s.
 */
export const STATUS_TABS = ['all', 'success', 'unsuccessful', 'cancelled', 'pending', 'unknown'] as const satisfies readonly ('all' | TransactionStatusGroup)[];

export type StatusTab = (typeof STATUS_TABS)[number];

/** The tab the filter's status groups are: none chosen is «Все»; a set no tab stands for (from the filter panel) is none. */
export function statusTabOf(statuses: readonly TransactionStatusGroup[]): StatusTab | null {
  if (statuses.length === 0) return 'all';
  const [only] = statuses;
  return statuses.length === 1 && (STATUS_TABS as readonly string[]).includes(only as string) ? (only as StatusTab) : null;
}

/** The list with a tab chosen: its status group as the filter's statuses (the `status` parameter), from the first page. */
export function withStatusTab(state: ListState, tab: StatusTab): ListState {
  return withFilter(state, { statuses: tab === 'all' ? [] : [tab] });
}

/** The count call of one tab: the list's own conditions with the tab's status group instead of the filter's. */
export function statusTabCount(state: ListState, amountFraction: number, tab: StatusTab): { call: EndpointCall<number, never, CountResult>; search: URLSearchParams } {
  const tabState = withStatusTab(state, tab);
  return { call: endpointCall(ENDPOINTS.transactionCount, { name: listType(tabState.filter) }), search: conditionParams(tabState, amountFraction) };
}

/**
 * What the tabs' counts depend on: the list's conditions without its statuses, so choosing a tab (or a page, or
 * an order) asks nothing again.
 */
export function statusTabsKey(state: ListState, amountFraction: number): string {
  const { call, search } = statusTabCount(state, amountFraction, 'all');
  return `${call.path}?${search.toString()}`;
}
