'use client';

import { useEffect, useSyncExternalStore } from 'react';
import { aliasOfPath, buildPath } from '@/lib/domain/paths';
import { isChunkLoadError, reloadAfterChunkFailure } from '@/lib/client/chunk-reload';

/** The error page of the tenant `pathname` is on, or null when `pathname` is that page already. */
export function errorPageTarget(pathname: string): string | null {
  const target = buildPath(aliasOfPath(pathname), 'error');
  return pathname === target ? null : target;
}

const noSubscription = () => () => {};

/**
 * Spec §2/§8: "Any rendering error redirects to the error page" of the tenant the visitor is on; a chunk that
 * fails to load (a new deployment) reloads the page instead, at most once a minute. An error on the error page
 * itself stays there, since going there again would reload it forever: then this returns true and the caller
 * shows the message in place.
 */
export function useLeaveForErrorPage(error: unknown): boolean {
  const onErrorPage = useSyncExternalStore(
    noSubscription,
    () => errorPageTarget(window.location.pathname) === null,
    () => false,
  );
  useEffect(() => {
    console.error(error);
    if (isChunkLoadError(error) && reloadAfterChunkFailure(window.sessionStorage, Date.now(), () => window.location.reload())) return;
    const target = errorPageTarget(window.location.pathname);
    if (target !== null) window.location.replace(target);
  }, [error]);
  return onErrorPage;
}
