'use client';

import NextLink from 'next/link';
import { useFormatter, useTranslations } from 'next-intl';
import { Link, Table, Text } from '@chakra-ui/react';
import { TableRoot } from '@/components/ui/table';
import { Tooltip } from '@/components/ui/tooltip';
import { DashboardCard } from './dashboard-card';

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
  const format = useFormatter();
  return (
    <DashboardCard id={id} title={title} testId={id}>
      {rows.length === 0 ? (
        <Text color="fg.muted">{t('noData')}</Text>
      ) : (
        // a long breakdown scrolls under its column names (the header row is sticky inside this box); the names wrap
        // (the scroll area's own nowrap pushed «Сумма» out of a 375 px screen), the figures never do
        <Table.ScrollArea maxH="320px" overflowY="auto" whiteSpace="normal">
          <TableRoot size="sm" stickyHeader>
            <Table.Header>
              <Table.Row bg="bg.panel">
                <Table.ColumnHeader scope="col">{column}</Table.ColumnHeader>
                <Table.ColumnHeader scope="col" textAlign="end" whiteSpace="nowrap">
                  {t('columnSum')}
                </Table.ColumnHeader>
                <Table.ColumnHeader scope="col" textAlign="end" whiteSpace="nowrap">
                  {t('columnCount')}
                </Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {rows.map((row) => (
                <Table.Row key={row.key} data-key={row.key} bg="transparent">
                  <Table.Cell overflowWrap="anywhere">
                    {row.label}
                    {row.sublabel && (
                      <Text as="span" display="block" textStyle="xs" color="fg.muted">
                        {row.sublabel}
                      </Text>
                    )}
                  </Table.Cell>
                  <Table.Cell textAlign="end" whiteSpace="nowrap" fontVariantNumeric="tabular-nums">
                    <Figure href={row.href} title={row.hrefTitle} testId="breakdown-sum">
                      {row.amount}
                    </Figure>
                  </Table.Cell>
                  <Table.Cell textAlign="end" whiteSpace="nowrap" fontVariantNumeric="tabular-nums">
                    <Figure href={row.href} title={row.hrefTitle} testId="breakdown-count">
                      {format.number(row.count)}
                    </Figure>
                  </Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </TableRoot>
        </Table.ScrollArea>
      )}
    </DashboardCard>
  );
}

function Figure({ href, title, children, testId }: { href: string | null; title?: string; children: string; testId?: string }) {
  if (!href) {
    const figure = (
      // focusable when it explains itself, so the explanation reaches a keyboard too
      <Text as="span" tabIndex={title ? 0 : undefined} data-testid={testId} cursor={title ? 'help' : undefined} textDecoration={title ? 'underline dotted' : undefined} rounded="xs" focusVisibleRing="outside">
        {children}
      </Text>
    );
    return title ? (
      <Tooltip content={title} showArrow openDelay={200}>
        {figure}
      </Tooltip>
    ) : (
      figure
    );
  }
  return (
    <Link asChild color="brand.fg" fontWeight="medium">
      <NextLink href={href} prefetch={false} data-testid={testId}>
        {children}
      </NextLink>
    </Link>
  );
}
