'use client';

import type { ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import type { Currency } from '@/lib/acquiring/contract/reference-data';
import type { TransactionListRow } from '@/lib/acquiring/contract/transactions';
import { shownAmount } from '@/lib/domain/operation-effects';
import { cardMethodKey } from '@/lib/operations/labels';
import { chosenColumns, listColumns, type ColumnBreakpoint, type ListColumnKey } from '@/lib/operations/list-columns';
import { SORT_FIELD } from '@/lib/operations/list-sort';
import rows from '@/lib/theme/static/rows.parts';
import { SortButton } from '@/components/ui/sort-button';
import { CardOrFastPaymentId, PaymentMethodLabel } from './payment-method';
import { StatusBadge } from './status-badge';
import { classes, ParentLink, SelectBox, type RowsProps } from './transaction-row-parts';
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
      <span className={rows.noBreak}>{text.slice(0, cut)}</span> <span className={rows.noBreak}>{text.slice(cut + 1)}</span>
    </>
  );
}

/** A cell's own attributes: its look (a class of lib/theme/static/rows.parts.ts) and what the tests read. */
type CellProps = { className?: string } & Record<`data-${string}`, string | number>;

/** Each column's cell of a row, and how the cell lays out. */
function useCells(currencies: Currency[], onOpen: (id: number) => void) {
  const t = useTranslations('Operations');
  const { money, dateTime } = useOperationsFormat(currencies);
  const labels = useOperationLabels();
  const optionalMoney = (row: TransactionListRow, minor: number | null) => (minor === null ? '—' : money(minor, row.currencyId));
  const cells: Record<ListColumnKey, { cell: (row: TransactionListRow) => ReactNode; props?: (row: TransactionListRow) => CellProps }> = {
    status: { cell: (row) => <StatusBadge code={row.hostResponseCode} />, props: () => ({ 'data-testid': 'cell-status' }) },
    serverDateTime: {
      cell: (row) => (
        <button type="button" className={rows.open} onClick={() => onOpen(row.id)} aria-label={`${t('openDetails', { id: row.id })}, ${dateTime(row.serverDateTime)}`}>
          <DayOverTime text={dateTime(row.serverDateTime)} />
        </button>
      ),
      // «Дата и» over «время», not a word a line
      props: () => ({ className: rows.dateCell }),
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
      props: (row) => ({ className: rows.amount, 'data-testid': 'cell-amount', 'data-minor': row.amount }),
    },
    paymentMethod: { cell: (row) => <PaymentMethodLabel method={row.paymentMethod} /> },
    cardMask: {
      cell: (row) => (
        <>
          <CardOrFastPaymentId row={row} />
          {row.imageLabel && <span className={rows.note}>{row.imageLabel}</span>}
        </>
      ),
      props: () => ({ className: rows.nowrap, 'data-testid': 'cell-card' }),
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
          <span className={rows.note}>
            MID {row.merchant.externalId} · MCC {row.merchant.merchantCategoryCode}
          </span>
        </>
      ),
      props: () => ({ className: rows.wideCell }),
    },
    pinEntry: { cell: (row) => [row.pinEntry && t('pin'), row.signScan && t('signature')].filter(Boolean).join(', ') || t('noPin'), props: () => ({ className: rows.nowrap }) },
    hostResponseCode: { cell: (row) => row.hostResponseCode },
    reconciliationDateTime: { cell: (row) => dateTime(row.reconciliationDateTime), props: () => ({ className: rows.nowrap }) },
    bonusAmount: { cell: (row) => optionalMoney(row, row.bonusAmount), props: () => ({ className: classes(rows.end, rows.nowrap) }) },
    cashbackAmount: { cell: (row) => optionalMoney(row, row.cashbackAmount), props: () => ({ className: classes(rows.end, rows.nowrap) }) },
    tipsAmount: { cell: (row) => optionalMoney(row, row.tipsAmount), props: () => ({ className: classes(rows.end, rows.nowrap) }) },
    bin: { cell: (row) => row.bin ?? '—', props: () => ({ className: rows.nowrap }) },
  };
  return cells;
}

/** The part that shows a column from its breakpoint on (md 960, lg 1280, xl 1536 px). */
const SHOWN_FROM: Record<ColumnBreakpoint, string> = { md: rows.fromMd, lg: rows.fromLg, xl: rows.fromXl };

/**
 * The wide table of the list (from 960 px). Columns in priority order: what a merchant looks for first is always
 * there, «Сумма» among it; the rest join as the screen widens (lib/operations/list-columns.ts) and are in the
 * details panel meanwhile. Columns the user chose (the column chooser) show from 960 px instead. Plain elements with
 * the look of Chakra's table (lib/theme/static/rows.parts.ts): a page of rows costs no component's hydration.
 */
export function TransactionTable({ rows: page, currencies, settings, order, selected, onSelect, onSort, onOpen, chosen = null }: RowsProps) {
  const t = useTranslations('Operations');
  const cells = useCells(currencies, onOpen);
  const columns = chosenColumns(listColumns(settings), chosen);
  const allSelected = page.length > 0 && page.every((row) => selected.has(row.id));

  return (
    // Chakra's scroll area sets `nowrap` for every cell; here cells wrap unless they say not to (rows.scroll)
    <div className={rows.scroll}>
      <table className={rows.table} data-testid="transaction-table">
        <thead>
          <tr className={rows.headRow}>
            <th className={rows.headCheck}>
              <SelectBox label={t('selectPage')} checked={allSelected} onChange={(checked) => onSelect(page.map((row) => row.id), checked)} />
            </th>
            {columns.map(({ key, from, numeric }) => {
              const label = t(`column.${key}`);
              const field = SORT_FIELD[key];
              const active = field !== undefined && order.name === field;
              const descending = active ? order.descending : null;
              return (
                <th
                  key={key}
                  scope="col"
                  className={classes(rows.head, numeric && rows.end, SHOWN_FROM[from])}
                  aria-sort={field === undefined ? undefined : active ? (order.descending ? 'descending' : 'ascending') : 'none'}
                >
                  {field === undefined ? (
                    label
                  ) : (
                    <SortButton label={label} ariaLabel={t('sortBy', { name: label })} descending={descending} numeric={numeric} onClick={() => onSort(field)} />
                  )}
                </th>
              );
            })}
          </tr>
        </thead>
        <tbody>
          {page.map((row) => (
            <tr key={row.id} className={rows.row} data-testid="transaction-row" data-id={row.id}>
              <td className={rows.cell}>
                <SelectBox label={t('selectRow', { id: row.id })} checked={selected.has(row.id)} onChange={(checked) => onSelect([row.id], checked)} />
              </td>
              {columns.map(({ key, from }) => {
                const { className, ...data } = cells[key].props?.(row) ?? {};
                return (
                  <td key={key} className={classes(rows.cell, className, SHOWN_FROM[from])} {...data}>
                    {cells[key].cell(row)}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
