'use client';

import { useEffect, useState } from 'react';
import { Box } from '@chakra-ui/react';
import { useApp } from '@/components/layout/app-provider';
import { useFailureAlert } from '@/components/layout/use-failure-alert';
import type { ApiResult, Currency, TransactionSummary } from '@/lib/acquiring/contract';
import type { Keyed } from '@/lib/operations/load';
import { summaryParams, type ListState } from '@/lib/operations/list-state';
import { TurnoverLine } from './turnover-line';
import { useOperationsFormat } from './use-operations';

/**
 * The money of the whole filtered list beside «Найдено операций» (issue 21 §2): sales, refunds and the net, as the
 * host counts them. The first page's come with its HTML (`initial`); the browser asks once per new filter, not per
 * page. Meanwhile the last figures stay, dimmed like the rows, so the line does not fold and spring back. With no
 * currency chosen there is no one sum to show.
 */
export function ListTotals({
  state,
  fraction,
  conditionsKey,
  currencies,
  initial,
}: {
  state: ListState;
  fraction: number;
  conditionsKey: string;
  currencies: Currency[];
  initial: Keyed<TransactionSummary> | null;
}) {
  const { api } = useApp();
  const alertFailure = useFailureAlert();
  const { money } = useOperationsFormat(currencies);
  const currencyId = state.filter.currencyId;
  // value null: that filter's figures failed (the alert said so); the line goes until the next filter's come
  const [totals, setTotals] = useState<{ key: string; value: TransactionSummary | null; currencyId: number | null } | null>(initial && { ...initial, currencyId });
  const loadedKey = totals?.key;
  useEffect(() => {
    if (currencyId === null || loadedKey === conditionsKey) return;
    const controller = new AbortController();
    api<ApiResult<TransactionSummary>>('api/transaction/summary', { search: summaryParams(state, fraction), signal: controller.signal })
      .then((answer) => {
        if (!controller.signal.aborted) setTotals({ key: conditionsKey, value: answer.result, currencyId });
      })
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        alertFailure(error);
        setTotals({ key: conditionsKey, value: null, currencyId });
      });
    return () => controller.abort();
    // `state` and `fraction` are what `conditionsKey` names; paging and order do not change the totals.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [api, alertFailure, conditionsKey, currencyId, loadedKey]);
  if (currencyId === null || totals?.value == null) return null;
  const figures = totals.value;
  const stale = totals.key !== conditionsKey;
  return (
    // Figures of another currency would read wrong: they only keep the line's place then.
    <Box opacity={stale ? 0.6 : 1} visibility={stale && totals.currencyId !== currencyId ? 'hidden' : undefined} aria-busy={stale || undefined}>
      <TurnoverLine figures={figures} money={(minor) => money(minor, totals.currencyId)} testId="list-totals" />
    </Box>
  );
}
