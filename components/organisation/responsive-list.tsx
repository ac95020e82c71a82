'use client';

import type { ReactNode } from 'react';
import { Box, Card, Stack, Table, Text } from '@chakra-ui/react';
import { WIDE } from './media';

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
  return (
    <>
      <Box display="none" css={{ [WIDE]: { display: 'block' } }} overflowX="auto" borderWidth="1px" borderRadius="md" bg="white">
        <Table.Root size="sm" aria-label={label} data-testid={testId}>
          <Table.Header>
            <Table.Row bg="gray.50">
              {columns.map((column) => (
                <Table.ColumnHeader key={column.key} whiteSpace="nowrap">
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
        </Table.Root>
      </Box>
      <Stack display="flex" css={{ [WIDE]: { display: 'none' } }} gap="3" role="list" aria-label={label} data-testid={`${testId}-cards`}>
        {rows.map((row) => (
          <Card.Root key={rowKey(row)} size="sm" role="listitem" data-row-id={rowKey(row)}>
            <Card.Body gap="1">
              <Text fontWeight="semibold">{cardTitle(row)}</Text>
              <Box as="dl" display="grid" gridTemplateColumns="minmax(7rem, auto) 1fr" columnGap="3" rowGap="1" fontSize="sm">
                {columns.map((column) => (
                  <Box key={column.key} display="contents">
                    <Box as="dt" color="fg.muted">
                      {column.header}
                    </Box>
                    <Box as="dd" m="0" minW="0" overflowWrap="anywhere">
                      {column.render(row)}
                    </Box>
                  </Box>
                ))}
              </Box>
            </Card.Body>
          </Card.Root>
        ))}
      </Stack>
    </>
  );
}
