/**
 * What the browser keeps for a user of a tenant: the filter preferences, the column choice, the saved views. Its own
 * module: the list's first-load code names a key without carrying the preferences' code.
 */
export type UserStoreKind = 'filter' | 'columns' | 'views';

/** One entry per kind, tenant and user: two people on one browser keep their own. */
export function userStoreKey(kind: UserStoreKind, alias: string | null, userId: number): string {
  return `bo:${kind}:${alias ?? '_'}:${userId}`;
}
