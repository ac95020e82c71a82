import { getRequestConfig } from 'next-intl/server';
import { cookies, headers } from 'next/headers';
import { bundledLocaleFor, chooseLocale, LANGUAGE_COOKIE, likelyLocale, mergeDictionary, type Messages } from './locale';
import { inTime } from '../acquiring/page-deadline';
import type { Dictionary } from '../acquiring/contract';
import { defaultLanguageId, dictionary, languageList } from '../tenant/reference-data';
import { aliasFromHeader } from '../tenant/alias';
import { precompileMessages } from './precompile';
import ru from '../../messages/ru.json';
import en from '../../messages/en.json';

const BUNDLES: Record<'ru' | 'en', Messages> = { ru, en };
export const TIME_ZONE_COOKIE = 'tz';

export default getRequestConfig(async () => {
  const alias = aliasFromHeader((await headers()).get('x-bo-alias'));
  const cookieStore = await cookies();
  const cookieLocale = cookieStore.get(LANGUAGE_COOKIE)?.value;
  const likely = likelyLocale(cookieLocale);
  const [languages, defaultId, likelyDictionary] = await Promise.all([
    inTime(languageList(alias), []),
    inTime<string | null>(defaultLanguageId(alias), null),
    inTime<Dictionary>(dictionary(alias, likely), {}),
  ]);
  const locale = chooseLocale(cookieLocale, languages, defaultId);
  const serverDictionary = locale === likely ? likelyDictionary : await inTime<Dictionary>(dictionary(alias, locale), {});
  const zone = cookieStore.get(TIME_ZONE_COOKIE)?.value;
  let timeZone = 'Europe/Moscow';
  try {
    if (zone) timeZone = new Intl.DateTimeFormat('en', { timeZone: zone }).resolvedOptions().timeZone;
  } catch {
    // An unknown zone in the cookie: keep the default.
  }
  return {
    locale,
    timeZone,
    messages: precompileMessages(mergeDictionary(BUNDLES[bundledLocaleFor(locale)], serverDictionary)),
  };
});
