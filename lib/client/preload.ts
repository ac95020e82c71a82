'use client';

import { useEffect } from 'react';

/**
 * Loads code a page may soon need once the browser is idle after the first load: it stays out of first-load
 * JS, yet is in the cache before most users reach for it (a slow phone would otherwise wait on the first
 * click). Without requestIdleCallback (Safari), two seconds after mounting.
 */
export function usePreloadWhenIdle(load: () => Promise<unknown>): void {
  useEffect(() => {
    const preload = () => void load().catch(() => undefined);
    const { requestIdleCallback, cancelIdleCallback } = window;
    if (typeof requestIdleCallback === 'function') {
      const handle = requestIdleCallback(preload, { timeout: 5000 });
      return () => cancelIdleCallback?.(handle);
    }
    const timer = window.setTimeout(preload, 2000);
    return () => window.clearTimeout(timer);
  }, [load]);
}

/** What a user does on a page before reaching for one of its parts: moving, touching, scrolling, typing. */
const INTENT_EVENTS = ['pointermove', 'pointerdown', 'touchstart', 'scroll', 'keydown'] as const;

/**
 * Loads code at the user's first sign of activity on the page: a part most users open (an operation's details)
 * is in the cache by the time they tap it, and nothing loads while the page is still settling after its first
 * load, where an idle preload would block the main thread of a phone that no one touches yet.
 */
export function usePreloadOnIntent(load: () => Promise<unknown>): void {
  useEffect(() => {
    const preload = () => {
      stop();
      void load().catch(() => undefined);
    };
    const stop = () => INTENT_EVENTS.forEach((name) => window.removeEventListener(name, preload, { capture: true }));
    INTENT_EVENTS.forEach((name) => window.addEventListener(name, preload, { capture: true, passive: true }));
    return stop;
  }, [load]);
}
