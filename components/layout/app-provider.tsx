'use client';

import { createContext, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { createApiClient, type ApiClient } from '@/lib/client/api';
import { createAlertStore, type AlertStore } from '@/lib/client/alerts';
import { buildPath } from '@/lib/domain/routes';
import { AlertStack } from '@/components/ui/alert-stack';
import dynamic from 'next/dynamic';

// The dialog machinery loads only when the dialog is needed: it is not part of the first load.
const UnavailableDialog = dynamic(() => import('@/components/ui/unavailable-dialog').then((module) => module.UnavailableDialog), { ssr: false });

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

/** Leaves for the login page of the tenant with a full navigation, so no signed-in state lingers. */
export function goToAuth(alias: string | null, reason?: AuthNotice) {
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
