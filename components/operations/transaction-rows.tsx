'use client';

import { Box, Button, Checkbox, Flex, Stack, Table, Text } from '@chakra-ui/react';
import { useTranslations } from 'next-intl';
import type { Currency, TransactionListRow } from '@/lib/acquiring/contract';
import type { ListOrder } from '@/lib/domain/filter-query';
import type { OperationsSettings } from '@/lib/operations/settings-view';
import { TABLE_WIDTH } from './media';
import { StatusBadge } from './status-badge';
import { useOperationsFormat } from './use-operations';

/** Columns the list can be sorted by (API field names). */
export const SORTABLE = { serverDateTime: 'serverDateTime', amount: 'amount', operation: 'operation', hostResponseCode: 'hostResponseCode', rrn: 'rrn' } as const;

interface RowsProps {
  rows: TransactionListRow[];
  currencies: Currency[];
  settings: OperationsSettings;
  order: ListOrder;
  selected: ReadonlySet<number>;
  onSelect: (ids: number[], checked: boolean) => void;
  onSort: (name: string) => void;
  onOpen: (id: number) => void;
}

function optionalColumns(settings: OperationsSettings) {
  return [
    settings.showBonus && ('bonusAmount' as const),
    settings.showCashback && ('cashbackAmount' as const),
    settings.showBin && ('bin' as const),
    settings.showTips && ('tipsAmount' as const),
  ].filter((column) => column !== false);
}

