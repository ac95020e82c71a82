'use client';

import type { ReactNode } from 'react';
import { Box, Button, Card, Flex, Link, Table, Text } from '@chakra-ui/react';
import { useTranslations } from 'next-intl';
import { DataTable } from '@/components/organisation/responsive-list';
import { CheckboxOnDemand } from '@/components/ui/checkbox-on-demand';
import { SortButton } from '@/components/ui/sort-button';
import type { Currency, TransactionListRow } from '@/lib/acquiring/contract';
import type { ListOrder } from '@/lib/domain/filter-query';
import { shownAmount } from '@/lib/domain/operation-effects';
import { cardMethodKey } from '@/lib/operations/labels';
import { chosenColumns, listColumns, type ListColumnKey } from '@/lib/operations/list-columns';
import type { OperationsSettings } from '@/lib/operations/settings-view';
import { StatusBadge } from './status-badge';
import { useOperationLabels, useOperationsFormat } from './use-operations';

/** Columns the list can be sorted by (API field names). */
export const SORTABLE = { serverDateTime: 'serverDateTime', amount: 'amount', operation: 'operation', hostResponseCode: 'hostResponseCode', rrn: 'rrn' } as const;

/** The column each sortable field sorts (the status column sorts by the host response code). */
const SORT_FIELD: Partial<Record<ListColumnKey, string>> = {
  status: SORTABLE.hostResponseCode,
  serverDateTime: SORTABLE.serverDateTime,
  operation: SORTABLE.operation,
  rrn: SORTABLE.rrn,
  amount: SORTABLE.amount,
};

interface RowsProps {
  rows: TransactionListRow[];
  currencies: Currency[];
  settings: OperationsSettings;
  order: ListOrder;
  selected: ReadonlySet<number>;
  onSelect: (ids: number[], checked: boolean) => void;
  onSort: (name: string) => void;
  onOpen: (id: number) => void;
  /** The user's choice of columns (the column chooser); null or absent: the priority order's widths. */
  chosen?: ListColumnKey[] | null;
}

/** A row's (or the page's) selection box for the mass sending of checks. */
function SelectBox({ label, checked, onChange }: { label: string; checked: boolean; onChange: (checked: boolean) => void }) {
  return <CheckboxOnDemand size="sm" aria-label={label} checked={checked} onCheckedChange={(event) => onChange(event.checked === true)} />;
}

/** A refund's, reversal's or completion's way to its original operation (spec §3 "parent transaction"). */
function ParentLink({ parentId, onOpen, wrap = false }: { parentId: number | null; onOpen: (id: number) => void; wrap?: boolean }) {
  const t = useTranslations('Operations');
  if (parentId === null) return null;
  return (
    <Link asChild display="block" textStyle="xs" color="brand.fg" textAlign="start" whiteSpace={wrap ? 'normal' : 'nowrap'}>
      <button type="button" onClick={() => onOpen(parentId)} data-testid="row-parent-link">
        {t('parentOf', { id: parentId })}
      </button>
    </Link>
  );
}

