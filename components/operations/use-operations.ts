'use client';

import { useCallback } from 'react';
import { useApp } from '@/components/layout/app-provider';
import * as ENDPOINTS from '@/lib/acquiring/endpoints';
import { useFailureAlert } from '@/components/layout/use-failure-alert';
import { useKeyedData } from '@/components/layout/use-keyed-data';
import type { TransactionDetails } from '@/lib/acquiring/contract/transactions';
import type { TransactionFilter } from '@/lib/domain/transaction-filter';
import { listSearch, type ListState } from '@/lib/operations/list-state';

export { useOperationLabels, useOperationsFormat } from './operations-format';

/**
 * The details of the operation named in the URL (?trx=ID), fetched when it changes; a failed
 * fetch shows its alert and calls `onMissing` (which closes the details).
 */
export function useTransactionDetails(detailsId: number | null, initial: TransactionDetails | null, onMissing: () => void): TransactionDetails | null {
  const { api } = useApp();
  const alertFailure = useFailureAlert();
  const key = detailsId === null ? null : String(detailsId);
  // no `failed`: an operation that failed is asked again when it is opened again
  const details = useKeyedData<TransactionDetails>(
    key,
    (signal) => api(ENDPOINTS.receipt, { search: new URLSearchParams({ id: String(detailsId) }), signal }).then((answer) => answer.result),
    {
      initial: initial && { key: String(initial.id), value: initial },
      onFailure: (error) => {
        alertFailure(error);
        onMissing();
      },
    },
  );
  return details && details.key === key ? details.value : null;
}

/**
 * Moves to another list state (and open operation) by rewriting the URL in place: shareable, the
 * back button returns, and no server round trip (the client fetches what changed).
 */
export function useListNavigation(defaults: TransactionFilter) {
  return useCallback(
    (next: ListState, details: number | null = null, replace = false) => {
      const url = `${window.location.pathname}${listSearch(next, defaults, details)}`;
      if (replace) window.history.replaceState(null, '', url);
      else window.history.pushState(null, '', url);
    },
    [defaults],
  );
}
