'use client';

import { Badge } from '@chakra-ui/react';
import { badgeRecipe } from '@chakra-ui/react/theme';
import { formatAmount, type MoneyLocale } from '@/lib/domain/money';
import type { StatusTab } from '@/lib/operations/status-tabs';

/** The id of a tab: the list's rows name the chosen one as what labels them. */
export const statusTabId = (tab: StatusTab) => `status-tab-${tab}`;

/** What the status tabs show, whichever draws them (Chakra's tabs, or their stand-in until those load). */
export interface StatusTabsView {
  tabs: { tab: StatusTab; label: string; count: number | undefined }[];
  /** null: the filter's statuses are a set no tab stands for, and none is chosen */
  selected: StatusTab | null;
  /** false while new counts load: the last stay, dimmed, so the tabs keep their widths */
  fresh: boolean;
  label: string;
  /** the rows' region, which the chosen tab controls */
  resultsId: string;
  locale: MoneyLocale;
  onChoose: (tab: StatusTab) => void;
}

/** A tab's count, grouped by arithmetic as the amounts are (no Intl number formatter is built while the list hydrates). */
export function TabCount({ count, fresh, locale }: { count: number | undefined; fresh: boolean; locale: MoneyLocale }) {
  return (
    <Badge recipe={badgeRecipe} size="sm" variant="subtle" colorPalette="gray" minW="6" justifyContent="center" fontVariantNumeric="tabular-nums" opacity={fresh ? 1 : 0.6}>
      {count === undefined ? <span aria-hidden>…</span> : formatAmount(count, 0, locale)}
    </Badge>
  );
}

/**
 * The tab row scrolls sideways inside itself on a phone. The padding at its end lets the last tab scroll wholly into
 * view: the scroll width is whole pixels, the tabs' widths are not (the last one stayed 0.14 px clipped at 375 px).
 */
export const TAB_LIST_SCROLL = { overflowX: 'auto', overflowY: 'hidden', scrollbarWidth: 'thin', paddingInlineEnd: '2px' } as const;
