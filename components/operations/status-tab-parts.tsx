'use client';

import { Badge } from '@/components/ui/badge';
import { formatAmount, type MoneyLocale } from '@/lib/domain/money';
import type { StatusTab } from '@/lib/operations/status-tabs';

/** The id of a tab: the list's rows name the chosen one as what labels them. */
export const statusTabId = (tab: StatusTab) => `status-tab-${tab}`;

/** A tab's count, grouped by arithmetic as the amounts are (no Intl number formatter is built while the list hydrates). */
export function TabCount({ count, fresh, locale }: { count: number | undefined; fresh: boolean; locale: MoneyLocale }) {
  return (
    <Badge size="sm" variant="subtle" colorPalette="gray" minW="6" justifyContent="center" fontVariantNumeric="tabular-nums" opacity={fresh ? 1 : 0.6}>
      {count === undefined ? <span aria-hidden>…</span> : formatAmount(count, 0, locale)}
    </Badge>
  );
}
