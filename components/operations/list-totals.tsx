'use client';

import { Box } from '@chakra-ui/react';
import { useApp } from '@/components/layout/app-provider';
import * as ENDPOINTS from '@/lib/acquiring/endpoints';
import { useKeyedData } from '@/components/layout/use-keyed-data';
import type { Currency } from '@/lib/acquiring/contract/reference-data';
import type { TransactionSummary } from '@/lib/acquiring/contract/summaries';
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
  const { money } = useOperationsFormat(currencies);
  const currencyId = state.filter.currencyId;
  // summary null: that filter's figures failed (the alert said so); the line goes until the next filter's come.
  // Paging and order do not change the totals: `conditionsKey` names the rest of `state`.
  const totals = useKeyedData<{ summary: TransactionSummary | null; currencyId: number | null }>(
    currencyId === null ? null : conditionsKey,
    (signal) => api(ENDPOINTS.summary, { search: summaryParams(state, fraction), signal }).then((answer) => ({ summary: answer.result, currencyId })),
    { initial: initial && { key: initial.key, value: { summary: initial.value, currencyId } }, failed: () => ({ summary: null, currencyId }) },
  );
  const figures = totals?.value.summary;
  if (currencyId === null || !totals || !figures) return null;
  const stale = totals.key !== conditionsKey;
  return (
    // Figures of another currency would read wrong: they only keep the line's place then.
    <Box opacity={stale ? 0.6 : 1} visibility={stale && totals.value.currencyId !== currencyId ? 'hidden' : undefined} aria-busy={stale || undefined}>
      <TurnoverLine figures={figures} money={(minor) => money(minor, totals.value.currencyId)} testId="list-totals" />
    </Box>
  );
}
