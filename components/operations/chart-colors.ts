'use client';

import { useSyncExternalStore } from 'react';

/** The chart's colours: chart.js paints a canvas, so it needs the values of the semantic tokens, not their names. */
export interface ChartColors {
  bar: string;
  text: string;
  grid: string;
}

/** The semantic tokens behind each colour (lib/theme/chakra.css): they switch with the colour mode and the tenant. */
export const CHART_TOKENS: Record<keyof ChartColors, string> = {
  bar: '--ck-colors-brand-solid',
  text: '--ck-colors-fg-muted',
  grid: '--ck-colors-border',
};

/** Used where a token is not defined (a page without the system's stylesheet). */
const FALLBACK: ChartColors = { bar: '#2193A7', text: '#52525b', grid: '#e4e4e7' };

export function readChartColors(element: Element): ChartColors {
  const style = getComputedStyle(element);
  const read = (name: keyof ChartColors) => style.getPropertyValue(CHART_TOKENS[name]).trim() || FALLBACK[name];
  return { bar: read('bar'), text: read('text'), grid: read('grid') };
}

const DARK_QUERY = '(prefers-color-scheme: dark)';

/** The mode changes with the class on <html> (the user's choice) or with the device (no choice made). */
function subscribe(onChange: () => void): () => void {
  const observer = new MutationObserver(onChange);
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ['class', 'style', 'data-theme'] });
  const media = window.matchMedia?.(DARK_QUERY);
  media?.addEventListener('change', onChange);
  return () => {
    observer.disconnect();
    media?.removeEventListener('change', onChange);
  };
}

let cached: { key: string; value: ChartColors } | null = null;

/** The same object while the values are the same, as useSyncExternalStore requires. */
function snapshot(): ChartColors {
  const value = readChartColors(document.documentElement);
  const key = `${value.bar}|${value.text}|${value.grid}`;
  if (cached?.key !== key) cached = { key, value };
  return cached.value;
}

/** The chart's colours now, read again when the colour mode changes. */
export function useChartColors(): ChartColors {
  return useSyncExternalStore(subscribe, snapshot, () => FALLBACK);
}
