import type { ListOrder, TransactionFilter } from '../domain/transaction-filter';
import { userStoreKey } from './user-store';

export { userStoreKey, type UserStoreKind } from './user-store';

/**
 * The user's stored list preferences (spec §3 "Filter (user preferences)"): currency, the date
 * range, operators and the order. They default to the default currency and the last 30 days.
 */
export interface ListPreferences {
  currencyId: number | null;
  serverDateTime: { ge: string | null; le: string | null } | null;
  userIds: number[];
  order: ListOrder;
}

export interface PreferenceStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}


export function preferencesKey(alias: string | null, userId: number): string {
  return userStoreKey('filter', alias, userId);
}

/** What is kept of a filter; the dates only when the user chose other ones than the defaults. */
export function preferencesOf(filter: TransactionFilter, defaults?: TransactionFilter): ListPreferences {
  const defaultDates =
    defaults !== undefined && filter.serverDateTime.ge === defaults.serverDateTime.ge && filter.serverDateTime.le === defaults.serverDateTime.le;
  return {
    currencyId: filter.currencyId,
    serverDateTime: defaultDates ? null : { ...filter.serverDateTime },
    userIds: [...filter.userIds],
    order: { ...filter.order },
  };
}

/**
 * Spec §2: leaving the list page restores the default start and end dates, so what is kept across
 * pages drops the range (the reconciliation filter is never stored).
 */
export function preferencesOnLeave(preferences: ListPreferences): ListPreferences {
  return { ...preferences, serverDateTime: null };
}

const ISO = /^\d{4}-\d{2}-\d{2}T[\d:.]+Z$/;

function isIdList(value: unknown): value is number[] {
  return Array.isArray(value) && value.length <= 1000 && value.every((item) => Number.isSafeInteger(item) && item > 0);
}

function parse(text: string | null): ListPreferences | null {
  if (!text) return null;
  try {
    const raw = JSON.parse(text) as Partial<ListPreferences>;
    const range = raw.serverDateTime;
    const validRange =
      range === null ||
      (typeof range === 'object' &&
        range !== undefined &&
        (range.ge === null || (typeof range.ge === 'string' && ISO.test(range.ge))) &&
        (range.le === null || (typeof range.le === 'string' && ISO.test(range.le))));
    const order = raw.order;
    if (
      !(raw.currencyId === null || (typeof raw.currencyId === 'number' && Number.isSafeInteger(raw.currencyId))) ||
      !validRange ||
      !isIdList(raw.userIds) ||
      !order ||
      typeof order.name !== 'string' ||
      !/^[A-Za-z][A-Za-z0-9.]{0,63}$/.test(order.name) ||
      typeof order.descending !== 'boolean'
    ) {
      return null;
    }
    return { currencyId: raw.currencyId, serverDateTime: range ?? null, userIds: raw.userIds, order: { name: order.name, descending: order.descending } };
  } catch {
    return null;
  }
}

export function loadPreferences(storage: PreferenceStorage, key: string): ListPreferences | null {
  try {
    return parse(storage.getItem(key));
  } catch {
    return null;
  }
}

export function savePreferences(storage: PreferenceStorage, key: string, preferences: ListPreferences): void {
  try {
    storage.setItem(key, JSON.stringify(preferences));
  } catch {
    // Storage full or disabled: preferences are a convenience, the URL still holds the filter.
  }
}

/**
 * The filter of a list or map screen opened without one in its address (a tab, the bare page): the
 * defaults under the stored preferences, without their dates however the list was left (spec §2),
 * so the screen and the address it is then given agree. null when that is just the defaults.
 */
export function arrivalFilter(defaults: TransactionFilter, stored: ListPreferences | null): TransactionFilter | null {
  if (!stored) return null;
  const filter = applyPreferences(defaults, preferencesOnLeave(stored));
  const same =
    filter.currencyId === defaults.currencyId &&
    filter.userIds.join() === defaults.userIds.join() &&
    filter.order.name === defaults.order.name &&
    filter.order.descending === defaults.order.descending;
  return same ? null : filter;
}

/** The defaults with the stored preferences applied. */
export function applyPreferences(defaults: TransactionFilter, preferences: ListPreferences | null): TransactionFilter {
  if (!preferences) return defaults;
  return {
    ...defaults,
    currencyId: preferences.currencyId ?? defaults.currencyId,
    serverDateTime: preferences.serverDateTime ?? defaults.serverDateTime,
    userIds: preferences.userIds,
    order: preferences.order,
  };
}
