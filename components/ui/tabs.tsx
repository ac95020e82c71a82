'use client';

import { Tabs } from '@chakra-ui/react';
import { lineTabsRecipe, TAB_LIST_SCROLL, type TabsView } from './tabs-parts';

/** Chakra's tabs (size `sm`, the `line` variant); its parts (`Tabs.List`, `Tabs.Trigger` …) style from this root. */
export function TabsRoot(props: Tabs.RootProps) {
  return <Tabs.Root recipe={lineTabsRecipe} size="sm" {...props} />;
}

/** The tabs of `TabsOnDemand` once Chakra's tabs have loaded (manual activation: the arrows move, Enter or a click chooses). */
export function LineTabs({ tabs, value, label, contentId, onChoose, root }: TabsView) {
  const idOf = new Map(tabs.map((tab) => [tab.value, tab.id]));
  return (
    <TabsRoot
      value={value}
      activationMode="manual"
      onValueChange={(details) => onChoose(details.value)}
      ids={{ trigger: (tab) => idOf.get(tab) ?? tab, content: () => contentId }}
      {...root}
    >
      <Tabs.List aria-label={label} css={TAB_LIST_SCROLL}>
        {tabs.map((tab, index) => (
          <Tabs.Trigger
            key={tab.value}
            value={tab.value}
            flexShrink={0}
            {...tab.data}
            // With none chosen, the first still takes the focus.
            {...(value === null && index === 0 ? { tabIndex: 0 } : {})}
          >
            {tab.label}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
    </TabsRoot>
  );
}
