'use client';

import type { ReactNode } from 'react';
import NextLink from 'next/link';
import { useTranslations } from 'next-intl';
import type { Reconciliation } from '@/lib/acquiring/contract';
import type { ReconciliationFilter } from '@/lib/domain/filter-query';
import { initiatorLabelKey, hasOperations } from '@/lib/reconciliation/present';
import type { SortableColumn } from '@/lib/reconciliation/filter';
import { ReconciliationStatusBadge } from './reconciliation-status-badge';
import { DownloadFileButton } from './download-file-button';
import { TurnoverLine } from '@/components/operations/turnover-line';
import kit from '@/components/plain/kit.module.css';
import styles from './reconciliation.module.css';

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
    <div className={styles.actions} data-stacked={stacked || undefined}>
      {hasOperations(row) ? (
        <NextLink
          href={format.operationsHref(row)}
          prefetch={false}
          aria-label={t('operationsOf', { id: row.id })}
          className={`${kit.link} ${styles.operationsLink}`}
        >
          {t('operations', { count: row.count })}
        </NextLink>
      ) : (
        <span className={styles.noOperations}>{t('noOperations')}</span>
      )}
      {reportDownload && row.downloadFile && <DownloadFileButton reconciliationId={row.id} fileName={row.downloadFile} />}
    </div>
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
    <th scope="col" className={numeric ? kit.numeric : undefined} aria-sort={active ? (filter.order.descending ? 'descending' : 'ascending') : 'none'}>
      <button type="button" className={styles.sortButton} data-numeric={numeric || undefined} aria-label={t('sortBy', { name })} onClick={() => onSort(column)}>
        {name}
        <span aria-hidden className={styles.sortMark} data-active={active || undefined}>
          {active ? (filter.order.descending ? '↓' : '↑') : '↕'}
        </span>
      </button>
    </th>
  );
}

/** Desktop: the spec's columns (§3), sortable headers. */
function ReconciliationTable({ rows, filter, format, reportDownload, onSort }: ResultsProps) {
  const t = useTranslations('Reconciliation');
  const texts = useRowTexts();
  return (
    <div className={styles.tableBox}>
      <table className={kit.table} data-testid="reconciliation-table">
        <thead>
          <tr>
            {COLUMNS.map((column) => (
              <SortHeader key={column.column} {...column} filter={filter} onSort={onSort} />
            ))}
            <th scope="col">{t('column.actions')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id} data-reconciliation-id={row.id}>
              <td className={styles.nowrap}>{format.dateTime(row.serverDateTime)}</td>
              <td className={styles.nowrap}>{row.terminal.externalId}</td>
              <td>
                <p className={`${styles.cellLine} ${styles.nowrap}`}>{row.terminal.merchant.externalId}</p>
                <p className={`${styles.cellLine} ${styles.mutedXs}`}>{row.terminal.merchant.name}</p>
              </td>
              <td className={kit.numeric}>{row.operationDay}</td>
              <td>{row.hostResponseCode}</td>
              <td>{texts.initiator(row)}</td>
              <td>{texts.initiatorName(row)}</td>
              <td>
                <ReconciliationStatusBadge code={row.status} showCode={false} />
              </td>
              <td className={`${kit.numeric} ${styles.sumCell}`}>
                {format.money(row.sumAmount, row.currencyId)}
                <TurnoverLine figures={row} money={(minor) => format.money(minor, row.currencyId)} withNet={false} />
              </td>
              <td>
                <RowActions row={row} format={format} reportDownload={reportDownload} stacked />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function CardLine({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className={styles.cardLine}>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/** Phone: one card per reconciliation with the same fields. */
function ReconciliationCards({ rows, format, reportDownload }: ResultsProps) {
  const t = useTranslations('Reconciliation');
  const texts = useRowTexts();
  return (
    <ul className={styles.cards} data-testid="reconciliation-cards">
      {rows.map((row) => (
        <li key={row.id} data-reconciliation-id={row.id} className={styles.card}>
          <div className={styles.cardHead}>
            <div>
              <p className={styles.cardTitle}>{t('reconciliationId', { id: row.id })}</p>
              <p className={kit.muted}>{format.dateTime(row.serverDateTime)}</p>
            </div>
            <p className={styles.cardSum}>{format.money(row.sumAmount, row.currencyId)}</p>
          </div>
          <TurnoverLine figures={row} money={(minor) => format.money(minor, row.currencyId)} withNet={false} />
          <dl className={styles.cardLines}>
            <CardLine label={t('column.status')}>
              <ReconciliationStatusBadge code={row.status} />
            </CardLine>
            <CardLine label={t('column.terminal')}>{row.terminal.externalId}</CardLine>
            <CardLine label={t('column.merchant')}>
              {row.terminal.merchant.externalId} <span className={styles.mutedXs}>{row.terminal.merchant.name}</span>
            </CardLine>
            <CardLine label={t('column.operationDay')}>{row.operationDay}</CardLine>
            <CardLine label={t('column.hostResponseCode')}>{row.hostResponseCode}</CardLine>
            <CardLine label={t('column.initiator')}>{texts.initiator(row)}</CardLine>
            <CardLine label={t('column.initiatorFullName')}>{texts.initiatorName(row)}</CardLine>
          </dl>
          <RowActions row={row} format={format} reportDownload={reportDownload} />
        </li>
      ))}
    </ul>
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
