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
