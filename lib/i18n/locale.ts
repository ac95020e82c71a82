import type { Language } from '../acquiring/contract/reference-data';
import { FALLBACK_LOCALE } from '../shared/locale.ts';

export const LANGUAGE_COOKIE = 'language';
export const TIME_ZONE_COOKIE = 'tz';
export const DEFAULT_TIME_ZONE = 'Europe/Moscow';
export const BUNDLED_LOCALES = ['ru', 'en'] as const;
export type BundledLocale = (typeof BUNDLED_LOCALES)[number];

const LOCALE_PATTERN = /^[a-z]{2,3}(-[A-Za-z]{2,4})?$/;

/**
 * The language the page will most likely be in, before the tenant's list is known: the cookie's, else Russian.
 * Its dictionary is asked for at once, beside the list (one round trip instead of two); another choice asks again.
 */
export function likelyLocale(cookie: string | undefined): string {
  return cookie && LOCALE_PATTERN.test(cookie) ? cookie : FALLBACK_LOCALE;
}

/**
 * The cookie's language when the tenant offers it, else the tenant default, else Russian (spec §1 "The
 * interface is in Russian"), else the tenant's first language. Without the tenant's list (it did not load: the API
 * is down), a cookie naming a bundled language keeps it: a merchant who chose English reads the outage in English.
 */
export function chooseLocale(cookie: string | undefined, languages: Language[], defaultId: string | null): string {
  if (languages.length === 0 && cookie && (BUNDLED_LOCALES as readonly string[]).includes(cookie)) return cookie;
  const enabled = languages.filter((language) => language.enabled && LOCALE_PATTERN.test(language.id)).map((l) => l.id);
  if (cookie && enabled.includes(cookie)) return cookie;
  if (defaultId && enabled.includes(defaultId)) return defaultId;
  return enabled.includes(FALLBACK_LOCALE) ? FALLBACK_LOCALE : (enabled[0] ?? FALLBACK_LOCALE);
}

export function bundledLocaleFor(locale: string): BundledLocale {
  return (BUNDLED_LOCALES as readonly string[]).includes(locale) ? (locale as BundledLocale) : 'en';
}

export type Messages = { [key: string]: string | Messages };

/**
 * The server dictionary (flat "Namespace.key" → text) overrides bundled messages, but only
 * for keys the bundle has: a dictionary cannot add structure or replace a namespace.
 */
export function mergeDictionary(bundled: Messages, dictionary: Record<string, unknown>): Messages {
  const merged: Messages = structuredClone(bundled);
  for (const [path, text] of Object.entries(dictionary)) {
    if (typeof text !== 'string' || text.length > 2000) continue;
    const keys = path.split('.');
    const last = keys.pop();
    let node: Messages | string | undefined = merged;
    for (const key of keys) node = typeof node === 'object' ? node[key] : undefined;
    if (last && typeof node === 'object' && typeof node[last] === 'string') node[last] = text;
  }
  return merged;
}
