'use client';

import { Tabs } from '@chakra-ui/react';
import { statusTabsRecipe } from './status-tabs-recipe';
import type { StatusTab } from '@/lib/operations/status-tabs';
import { statusTabId, TAB_LIST_SCROLL, TabCount, type StatusTabsView } from './status-tab-parts';

/** The status tabs as Chakra's tabs (manual activation: the arrows move, Enter or a click chooses). */
export function StatusTabsMachine({ tabs, selected, fresh, label, resultsId, locale, onChoose }: StatusTabsView) {
  return (
    <Tabs.Root
      recipe={statusTabsRecipe}
      size="sm"
      value={selected}
      activationMode="manual"
      onValueChange={({ value }) => onChoose(value as StatusTab)}
      ids={{ trigger: (value) => statusTabId(value as StatusTab), content: () => resultsId }}
      minW="0"
      className="bo-no-print"
      data-testid="status-tabs"
    >
      <Tabs.List aria-label={label} css={TAB_LIST_SCROLL}>
        {tabs.map(({ tab, label: tabLabel, count }, index) => (
          <Tabs.Trigger
            key={tab}
            value={tab}
            flexShrink={0}
            data-testid={`status-tab-${tab}`}
            data-count={fresh ? count : undefined}
            // With a set of statuses no tab stands for, none is chosen: the first still takes the focus.
            {...(selected === null && index === 0 ? { tabIndex: 0 } : {})}
          >
            {tabLabel}
            <TabCount count={count} fresh={fresh} locale={locale} />
          </Tabs.Trigger>
        ))}
      </Tabs.List>
    </Tabs.Root>
  );
}
