'use client';

import { useEffect, type RefObject } from 'react';
import { useRouter } from 'next/navigation';
import { clientNavigationTarget } from './navigation-loader';

/**
 * The plain links of a server-rendered block inside `area` (`<a href>`, no Next Link: no component code, no
 * hydration per link) open their in-app page through the app's router, as a Next Link would: a client
 * navigation, the global loader while it waits. One listener on the document, after React's own: a click a Link
 * or a handler already took (its default prevented) is left alone, and so is a new tab, a download or another site.
 */
export function useRouterLinks(area: RefObject<HTMLElement | null>): void {
  const router = useRouter();
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented) return;
      const anchor = event.target instanceof Element ? event.target.closest('a[href]') : null;
      if (!(anchor instanceof HTMLAnchorElement) || !area.current?.contains(anchor)) return;
      const target = clientNavigationTarget(anchor, event, window.location);
      if (target === null) return;
      event.preventDefault();
      router.push(target);
    };
    document.addEventListener('click', onClick);
    return () => document.removeEventListener('click', onClick);
  }, [area, router]);
}
