'use client';

import { useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

/**
 * False in the server's HTML and while it hydrates, true once React runs the page. A form of a guest page keeps its
 * submit button disabled until then: before hydration the browser would submit the form itself, as a GET whose URL
 * carries every named field — the login and the password, into the history, the proxies' logs and the Referer.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
