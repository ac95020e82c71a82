'use client';

import { useEffect, useRef } from 'react';
import { usePathname } from 'next/navigation';
import { useApp } from './app-provider';
import { createSessionClock, setActiveSessionClock, type SessionClock } from '@/lib/client/session-clock';

interface SessionWatchProps {
  /** Epoch ms the session was known to last until when the page was rendered. */
  expiresAt: number;
  /** The session's lifetime in seconds (null: fixed expiry, no sliding). */
  lifeTime: number | null;
}

/**
 * Spec §2: "A click anywhere on a non-public page without a session redirects to /auth". Every click is
 * let through; once the page's lower bound of the expiry has passed (lib/client/session-clock.ts) it
 * also asks the BFF whether the session still lives. A 401 goes to the login through the API client's
 * usual path ("Сеанс завершён"); an answer moves the bound to the server's expiry.
 */
export function SessionWatch({ expiresAt, lifeTime }: SessionWatchProps) {
  const { api } = useApp();
  const pathname = usePathname();
  const clock = useRef<SessionClock | null>(null);

  useEffect(() => {
    const current = createSessionClock(expiresAt, lifeTime);
    clock.current = current;
    setActiveSessionClock(current);
    let asking = false;
    const onClick = () => {
      if (asking || !current.mayHaveEnded()) return;
      asking = true;
      api<{ expiresAt: number }>('api/session/state')
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

  // A page request (a client navigation's payload too) passes the middleware, which extends the session.
  useEffect(() => {
    clock.current?.noteActivity();
  }, [pathname]);

  return null;
}
