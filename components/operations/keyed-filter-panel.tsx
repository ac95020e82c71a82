'use client';

import { startTransition, useState, type ComponentProps } from 'react';
import { conditionParams, type ListState } from '@/lib/operations/list-state';
import { FilterPanel } from './filter-panel';
import type { ListScreen } from './use-list-screen';

/**
 * Which form the panel shows: a new one (a fresh draft from the URL) when the applied conditions change elsewhere
 * (back button, links, a status tab), the same one when they change because this form applied them. Remounting
 * the form on its own «Применить» rebuilt its whole tree (date pickers, selects) inside the click: about 300 ms
 * of a phone's interaction to next paint, for a draft that already held what was applied.
 */
export function usePanelKey(conditionsKey: string): { panelKey: string; expect: (applied: string) => void } {
  const [tracked, setTracked] = useState({ conditionsKey, panelKey: conditionsKey, expected: null as string | null });
  if (tracked.conditionsKey !== conditionsKey) {
    setTracked({ conditionsKey, panelKey: conditionsKey === tracked.expected ? tracked.panelKey : conditionsKey, expected: null });
  }
  // a transition, as the address change it goes with: rendered with it, and nothing rendered inside the click
  return { panelKey: tracked.panelKey, expect: (applied) => startTransition(() => setTracked((current) => ({ ...current, expected: applied }))) };
}

/**
 * The filter form of a list screen; applying keeps the order and goes back to the first page. It loads with the
 * form's own code (components/operations/collapsible-filter-panel.tsx), not in the page's first-load JS.
 */
export function KeyedFilterPanel({
  screen: { conditionsKey, state, defaults, fraction, navigate },
  ...rest
}: Omit<ComponentProps<typeof FilterPanel>, 'onApply' | 'state' | 'defaults'> & { screen: ListScreen }) {
  const { panelKey, expect } = usePanelKey(conditionsKey);
  function apply(next: ListState) {
    const applied = { ...next, filter: { ...next.filter, offset: 0, order: state.filter.order } };
    expect(conditionParams(applied, fraction).toString());
    navigate(applied);
  }
  return <FilterPanel key={panelKey} state={state} defaults={defaults} {...rest} onApply={apply} />;
}
