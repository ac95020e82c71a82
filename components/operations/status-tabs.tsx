'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useApp } from '@/components/layout/app-provider';
import { useKeyedData } from '@/components/layout/use-keyed-data';
import type { Keyed } from '@/lib/operations/load';
import type { ListState } from '@/lib/operations/list-state';
import { STATUS_TABS, statusTabCount, statusTabOf, statusTabsKey, withStatusTab, type StatusTab } from '@/lib/operations/status-tabs';
import { TabsOnDemand } from '@/components/ui/tabs-on-demand';
import { statusTabId, TabCount } from './status-tab-parts';
import { moneyLocale } from '@/lib/operations/money-view';


/**
 * Each tab's count for the list's conditions without their statuses (`key`), one count call per tab; the first
 * page's come with its HTML (`initial`). While new ones load, the last stay (`fresh` false), so the tabs keep their
 * widths.
 */
function useStatusTabCounts(state: ListState, fraction: number, initial: Keyed<Record<StatusTab, number>> | null): { counts: Partial<Record<StatusTab, number>>; fresh: boolean } {
  const { api } = useApp();
  const key = statusTabsKey(state, fraction);
  // the statuses, paging and order do not change the counts: `key` names the rest of `state`
  const counts = useKeyedData<Partial<Record<StatusTab, number>>>(
    key,
    (signal) =>
      Promise.all(
        STATUS_TABS.map((tab) => {
          const { call, search } = statusTabCount(state, fraction, tab);
          return api(call, { search, signal }).then((answer) => [tab, answer.result] as const);
        }),
      ).then((answers) => Object.fromEntries(answers)),
    // one failed count leaves the others no use, and the tabs show none
    { initial, failed: () => ({}) },
  );
  return { counts: counts?.value ?? {}, fresh: counts?.key === key };
}

/**
 * The status tabs above the list (issue 21 §2), each with the count of the current filter in its status group.
 * Choosing one sets the filter's statuses, so the address names the tab. Arrow keys move between the tabs and
 * Enter chooses (each choice loads the list). On a phone the row scrolls sideways inside itself. Chakra's tabs
 * load on demand (components/ui/tabs-on-demand.tsx).
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
  const locale = moneyLocale(useLocale());
  const { counts, fresh } = useStatusTabCounts(state, fraction, initialCounts);
  const selected = statusTabOf(state.filter.statuses);
  return (
    <TabsOnDemand
      tabs={STATUS_TABS.map((tab) => ({
        value: tab,
        id: statusTabId(tab),
        label: (
          <>
            {t(`statusTabs.${tab}`)}
            <TabCount count={counts[tab]} fresh={fresh} locale={locale} />
          </>
        ),
        data: { 'data-testid': `status-tab-${tab}`, 'data-count': fresh ? counts[tab] : undefined },
      }))}
      value={selected}
      label={t('statusTabs.label')}
      contentId={resultsId}
      onChoose={(tab) => navigate(withStatusTab(state, tab as StatusTab))}
      root={{ minW: '0', className: 'bo-no-print', 'data-testid': 'status-tabs' }}
    />
  );
}
