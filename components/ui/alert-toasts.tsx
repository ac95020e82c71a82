'use client';

import { Suspense, lazy, useState, useSyncExternalStore } from 'react';
import type { AlertStore } from '@/lib/client/alerts';
import { usePreloadWhenIdle } from '@/lib/client/preload';

const loadToaster = () => import('./toaster');

/** Starts loading the toaster's code at once: for a page that already knows it will show an alert (its first load failed). */
export function preloadToaster(): void {
  void loadToaster().catch(() => undefined);
}

// React's own lazy, not next/dynamic: this is on every page's first load (the login's included), and next/dynamic
// brings its loader with it. It renders only in the browser (no alert exists on the server).
const StoreToaster = lazy(() => loadToaster().then((module) => ({ default: module.StoreToaster })));

/**
 * The alert toasts of every page (spec §2), on Chakra's Toaster. It stays out of every page's first load: its code
 * comes with the first alert, or earlier once the page is idle, so an alert about a lost network still shows.
 */
export function AlertToasts({ store }: { store: AlertStore }) {
  const hasAlerts = useSyncExternalStore(store.subscribe, () => store.get().length > 0, () => false);
  const [needed, setNeeded] = useState(false);
  if (hasAlerts && !needed) setNeeded(true);
  usePreloadWhenIdle(loadToaster);
  return needed ? (
    <Suspense fallback={null}>
      <StoreToaster store={store} />
    </Suspense>
  ) : null;
}
