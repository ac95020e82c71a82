'use client';

import { createContext, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { createApiClient, lazyBffClient, preloadBffClient, type ApiClient, type BffClient } from '@/lib/client/api';
import { reactToFailure, type ApiHooks, type FailureReaction } from '@/lib/client/api-failure';
import { usePreloadWhenIdle } from '@/lib/client/preload';
import { createAlertStore, type AlertStore } from '@/lib/client/alerts';
import { goToAuth } from '@/lib/client/go-to-auth';
import { AlertToasts } from '@/components/ui/alert-toasts';
// A native <dialog>, a few hundred bytes: loaded with the page, so it shows even when the network that
// just failed would not deliver another chunk.
import { UnavailableDialog } from '@/components/ui/unavailable-dialog';

interface AppContextValue {
  alias: string | null;
  api: ApiClient;
  /** The ky instance behind `api` (once loaded), for answers that are not JSON (file downloads): same headers, same reactions. */
  bff: BffClient;
  alerts: AlertStore;
  /** Opens the spec §8 "temporarily unavailable" dialog; the failed request's id, when known, is shown for support. */
  showUnavailable: (requestId?: string) => void;
  /**
   * The spec §8 reaction to a failed BFF answer that did not come through `api` (a file download, an
   * upload): the same dialog, login page or privacy-policy confirmation as every other call.
   */
  reactToFailure: (status: number, body: unknown, path: string, requestId?: string) => FailureReaction | null;
}

const AppContext = createContext<AppContextValue | null>(null);

export function useApp(): AppContextValue {
  const value = useContext(AppContext);
  if (!value) throw new Error('useApp outside AppProvider');
  return value;
}

export function AppProvider({ alias, children }: { alias: string | null; children: ReactNode }) {
  const [unavailable, setUnavailable] = useState<{ requestId?: string } | null>(null);
  usePreloadWhenIdle(preloadBffClient);
  useEffect(() => {
    // Lets browser tests (and support tools) know the page is interactive, not just painted.
    document.documentElement.dataset.hydrated = '1';
  }, []);
  const value = useMemo<AppContextValue>(() => {
    const alerts = createAlertStore();
    const showUnavailable = (requestId?: string) => setUnavailable({ requestId });
    const hooks: ApiHooks = {
      onUnavailable: showUnavailable,
      onSignedOut: () => goToAuth(alias, 'ended'),
      onPrivacyPolicy: () => window.dispatchEvent(new CustomEvent('bo:privacy-policy')),
    };
    const bff = lazyBffClient(alias, hooks);
    return {
      alias,
      api: createApiClient(alias, hooks, bff),
      bff,
      alerts,
      showUnavailable,
      reactToFailure: (status: number, body: unknown, path: string, requestId?: string) => reactToFailure(hooks, status, body, path, requestId),
    };
  }, [alias]);

  return (
    <AppContext.Provider value={value}>
      {children}
      <AlertToasts store={value.alerts} />
      {unavailable && <UnavailableDialog open requestId={unavailable.requestId} onClose={() => setUnavailable(null)} />}
    </AppContext.Provider>
  );
}
