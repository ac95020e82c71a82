import { getRequestConfig } from 'next-intl/server';
import { cookies, headers } from 'next/headers';
import { LANGUAGE_COOKIE, likelyLocale, TIME_ZONE_COOKIE } from './locale';
import { userLocale, userMessages, userTimeZone } from './reader';
import { inTime } from '../page-load/page-deadline';
import { aliasFromHeader } from '../tenant/alias';
import { precompileMessages } from './precompile';

export default getRequestConfig(async () => {
  const alias = aliasFromHeader((await headers()).get('x-bo-alias'));
  const cookieStore = await cookies();
  const cookieLocale = cookieStore.get(LANGUAGE_COOKIE)?.value;
  // The likely language's texts load beside the language list, within the page's deadline (lib/page-load/page-deadline.ts).
  const likely = likelyLocale(cookieLocale);
  const likelyMessages = userMessages(alias, likely, inTime);
  const locale = await userLocale(alias, cookieLocale, inTime);
  return {
    locale,
    timeZone: userTimeZone(cookieStore.get(TIME_ZONE_COOKIE)?.value),
    messages: precompileMessages(locale === likely ? await likelyMessages : await userMessages(alias, locale, inTime)),
  };
});
