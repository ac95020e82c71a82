import { userStoreKey } from './user-store';
import { LIST_COLUMN_KEYS, type ListColumnKey } from './list-columns';

/** The user's choice of the table's columns (issue 21 §2): one entry per tenant and user, like the filter preferences. */
export function columnChoiceKey(alias: string | null, userId: number): string {
  return userStoreKey('columns', alias, userId);
}

/**
 * The cookie that mirrors the stored choice (named after its storage key), so the server renders the chosen
 * columns and the table does not change under the reader once the page is hydrated. The browser's storage stays
 * what counts; the cookie follows it.
 */
export function columnChoiceCookieName(key: string): string {
  return key.replaceAll(':', '.');
}

/** The whole cookie for `document.cookie`: the choice's text, or its removal (null). */
export function columnChoiceCookie(key: string, text: string | null, secure: boolean): string {
  const cookie = `${columnChoiceCookieName(key)}=${text === null ? '' : encodeURIComponent(text)}; Path=/; Max-Age=${text === null ? 0 : 31_536_000}; SameSite=Lax`;
  return secure ? `${cookie}; Secure` : cookie;
}

/** The choice's text a cookie carries, when it is exactly a choice (the server's first render); else null. */
export function columnChoiceFromCookie(value: string | undefined): string | null {
  if (!value) return null;
  try {
    const text = decodeURIComponent(value);
    return parseColumnChoice(text) === null ? null : text;
  } catch {
    return null;
  }
}

function isColumnKey(value: unknown): value is ListColumnKey {
  return typeof value === 'string' && (LIST_COLUMN_KEYS as readonly string[]).includes(value);
}

/** A list of distinct column keys, else undefined: what a stored choice or a saved view may hold. */
export function columnKeysOf(value: unknown): ListColumnKey[] | undefined {
  if (!Array.isArray(value) || value.length > LIST_COLUMN_KEYS.length || !value.every(isColumnKey)) return undefined;
  return new Set(value).size === value.length ? [...value] : undefined;
}

/** The stored choice; null when there is none or it is not exactly a list of distinct known columns. */
export function parseColumnChoice(text: string | null): ListColumnKey[] | null {
  if (!text) return null;
  try {
    return columnKeysOf(JSON.parse(text)) ?? null;
  } catch {
    return null;
  }
}

/** The choice after a column is shown or hidden; the table's order is the table's own, so the choice is a set. */
export function toggleColumn(chosen: readonly ListColumnKey[], key: ListColumnKey, shown: boolean): ListColumnKey[] {
  const rest = chosen.filter((item) => item !== key);
  return shown ? [...rest, key] : rest;
}
