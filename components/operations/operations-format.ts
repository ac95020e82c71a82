import { useLocale, useTimeZone, useTranslations } from 'next-intl';
import type { Currency } from '@/lib/acquiring/contract/reference-data';
import { formatCurrencyAmount } from '@/lib/operations/money-view';
import { formatDateTime } from '@/lib/operations/dates';
import { cardMethodKey, operationKey } from '@/lib/operations/labels';

// No 'use client': the list's server-rendered rows and the client screens both format through these (next-intl's
// hooks work in a server component that is not async).

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
