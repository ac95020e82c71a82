/**
 * The operator and administrator lists on the page: the name filter and the status a block or unblock leaves. The
 * API queries that load them are in user-list-query.ts (server only: the query grammar stays out of the page's JS).
 */
import type { UserListItem } from '../acquiring/contract/organisation';
import { isOperatorBlocked, toggledOperatorStatus } from '../domain/operator-status';
import { matchesFilter, type FilterKey } from './list-filter';

/** Case-insensitive substring of the full name; an empty filter keeps everyone. */
export function filterByName<T extends Pick<UserListItem, 'fullName'>>(users: readonly T[], filter: string): T[] {
  return users.filter((user) => matchesFilter(userFilterKey(user), filter));
}

/** What the operators' and administrators' filter searches: the full name. */
export function userFilterKey(user: Pick<UserListItem, 'fullName'>): FilterKey {
  return { texts: [user.fullName], listed: true };
}

/** The status a block/unblock click asks for: blocked (1) and auto-blocked (6) become active, active becomes 1. */
export function nextOperatorStatus(status: number): 0 | 1 {
  return toggledOperatorStatus(status) === 0 ? 0 : 1;
}

export { isOperatorBlocked };
