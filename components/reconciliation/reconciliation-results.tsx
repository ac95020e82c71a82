'use client';

import type { ReactNode } from 'react';
import NextLink from 'next/link';
import { Box, Button, Flex, Link, Stack, Table, Text } from '@chakra-ui/react';
import { useTranslations } from 'next-intl';
import type { Reconciliation } from '@/lib/acquiring/contract';
import type { ReconciliationFilter } from '@/lib/domain/filter-query';
import { initiatorLabelKey, hasOperations } from '@/lib/reconciliation/present';
import type { SortableColumn } from '@/lib/reconciliation/filter';
import { ReconciliationStatusBadge } from './reconciliation-status-badge';
import { DownloadFileButton } from './download-file-button';

export interface RowFormat {
  dateTime: (iso: string) => string;
  money: (minor: number, currencyId: number) => string;
  operationsHref: (reconciliation: Reconciliation) => string;
}

interface ResultsProps {
  rows: Reconciliation[];
  filter: ReconciliationFilter;
  format: RowFormat;
  reportDownload: boolean;
  onSort: (column: SortableColumn) => void;
}

function useRowTexts() {
  const t = useTranslations('Reconciliation');
  return {
    initiator: (row: Reconciliation) => {
      const key = initiatorLabelKey(row.initiator);
      return key ? t(key) : row.initiator;
    },
    initiatorName: (row: Reconciliation) => row.user?.fullName || t('noInitiatorName'),
  };
}

function RowActions({ row, format, reportDownload, stacked = false }: { row: Reconciliation; format: RowFormat; reportDownload: boolean; stacked?: boolean }) {
  const t = useTranslations('Reconciliation');
  return (
    <Flex gap="2" align={stacked ? 'flex-start' : 'center'} direction={stacked ? 'column' : 'row'} wrap="wrap">
      {hasOperations(row) ? (
        <Link asChild color="brand.fg" fontSize="sm" fontWeight="medium" whiteSpace="nowrap">
          <NextLink href={format.operationsHref(row)} prefetch={false} aria-label={t('operationsOf', { id: row.id })}>
            {t('operations', { count: row.count })}
          </NextLink>
        </Link>
      ) : (
        <Text as="span" fontSize="sm" color="fg.muted" whiteSpace="nowrap">
          {t('noOperations')}
        </Text>
      )}
      {reportDownload && row.downloadFile && <DownloadFileButton reconciliationId={row.id} fileName={row.downloadFile} />}
    </Flex>
  );
}

const COLUMNS: { column: SortableColumn; label: string; numeric?: boolean }[] = [
  { column: 'serverDateTime', label: 'serverDateTime' },
  { column: 'terminal.externalId', label: 'terminal' },
  { column: 'terminal.merchant.externalId', label: 'merchant' },
  { column: 'operationDay', label: 'operationDay', numeric: true },
  { column: 'hostResponseCode', label: 'hostResponseCode' },
  { column: 'initiator', label: 'initiator' },
  { column: 'user.fullName', label: 'initiatorFullName' },
  { column: 'status', label: 'status' },
  { column: 'sumAmount', label: 'sumAmount', numeric: true },
];

function SortHeader({ column, label, numeric, filter, onSort }: { column: SortableColumn; label: string; numeric?: boolean; filter: ReconciliationFilter; onSort: (column: SortableColumn) => void }) {
  const t = useTranslations('Reconciliation');
  const active = filter.order.name === column;
  const name = t(`column.${label}` as 'column.status');
  return (
    <Table.ColumnHeader
      textAlign={numeric ? 'end' : 'start'}
      aria-sort={active ? (filter.order.descending ? 'descending' : 'ascending') : 'none'}
    >
      <Button
        variant="plain"
        size="xs"
        px="0"
        h="auto"
        minH="8"
        whiteSpace="normal"
        textAlign={numeric ? 'end' : 'start'}
        fontWeight="semibold"
        aria-label={t('sortBy', { name })}
        onClick={() => onSort(column)}
      >
        {name}
        <Box as="span" aria-hidden color={active ? 'fg' : 'fg.subtle'}>
          {active ? (filter.order.descending ? '↓' : '↑') : '↕'}
        </Box>
      </Button>
    </Table.ColumnHeader>
  );
}

