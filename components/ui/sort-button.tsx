'use client';

import rows from '@/lib/theme/static/rows.parts';

export interface SortButtonProps {
  label: string;
  /** «Сортировать по полю «…»» in the screen's words */
  ariaLabel: string;
  /** null: the table is sorted by another column */
  descending: boolean | null;
  numeric?: boolean;
  onClick: () => void;
}

/**
 * A sortable column's header button: its name and the direction (↓ ↑, ↕ when another column sorts). A plain button
 * with static parts (lib/theme/static/rows.parts.ts): the list's and the reconciliations' tables draw the same one.
 */
export function SortButton({ label, ariaLabel, descending, numeric = false, onClick }: SortButtonProps) {
  return (
    <button type="button" className={numeric ? `${rows.sort} ${rows.sortEnd}` : rows.sort} aria-label={ariaLabel} onClick={onClick}>
      {label}
      <span aria-hidden className={descending === null ? rows.sortArrowIdle : rows.sortArrow}>
        {descending === null ? '↕' : descending ? '↓' : '↑'}
      </span>
    </button>
  );
}
