'use client';

import { useCallback, useEffect, useRef, useState, type ComponentType, type RefObject } from 'react';
import { usePreloadWhenIdle } from './preload-when-idle';

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
 * part that matches `selector` gets it. Spread the returned props on a `display: contents` box around both.
 */
export function useFocusAcrossSwap(selector: string, swapped: boolean, onFocus?: () => void) {
  const box = useRef<HTMLSpanElement>(null) as RefObject<HTMLSpanElement>;
  const focused = useRef(false);
  useEffect(() => {
    if (swapped && focused.current) box.current?.querySelector<HTMLElement>(selector)?.focus();
  }, [swapped, selector]);
  return {
    ref: box,
    style: { display: 'contents' } as const,
    onFocus: () => {
      focused.current = true;
      onFocus?.();
    },
    onBlur: () => {
      focused.current = false;
    },
  };
}
