'use client';

import { useCallback, useSyncExternalStore } from 'react';

/** Components reading one entry learn of a write in this tab at once (the `storage` event tells only other tabs). */
const listeners = new Set<() => void>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  window.addEventListener('storage', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', listener);
  };
}

function read(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    // Storage disabled: nothing stored, the screen's defaults apply.
    return null;
  }
}

/**
 * One localStorage entry's text as React state, and its writer (null removes it). The server, and the first render
 * in the browser, read `serverText` (what the server knew, else nothing): what is stored shows once the page is
 * hydrated, without a mismatch.
 */
export function useStoredText(key: string, serverText: string | null = null): [string | null, (text: string | null) => void] {
  const text = useSyncExternalStore(subscribe, () => read(key), () => serverText);
  const write = useCallback(
    (next: string | null) => {
      try {
        if (next === null) window.localStorage.removeItem(key);
        else window.localStorage.setItem(key, next);
      } catch {
        // Storage full or disabled: a convenience lost, the address still holds the filter.
      }
      listeners.forEach((listener) => listener());
    },
    [key],
  );
  return [text, write];
}
