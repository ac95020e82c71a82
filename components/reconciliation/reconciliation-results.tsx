'use client';

import NextLink from 'next/link';
import { useTranslations } from 'next-intl';
import type { Reconciliation } from '@/lib/acquiring/contract/reconciliations';
import type { ReconciliationFilter } from '@/lib/domain/reconciliation-filter-query';
import { initiatorLabelKey, hasOperations } from '@/lib/reconciliation/present';
import type { SortableColumn } from '@/lib/reconciliation/filter';
import { ReconciliationStatusBadge } from './reconciliation-status-badge';
import { DownloadFileButton } from './download-file-button';
import { TurnoverLine } from '@/components/operations/turnover-line';
import { Box, Card, Flex, Link, Table, Text } from '@chakra-ui/react';
import { SortButton } from '@/components/ui/sort-button';
import { WideOrNarrow } from '@/components/ui/screen-layout';
import { DataTable } from '@/components/ui/data-table';
import { FieldPairs } from '@/components/ui/field-pairs';

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
    <Flex wrap="wrap" gap="2" direction={stacked ? 'column' : 'row'} align={stacked ? 'flex-start' : 'center'} textStyle="sm">
      {hasOperations(row) ? (
        <Link asChild fontWeight="medium" whiteSpace="nowrap" color="brand.fg">
          <NextLink href={format.operationsHref(row)} prefetch={false} aria-label={t('operationsOf', { id: row.id })}>
            {t('operations', { count: row.count })}
          </NextLink>
        </Link>
      ) : (
        <Text as="span" color="fg.muted" whiteSpace="nowrap">
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
    <Table.ColumnHeader scope="col" textAlign={numeric ? 'end' : undefined} verticalAlign="bottom" aria-sort={active ? (filter.order.descending ? 'descending' : 'ascending') : 'none'}>
      <SortButton label={name} ariaLabel={t('sortBy', { name })} descending={active ? filter.order.descending : null} numeric={numeric} onClick={() => onSort(column)} />
    </Table.ColumnHeader>
  );
}

/** Desktop: the spec's columns (§3), sortable headers. */
function ReconciliationTable({ rows, filter, format, reportDownload, onSort }: ResultsProps) {
  const t = useTranslations('Reconciliation');
  const texts = useRowTexts();
  return (
    <DataTable testId="reconciliation-table">
      <Table.Header>
        <Table.Row bg="bg.muted">
          {COLUMNS.map((column) => (
            <SortHeader key={column.column} {...column} filter={filter} onSort={onSort} />
          ))}
          <Table.ColumnHeader scope="col" verticalAlign="bottom" textStyle="xs" fontWeight="semibold">
            {t('column.actions')}
          </Table.ColumnHeader>
        </Table.Row>
      </Table.Header>
      <Table.Body>
        {rows.map((row) => (
          <Table.Row key={row.id} data-reconciliation-id={row.id}>
            <Table.Cell whiteSpace="nowrap">{format.dateTime(row.serverDateTime)}</Table.Cell>
            <Table.Cell whiteSpace="nowrap">{row.terminal.externalId}</Table.Cell>
            <Table.Cell>
              <Text whiteSpace="nowrap">{row.terminal.merchant.externalId}</Text>
              <Text textStyle="xs" color="fg.muted">
                {row.terminal.merchant.name}
              </Text>
            </Table.Cell>
            <Table.Cell textAlign="end">{row.operationDay}</Table.Cell>
            <Table.Cell>{row.hostResponseCode}</Table.Cell>
            <Table.Cell>{texts.initiator(row)}</Table.Cell>
            <Table.Cell>{texts.initiatorName(row)}</Table.Cell>
            <Table.Cell>
              <ReconciliationStatusBadge code={row.status} stacked />
            </Table.Cell>
            <Table.Cell textAlign="end" whiteSpace="nowrap" fontWeight="medium">
              {format.money(row.sumAmount, row.currencyId)}
              <TurnoverLine figures={row} money={(minor) => format.money(minor, row.currencyId)} withNet={false} />
            </Table.Cell>
            <Table.Cell>
              <RowActions row={row} format={format} reportDownload={reportDownload} stacked />
            </Table.Cell>
          </Table.Row>
        ))}
      </Table.Body>
    </DataTable>
  );
}

/** Phone: one card per reconciliation with the same fields. */
function ReconciliationCards({ rows, format, reportDownload }: ResultsProps) {
  const t = useTranslations('Reconciliation');
  const texts = useRowTexts();
  return (
    <Flex as="ul" direction="column" gap="3" data-testid="reconciliation-cards">
      {rows.map((row) => (
        <Card.Root as="li" key={row.id} size="sm" data-reconciliation-id={row.id}>
          <Card.Body gap="2">
            <Flex justify="space-between" align="flex-start" gap="2">
              <Box>
                <Text fontWeight="semibold">{t('reconciliationId', { id: row.id })}</Text>
                <Text color="fg.muted">{format.dateTime(row.serverDateTime)}</Text>
              </Box>
              <Text fontWeight="semibold" whiteSpace="nowrap">
                {format.money(row.sumAmount, row.currencyId)}
              </Text>
            </Flex>
            <TurnoverLine figures={row} money={(minor) => format.money(minor, row.currencyId)} withNet={false} />
            <FieldPairs
              columns="auto 1fr"
              pairs={[
                { key: 'status', label: t('column.status'), value: <ReconciliationStatusBadge code={row.status} /> },
                { key: 'terminal', label: t('column.terminal'), value: row.terminal.externalId },
                {
                  key: 'merchant',
                  label: t('column.merchant'),
                  value: (
                    <>
                      {row.terminal.merchant.externalId}{' '}
                      <Text as="span" textStyle="xs" color="fg.muted">
                        {row.terminal.merchant.name}
                      </Text>
                    </>
                  ),
                },
                { key: 'operationDay', label: t('column.operationDay'), value: row.operationDay },
                { key: 'hostResponseCode', label: t('column.hostResponseCode'), value: row.hostResponseCode },
                { key: 'initiator', label: t('column.initiator'), value: texts.initiator(row) },
                { key: 'initiatorFullName', label: t('column.initiatorFullName'), value: texts.initiatorName(row) },
              ]}
            />
            <RowActions row={row} format={format} reportDownload={reportDownload} />
          </Card.Body>
        </Card.Root>
      ))}
    </Flex>
  );
}

/** The same rows as a table on wide screens and as cards on phones. */
export function ReconciliationResults(props: ResultsProps) {
  return <WideOrNarrow wide={() => <ReconciliationTable {...props} />} narrow={() => <ReconciliationCards {...props} />} />;
}
