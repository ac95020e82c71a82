'use client';

import type { KeyboardEvent } from 'react';
import { chakra, useSlotRecipe } from '@chakra-ui/react';
import { statusTabsRecipe } from './status-tabs-recipe';
import { useLocale, useTranslations } from 'next-intl';
import { useApp } from '@/components/layout/app-provider';
import { useKeyedData } from '@/components/layout/use-keyed-data';
import type { Keyed } from '@/lib/operations/load';
import type { ListState } from '@/lib/operations/list-state';
import { STATUS_TABS, statusTabCount, statusTabOf, statusTabsKey, withStatusTab, type StatusTab } from '@/lib/operations/status-tabs';
import { useFocusAcrossSwap, useOnDemandComponent } from '@/lib/client/on-demand-component';
import { statusTabId, TAB_LIST_SCROLL, TabCount, type StatusTabsView } from './status-tab-parts';
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

const loadTabs = () => import('./status-tabs-machine').then((module) => module.StatusTabsMachine);

const NEXT_TAB: Record<string, (at: number, last: number) => number> = {
  ArrowRight: (at, last) => (at === last ? 0 : at + 1),
  ArrowLeft: (at, last) => (at === 0 ? last : at - 1),
  Home: () => 0,
  End: (_, last) => last,
};

/**
 * Until Chakra's tabs load (once the page is idle, or at the first pointer or focus), the same tabs drawn with
 * their recipe: the same roles, ids and keys (arrows and Home / End move, Enter or a click chooses).
 */
function StandInTabs({ tabs, selected, fresh, label, resultsId, locale, onChoose, onPointerEnter }: StatusTabsView & { onPointerEnter: () => void }) {
  const styles = useSlotRecipe({ recipe: statusTabsRecipe })({ size: 'sm' });
  const move = (event: KeyboardEvent<HTMLDivElement>) => {
    const buttons = [...event.currentTarget.querySelectorAll<HTMLButtonElement>('[role="tab"]')];
    const at = buttons.findIndex((button) => button === document.activeElement);
    const next = NEXT_TAB[event.key];
    if (next === undefined || at < 0) return;
    event.preventDefault();
    buttons[next(at, buttons.length - 1)]?.focus();
  };
  return (
    <chakra.div css={styles.root} data-orientation="horizontal" minW="0" className="bo-no-print" data-testid="status-tabs" onPointerEnter={onPointerEnter}>
      <chakra.div role="tablist" aria-label={label} aria-orientation="horizontal" data-orientation="horizontal" css={[styles.list, TAB_LIST_SCROLL]} onKeyDown={move}>
        {tabs.map(({ tab, label: tabLabel, count }, index) => {
          const chosen = tab === selected;
          return (
            <chakra.button
              key={tab}
              type="button"
              role="tab"
              id={statusTabId(tab)}
              aria-selected={chosen}
              aria-controls={chosen ? resultsId : undefined}
              data-selected={chosen ? '' : undefined}
              data-orientation="horizontal"
              tabIndex={chosen || (selected === null && index === 0) ? 0 : -1}
              css={styles.trigger}
              flexShrink={0}
              data-testid={`status-tab-${tab}`}
              data-count={fresh ? count : undefined}
              onClick={() => !chosen && onChoose(tab)}
            >
              {tabLabel}
              <TabCount count={count} fresh={fresh} locale={locale} />
            </chakra.button>
          );
        })}
      </chakra.div>
    </chakra.div>
  );
}

/**
 * The status tabs above the list (issue 21 §2), each with the count of the current filter in its status group.
 * Choosing one sets the filter's statuses, so the address names the tab. Arrow keys move between the tabs and
 * Enter chooses (each choice loads the list). On a phone the row scrolls sideways inside itself. Chakra's tabs
 * and the zag runtime under them are not in first-load JS: a stand-in drawn with the same recipe works until they
 * come, and the focus stays on its tab across the swap.
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
  const [Loaded, request] = useOnDemandComponent(loadTabs);
  // the focus stays on its tab across the swap (the stand-in's tabs have the same ids)
  const box = useFocusAcrossSwap('[role="tab"][tabindex="0"]', Loaded !== null, () => void request());
  const view: StatusTabsView = {
    tabs: STATUS_TABS.map((tab) => ({ tab, label: t(`statusTabs.${tab}`), count: counts[tab] })),
    selected: statusTabOf(state.filter.statuses),
    fresh,
    label: t('statusTabs.label'),
    resultsId,
    locale,
    onChoose: (tab) => navigate(withStatusTab(state, tab)),
  };
  return (
    <span {...box}>
      {Loaded ? <Loaded {...view} /> : <StandInTabs {...view} onPointerEnter={() => void request()} />}
    </span>
  );
}
