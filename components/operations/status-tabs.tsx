'use client';

import { Badge, Tabs } from '@chakra-ui/react';
import { badgeRecipe, tabsSlotRecipe } from '@chakra-ui/react/theme';
import { useLocale, useTranslations } from 'next-intl';
import { useApp } from '@/components/layout/app-provider';
import { useKeyedFigures } from './use-keyed-figures';
import type { ApiResult } from '@/lib/acquiring/contract';
import type { Keyed } from '@/lib/operations/load';
import type { ListState } from '@/lib/operations/list-state';
import { STATUS_TABS, statusTabCountPath, statusTabOf, statusTabsKey, withStatusTab, type StatusTab } from '@/lib/operations/status-tabs';
import { formatAmount } from '@/lib/domain/money';
import { moneyLocale } from '@/lib/operations/money-view';

/** The id of a tab: the list's rows name the chosen one as what labels them. */
export const statusTabId = (tab: StatusTab) => `status-tab-${tab}`;

/**
 * Each tab's count for the list's conditions without their statuses (`key`), one count call per tab; the first
 * page's come with its HTML (`initial`). While new ones load, the last stay (`fresh` false), so the tabs keep their
 * widths.
 */
function useStatusTabCounts(state: ListState, fraction: number, initial: Keyed<Record<StatusTab, number>> | null): { counts: Partial<Record<StatusTab, number>>; fresh: boolean } {
  const { api } = useApp();
  const key = statusTabsKey(state, fraction);
  // the statuses, paging and order do not change the counts: `key` names the rest of `state`
  const counts = useKeyedFigures<Partial<Record<StatusTab, number>>>(
    key,
    initial,
    (signal) =>
      Promise.all(
        STATUS_TABS.map((tab) => {
          const { path, search } = statusTabCountPath(state, fraction, tab);
          return api<ApiResult<number>>(path, { search, signal }).then((answer) => [tab, answer.result] as const);
        }),
      ).then((answers) => Object.fromEntries(answers)),
    // one failed count leaves the others no use, and the tabs show none
    {},
  );
  return { counts: counts?.value ?? {}, fresh: counts?.key === key };
}

/**
 * The status tabs above the list (issue 21 §2), each with the count of the current filter in its status group.
 * Choosing one sets the filter's statuses, so the address names the tab. Arrow keys move between the tabs and
 * Enter chooses (each choice loads the list). On a phone the row scrolls sideways inside itself.
 */
export function StatusTabs({
  state,
  fraction,
  initialCounts,
  resultsId,
  navigate,
}: {
  state: ListState;
  fraction: number;
  initialCounts: Keyed<Record<StatusTab, number>> | null;
  resultsId: string;
  navigate: (next: ListState) => void;
}) {
  const t = useTranslations('Operations');
  // Grouped by arithmetic, as the amounts: no Intl number formatter is built while the list hydrates.
  const locale = moneyLocale(useLocale());
  const { counts, fresh } = useStatusTabCounts(state, fraction, initialCounts);
  const selected = statusTabOf(state.filter.statuses);
  return (
    <Tabs.Root
      recipe={tabsSlotRecipe}
      size="sm"
      value={selected}
      activationMode="manual"
      onValueChange={({ value }) => navigate(withStatusTab(state, value as StatusTab))}
      ids={{ trigger: (value) => statusTabId(value as StatusTab), content: () => resultsId }}
      minW="0"
      className="bo-no-print"
      data-testid="status-tabs"
    >
      <Tabs.List aria-label={t('statusTabs.label')} overflowX="auto" overflowY="hidden" css={{ scrollbarWidth: 'thin' }}>
        {STATUS_TABS.map((tab, index) => {
          const count = counts[tab];
          return (
            <Tabs.Trigger
              key={tab}
              value={tab}
              flexShrink={0}
              data-testid={`status-tab-${tab}`}
              data-count={fresh ? count : undefined}
              // With a set of statuses no tab stands for, none is chosen: the first still takes the focus.
              {...(selected === null && index === 0 ? { tabIndex: 0 } : {})}
            >
              {t(`statusTabs.${tab}`)}
              <Badge
                recipe={badgeRecipe}
                size="sm"
                variant="subtle"
                colorPalette="gray"
                minW="6"
                justifyContent="center"
                fontVariantNumeric="tabular-nums"
                opacity={fresh ? 1 : 0.6}
              >
                {count === undefined ? <span aria-hidden>…</span> : formatAmount(count, 0, locale)}
              </Badge>
            </Tabs.Trigger>
          );
        })}
      </Tabs.List>
    </Tabs.Root>
  );
}
