import { useEffect } from 'react';
import { screenLayoutCookie, WIDE_SCREEN_QUERY, type ScreenLayout } from '@/lib/layout/screen-guess';

/** The layout the screen shows now (lib/layout/screen-guess.ts: a table from the md breakpoint, cards below). */
export const shownScreenLayout = (): ScreenLayout => (window.matchMedia(WIDE_SCREEN_QUERY).matches ? 'wide' : 'narrow');

/**
 * The browser tells the server its layout for the next pages, on every page from the sign-in page on and whenever
 * the window crosses the breakpoint: the first signed-in screen with a table renders the right layout, no shift.
 * Apart from the layout's context (screen-layout.tsx), which only the signed-in pages carry.
 */
export function useRememberScreenLayout(): void {
  useEffect(() => {
    const remember = () => {
      document.cookie = screenLayoutCookie(shownScreenLayout());
    };
    remember();
    const media = window.matchMedia(WIDE_SCREEN_QUERY);
    media.addEventListener('change', remember);
    return () => media.removeEventListener('change', remember);
  }, []);
}
