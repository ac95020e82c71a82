'use client';

import type { ReactNode } from 'react';
import { Box, Card, Table, Text } from '@chakra-ui/react';
import { DataTable } from '@/components/ui/data-table';
import { FieldPairs } from '@/components/ui/field-pairs';
import { WideOrNarrow } from '@/components/ui/screen-layout';

export interface ListColumn<T> {
  key: string;
  header: string;
  render: (row: T) => ReactNode;
  /** numbers and codes keep to one line */
  nowrap?: boolean;
}

interface ResponsiveListProps<T> {
  label: string;
  columns: readonly ListColumn<T>[];
  rows: readonly T[];
  rowKey: (row: T) => string | number;
  /** the card heading on narrow screens */
  cardTitle: (row: T) => ReactNode;
  empty: string;
  testId: string;
}

/** A table from the md breakpoint up; below it the same rows as cards (the 375 px layout). */
export function ResponsiveList<T>({ label, columns, rows, rowKey, cardTitle, empty, testId }: ResponsiveListProps<T>) {
  if (rows.length === 0) {
    return (
      <Text color="fg.muted" py="3" data-testid={`${testId}-empty`}>
        {empty}
      </Text>
    );
  }
  const table = () => (
    <DataTable label={label} testId={testId}>
      <Table.Header>
        <Table.Row bg="bg.muted">
          {columns.map((column) => (
            <Table.ColumnHeader key={column.key} scope="col">
              {column.header}
            </Table.ColumnHeader>
          ))}
        </Table.Row>
      </Table.Header>
      <Table.Body>
        {rows.map((row) => (
          <Table.Row key={rowKey(row)} data-row-id={rowKey(row)}>
            {columns.map((column) => (
              <Table.Cell key={column.key} whiteSpace={column.nowrap ? 'nowrap' : undefined}>
                {column.render(row)}
              </Table.Cell>
            ))}
          </Table.Row>
        ))}
      </Table.Body>
    </DataTable>
  );
  const cards = () => (
    <Box as="ul" display="flex" flexDirection="column" gap="3" aria-label={label} data-testid={`${testId}-cards`}>
    {rows.map((row) => (
      <Card.Root as="li" key={rowKey(row)} size="sm" data-row-id={rowKey(row)}>
        <Card.Body gap="1">
          <Text fontWeight="semibold">{cardTitle(row)}</Text>
          <FieldPairs pairs={columns.map((column) => ({ key: column.key, label: column.header, value: column.render(row) }))} />
        </Card.Body>
      </Card.Root>
    ))}
    </Box>
  );
  return <WideOrNarrow wide={table} narrow={cards} />;
}
