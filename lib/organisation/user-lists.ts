/**
 * The operator and administrator lists on the page: the name filter and the status a block or unblock leaves. The
 * API queries that load them are in user-list-query.ts (server only: the query grammar stays out of the page's JS).
 */
import type { UserListItem } from '../acquiring/contract/organisation';
import { isOperatorBlocked, toggledOperatorStatus } from '../domain/operator-status';

/** Case-insensitive substring of the full name; an empty filter keeps everyone. */
export function filterByName<T extends Pick<UserListItem, 'fullName'>>(users: readonly T[], filter: string): T[] {
  const needle = filter.trim().toLocaleLowerCase('ru');
  if (!needle) return [...users];
  return users.filter((user) => user.fullName.toLocaleLowerCase('ru').includes(needle));
}

/** Spec §4: a status change is applied to both the operator list and the admin list. */
export function withStatus<T extends Pick<UserListItem, 'id' | 'status'>>(users: readonly T[], id: number, status: T['status']): T[] {
  return users.map((user) => (user.id === id ? { ...user, status } : user));
}

/** The status a block/unblock click asks for: blocked (1) and auto-blocked (6) become active, active becomes 1. */
export function nextOperatorStatus(status: number): 0 | 1 {
  return toggledOperatorStatus(status) === 0 ? 0 : 1;
}

export { isOperatorBlocked };
