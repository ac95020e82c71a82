'use client';

import { useEffect, type RefObject } from 'react';

const GAP = 4;

/**
 * Keeps a PlainMenu's list, opened inside a sideways-scrolling table, fixed to the viewport under its
 * button (above it when there is no room below), so the table's box does not clip it. The list is
 * `position: fixed` by the caller's CSS; this places it while it is open and follows scrolling.
 */
export function useMenuOverScroll(root: RefObject<HTMLElement | null>, enabled: boolean): void {
  useEffect(() => {
    const element = root.current;
    if (!enabled || !element) return;
    let listening = false;
    const place = () => {
      const menu = element.querySelector<HTMLElement>('[role="menu"]');
      const button = element.querySelector<HTMLElement>('[aria-haspopup="menu"]');
      if (!menu || !button) return;
      const anchor = button.getBoundingClientRect();
      const below = anchor.bottom + GAP + menu.offsetHeight <= window.innerHeight;
      menu.style.top = below ? `${anchor.bottom + GAP}px` : '';
      menu.style.bottom = below ? '' : `${window.innerHeight - anchor.top + GAP}px`;
      menu.style.right = `${document.documentElement.clientWidth - anchor.right}px`;
    };
    const follow = (open: boolean) => {
      if (open === listening) return;
      listening = open;
      const method = open ? 'addEventListener' : 'removeEventListener';
      window[method]('scroll', place, true);
      window[method]('resize', place);
    };
    const observer = new MutationObserver(() => {
      const open = element.querySelector('[role="menu"]') !== null;
      follow(open);
      if (open) place();
    });
    observer.observe(element, { childList: true, subtree: true });
    return () => {
      observer.disconnect();
      follow(false);
    };
  }, [root, enabled]);
}
