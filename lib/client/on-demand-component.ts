'use client';

import { useCallback, useEffect, useRef, useState, type ComponentType, type FocusEvent, type RefObject } from 'react';
import { usePreloadWhenIdle } from './preload';

/** Components already loaded, by their loader (a module constant): a later mount renders them at once. */
const loaded = new Map<() => Promise<unknown>, unknown>();

/**
 * A component whose code is not in first-load JS: it loads once the page is idle, or sooner through `request`
 * (a pointer or the focus reaching its stand-in). Until then the caller renders a stand-in. `load` must be one
 * function for the module (a constant).
 */
export function useOnDemandComponent<P>(load: () => Promise<ComponentType<P>>): [ComponentType<P> | null, () => Promise<void>] {
  const [state, setState] = useState<{ Component: ComponentType<P> } | null>(() => {
    const Component = loaded.get(load) as ComponentType<P> | undefined;
    return Component ? { Component } : null;
  });
  const request = useCallback(
    () =>
      load().then((Component) => {
        loaded.set(load, Component);
        setState((current) => current ?? { Component });
      }),
    [load],
  );
  usePreloadWhenIdle(request);
  return [state?.Component ?? null, request];
}

/**
 * Keeps the focus across the swap of a stand-in for the loaded component: when the stand-in had it, the loaded
 * element with the id of the one focused gets it (stand-ins that keep their ids, as tabs do), else the loaded part
 * that matches `selector`. Spread the returned props on a `display: contents` box around both.
 */
export function useFocusAcrossSwap(selector: string, swapped: boolean, onFocus?: () => void) {
  const box = useRef<HTMLSpanElement>(null) as RefObject<HTMLSpanElement>;
  // the id of the focused element ('' where it has none), null while the focus is elsewhere
  const focused = useRef<string | null>(null);
  useEffect(() => {
    const root = box.current;
    if (!swapped || focused.current === null || !root) return;
    const same = focused.current === '' ? null : root.querySelector<HTMLElement>(`#${CSS.escape(focused.current)}`);
    (same ?? root.querySelector<HTMLElement>(selector))?.focus();
  }, [swapped, selector]);
  return {
    ref: box,
    style: { display: 'contents' } as const,
    onFocus: (event: FocusEvent<HTMLElement>) => {
      focused.current = event.target.id;
      onFocus?.();
    },
    onBlur: () => {
      focused.current = null;
    },
  };
}
