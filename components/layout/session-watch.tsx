'use client';

import { useEffect } from 'react';
import { useApp } from './app-provider';
import { sessionState } from '@/lib/bff/own-routes';
import { createSessionClock, setActiveSessionClock } from '@/lib/client/session-clock';

interface SessionWatchProps {
  /** Epoch ms the session was known to last until when the page was rendered. */
  expiresAt: number;
  /** The session's lifetime in seconds (null: fixed expiry, no sliding). */
  lifeTime: number | null;
}

/**
 * Spec §2: "A click anywhere on a non-public page without a session redirects to /auth". Every click is let
 * through; once the page's lower bound of the expiry has passed (lib/client/session-clock.ts) it also asks
 * the BFF whether the session still lives. A 401 goes to the login through the API client's usual path
 * ("Сеанс завершён"); an answer moves the bound to the server's expiry. Only answered API calls move the
 * bound otherwise: a page change may come from the router's cache without reaching the server, and a bound
 * too late would let a click through an ended session, while one too early costs one small question.
 */
export function SessionWatch({ expiresAt, lifeTime }: SessionWatchProps) {
  const { api } = useApp();

  useEffect(() => {
    const current = createSessionClock(expiresAt, lifeTime);
    setActiveSessionClock(current);
    let asking = false;
    const onClick = () => {
      if (asking || !current.mayHaveEnded()) return;
      asking = true;
      api(sessionState)
        .then((state) => current.confirm(state.expiresAt))
        // 401 → the login (API client); unreachable → the "temporarily unavailable" dialog
        .catch(() => undefined)
        .finally(() => {
          asking = false;
        });
    };
    window.addEventListener('click', onClick, true);
    return () => {
      window.removeEventListener('click', onClick, true);
      setActiveSessionClock(null);
    };
  }, [api, expiresAt, lifeTime]);

  return null;
}
