'use client';

import { createContext, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { createApiClient, type ApiClient } from '@/lib/client/api';
import { createAlertStore, type AlertStore } from '@/lib/client/alerts';
import { buildPath } from '@/lib/domain/routes';
import { AlertStack } from '@/components/ui/alert-stack';
// A native <dialog>, a few hundred bytes: loaded with the page, so it shows even when the network that
// just failed would not deliver another chunk.
import { UnavailableDialog } from '@/components/ui/unavailable-dialog';

interface AppContextValue {
  alias: string | null;
  api: ApiClient;
  alerts: AlertStore;
  /** Opens the spec §8 "temporarily unavailable" dialog. */
  showUnavailable: () => void;
}

const AppContext = createContext<AppContextValue | null>(null);

export function useApp(): AppContextValue {
  const value = useContext(AppContext);
  if (!value) throw new Error('useApp outside AppProvider');
  return value;
}

/** Why the login page is shown again: the session ended, or the password was just changed. */
export type AuthNotice = 'ended' | 'changed';

let signingOut = false;
let leaving = false;

/** The user asked to sign out: the 401s of calls still in flight are expected, not "session ended". */
export function signOutStarted() {
  signingOut = true;
}

/**
 * Leaves for the login page of the tenant with a full navigation, so no signed-in state lingers. Only the
 * first call navigates: a late 401 of a call that was in flight during "Выйти" must not turn the plain
 * login page into "your session has ended".
 */
export function goToAuth(alias: string | null, reason?: AuthNotice) {
  if (leaving || (signingOut && reason === 'ended')) return;
  leaving = true;
  // eslint-disable-next-line @next/next/no-location-assign-relative-destination -- a full navigation on purpose: no signed-in client state may survive it
  window.location.assign(`${buildPath(alias, 'auth')}${reason ? `?reason=${reason}` : ''}`);
}

export function AppProvider({ alias, children }: { alias: string | null; children: ReactNode }) {
  const [unavailable, setUnavailable] = useState(false);
  useEffect(() => {
    // Lets browser tests (and support tools) know the page is interactive, not just painted.
    document.documentElement.dataset.hydrated = '1';
  }, []);
  const value = useMemo<AppContextValue>(() => {
    const alerts = createAlertStore();
    const showUnavailable = () => setUnavailable(true);
    const api = createApiClient(alias, {
      onUnavailable: showUnavailable,
      onSignedOut: () => goToAuth(alias, 'ended'),
      onPrivacyPolicy: () => window.dispatchEvent(new CustomEvent('bo:privacy-policy')),
    });
    return { alias, api, alerts, showUnavailable };
  }, [alias]);

  return (
    <AppContext.Provider value={value}>
      {children}
      <AlertStack store={value.alerts} />
      {unavailable && <UnavailableDialog open onClose={() => setUnavailable(false)} />}
    </AppContext.Provider>
  );
}
