
/** The two colour modes of the Chakra system (`_light` / `_dark` of its semantic tokens). */
export type ColorMode = 'light' | 'dark';

/** The user's choice, kept for a year; without it the page follows the device. */
export const COLOR_MODE_COOKIE = 'colorMode';

/**
 * The device's preference as a client hint (Chromium): the server asks for it with `Accept-CH`
 * (next.config.mjs) and gets it from the second request on. Not `Critical-CH`: that would restart the
 * first navigation of every new visitor, and the first page is right without it (see `SYSTEM_DARK_MEDIA`).
 */
export const COLOR_MODE_HINT = 'sec-ch-prefers-color-scheme';

/** Where neither the cookie nor the hint says the mode, the page's CSS follows the device by this query. */
export const SYSTEM_DARK_MEDIA = '(prefers-color-scheme: dark)';

export function asColorMode(value: string | null | undefined): ColorMode | null {
  const trimmed = value?.trim().replace(/^"|"$/g, '');
  return trimmed === 'light' || trimmed === 'dark' ? trimmed : null;
}

/**
 * The mode the server renders: the user's choice; else the device's hint; else null, and the CSS follows
 * `prefers-color-scheme` until the user picks one.
 */
export function serverColorMode({ cookie, hint }: { cookie?: string | null; hint?: string | null }): ColorMode | null {
  return asColorMode(cookie) ?? asColorMode(hint);
}

/** The cookie that keeps the user's choice (read by the server on every page). */
export function colorModeCookie(mode: ColorMode): string {
  return `${COLOR_MODE_COOKIE}=${mode}; Path=/; Max-Age=31536000; SameSite=Lax`;
}
