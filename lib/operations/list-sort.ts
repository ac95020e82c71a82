import type { ListColumnKey } from './list-columns';

/** Columns the list can be sorted by (API field names). */
export const SORTABLE = { serverDateTime: 'serverDateTime', amount: 'amount', operation: 'operation', hostResponseCode: 'hostResponseCode', rrn: 'rrn' } as const;

/** The column each sortable field sorts (the status column sorts by the host response code). */
export const SORT_FIELD: Partial<Record<ListColumnKey, string>> = {
  status: SORTABLE.hostResponseCode,
  serverDateTime: SORTABLE.serverDateTime,
  operation: SORTABLE.operation,
  rrn: SORTABLE.rrn,
  amount: SORTABLE.amount,
};

