'use client';

import { useEffect, useState } from 'react';
import { useApp } from '@/components/layout/app-provider';
import { useFailureAlert } from '@/components/layout/use-failure-alert';
import type { ApiResult, Currency, TransactionSummary } from '@/lib/acquiring/contract';
import { summaryParams, type ListState } from '@/lib/operations/list-state';
import { TurnoverLine } from './turnover-line';
import { useOperationsFormat } from './use-operations';

/**
 * The money of the whole filtered list beside «Найдено операций» (issue 21 §2): sales, refunds and the net, as the
 * host counts them. Asked once per filter, not per page; with no currency chosen there is no one sum to show.
 */
export function ListTotals({ state, fraction, conditionsKey, currencies }: { state: ListState; fraction: number; conditionsKey: string; currencies: Currency[] }) {
  const { api } = useApp();
  const alertFailure = useFailureAlert();
  const { money } = useOperationsFormat(currencies);
  const currencyId = state.filter.currencyId;
  const [totals, setTotals] = useState<{ key: string; value: TransactionSummary } | null>(null);
  useEffect(() => {
    if (currencyId === null) return;
    const controller = new AbortController();
    api<ApiResult<TransactionSummary>>('api/transaction/summary', { search: summaryParams(state, fraction), signal: controller.signal })
      .then((answer) => {
        if (!controller.signal.aborted) setTotals({ key: conditionsKey, value: answer.result });
      })
      .catch((error: unknown) => {
        if (!controller.signal.aborted) alertFailure(error);
      });
    return () => controller.abort();
    // `state` and `fraction` are what `conditionsKey` names; paging and order do not change the totals.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [api, alertFailure, conditionsKey, currencyId]);
  if (currencyId === null || totals === null || totals.key !== conditionsKey) return null;
  return <TurnoverLine figures={totals.value} money={(minor) => money(minor, currencyId)} testId="list-totals" />;
}
