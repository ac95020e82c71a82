/**
 * Which of a screen's two layouts (a table from the md breakpoint, spec §9's 960 px; cards below it) the device of a
 * request most likely shows. The server renders only that one, so a phone does not hydrate a table it never shows
 * and a desktop no cards; the browser corrects a wrong guess after hydration (components/ui/screen-layout.tsx).
 */
export type ScreenLayout = 'wide' | 'narrow';

/** The md breakpoint, as Chakra writes it (lib/theme/system.ts: 960px → 60rem). */
export const WIDE_SCREEN_QUERY = '(min-width: 60rem)';

/** The layout the browser last showed, written by it on every page and when the window crosses the breakpoint. */
export const SCREEN_LAYOUT_COOKIE = 'screenLayout';

export function screenLayoutCookie(layout: ScreenLayout): string {
  return `${SCREEN_LAYOUT_COOKIE}=${layout}; Path=/; Max-Age=31536000; SameSite=Lax`;
}

export interface ScreenHints {
  /** The browser's own word (SCREEN_LAYOUT_COOKIE): right even for a desktop's narrow window or a tablet. */
  cookie?: string | null;
  userAgent: string | null;
  /** The `Sec-CH-UA-Mobile` client hint (`?1` / `?0`), sent by Chromium browsers. */
  mobileHint: string | null;
}

const TABLET_AGENT = /\b(iPad|Tablet)\b/i;
const PHONE_AGENT = /\b(iPhone|iPod|Windows Phone|Mobi)/i;
/** Android without "Mobile" in its agent is a tablet (Google's advice to Android browsers). */
const ANDROID_AGENT = /\bAndroid\b/i;
const DESKTOP_AGENT = /\b(Windows NT|Macintosh|X11|CrOS)\b/;

/** The likely layout, or null where the device could show either (tablets, unknown agents): then both render. */
export function screenGuess({ cookie, userAgent, mobileHint }: ScreenHints): ScreenLayout | null {
  if (cookie === 'wide' || cookie === 'narrow') return cookie;
  const agent = userAgent ?? '';
  if (TABLET_AGENT.test(agent)) return null;
  if (PHONE_AGENT.test(agent) || mobileHint === '?1') return 'narrow';
  if (ANDROID_AGENT.test(agent)) return null;
  if (mobileHint === '?0' || DESKTOP_AGENT.test(agent)) return 'wide';
  return null;
}
