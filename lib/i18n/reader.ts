import 'server-only';
import { bundledLocaleFor, chooseLocale, DEFAULT_TIME_ZONE, mergeDictionary, type Messages } from './locale';
import { defaultLanguageId, dictionary, languageList } from '../tenant/reference-data';
import type { Dictionary } from '../acquiring/contract/reference-data';
import { knownTimeZone } from '../operations/zone-offsets';
import ru from '../../messages/ru.json';
import en from '../../messages/en.json';

const BUNDLES: Record<'ru' | 'en', Messages> = { ru, en };

/** How a load the texts can do without is awaited: by default its failure is its fallback; a page adds its deadline. */
export type Fallible = <T>(load: Promise<T>, fallback: T) => Promise<T>;
const orFallback: Fallible = (load, fallback) => load.catch(() => fallback);

/** The user's language: the language cookie when the tenant offers it (spec §1), as every screen picks it. */
export async function userLocale(alias: string | null, cookie: string | undefined, within: Fallible = orFallback): Promise<string> {
  const [languages, defaultId] = await Promise.all([within(languageList(alias), []), within<string | null>(defaultLanguageId(alias), null)]);
  return chooseLocale(cookie, languages, defaultId);
}

/** The user's time zone: the time-zone cookie saved at login (spec §4), Moscow when it is missing or unknown. */
export function userTimeZone(cookie: string | undefined): string {
  return knownTimeZone(cookie) ?? DEFAULT_TIME_ZONE;
}

/** The texts of every screen in the language: the bundled catalogue under the tenant's dictionary (spec §1). */
export async function userMessages(alias: string | null, locale: string, within: Fallible = orFallback): Promise<Messages> {
  const serverDictionary = await within<Dictionary>(dictionary(alias, locale), {});
  return mergeDictionary(BUNDLES[bundledLocaleFor(locale)], serverDictionary);
}
