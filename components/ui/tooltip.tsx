'use client';

import { useFocusAcrossSwap, useOnDemandComponent } from '@/lib/client/on-demand-component';
import type { TooltipProps } from './tooltip-root';

export type { TooltipProps };

const loadRoot = () => import('./tooltip-root').then((module) => module.TooltipRoot);

/**
 * A hint on hover and focus of its one child (Chakra's snippet); never the only way to a text a user needs. The
 * tooltip's code (its machine and positioning, about 10 KiB gzip) is not in first-load JS: it loads once the page
 * is idle, or when the pointer or the focus first reaches the child, which shows on its own meanwhile. A child that
 * had the focus when the tooltip came keeps it, and so shows its hint.
 */
export function Tooltip({ disabled, children, ...rest }: TooltipProps) {
  const [Component, request] = useOnDemandComponent(loadRoot);
  const load = () => void request().catch(() => undefined);
  const box = useFocusAcrossSwap('[data-scope="tooltip"][data-part="trigger"]', Component !== null, load);
  if (disabled) return children;
  return (
    <span {...box} onPointerOver={load}>
      {Component ? <Component {...rest}>{children}</Component> : children}
    </span>
  );
}
