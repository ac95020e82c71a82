'use client';

import { createContext, useContext } from 'react';
import type { ReconciliationFilter } from '@/lib/domain/reconciliation-filter-query';
import { toggleOrder, type SortableColumn } from '@/lib/reconciliation/filter';
import { SortButton } from '@/components/ui/sort-button';

export interface ReconciliationNavigation {
  /** the filter the server rendered */
  filter: ReconciliationFilter;
  /** renders the page of another filter, order or page on the server (components/reconciliation/reconciliation-client.tsx) */
  navigate: (next: ReconciliationFilter) => void;
}

export const ReconciliationNavigationContext = createContext<ReconciliationNavigation | null>(null);

/** A sortable column's header button in the server-rendered table: the next order loads through the server. */
export function SortHeaderButton({ column, label, ariaLabel, descending, numeric }: { column: SortableColumn; label: string; ariaLabel: string; descending: boolean | null; numeric?: boolean }) {
  const navigation = useContext(ReconciliationNavigationContext);
  return <SortButton label={label} ariaLabel={ariaLabel} descending={descending} numeric={numeric} onClick={() => navigation?.navigate(toggleOrder(navigation.filter, column))} />;
}
