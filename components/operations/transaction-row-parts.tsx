'use client';

import { Link } from '@chakra-ui/react';
import { useTranslations } from 'next-intl';
import { CheckboxOnDemand } from '@/components/ui/checkbox-on-demand';
import type { Currency } from '@/lib/acquiring/contract/reference-data';
import type { TransactionListRow } from '@/lib/acquiring/contract/transactions';
import type { ListOrder } from '@/lib/domain/transaction-filter';
import type { ListColumnKey } from '@/lib/operations/list-columns';
import type { OperationsSettings } from '@/lib/operations/settings-view';

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

/** A row's (or the page's) selection box for the mass sending of checks. */
export function SelectBox({ label, checked, onChange }: { label: string; checked: boolean; onChange: (checked: boolean) => void }) {
  return <CheckboxOnDemand size="sm" aria-label={label} checked={checked} onCheckedChange={(event) => onChange(event.checked === true)} />;
}

/** A refund's, reversal's or completion's way to its original operation (spec §3 "parent transaction"). */
export function ParentLink({ parentId, onOpen, wrap = false }: { parentId: number | null; onOpen: (id: number) => void; wrap?: boolean }) {
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

