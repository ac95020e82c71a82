'use client';

import { useCallback } from 'react';
import { useLocale, useTimeZone, useTranslations } from 'next-intl';
import { useApp } from '@/components/layout/app-provider';
import * as ENDPOINTS from '@/lib/acquiring/endpoints';
import { useFailureAlert } from '@/components/layout/use-failure-alert';
import { useKeyedData } from '@/components/layout/use-keyed-data';
import type { Currency } from '@/lib/acquiring/contract/reference-data';
import type { TransactionDetails } from '@/lib/acquiring/contract/transactions';
import { formatCurrencyAmount } from '@/lib/operations/money-view';
import { formatDateTime } from '@/lib/operations/dates';
import { cardMethodKey, operationKey } from '@/lib/operations/labels';
import type { TransactionFilter } from '@/lib/domain/transaction-filter';
import { listSearch, type ListState } from '@/lib/operations/list-state';

/** Amounts and dates the way the Операции screens show them. */
export function useOperationsFormat(currencies: readonly Currency[]) {
  const locale = useLocale();
  const timeZone = useTimeZone() ?? 'Europe/Moscow';
  return {
    locale,
    timeZone,
    money: (minor: number, currencyId: number | null) => formatCurrencyAmount(minor, currencyId, currencies, locale),
    dateTime: (iso: string | null) => (iso ? formatDateTime(iso, locale, timeZone) : '—'),
  };
}

/**
 * The names of an operation and of a card method in the interface language (spec §9 tables); an operation
 * the table does not know shows the host's name for it, else its code; an unknown card method 'Неизвестно'.
 */
export function useOperationLabels() {
  const t = useTranslations('Operations');
  return {
    operation: (operation: string, hostName?: string) => {
      const key = operationKey(operation);
      return key ? t(`operation.${key}`) : hostName || operation;
    },
    cardMethod: (cardMethod: { cardInputCapability?: unknown } | null | undefined) => t(`cardMethod.${cardMethodKey(cardMethod)}`),
  };
}

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
