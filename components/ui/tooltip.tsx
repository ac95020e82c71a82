'use client';

import { useCallback, useEffect, useRef, useState, type ComponentType } from 'react';
import { usePreloadWhenIdle } from '@/lib/client/preload-when-idle';
import type { TooltipProps } from './tooltip-root';

export type { TooltipProps };

type Root = ComponentType<Omit<TooltipProps, 'disabled'>>;

const loadRoot = () => import('./tooltip-root').then((module) => module.TooltipRoot);
/** Once loaded, later tooltips render it at once. */
let loadedRoot: Root | null = null;

/**
 * A hint on hover and focus of its one child (Chakra's snippet); never the only way to a text a user needs. The
 * tooltip's code (its machine and positioning, about 10 KiB gzip) is not in first-load JS: it loads once the page
 * is idle, or when the pointer or the focus first reaches the child, which shows on its own meanwhile. A child that
 * had the focus when the tooltip came keeps it, and so shows its hint.
 */
export function Tooltip({ disabled, children, ...rest }: TooltipProps) {
  const [root, setRoot] = useState<{ Component: Root } | null>(loadedRoot && { Component: loadedRoot });
  const box = useRef<HTMLSpanElement>(null);
  const focused = useRef(false);
  const load = useCallback(
    () =>
      loadRoot().then((Component) => {
        loadedRoot = Component;
        setRoot((current) => current ?? { Component });
      }),
    [],
  );
  usePreloadWhenIdle(load);
  const Component = root?.Component;
  useEffect(() => {
    if (Component && focused.current) box.current?.querySelector<HTMLElement>('[data-scope="tooltip"][data-part="trigger"]')?.focus();
  }, [Component]);
  if (disabled) return children;
  return (
    <span
      ref={box}
      style={{ display: 'contents' }}
      onPointerOver={() => void load().catch(() => undefined)}
      onFocus={() => {
        focused.current = true;
        void load().catch(() => undefined);
      }}
      onBlur={() => {
        focused.current = false;
      }}
    >
      {Component ? <Component {...rest}>{children}</Component> : children}
    </span>
  );
}
