'use client';

import type { ReactNode } from 'react';
import kit from '@/components/plain/kit.module.css';
import styles from './organisation.module.css';

export interface ListColumn<T> {
  key: string;
  header: string;
  render: (row: T) => ReactNode;
  /** numbers and codes keep to one line */
  nowrap?: boolean;
}

interface ResponsiveListProps<T> {
  label: string;
  columns: readonly ListColumn<T>[];
  rows: readonly T[];
  rowKey: (row: T) => string | number;
  /** the card heading on narrow screens */
  cardTitle: (row: T) => ReactNode;
  empty: string;
  testId: string;
}

/** A table from the md breakpoint up; below it the same rows as cards (the 375 px layout). */
export function ResponsiveList<T>({ label, columns, rows, rowKey, cardTitle, empty, testId }: ResponsiveListProps<T>) {
  if (rows.length === 0) {
    return (
      <p className={`${kit.muted} ${styles.empty}`} data-testid={`${testId}-empty`}>
        {empty}
      </p>
    );
  }
  return (
    <>
      <div className={styles.tableBox}>
        <table className={kit.table} aria-label={label} data-testid={testId}>
          <thead>
            <tr>
              {columns.map((column) => (
                <th key={column.key} scope="col">
                  {column.header}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={rowKey(row)} data-row-id={rowKey(row)}>
                {columns.map((column) => (
                  <td key={column.key} className={column.nowrap ? styles.nowrap : undefined}>
                    {column.render(row)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <div className={styles.cards} role="list" aria-label={label} data-testid={`${testId}-cards`}>
        {rows.map((row) => (
          <div key={rowKey(row)} className={styles.card} role="listitem" data-row-id={rowKey(row)}>
            <p className={styles.cardTitle}>{cardTitle(row)}</p>
            <dl className={styles.cardFields}>
              {columns.map((column) => (
                <div key={column.key} className={styles.pair}>
                  <dt>{column.header}</dt>
                  <dd>{column.render(row)}</dd>
                </div>
              ))}
            </dl>
          </div>
        ))}
      </div>
    </>
  );
}
