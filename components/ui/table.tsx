'use client';

import { Table } from '@chakra-ui/react';
import { tableSlotRecipe } from '@chakra-ui/react/theme';

/**
 * Chakra's table (a breakdown, a receipt's products); its recipe loads with the screen that shows one. The other
 * parts (`Table.Header`, `Table.Row`, `Table.Cell` …) come from `@chakra-ui/react` and take their styles from this root.
 */
export function TableRoot(props: Table.RootProps) {
  return <Table.Root recipe={tableSlotRecipe} {...props} />;
}
