import { Fragment, type ReactNode } from 'react';
import org from '@/lib/theme/static/organisation.parts';
import type { FilterKey } from '@/lib/organisation/list-filter';
import { ListView, type ListFilter } from './list-view';

export interface ListColumn<T> {
  key: string;
  header: string;
  render: (row: T) => ReactNode;
  /** numbers and codes keep to one line */
  nowrap?: boolean;
}

interface ServerListProps<T> {
  label: string;
  columns: readonly ListColumn<T>[];
  rows: readonly T[];
  rowKey: (row: T) => string | number;
  /** the card heading on narrow screens */
  cardTitle: (row: T) => ReactNode;
  empty: string;
  testId: string;
  /** a name filter above the list, and what it reads of a row */
  filter?: ListFilter & { key: (row: T) => FilterKey };
}

const everyRow: FilterKey = { texts: [], listed: true };

/**
 * A list of the organisation page rendered on the server: a table from the md breakpoint up, below it the same rows
 * as cards (the 375 px layout). Its rows are plain elements with the static parts' classes; what a merchant
 * touches in them (a row's actions) is a client component in its cell.
 */
export function ServerList<T>({ label, columns, rows, rowKey, cardTitle, empty, testId, filter }: ServerListProps<T>) {
  const header = (
    <thead className={org.head}>
      <tr className={org.headRow}>
        {columns.map((column) => (
          <th key={column.key} scope="col" className={org.th}>
            {column.header}
          </th>
        ))}
      </tr>
    </thead>
  );
  const rendered = rows.map((row) => {
    const key = rowKey(row);
    return {
      key,
      ...(filter ? filter.key(row) : everyRow),
      row: (
        <tr className={org.row} data-row-id={key}>
          {columns.map((column) => (
            <td key={column.key} className={column.nowrap ? org.cellNowrap : org.cell}>
              {column.render(row)}
            </td>
          ))}
        </tr>
      ),
      card: (
        <li className={org.card} data-row-id={key}>
          <div className={org.cardBody}>
            <p className={org.cardTitle}>{cardTitle(row)}</p>
            <dl className={org.pairs}>
              {columns.map((column) => (
                <Fragment key={column.key}>
                  <dt className={org.pairLabel}>{column.header}</dt>
                  <dd className={org.pairValue}>{column.render(row)}</dd>
                </Fragment>
              ))}
            </dl>
          </div>
        </li>
      ),
    };
  });
  const listFilter = filter ? { id: filter.id, label: filter.label, nothingFound: filter.nothingFound } : undefined;
  return <ListView label={label} testId={testId} header={header} rows={rendered} empty={empty} filter={listFilter} />;
}
