'use client';

import { useEffect } from 'react';
import { useRouter } from 'next/navigation';
import { useApp } from './app-provider';

/** How often the page asks again while the API cannot be reached. */
export const API_RETRY_MS = 5000;

/**
 * The signed-in shell could not reach the API (spec §8 502/504): the "temporarily unavailable" dialog says so,
 * and the page asks the server again every few seconds (the layout renders anew), so it recovers by itself
 * once the API answers — no reload, no new sign-in.
 */
export function ApiUnavailable({ requestId }: { requestId?: string }) {
  const { showUnavailable } = useApp();
  const router = useRouter();
  useEffect(() => {
    showUnavailable(requestId);
    const timer = window.setInterval(() => router.refresh(), API_RETRY_MS);
    return () => window.clearInterval(timer);
  }, [showUnavailable, router, requestId]);
  return null;
}