/** Each column's cell of a row, and how the cell lays out. */
function useCells(currencies: Currency[], onOpen: (id: number) => void) {
  const t = useTranslations('Operations');
  const { money, dateTime } = useOperationsFormat(currencies);
  const labels = useOperationLabels();
  const optionalMoney = (row: TransactionListRow, minor: number | null) => (minor === null ? '—' : money(minor, row.currencyId));
  const cells: Record<ListColumnKey, { cell: (row: TransactionListRow) => ReactNode; props?: (row: TransactionListRow) => Table.CellProps & Record<`data-${string}`, string | number> }> = {
    status: { cell: (row) => <StatusBadge code={row.hostResponseCode} showCode={false} /> },
    serverDateTime: {
      cell: (row) => (
        <Link asChild textStyle="xs" fontWeight="medium" color="brand.fg" whiteSpace="nowrap">
          <button type="button" onClick={() => onOpen(row.id)} aria-label={`${t('openDetails', { id: row.id })}, ${dateTime(row.serverDateTime)}`}>
            {dateTime(row.serverDateTime)}
          </button>
        </Link>
      ),
      props: () => ({ whiteSpace: 'nowrap' }),
    },
    operation: {
      cell: (row) => (
        <>
          {labels.operation(row.operation)}
          <ParentLink parentId={row.parentId} onOpen={onOpen} wrap />
        </>
      ),
      props: (row) => ({ 'data-testid': 'cell-operation', 'data-value': row.operation }),
    },
    amount: {
      cell: (row) => money(shownAmount(row.operation, row.amount), row.currencyId),
      props: (row) => ({ textAlign: 'end', whiteSpace: 'nowrap', fontWeight: 'medium', fontVariantNumeric: 'tabular-nums', 'data-testid': 'cell-amount', 'data-minor': row.amount }),
    },
    cardMask: {
      cell: (row) => (
        <>
          {row.cardMask ?? '—'}
          {row.imageLabel && (
            <Text as="span" textStyle="xs" color="fg.muted">
              {' '}
              {row.imageLabel}
            </Text>
          )}
        </>
      ),
      props: () => ({ whiteSpace: 'nowrap' }),
    },
    terminal: { cell: (row) => row.terminal.externalId, props: () => ({ 'data-testid': 'cell-terminal' }) },
    rrn: { cell: (row) => row.rrn ?? '—', props: () => ({ 'data-testid': 'cell-rrn' }) },
    cardMethod: { cell: (row) => labels.cardMethod(row.cardMethod), props: (row) => ({ 'data-testid': 'cell-card-method', 'data-value': cardMethodKey(row.cardMethod) }) },
    authorizationCode: { cell: (row) => row.authorizationCode ?? '—' },
    user: { cell: (row) => row.user?.fullName ?? '—' },
    merchant: {
      cell: (row) => (
        <>
          {row.merchant.name}
          <Text textStyle="xs" color="fg.muted">
            MID {row.merchant.externalId} · MCC {row.merchant.merchantCategoryCode}
          </Text>
        </>
      ),
      props: () => ({ minW: '40' }),
    },
    pinEntry: { cell: (row) => [row.pinEntry && t('pin'), row.signScan && t('signature')].filter(Boolean).join(', ') || t('noPin'), props: () => ({ whiteSpace: 'nowrap' }) },
    hostResponseCode: { cell: (row) => row.hostResponseCode },
    reconciliationDateTime: { cell: (row) => dateTime(row.reconciliationDateTime), props: () => ({ whiteSpace: 'nowrap' }) },
    bonusAmount: { cell: (row) => optionalMoney(row, row.bonusAmount), props: () => ({ textAlign: 'end', whiteSpace: 'nowrap' }) },
    cashbackAmount: { cell: (row) => optionalMoney(row, row.cashbackAmount), props: () => ({ textAlign: 'end', whiteSpace: 'nowrap' }) },
    tipsAmount: { cell: (row) => optionalMoney(row, row.tipsAmount), props: () => ({ textAlign: 'end', whiteSpace: 'nowrap' }) },
    bin: { cell: (row) => row.bin ?? '—', props: () => ({ whiteSpace: 'nowrap' }) },
  };
  return cells;
}

/**
 * The wide table of the list (from 960 px). Columns in priority order: what a merchant looks for first is always
 * there, «Сумма» among it; the rest join as the screen widens (lib/operations/list-columns.ts) and are in the
 * details panel meanwhile. Columns the user chose (the column chooser) show from 960 px instead.
 */
