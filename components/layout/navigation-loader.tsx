'use client';

import { useCallback, useEffect, useRef, useState } from 'react';
import { usePathname, useRouter, useSearchParams } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { Flex, Spinner } from '@chakra-ui/react';

/** Past this the loader gives up (a link whose click was taken for something else, a stalled server). */
const GIVE_UP_MS = 15_000;
/** Quick (prefetched) navigations finish before the loader would flash. */
const SHOW_AFTER_MS = 150;

/** Code that navigates (not a link) tells the loader through this window event; its detail is the target. */
const NAVIGATION_START = 'bo:navigation-start';

/** The in-app page `href` leads to, or null when it is another site or the page already shown. */
export function inAppTarget(href: string, here: Location): string | null {
  const url = new URL(href, here.href);
  if (url.origin !== here.origin) return null;
  if (url.pathname === here.pathname && url.search === here.search) return null;
  return `${url.pathname}${url.search}`;
}

/** The in-app page a click on this anchor opens client-side, or null (new tab, download, other site, same page). */
export function clientNavigationTarget(anchor: HTMLAnchorElement, event: MouseEvent, here: Location): string | null {
  if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  if ((anchor.target && anchor.target !== '_self') || anchor.hasAttribute('download')) return null;
  return inAppTarget(anchor.href, here);
}

/** Tells the loader that code (a chart bar, a map point) starts a client navigation to `href`. */
export function announceNavigation(href: string): void {
  window.dispatchEvent(new CustomEvent(NAVIGATION_START, { detail: href }));
}

/** `router.push` that shows the global loader like a link click does, for navigations started by code. */
export function useAppNavigation(): (href: string) => void {
  const router = useRouter();
  return useCallback(
    (href: string) => {
      announceNavigation(href);
      router.push(href);
    },
    [router],
  );
}

/**
 * Spec §2 "a global loader": while a click on an in-app link waits for the next page (the server renders
 * every signed-in page), a spinner covers the page. Links the app handles itself are the ones whose
 * click default was prevented (Next's client navigation); a plain navigation shows the browser's own.
 * Navigations started by code announce themselves (`useAppNavigation`). The first load is one complete
 * HTML response, with no loader streamed ahead of the content.
 */
export function NavigationLoader() {
  const t = useTranslations('Shell');
  const here = `${usePathname()}?${useSearchParams().toString()}`;
  const hereNow = useRef(here);
  const clicks = useRef(0);
  // The click that started a navigation, and the page it left: when the page changes it has landed.
  const [started, setStarted] = useState<{ from: string; click: number } | null>(null);
  const [shownFor, setShownFor] = useState<number | null>(null);
  const pending = started !== null && started.from === here;

  useEffect(() => {
    hereNow.current = here;
  });

  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const anchor = event.target instanceof Element ? event.target.closest('a[href]') : null;
      if (!(anchor instanceof HTMLAnchorElement) || !clientNavigationTarget(anchor, event, window.location)) return;
      const from = hereNow.current;
      // React's handlers (Next's Link among them) run after this capture listener: look once they have.
      setTimeout(() => {
        if (event.defaultPrevented) setStarted({ from, click: ++clicks.current });
      }, 0);
    };
    const onAnnounced = (event: Event) => {
      const href = event instanceof CustomEvent && typeof event.detail === 'string' ? event.detail : null;
      if (href !== null && inAppTarget(href, window.location)) setStarted({ from: hereNow.current, click: ++clicks.current });
    };
    window.addEventListener('click', onClick, true);
    window.addEventListener(NAVIGATION_START, onAnnounced);
    return () => {
      window.removeEventListener('click', onClick, true);
      window.removeEventListener(NAVIGATION_START, onAnnounced);
    };
  }, []);

  useEffect(() => {
    if (!pending) return;
    const { click } = started;
    const show = setTimeout(() => setShownFor(click), SHOW_AFTER_MS);
    const giveUp = setTimeout(() => setStarted(null), GIVE_UP_MS);
    return () => {
      clearTimeout(show);
      clearTimeout(giveUp);
    };
  }, [pending, started]);

  if (!pending || shownFor !== started.click) return null;
  return (
    <Flex
      position="fixed"
      inset="0"
      zIndex="overlay"
      align="center"
      justify="center"
      bg="bg/60"
      cursor="progress"
      role="status"
      aria-live="polite"
      aria-label={t('loading')}
      data-testid="navigation-loader"
    >
      <Spinner size="xl" color="brand.solid" borderWidth="3px" />
    </Flex>
  );
}
