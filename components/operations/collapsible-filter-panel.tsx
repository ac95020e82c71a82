'use client';

import dynamic from 'next/dynamic';
import type { ComponentProps, Ref } from 'react';
import { Button, Spinner } from '@chakra-ui/react';
import { useTranslations } from 'next-intl';
import type { KeyedFilterPanel } from './keyed-filter-panel';
import { usePreloadWhenIdle } from '@/lib/client/preload';

/**
 * The filter form, with its date pickers, is closed on a page's first render: its code (about 30 KiB gzip with
 * the calendar) loads once the page is idle or when the panel first opens, so the list and the map do not carry
 * it in first-load JS.
 */
const loadFilterPanel = () => import('./keyed-filter-panel');
const LazyFilterPanel = dynamic(() => loadFilterPanel().then((module) => module.KeyedFilterPanel), {
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
 * The filter panel of a list screen under its toggle, its form loaded on demand (what applying does, and when the
 * draft renews: keyed-filter-panel.tsx). `onClose`: Escape in the panel calls it (it hides the panel and focuses
 * the toggle again).
 */
export function CollapsibleFilterPanel({
  id,
  open,
  ...rest
}: ComponentProps<typeof KeyedFilterPanel> & { id: string; open: boolean }) {
  usePreloadWhenIdle(loadFilterPanel);
  return (
    <div id={id} hidden={!open}>
      {open && <LazyFilterPanel {...rest} />}
    </div>
  );
}
