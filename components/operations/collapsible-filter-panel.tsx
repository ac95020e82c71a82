'use client';

import dynamic from 'next/dynamic';
import { startTransition, useState, type ComponentProps, type Ref } from 'react';
import { Button, Spinner } from '@chakra-ui/react';
import { useTranslations } from 'next-intl';
import type { FilterPanel } from './filter-panel';
import type { ListScreen } from './use-list-screen';
import { usePreloadWhenIdle } from '@/lib/client/preload';
import { conditionParams, type ListState } from '@/lib/operations/list-state';

/**
 * The filter form, with its date pickers, is closed on a page's first render: its code (about 30 KiB gzip with
 * the calendar) loads once the page is idle or when the panel first opens, so the list and the map do not carry
 * it in first-load JS.
 */
const loadFilterPanel = () => import('./filter-panel');
const LazyFilterPanel = dynamic(() => loadFilterPanel().then((module) => module.FilterPanel), {
  ssr: false,
  loading: () => <Spinner size="sm" m="3" aria-hidden />,
});

/** The button that shows or hides the filter panel; the number of active conditions in brackets. */
export function FiltersToggle({
  open,
  controls,
  active = 0,
  onToggle,
  ref,
}: {
  open: boolean;
  controls: string;
  active?: number;
  onToggle: () => void;
  ref?: Ref<HTMLButtonElement>;
}) {
  const t = useTranslations('Operations');
  return (
    <Button ref={ref} variant={open ? 'solid' : 'outline'} size="sm" bg={open ? undefined : 'bg.panel'} aria-expanded={open} aria-controls={controls} onClick={onToggle} data-testid="filters-toggle">
      {open ? t('filtersHide') : t('filtersShow')}
      {active > 0 ? ` (${active})` : ''}
    </Button>
  );
}

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
 * The filter panel of a list screen under its toggle; applying keeps the order and goes back to the
 * first page. The draft renews when the applied conditions change elsewhere (back button, links).
 * `onClose`: Escape in the panel calls it (it hides the panel and focuses the toggle again).
 */
export function CollapsibleFilterPanel({
  id,
  open,
  screen: { conditionsKey, state, defaults, fraction, navigate },
  ...rest
}: Omit<ComponentProps<typeof FilterPanel>, 'onApply' | 'state' | 'defaults'> & { id: string; open: boolean; screen: ListScreen }) {
  usePreloadWhenIdle(loadFilterPanel);
  const { panelKey, expect } = usePanelKey(conditionsKey);
  function apply(next: ListState) {
    const applied = { ...next, filter: { ...next.filter, offset: 0, order: state.filter.order } };
    expect(conditionParams(applied, fraction).toString());
    navigate(applied);
  }
  return (
    <div id={id} hidden={!open}>
      {open && <LazyFilterPanel key={panelKey} state={state} defaults={defaults} {...rest} onApply={apply} />}
    </div>
  );
}
