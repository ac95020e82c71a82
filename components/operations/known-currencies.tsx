'use client';

import { useEffect, useSyncExternalStore } from 'react';
import { useApp } from '@/components/layout/app-provider';
import * as ENDPOINTS from '@/lib/acquiring/endpoints';
import { useKeyedData } from '@/components/layout/use-keyed-data';
import type { Currency } from '@/lib/acquiring/contract/reference-data';

/**
 * The tenant's currencies as an Операции screen loaded them with its page (spec §7 `api/currency/list`), kept for what
 * the shell shows over any page (the operation search's amounts): read where a screen shared them, asked once, for
 * the rest of the visit, where none did (the organisation, the storefront).
 */
const known = new Map<string | null, readonly Currency[]>();
const listeners = new Set<() => void>();
const NONE: readonly Currency[] = [];

function share(alias: string | null, currencies: readonly Currency[]): void {
  if (currencies.length === 0 || known.get(alias) === currencies) return;
  known.set(alias, currencies);
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Rendered by a screen whose page loaded the currencies: shares them with the shell. */
export function ShareCurrencies({ currencies }: { currencies: readonly Currency[] }): null {
  const { alias } = useApp();
  useEffect(() => share(alias, currencies), [alias, currencies]);
  return null;
}

/** The currencies a screen shared; while `wanted` and none were, asked once. */
export function useKnownCurrencies(wanted: boolean): readonly Currency[] {
  const { alias, api } = useApp();
  const currencies = useSyncExternalStore(subscribe, () => known.get(alias) ?? NONE, () => NONE);
  useKeyedData<readonly Currency[]>(
    wanted && !known.has(alias) ? `${alias}` : null,
    (signal) =>
      api(ENDPOINTS.currencyList, { signal }).then((answer) => {
        share(alias, answer.result);
        return answer.result;
      }),
    // amounts show without their currency sign meanwhile, with no alert; the next wish asks again
    { onFailure: () => undefined },
  );
  return currencies;
}
