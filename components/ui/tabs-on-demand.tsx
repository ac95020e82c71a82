'use client';

import type { KeyboardEvent } from 'react';
import { chakra, useSlotRecipe } from '@chakra-ui/react';
import { useFocusAcrossSwap, useOnDemandComponent } from '@/lib/client/on-demand-component';
import { lineTabsRecipe, TAB_LIST_SCROLL, type TabsView } from './tabs-parts';

const loadTabs = () => import('./tabs').then((module) => module.LineTabs);

const NEXT_TAB: Record<string, (at: number, last: number) => number> = {
  ArrowRight: (at, last) => (at === last ? 0 : at + 1),
  ArrowLeft: (at, last) => (at === 0 ? last : at - 1),
  Home: () => 0,
  End: (_, last) => last,
};

/**
 * Until Chakra's tabs load, the same tabs drawn with their recipe: the same roles, ids and keys (arrows and
 * Home / End move, Enter or a click chooses).
 */
function StandInTabs({ tabs, value, label, contentId, onChoose, root, onPointerEnter }: TabsView & { onPointerEnter: () => void }) {
  const styles = useSlotRecipe({ recipe: lineTabsRecipe })({ size: 'sm' });
  const move = (event: KeyboardEvent<HTMLDivElement>) => {
    const buttons = [...event.currentTarget.querySelectorAll<HTMLButtonElement>('[role="tab"]')];
    const at = buttons.findIndex((button) => button === document.activeElement);
    const next = NEXT_TAB[event.key];
    if (next === undefined || at < 0) return;
    event.preventDefault();
    buttons[next(at, buttons.length - 1)]?.focus();
  };
  return (
    <chakra.div css={styles.root} data-orientation="horizontal" {...root} onPointerEnter={onPointerEnter}>
      <chakra.div role="tablist" aria-label={label} aria-orientation="horizontal" data-orientation="horizontal" css={[styles.list, TAB_LIST_SCROLL]} onKeyDown={move}>
        {tabs.map((tab, index) => {
          const chosen = tab.value === value;
          return (
            <chakra.button
              key={tab.value}
              type="button"
              role="tab"
              id={tab.id}
              aria-selected={chosen}
              aria-controls={chosen ? contentId : undefined}
              data-selected={chosen ? '' : undefined}
              data-orientation="horizontal"
              tabIndex={chosen || (value === null && index === 0) ? 0 : -1}
              css={styles.trigger}
              flexShrink={0}
              {...tab.data}
              onClick={() => !chosen && onChoose(tab.value)}
            >
              {tab.label}
            </chakra.button>
          );
        })}
      </chakra.div>
    </chakra.div>
  );
}

/**
 * Tabs on a page's first paint (the list's status tabs): Chakra's tabs machine and the zag runtime under it are not
 * in first-load JS. A stand-in drawn with the same recipe works until they come (once the page is idle, or at the
 * first pointer or focus), and the focus stays on its tab across the swap. See "Parts on demand" in README.md.
 */
export function TabsOnDemand(view: TabsView) {
  const [Loaded, request] = useOnDemandComponent(loadTabs);
  // the stand-in's tabs have the loaded ones' ids: the focused one keeps the focus
  const box = useFocusAcrossSwap('[role="tab"][tabindex="0"]', Loaded !== null, () => void request());
  return <span {...box}>{Loaded ? <Loaded {...view} /> : <StandInTabs {...view} onPointerEnter={() => void request()} />}</span>;
}
