import type { SystemStyleObject } from '@chakra-ui/react';
import { LIST_COLUMN_KEYS, type ListColumnKey } from '../../shared/list-column-keys.ts';
import { staticParts, type StaticPart } from './define.ts';

/**
 * The user's choice of the operations table's columns (the column chooser), applied in the browser to the
 * server-rendered table: `chosen` on the rows' wrapper hides every column, and each chosen column's part shows it
 * from 960 px. The table's cells name their column (`data-column`, components/operations/transaction-table.tsx), so a
 * new choice needs no server round trip.
 */
/** Each column's part: shown from 960 px where the wrapper carries it. */
function shownColumns(): Record<ListColumnKey, StaticPart> {
  const parts = {} as Record<ListColumnKey, StaticPart>;
  for (const key of LIST_COLUMN_KEYS) parts[key] = { style: Object.fromEntries([[`& [data-column="${key}"]`, { md: { display: 'table-cell' } }]]) as SystemStyleObject };
  return parts;
}

export default staticParts('columns', {
  chosen: { style: { '& [data-column]': { display: 'none' } } },
  ...shownColumns(),
});
