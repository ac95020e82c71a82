'use client';

import { useMemo } from 'react';
import { useSearchParams } from 'next/navigation';
import type { Currency } from '@/lib/acquiring/contract/reference-data';
import type { TransactionFilter } from '@/lib/domain/transaction-filter';
import { currencyFractionFor } from '@/lib/domain/money';
import { conditionParams, detailsIdFromSearchParams, listStateFromSearchParams, type ListState } from '@/lib/operations/list-state';
import { useListNavigation } from './use-operations';

/** What a screen over the transaction filter (the list, the map) reads from its URL, and how it moves on. */
export interface ListScreen {
  defaults: TransactionFilter;
  params: URLSearchParams;
  state: ListState;
  /** The operation whose details are open (?trx=ID). */
  detailsId: number | null;
  /** Minor units of the filter's currency (amount conditions are sent in them). */
  fraction: number;
  /** The filter's conditions without paging and order: keys what depends on them alone. */
  conditionsKey: string;
  navigate: (next: ListState, details?: number | null, replace?: boolean) => void;
}

/** The list state, open operation and navigation of the list and map screens, from the page URL. */
export function useListScreen(defaults: TransactionFilter, currencies: readonly Currency[]): ListScreen {
  const searchParams = useSearchParams();
  const params = useMemo(() => new URLSearchParams(searchParams.toString()), [searchParams]);
  const state = useMemo(() => listStateFromSearchParams(params, defaults), [params, defaults]);
  const fraction = currencyFractionFor(currencies, state.filter.currencyId);
  const navigate = useListNavigation(defaults);
  return { defaults, params, state, detailsId: detailsIdFromSearchParams(params), fraction, conditionsKey: conditionParams(state, fraction).toString(), navigate };
}
