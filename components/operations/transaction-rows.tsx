'use client';

import { useTranslations } from 'next-intl';
import { buttonClass } from '@/components/plain/classes';
import kit from '@/components/plain/kit.module.css';
import type { Currency, TransactionListRow } from '@/lib/acquiring/contract';
import type { ListOrder } from '@/lib/domain/filter-query';
import { shownAmount } from '@/lib/domain/operation-effects';
import { cardMethodKey } from '@/lib/operations/labels';
import type { OperationsSettings } from '@/lib/operations/settings-view';
import { StatusBadge } from './status-badge';
import styles from './list.module.css';
import { useOperationLabels, useOperationsFormat } from './use-operations';

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

/** A row's (or the page's) selection box for the mass sending of checks. */
function SelectBox({ label, checked, onChange }: { label: string; checked: boolean; onChange: (checked: boolean) => void }) {
  return <input type="checkbox" className={kit.checkboxInput} aria-label={label} checked={checked} onChange={(event) => onChange(event.target.checked)} />;
}

/** A refund's, reversal's or completion's way to its original operation (spec §3 "parent transaction"). */
function ParentLink({ parentId, onOpen }: { parentId: number | null; onOpen: (id: number) => void }) {
  const t = useTranslations('Operations');
  if (parentId === null) return null;
  return (
    <button type="button" className={styles.parentLink} onClick={() => onOpen(parentId)} data-testid="row-parent-link">
      {t('parentOf', { id: parentId })}
    </button>
  );
}