/** The wide table of the list (desktop). */
export function TransactionTable({ rows, currencies, settings, order, selected, onSelect, onSort, onOpen }: RowsProps) {
  const t = useTranslations('Operations');
  const { money, dateTime } = useOperationsFormat(currencies);
  const optional = optionalColumns(settings);
  const allSelected = rows.length > 0 && rows.every((row) => selected.has(row.id));

  const header = (name: string, sortField?: string) => {
    if (!sortField) return <Table.ColumnHeader whiteSpace="nowrap">{t(`column.${name}`)}</Table.ColumnHeader>;
    const active = order.name === sortField;
    return (
      <Table.ColumnHeader whiteSpace="nowrap" aria-sort={active ? (order.descending ? 'descending' : 'ascending') : 'none'}>
        <Button variant="ghost" size="xs" px="1" fontWeight="semibold" onClick={() => onSort(sortField)} aria-label={t('sortBy', { name: t(`column.${name}`) })}>
          {t(`column.${name}`)}
          <Box as="span" aria-hidden color={active ? 'brand.fg' : 'fg.subtle'}>
            {active ? (order.descending ? '↓' : '↑') : '↕'}
          </Box>
        </Button>
      </Table.ColumnHeader>
    );
  };

  return (
    <Box overflowX="auto" bg="white" borderWidth="1px" borderRadius="lg" display="none" css={{ [TABLE_WIDTH]: { display: 'block' } }} data-testid="transaction-table">
      <Table.Root size="sm" interactive>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader w="8">
              <Checkbox.Root size="sm" colorPalette="brand" checked={allSelected} onCheckedChange={(event) => onSelect(rows.map((row) => row.id), event.checked === true)}>
                <Checkbox.HiddenInput aria-label={t('selectPage')} />
                <Checkbox.Control />
              </Checkbox.Root>
            </Table.ColumnHeader>
            {header('status', SORTABLE.hostResponseCode)}
            {header('serverDateTime', SORTABLE.serverDateTime)}
            {header('reconciliationDateTime')}
            {header('operation', SORTABLE.operation)}
            {header('cardMethod')}
            {header('cardMask')}
            {header('merchant')}
            {header('pinEntry')}
            {header('hostResponseCode')}
            {header('user')}
            {header('terminal')}
            {header('authorizationCode')}
            {header('rrn', SORTABLE.rrn)}
            {header('amount', SORTABLE.amount)}
            {optional.map((column) => (
              <Table.ColumnHeader key={column} whiteSpace="nowrap">
                {t(`column.${column}`)}
              </Table.ColumnHeader>
            ))}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {rows.map((row) => (
            <Table.Row key={row.id} data-testid="transaction-row" data-id={row.id}>
              <Table.Cell>
                <Checkbox.Root size="sm" colorPalette="brand" checked={selected.has(row.id)} onCheckedChange={(event) => onSelect([row.id], event.checked === true)}>
                  <Checkbox.HiddenInput aria-label={t('selectRow', { id: row.id })} />
                  <Checkbox.Control />
                </Checkbox.Root>
              </Table.Cell>
              <Table.Cell>
                <StatusBadge code={row.hostResponseCode} />
              </Table.Cell>
              <Table.Cell whiteSpace="nowrap">
                <Button variant="plain" size="xs" p="0" h="auto" color="brand.fg" textDecoration="underline" onClick={() => onOpen(row.id)} aria-label={`${t('openDetails', { id: row.id })}, ${dateTime(row.serverDateTime)}`}>
                  {dateTime(row.serverDateTime)}
                </Button>
              </Table.Cell>
              <Table.Cell whiteSpace="nowrap">{dateTime(row.reconciliationDateTime)}</Table.Cell>
              <Table.Cell data-testid="cell-operation" data-value={row.operation}>
                {t(`operation.${row.operation}`)}
              </Table.Cell>
              <Table.Cell data-testid="cell-card-method" data-value={row.cardMethod.cardInputCapability}>
                {t(`cardMethod.${row.cardMethod.cardInputCapability}`)}
              </Table.Cell>
              <Table.Cell whiteSpace="nowrap">
                {row.cardMask ?? '—'}
                {row.imageLabel && (
                  <Text as="span" color="fg.muted" fontSize="xs">
                    {' '}
                    {row.imageLabel}
                  </Text>
                )}
              </Table.Cell>
              <Table.Cell minW="40">
                <Text>{row.merchant.name}</Text>
                <Text fontSize="xs" color="fg.muted">
                  MID {row.merchant.externalId} · MCC {row.merchant.merchantCategoryCode}
                </Text>
              </Table.Cell>
              <Table.Cell whiteSpace="nowrap">{[row.pinEntry && t('pin'), row.signScan && t('signature')].filter(Boolean).join(', ') || t('noPin')}</Table.Cell>
              <Table.Cell>{row.hostResponseCode}</Table.Cell>
              <Table.Cell>{row.user?.fullName ?? '—'}</Table.Cell>
              <Table.Cell data-testid="cell-terminal">{row.terminal.externalId}</Table.Cell>
              <Table.Cell>{row.authorizationCode ?? '—'}</Table.Cell>
              <Table.Cell data-testid="cell-rrn">{row.rrn ?? '—'}</Table.Cell>
              <Table.Cell textAlign="end" whiteSpace="nowrap" fontWeight="medium" data-testid="cell-amount" data-minor={row.amount}>
                {money(row.amount, row.currencyId)}
              </Table.Cell>
              {optional.map((column) => (
                <Table.Cell key={column} textAlign="end" whiteSpace="nowrap">
                  {column === 'bin' ? (row.bin ?? '—') : row[column] === null ? '—' : money(row[column] ?? 0, row.currencyId)}
                </Table.Cell>
              ))}
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Box>
  );
}

/** The list as cards on a phone (below 768 px). */
export function TransactionCards({ rows, currencies, settings, selected, onSelect, onOpen }: Omit<RowsProps, 'order' | 'onSort'>) {
  const t = useTranslations('Operations');
  const { money, dateTime } = useOperationsFormat(currencies);
  const optional = optionalColumns(settings);
  return (
    <Stack as="ul" listStyleType="none" m="0" p="0" gap="2" css={{ [TABLE_WIDTH]: { display: 'none' } }} data-testid="transaction-cards">
      {rows.map((row) => (
        <Box as="li" key={row.id} bg="white" borderWidth="1px" borderRadius="lg" p="3" data-testid="transaction-card" data-id={row.id}>
          <Flex justify="space-between" align="flex-start" gap="2">
            <Checkbox.Root size="sm" colorPalette="brand" checked={selected.has(row.id)} onCheckedChange={(event) => onSelect([row.id], event.checked === true)}>
              <Checkbox.HiddenInput aria-label={t('selectRow', { id: row.id })} />
              <Checkbox.Control />
            </Checkbox.Root>
            <Box flex="1" minW="0">
              <Flex justify="space-between" gap="2" align="baseline">
                <Text fontWeight="semibold" data-testid="card-operation" data-value={row.operation}>
                  {t(`operation.${row.operation}`)}
                </Text>
                <Text fontWeight="semibold" whiteSpace="nowrap" data-testid="cell-amount" data-minor={row.amount}>
                  {money(row.amount, row.currencyId)}
                </Text>
              </Flex>
              <StatusBadge code={row.hostResponseCode} />
              <Text fontSize="sm" color="fg.muted">
                {dateTime(row.serverDateTime)} · TID {row.terminal.externalId}
              </Text>
              <Text fontSize="sm" color="fg.muted" truncate>
                {row.cardMask ?? '—'} · {t(`cardMethod.${row.cardMethod.cardInputCapability}`)} · RRN <span data-testid="cell-rrn">{row.rrn ?? '—'}</span>
              </Text>
              <Text fontSize="sm" color="fg.muted" truncate>
                {row.merchant.name}
                {row.user ? ` · ${row.user.fullName}` : ''}
              </Text>
              {optional.length > 0 && (
                <Text fontSize="xs" color="fg.muted">
                  {optional
                    .map((column) => `${t(`column.${column}`)}: ${column === 'bin' ? (row.bin ?? '—') : row[column] === null ? '—' : money(row[column] ?? 0, row.currencyId)}`)
                    .join(' · ')}
                </Text>
              )}
              <Button mt="1" size="xs" variant="outline" colorPalette="brand" onClick={() => onOpen(row.id)}>
                {t('openDetails', { id: row.id })}
              </Button>
            </Box>
          </Flex>
        </Box>
      ))}
    </Stack>
  );
}
