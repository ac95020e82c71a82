'use client';

import { useCallback, useLayoutEffect, useRef } from 'react';

/**
 * An event handler that stays the same function from render to render and calls the latest render's `handler`:
 * given to a memoised child (`memo`), a render of the parent does not render that child again. For events only:
 * the latest handler takes its place when its render is committed, so it must not be called during a render.
 */
export function useStableHandler<Args extends unknown[], Result>(handler: (...args: Args) => Result): (...args: Args) => Result {
  const latest = useRef(handler);
  useLayoutEffect(() => {
    latest.current = handler;
  });
  return useCallback((...args: Args) => latest.current(...args), []);
}
