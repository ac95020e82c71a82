import { getRequestConfig } from 'next-intl/server';
import { cookies, headers } from 'next/headers';
import { LANGUAGE_COOKIE, TIME_ZONE_COOKIE } from './locale';
import { userLocale, userMessages, userTimeZone } from './reader';
import { aliasFromHeader } from '../tenant/alias';
import { precompileMessages } from './precompile';

export default getRequestConfig(async () => {
  const alias = aliasFromHeader((await headers()).get('x-bo-alias'));
  const cookieStore = await cookies();
  const locale = await userLocale(alias, cookieStore.get(LANGUAGE_COOKIE)?.value);
  return {
    locale,
    timeZone: userTimeZone(cookieStore.get(TIME_ZONE_COOKIE)?.value),
    messages: precompileMessages(await userMessages(alias, locale)),
  };
});
