import 'server-only';
import { cookies, headers } from 'next/headers';
import { COLOR_MODE_COOKIE, COLOR_MODE_HINT, serverColorMode, type ColorMode } from './color-mode';

/** The colour mode of this request's page as the server knows it (lib/theme/color-mode.ts `serverColorMode`). */
export async function requestColorMode(): Promise<ColorMode | null> {
  const [cookieStore, requestHeaders] = await Promise.all([cookies(), headers()]);
  return serverColorMode({
    cookie: cookieStore.get(COLOR_MODE_COOKIE)?.value,
    hint: requestHeaders.get(COLOR_MODE_HINT),
  });
}
