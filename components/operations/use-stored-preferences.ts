'use client';

import { useEffect, useRef } from 'react';
import { usePathname, useRouter } from 'next/navigation';
import { hasFilterParams, listSearch } from '@/lib/operations/list-state';
import { arrivalFilter, loadPreferences, preferencesOf, savePreferences } from '@/lib/operations/preferences';
import type { ListScreen } from './use-list-screen';

/**
 * The user's stored filter preferences (spec §3) on a screen over the transaction filter (the list, the map):
 * opened without a filter in its address, the screen moves to the stored one, and every filter it shows is
 * stored. One store for both screens: they are two views of one filtered set.
 */
export function useStoredPreferences({ params, state, defaults, detailsId }: ListScreen, storageKey: string): void {
  const router = useRouter();
  const pathname = usePathname();
  const arrived = useRef(false);
  useEffect(() => {
    if (!arrived.current) {
      arrived.current = true;
      const preferred = hasFilterParams(params) ? null : arrivalFilter(defaults, loadPreferences(window.localStorage, storageKey));
      if (preferred) {
        // Through the router, not history.replaceState: on a fresh page load this effect runs before the
        // router listens to history, and the address would then name a filter the screen does not show.
        router.replace(`${pathname}${listSearch({ filter: preferred, cardTypes: [], location: 'any' }, defaults, detailsId)}`, { scroll: false });
        return;
      }
    }
    savePreferences(window.localStorage, storageKey, preferencesOf(state.filter, defaults));
  }, [router, pathname, params, state.filter, defaults, detailsId, storageKey]);
}
