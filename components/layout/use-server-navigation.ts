'use client';

import { useCallback, useOptimistic, useTransition } from 'react';
import { useRouter } from 'next/navigation';

/** A screen whose content the server renders from its address, and the merchant's way to another of its states. */
export interface ServerNavigation<State> {
  /** The state the merchant chose: the rendered one, or the one whose page is on its way. */
  shown: State;
  /** Goes to another state: its address at once, its server-rendered page when it comes. */
  navigate: (next: State) => void;
  /** Renders the same address again on the server (after a change the page shows, such as a closed day). */
  refresh: () => void;
  /** A page of the server is on its way: the old one stays, dimmed by the screen. */
  pending: boolean;
}

/**
 * The one way a server-rendered screen (the dashboard, the reconciliations) moves between its states: the controls
 * show the merchant's choice at once (`shown`, an optimistic state), the address changes at once (a new entry for the
 * back button, as a shallow navigation of the Next router), and replacing that entry in a transition loads the
 * server's page of it, the old content staying meanwhile. `router.push` alone would change the address only when
 * that page arrives, seconds later on a busy phone. `hrefOf` gives a state's address (path and query).
 */
export function useServerNavigation<State>(rendered: State, hrefOf: (next: State) => string): ServerNavigation<State> {
  const router = useRouter();
  const [pending, startNavigation] = useTransition();
  const [shown, show] = useOptimistic(rendered);
  const navigate = useCallback(
    (next: State) => {
      const href = hrefOf(next);
      if (href !== `${window.location.pathname}${window.location.search}`) window.history.pushState(null, '', href);
      startNavigation(() => {
        show(next);
        router.replace(href, { scroll: false });
      });
    },
    [hrefOf, router, show],
  );
  const refresh = useCallback(() => startNavigation(() => router.refresh()), [router]);
  return { shown, navigate, refresh, pending };
}
