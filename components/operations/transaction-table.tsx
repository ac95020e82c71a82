'use client';

import type { ReactNode } from 'react';
import { Box, Link, Table, Text } from '@chakra-ui/react';
import { useTranslations } from 'next-intl';
import { DataTable } from '@/components/ui/data-table';
import { SortButton } from '@/components/ui/sort-button';
import type { Currency } from '@/lib/acquiring/contract/reference-data';
import type { TransactionListRow } from '@/lib/acquiring/contract/transactions';
import { shownAmount } from '@/lib/domain/operation-effects';
import { cardMethodKey } from '@/lib/operations/labels';
import { chosenColumns, listColumns, type ListColumnKey } from '@/lib/operations/list-columns';
import { SORT_FIELD } from '@/lib/operations/list-sort';
import { CardOrFastPaymentId, PaymentMethodLabel } from './payment-method';
import { StatusBadge } from './status-badge';
import { ParentLink, SelectBox, type RowsProps } from './transaction-row-parts';
import { useOperationLabels, useOperationsFormat } from './use-operations';

/**
 * A date and time as the day over the time, each whole (issue 34: the table keeps its room for the payment method and
 * the status's code); the text breaks at its last space, whatever the language's format.
 */
function DayOverTime({ text }: { text: string }) {
  const cut = text.lastIndexOf(' ');
  if (cut < 0) return text;
  return (
    <>
      <Box as="span" whiteSpace="nowrap">
        {text.slice(0, cut)}
      </Box>{' '}
      <Box as="span" whiteSpace="nowrap">
        {text.slice(cut + 1)}
      </Box>
    </>
  );
}

/** Each column's cell of a row, and how the cell lays out. */
function useCells(currencies: Currency[], onOpen: (id: number) => void) {
  const t = useTranslations('Operations');
  const { money, dateTime } = useOperationsFormat(currencies);
  const labels = useOperationLabels();
  const optionalMoney = (row: TransactionListRow, minor: number | null) => (minor === null ? '—' : money(minor, row.currencyId));
  const cells: Record<ListColumnKey, { cell: (row: TransactionListRow) => ReactNode; props?: (row: TransactionListRow) => Table.CellProps & Record<`data-${string}`, string | number> }> = {
    status: { cell: (row) => <StatusBadge code={row.hostResponseCode} />, props: () => ({ 'data-testid': 'cell-status' }) },
    serverDateTime: {
      cell: (row) => (
        <Link asChild textStyle="xs" fontWeight="medium" color="brand.fg" flexDirection="column" alignItems="flex-start">
          <button type="button" onClick={() => onOpen(row.id)} aria-label={`${t('openDetails', { id: row.id })}, ${dateTime(row.serverDateTime)}`}>
            <DayOverTime text={dateTime(row.serverDateTime)} />
          </button>
        </Link>
      ),
      // «Дата и» over «время», not a word a line
      props: () => ({ minW: '24' }),
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
    paymentMethod: { cell: (row) => <PaymentMethodLabel method={row.paymentMethod} /> },
    cardMask: {
      cell: (row) => (
        <>
          <CardOrFastPaymentId row={row} />
          {row.imageLabel && (
            <Text textStyle="xs" color="fg.muted" whiteSpace="normal">
              {row.imageLabel}
            </Text>
          )}
        </>
      ),
      props: () => ({ whiteSpace: 'nowrap', 'data-testid': 'cell-card' }),
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

