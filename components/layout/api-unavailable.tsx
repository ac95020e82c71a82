'use client';

import { useEffect, useRef } from 'react';
import { useRouter } from 'next/navigation';
import { useApp } from './app-provider';

/** How often the page asks again while the API cannot be reached. */
export const API_RETRY_MS = 5000;

/**
 * The signed-in shell could not reach the API (spec §8 502/504): the "temporarily unavailable" dialog says so,
 * and the page asks the server again every few seconds (the layout renders anew), so it recovers by itself
 * once the API answers — no reload, no new sign-in. Behind the dialog, and after it is closed, the page says the
 * same (ApiUnavailableNote, rendered on the server beside it).
 */
export function ApiUnavailable({ requestId }: { requestId?: string }) {
  const { showUnavailable } = useApp();
  const router = useRouter();
  // once per outage: each refresh renders this again with its own request id, and a dialog the merchant closed
  // must not come back every few seconds
  const announced = useRef(false);
  useEffect(() => {
    if (announced.current) return;
    announced.current = true;
    showUnavailable(requestId);
  }, [showUnavailable, requestId]);
  useEffect(() => {
    const timer = window.setInterval(() => router.refresh(), API_RETRY_MS);
    return () => window.clearInterval(timer);
  }, [router]);
  return null;
}
