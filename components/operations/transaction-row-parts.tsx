'use client';

import { useTranslations } from 'next-intl';
import type { Currency } from '@/lib/acquiring/contract/reference-data';
import type { TransactionListRow } from '@/lib/acquiring/contract/transactions';
import type { ListOrder } from '@/lib/domain/transaction-filter';
import type { ListColumnKey } from '@/lib/operations/list-columns';
import type { OperationsSettings } from '@/lib/operations/settings-view';
import rows from '@/lib/theme/static/rows.parts';

/** What the list's table and its cards draw (transaction-table.tsx, transaction-cards.tsx). */
export interface RowsProps {
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

/** What the cards need of it: they have no sortable headers and no column choice. */
export type CardsProps = Omit<RowsProps, 'order' | 'onSort' | 'chosen'>;

/** The class names of the parts that apply, in order. */
export function classes(...names: (string | false | null | undefined)[]): string {
  return names.filter(Boolean).join(' ');
}

/**
 * A row's (or the page's) selection box for the mass sending of checks: a native checkbox drawn as Chakra's checkmark
 * (lib/theme/static/rows.parts.ts). A page has twenty or more of them: plain elements, they cost no component's
 * hydration, and they work as any checkbox does (click, Space, the label).
 */
export function SelectBox({ label, checked, onChange }: { label: string; checked: boolean; onChange: (checked: boolean) => void }) {
  return (
    <label className={rows.check}>
      <input type="checkbox" className={classes('peer', rows.checkInput)} aria-label={label} checked={checked} onChange={(event) => onChange(event.target.checked)} />
      <span aria-hidden className={rows.checkmark} data-state={checked ? 'checked' : 'unchecked'}>
        {checked && (
          <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="3px" strokeLinecap="round" strokeLinejoin="round">
            <polyline points="20 6 9 17 4 12" />
          </svg>
        )}
      </span>
    </label>
  );
}

/** A refund's, reversal's or completion's way to its original operation (spec §3 "parent transaction"). */
export function ParentLink({ parentId, onOpen, wrap = false }: { parentId: number | null; onOpen: (id: number) => void; wrap?: boolean }) {
  const t = useTranslations('Operations');
  if (parentId === null) return null;
  return (
    <button type="button" className={classes(rows.parent, wrap && rows.parentWrap)} onClick={() => onOpen(parentId)} data-testid="row-parent-link">
      {t('parentOf', { id: parentId })}
    </button>
  );
}
