'use client';

import { Fragment, useMemo, useState, type ReactNode } from 'react';
import org from '@/lib/theme/static/organisation.parts';
import { matchesFilter, type FilterKey } from '@/lib/organisation/list-filter';
import { WideOrNarrow } from '@/components/ui/screen-layout';
import { NameFilter } from './name-filter';

/** One row as the server rendered it: a table row, a card, and what the filter reads of it. */
export interface RenderedRow extends FilterKey {
  key: string | number;
  row: ReactNode;
  card: ReactNode;
}

export interface ListFilter {
  id: string;
  label: string;
  /** the empty text while the filter has a text */
  nothingFound: string;
}

interface ListViewProps {
  label: string;
  testId: string;
  /** the table's header row, rendered on the server */
  header: ReactNode;
  rows: readonly RenderedRow[];
  empty: string;
  filter?: ListFilter;
}

/**
 * The browser's part of a server-rendered list (server-list.tsx): the name filter, and which of the rows the server
 * rendered show, as a table from the md breakpoint up or as cards below it. It renders no row itself.
 */
export function ListView({ label, testId, header, rows, empty, filter }: ListViewProps) {
  const [text, setText] = useState('');
  const shown = useMemo(() => rows.filter((row) => matchesFilter(row, text)), [rows, text]);
  const list =
    shown.length === 0 ? (
      <p className={org.empty} data-testid={`${testId}-empty`}>
        {text && filter ? filter.nothingFound : empty}
      </p>
    ) : (
      <WideOrNarrow
        wide={() => (
          <div className={org.scroll}>
            <table className={org.table} aria-label={label} data-testid={testId}>
              {header}
              <tbody className={org.body}>
                {shown.map((row) => (
                  <Fragment key={row.key}>{row.row}</Fragment>
                ))}
              </tbody>
            </table>
          </div>
        )}
        narrow={() => (
          <ul className={org.cards} aria-label={label} data-testid={`${testId}-cards`}>
            {shown.map((row) => (
              <Fragment key={row.key}>{row.card}</Fragment>
            ))}
          </ul>
        )}
      />
    );
  return (
    <>
      {filter && <NameFilter id={filter.id} label={filter.label} value={text} onChange={setText} />}
      {list}
    </>
  );
}
