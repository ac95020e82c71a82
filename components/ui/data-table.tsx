'use client';

import type { ReactNode } from 'react';
import { Table } from '@chakra-ui/react';
import { tableSlotRecipe } from '@chakra-ui/react/theme';

/**
 * A table of its own (the recipe travels with the screens that draw one, not with every page). Its own module:
 * the bundler keeps every export of a module a page imports, and the operations list needs only this.
 */
export function DataTable({ label, testId, children }: { label?: string; testId: string; children: ReactNode }) {
  return (
    // Chakra's scroll area sets `nowrap` for every cell: a wide table then scrolls sideways at 1280 px even where a
    // name or a header could wrap. Cells that must stay on one line (dates, amounts, ids) say so themselves.
    <Table.ScrollArea borderWidth="1px" rounded="md" bg="bg.panel" whiteSpace="normal">
      <Table.Root recipe={tableSlotRecipe} size="sm" aria-label={label} data-testid={testId}>
        {children}
      </Table.Root>
    </Table.ScrollArea>
  );
}