/** Desktop: the spec's columns (§3), sortable headers. */
function ReconciliationTable({ rows, filter, format, reportDownload, onSort }: ResultsProps) {
  const t = useTranslations('Reconciliation');
  const texts = useRowTexts();
  return (
    <Box hideBelow="md" overflowX="auto" bg="white" borderWidth="1px" borderRadius="lg">
      <Table.Root size="sm" data-testid="reconciliation-table">
        <Table.Header>
          <Table.Row bg="gray.50">
            {COLUMNS.map((column) => (
              <SortHeader key={column.column} {...column} filter={filter} onSort={onSort} />
            ))}
            <Table.ColumnHeader>{t('column.actions')}</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {rows.map((row) => (
            <Table.Row key={row.id} data-reconciliation-id={row.id}>
              <Table.Cell whiteSpace="nowrap">{format.dateTime(row.serverDateTime)}</Table.Cell>
              <Table.Cell whiteSpace="nowrap">{row.terminal.externalId}</Table.Cell>
              <Table.Cell>
                <Text whiteSpace="nowrap">{row.terminal.merchant.externalId}</Text>
                <Text fontSize="xs" color="fg.muted">
                  {row.terminal.merchant.name}
                </Text>
              </Table.Cell>
              <Table.Cell textAlign="end">{row.operationDay}</Table.Cell>
              <Table.Cell>{row.hostResponseCode}</Table.Cell>
              <Table.Cell>{texts.initiator(row)}</Table.Cell>
              <Table.Cell>{texts.initiatorName(row)}</Table.Cell>
              <Table.Cell>
                <ReconciliationStatusBadge code={row.status} showCode={false} />
              </Table.Cell>
              <Table.Cell textAlign="end" whiteSpace="nowrap" fontWeight="medium">
                {format.money(row.sumAmount, row.currencyId)}
              </Table.Cell>
              <Table.Cell>
                <RowActions row={row} format={format} reportDownload={reportDownload} stacked />
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Box>
  );
}

function CardLine({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Flex justify="space-between" gap="3" fontSize="sm">
      <Text as="dt" color="fg.muted" flexShrink={0}>
        {label}
      </Text>
      <Box as="dd" textAlign="end" minW="0" overflowWrap="anywhere">
        {children}
      </Box>
    </Flex>
  );
}

/** Phone: one card per reconciliation with the same fields. */
function ReconciliationCards({ rows, format, reportDownload }: ResultsProps) {
  const t = useTranslations('Reconciliation');
  const texts = useRowTexts();
  return (
    <Stack as="ul" hideFrom="md" gap="3" listStyleType="none" m="0" p="0" data-testid="reconciliation-cards">
      {rows.map((row) => (
        <Box as="li" key={row.id} data-reconciliation-id={row.id} bg="white" borderWidth="1px" borderRadius="lg" p="3">
          <Flex justify="space-between" align="flex-start" gap="2" mb="2">
            <Box>
              <Text fontWeight="semibold">{t('reconciliationId', { id: row.id })}</Text>
              <Text fontSize="sm" color="fg.muted">
                {format.dateTime(row.serverDateTime)}
              </Text>
            </Box>
            <Text fontWeight="semibold" whiteSpace="nowrap">
              {format.money(row.sumAmount, row.currencyId)}
            </Text>
          </Flex>
          <Box as="dl" display="grid" gap="1" mb="3">
            <CardLine label={t('column.status')}>
              <ReconciliationStatusBadge code={row.status} />
            </CardLine>
            <CardLine label={t('column.terminal')}>{row.terminal.externalId}</CardLine>
            <CardLine label={t('column.merchant')}>
              {row.terminal.merchant.externalId}{' '}
              <Text as="span" color="fg.muted" fontSize="xs">
                {row.terminal.merchant.name}
              </Text>
            </CardLine>
            <CardLine label={t('column.operationDay')}>{row.operationDay}</CardLine>
            <CardLine label={t('column.hostResponseCode')}>{row.hostResponseCode}</CardLine>
            <CardLine label={t('column.initiator')}>{texts.initiator(row)}</CardLine>
            <CardLine label={t('column.initiatorFullName')}>{texts.initiatorName(row)}</CardLine>
          </Box>
          <RowActions row={row} format={format} reportDownload={reportDownload} />
        </Box>
      ))}
    </Stack>
  );
}

/** The same rows as a table on wide screens and as cards on phones. */
export function ReconciliationResults(props: ResultsProps) {
  return (
    <>
      <ReconciliationTable {...props} />
      <ReconciliationCards {...props} />
    </>
  );
}
