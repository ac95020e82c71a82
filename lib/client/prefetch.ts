'use client';

import { useSyncExternalStore } from 'react';

interface NetworkInformation {
  effectiveType?: string;
  saveData?: boolean;
}

/** Spec §9: "Link prefetch is skipped on 2g or when data saving is on." */
export function prefetchAllowed(connection: NetworkInformation | undefined): boolean {
  if (!connection) return true;
  if (connection.saveData) return false;
  return !(connection.effectiveType === '2g' || connection.effectiveType === 'slow-2g');
}

const noSubscription = () => () => undefined;

/** Prefetch only where the connection allows it; never during server rendering. */
export function usePrefetchAllowed(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => prefetchAllowed((navigator as Navigator & { connection?: NetworkInformation }).connection),
    () => false,
  );
}
