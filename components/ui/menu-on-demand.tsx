'use client';

import { useEffect, useRef, useState, type RefObject } from 'react';
import { usePreloadWhenIdle } from '@/lib/client/preload';

/** What the stand-in of a menu's trigger carries: it says it opens a menu, and loads it when reached or clicked. */
export interface MenuStandInProps {
  'aria-haspopup': 'menu';
  'aria-expanded': false;
  'aria-busy': true | undefined;
  onPointerEnter: () => void;
  onFocus: () => void;
  onClick: () => void;
}

/**
 * A menu without its code on first load: Chakra's menu machine, its positioning and dismissal (about 15 KiB gzip)
 * load once the page is idle, or when the pointer or the focus first reaches the trigger's stand-in. The click on
 * the stand-in renders the loaded menu (`menu`), which opens at once (`useOpenOnMount`), even if its code was still
 * on its way; the stand-in says it is busy meanwhile. `load` must be one function for the module (a constant).
 */
export function useMenuOnDemand<Menu>(load: () => Promise<Menu>): [Menu | null, MenuStandInProps] {
  usePreloadWhenIdle(load);
  const [menu, setMenu] = useState<{ value: Menu } | null>(null);
  const [wanted, setWanted] = useState(false);
  const prefetch = () => void load().catch(() => undefined);
  return [
    menu?.value ?? null,
    {
      'aria-haspopup': 'menu',
      'aria-expanded': false,
      'aria-busy': wanted || undefined,
      onPointerEnter: prefetch,
      onFocus: prefetch,
      onClick: () => {
        setWanted(true);
        load().then(
          (value) => setMenu({ value }),
          () => setWanted(false),
        );
      },
    },
  ];
}

/** A menu that took its stand-in's place opens once, as if the click had landed on its own trigger. */
export function useOpenOnMount(trigger: RefObject<HTMLElement | null>): void {
  const opened = useRef(false);
  useEffect(() => {
    // Once: React's development double effects must not open and close it again.
    if (opened.current) return;
    opened.current = true;
    trigger.current?.focus();
    trigger.current?.click();
  }, [trigger]);
}