/** The wide table of the list (desktop). */
export function TransactionTable({ rows, currencies, settings, order, selected, onSelect, onSort, onOpen }: RowsProps) {
  const t = useTranslations('Operations');
  const { money, dateTime } = useOperationsFormat(currencies);
  const labels = useOperationLabels();
  const optional = optionalColumns(settings);
  const allSelected = rows.length > 0 && rows.every((row) => selected.has(row.id));

  const header = (name: string, sortField?: string) => {
    if (!sortField) return <th>{t(`column.${name}`)}</th>;
    const active = order.name === sortField;
    return (
      <th aria-sort={active ? (order.descending ? 'descending' : 'ascending') : 'none'}>
        <button type="button" className={styles.sortButton} onClick={() => onSort(sortField)} aria-label={t('sortBy', { name: t(`column.${name}`) })}>
          {t(`column.${name}`)}
          <span aria-hidden className={styles.sortArrow} data-active={active}>
            {active ? (order.descending ? '↓' : '↑') : '↕'}
          </span>
        </button>
      </th>
    );
  };

  return (
    <div className={styles.tableBox} data-testid="transaction-table">
      <table className={`${kit.table} ${styles.table}`}>
        <thead>
          <tr>
            <th className={styles.selectCell}>
              <SelectBox label={t('selectPage')} checked={allSelected} onChange={(checked) => onSelect(rows.map((row) => row.id), checked)} />
            </th>
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
              <th key={column}>{t(`column.${column}`)}</th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id} data-testid="transaction-row" data-id={row.id}>
              <td>
                <SelectBox label={t('selectRow', { id: row.id })} checked={selected.has(row.id)} onChange={(checked) => onSelect([row.id], checked)} />
              </td>
              <td>
                <StatusBadge code={row.hostResponseCode} />
              </td>
              <td className={styles.nowrap}>
                <button type="button" className={styles.dateButton} onClick={() => onOpen(row.id)} aria-label={`${t('openDetails', { id: row.id })}, ${dateTime(row.serverDateTime)}`}>
                  {dateTime(row.serverDateTime)}
                </button>
              </td>
              <td className={styles.nowrap}>{dateTime(row.reconciliationDateTime)}</td>
              <td data-testid="cell-operation" data-value={row.operation}>
                {labels.operation(row.operation)}
                <ParentLink parentId={row.parentId} onOpen={onOpen} />
              </td>
              <td data-testid="cell-card-method" data-value={cardMethodKey(row.cardMethod)}>
                {labels.cardMethod(row.cardMethod)}
              </td>
              <td className={styles.nowrap}>
                {row.cardMask ?? '—'}
                {row.imageLabel && <span className={styles.inlineNote}> {row.imageLabel}</span>}
              </td>
              <td className={styles.merchantCell}>
                {row.merchant.name}
                <span className={styles.cellNote}>
                  MID {row.merchant.externalId} · MCC {row.merchant.merchantCategoryCode}
                </span>
              </td>
              <td className={styles.nowrap}>{[row.pinEntry && t('pin'), row.signScan && t('signature')].filter(Boolean).join(', ') || t('noPin')}</td>
              <td>{row.hostResponseCode}</td>
              <td>{row.user?.fullName ?? '—'}</td>
              <td data-testid="cell-terminal">{row.terminal.externalId}</td>
              <td>{row.authorizationCode ?? '—'}</td>
              <td data-testid="cell-rrn">{row.rrn ?? '—'}</td>
              <td className={`${kit.numeric} ${styles.amount}`} data-testid="cell-amount" data-minor={row.amount}>
                {money(shownAmount(row.operation, row.amount), row.currencyId)}
              </td>
              {optional.map((column) => (
                <td key={column} className={`${kit.numeric} ${styles.nowrap}`}>
                  {column === 'bin' ? (row.bin ?? '—') : row[column] === null ? '—' : money(row[column] ?? 0, row.currencyId)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** The list as cards on a phone (below 961 px). */
export function TransactionCards({ rows, currencies, settings, selected, onSelect, onOpen }: Omit<RowsProps, 'order' | 'onSort'>) {
  const t = useTranslations('Operations');
  const { money, dateTime } = useOperationsFormat(currencies);
  const labels = useOperationLabels();
  const optional = optionalColumns(settings);
  return (
    <ul className={styles.cards} data-testid="transaction-cards">
      {rows.map((row) => (
        <li key={row.id} className={styles.card} data-testid="transaction-card" data-id={row.id}>
          <SelectBox label={t('selectRow', { id: row.id })} checked={selected.has(row.id)} onChange={(checked) => onSelect([row.id], checked)} />
          <div className={styles.cardBody}>
            <p className={styles.cardTitle}>
              <span data-testid="card-operation" data-value={row.operation}>
                {labels.operation(row.operation)}
              </span>
              <span data-testid="cell-amount" data-minor={row.amount}>
                {money(shownAmount(row.operation, row.amount), row.currencyId)}
              </span>
            </p>
            <ParentLink parentId={row.parentId} onOpen={onOpen} />
            <StatusBadge code={row.hostResponseCode} />
            <p className={styles.cardLine}>
              {dateTime(row.serverDateTime)} · TID {row.terminal.externalId}
            </p>
            <p className={`${styles.cardLine} ${kit.truncate}`}>
              {row.cardMask ?? '—'} · {labels.cardMethod(row.cardMethod)} · RRN <span data-testid="cell-rrn">{row.rrn ?? '—'}</span>
            </p>
            <p className={`${styles.cardLine} ${kit.truncate}`}>
              {row.merchant.name}
              {row.user ? ` · ${row.user.fullName}` : ''}
            </p>
            {optional.length > 0 && (
              <p className={styles.cardNote}>
                {optional
                  .map((column) => `${t(`column.${column}`)}: ${column === 'bin' ? (row.bin ?? '—') : row[column] === null ? '—' : money(row[column] ?? 0, row.currencyId)}`)
                  .join(' · ')}
              </p>
            )}
            <button type="button" className={buttonClass('brand-outline', { xs: true })} onClick={() => onOpen(row.id)}>
              {t('openDetails', { id: row.id })}
            </button>
          </div>
        </li>
      ))}
    </ul>
  );
}
