/**
 * The API queries of the operator and administrator lists (spec §6 "User-list filters", §7 api/user/list, §9 limit 9999):
 * operators are the users with canMobile = 1, administrators those with canLkm = 1, both with status in 0, 1, 6.
 * Without the holding role the list is restricted to holdingId null; without the merchant role too, to companyId null.
 */
import type { Role } from '../acquiring/contract/session';
import { encodeListQuery } from '../domain/list-query-wire';
import type { QueryCondition } from '../domain/query-conditions';
import { hasRole } from '../domain/roles';
import { MOBILE_USER_LIST_STATUSES, USER_LIST_STATUSES } from '../domain/operator-status';
import { USER_LIST_LIMIT } from '../domain/limits';

export type UserListKind = 'operators' | 'admins';

function userQuery(conditions: QueryCondition[]): URLSearchParams {
  return encodeListQuery({ conditions, limit: USER_LIST_LIMIT, offset: 0, order: null, archive: false });
}

export function userListConditions(kind: UserListKind, roles: readonly Role[]): QueryCondition[] {
  const conditions: QueryCondition[] = [
    { field: 'status', op: 'in', value: [...USER_LIST_STATUSES] },
    { field: kind === 'operators' ? 'canMobile' : 'canLkm', op: 'eq', value: 1 },
  ];
  if (!hasRole(roles, 'holding')) {
    if (!hasRole(roles, 'merchant')) conditions.push({ field: 'companyId', op: 'nullable', value: true });
    conditions.push({ field: 'holdingId', op: 'nullable', value: true });
  }
  return conditions;
}

export function userListQuery(kind: UserListKind, roles: readonly Role[]): URLSearchParams {
  return userQuery(userListConditions(kind, roles));
}

/** Mobile-capable users (spec §6): status in 0, 1, 2, 6, canMobile = 1, no company and no holding. */
export function mobileUserListQuery(): URLSearchParams {
  return userQuery([
    { field: 'status', op: 'in', value: [...MOBILE_USER_LIST_STATUSES] },
    { field: 'canMobile', op: 'eq', value: 1 },
    { field: 'companyId', op: 'nullable', value: true },
    { field: 'holdingId', op: 'nullable', value: true },
  ]);
}
