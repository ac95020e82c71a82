'use client';

import { useEffect, useState } from 'react';

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

export function usePrefetchAllowed(): boolean {
  const [allowed, setAllowed] = useState(false);
  useEffect(() => {
    const connection = (navigator as Navigator & { connection?: NetworkInformation }).connection;
    setAllowed(prefetchAllowed(connection));
  }, []);
  return allowed;
}