export function TransactionTable({ rows, currencies, settings, order, selected, onSelect, onSort, onOpen, chosen = null }: RowsProps) {
  const t = useTranslations('Operations');
  const cells = useCells(currencies, onOpen);
  const columns = chosenColumns(listColumns(settings), chosen);
  const allSelected = rows.length > 0 && rows.every((row) => selected.has(row.id));
  const shownFrom = (from: string) => ({ display: { base: 'none', [from]: 'table-cell' } });

  return (
    <DataTable testId="transaction-table">
      <Table.Header>
        <Table.Row bg="bg.muted">
          <Table.ColumnHeader w="8">
            <SelectBox label={t('selectPage')} checked={allSelected} onChange={(checked) => onSelect(rows.map((row) => row.id), checked)} />
          </Table.ColumnHeader>
          {columns.map(({ key, from, numeric }) => {
            const label = t(`column.${key}`);
            const field = SORT_FIELD[key];
            const active = field !== undefined && order.name === field;
            return (
              <Table.ColumnHeader
                key={key}
                scope="col"
                verticalAlign="bottom"
                textAlign={numeric ? 'end' : undefined}
                aria-sort={field === undefined ? undefined : active ? (order.descending ? 'descending' : 'ascending') : 'none'}
                {...shownFrom(from)}
              >
                {field === undefined ? (
                  label
                ) : (
                  <SortButton label={label} ariaLabel={t('sortBy', { name: label })} descending={active ? order.descending : null} numeric={numeric} onClick={() => onSort(field)} />
                )}
              </Table.ColumnHeader>
            );
          })}
        </Table.Row>
      </Table.Header>
      <Table.Body>
        {rows.map((row) => (
          <Table.Row key={row.id} data-testid="transaction-row" data-id={row.id} _hover={{ bg: 'bg.subtle' }}>
            <Table.Cell>
              <SelectBox label={t('selectRow', { id: row.id })} checked={selected.has(row.id)} onChange={(checked) => onSelect([row.id], checked)} />
            </Table.Cell>
            {columns.map(({ key, from }) => (
              <Table.Cell key={key} {...cells[key].props?.(row)} {...shownFrom(from)}>
                {cells[key].cell(row)}
              </Table.Cell>
            ))}
          </Table.Row>
        ))}
      </Table.Body>
    </DataTable>
  );
}

/** The list as cards on a phone (below 960 px). */
export function TransactionCards({ rows, currencies, settings, selected, onSelect, onOpen }: Omit<RowsProps, 'order' | 'onSort' | 'chosen'>) {
  const t = useTranslations('Operations');
  const { money, dateTime } = useOperationsFormat(currencies);
  const labels = useOperationLabels();
  const optional = listColumns(settings).filter((column) => column.optional);
  const optionalValue = (row: TransactionListRow, key: ListColumnKey) => {
    if (key === 'bin') return row.bin ?? '—';
    const minor = row[key as 'bonusAmount' | 'cashbackAmount' | 'tipsAmount'];
    return minor === null ? '—' : money(minor, row.currencyId);
  };
  return (
    <Flex as="ul" direction="column" gap="2" data-testid="transaction-cards">
      {rows.map((row) => (
        <Card.Root as="li" key={row.id} size="sm" data-testid="transaction-card" data-id={row.id}>
          <Card.Body flexDirection="row" alignItems="flex-start" gap="2">
            <SelectBox label={t('selectRow', { id: row.id })} checked={selected.has(row.id)} onChange={(checked) => onSelect([row.id], checked)} />
            <Box flex="1" minW="0">
              <Flex align="baseline" justify="space-between" gap="2" fontWeight="semibold">
                <span data-testid="card-operation" data-value={row.operation}>
                  {labels.operation(row.operation)}
                </span>
                <Text as="span" whiteSpace="nowrap" data-testid="cell-amount" data-minor={row.amount}>
                  {money(shownAmount(row.operation, row.amount), row.currencyId)}
                </Text>
              </Flex>
              <ParentLink parentId={row.parentId} onOpen={onOpen} />
              <StatusBadge code={row.hostResponseCode} />
              <Text textStyle="sm" color="fg.muted">
                {dateTime(row.serverDateTime)} · TID {row.terminal.externalId}
              </Text>
              <Text textStyle="sm" color="fg.muted" truncate>
                {row.cardMask ?? '—'} · {labels.cardMethod(row.cardMethod)} · RRN <span data-testid="cell-rrn">{row.rrn ?? '—'}</span>
              </Text>
              <Text textStyle="sm" color="fg.muted" truncate>
                {row.merchant.name}
                {row.user ? ` · ${row.user.fullName}` : ''}
              </Text>
              {optional.length > 0 && (
                <Text textStyle="xs" color="fg.muted">
                  {optional.map(({ key }) => `${t(`column.${key}`)}: ${optionalValue(row, key)}`).join(' · ')}
                </Text>
              )}
              <Button variant="outline" size="xs" mt="1" onClick={() => onOpen(row.id)}>
                {t('openDetails', { id: row.id })}
              </Button>
            </Box>
          </Card.Body>
        </Card.Root>
      ))}
    </Flex>
  );
}
