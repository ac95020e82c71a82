'use client';

import NextLink from 'next/link';
import { Box, Heading, Link, Table, Text } from '@chakra-ui/react';
import { useTranslations } from 'next-intl';

export interface BreakdownRow {
  key: string;
  label: string;
  sublabel?: string;
  amount: string;
  count: number;
  /** The list filtered to this row; null when the row cannot be drilled into. */
  href: string | null;
  hrefTitle?: string;
}

/** One breakdown of the dashboard; every figure links to the list filtered to it. */
export function BreakdownTable({ id, title, column, rows }: { id: string; title: string; column: string; rows: BreakdownRow[] }) {
  const t = useTranslations('Operations');
  return (
    <Box as="section" aria-labelledby={`${id}-title`} bg="white" borderWidth="1px" borderRadius="lg" p="4" data-testid={id} minW="0">
      <Heading as="h2" size="md" id={`${id}-title`} mb="3">
        {title}
      </Heading>
      {rows.length === 0 ? (
        <Text color="fg.muted">{t('noData')}</Text>
      ) : (
        <Box maxH="320px" overflowY="auto">
          <Table.Root size="sm">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>{column}</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">{t('columnSum')}</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">{t('columnCount')}</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {rows.map((row) => (
                <Table.Row key={row.key} data-key={row.key}>
                  <Table.Cell>
                    <Text>{row.label}</Text>
                    {row.sublabel && (
                      <Text fontSize="xs" color="fg.muted">
                        {row.sublabel}
                      </Text>
                    )}
                  </Table.Cell>
                  <Table.Cell textAlign="end" whiteSpace="nowrap">
                    <Figure href={row.href} title={row.hrefTitle}>
                      {row.amount}
                    </Figure>
                  </Table.Cell>
                  <Table.Cell textAlign="end">
                    <Figure href={row.href} title={row.hrefTitle} testId="breakdown-count">
                      {String(row.count)}
                    </Figure>
                  </Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Box>
      )}
    </Box>
  );
}

function Figure({ href, title, children, testId }: { href: string | null; title?: string; children: string; testId?: string }) {
  if (!href) {
    return (
      <Text as="span" title={title} data-testid={testId}>
        {children}
      </Text>
    );
  }
  return (
    <Link asChild color="brand.fg" fontVariantNumeric="tabular-nums" data-testid={testId}>
      <NextLink href={href} prefetch={false}>
        {children}
      </NextLink>
    </Link>
  );
}
