import type { ReactNode } from 'react';
import { defineSlotRecipe, type HTMLChakraProps } from '@chakra-ui/react';
import { tabsAnatomy } from '@chakra-ui/react/anatomy';

// What both the tabs of `tabs-on-demand.tsx` (the stand-in, on first load) and of `tabs.tsx` (Chakra's, on demand)
// draw with: no code of Chakra's tabs machine here.

/** One tab: its value, the id of its trigger, what it shows, and data attributes for its trigger. */
export interface TabItem {
  value: string;
  /** the trigger's id: the same in the stand-in and in Chakra's tabs, so the focus stays across the swap */
  id: string;
  label: ReactNode;
  data?: Record<`data-${string}`, string | number | undefined>;
}

/** A row of tabs with manual activation (the arrows move, Enter or a click chooses), above one region of content. */
export interface TabsView {
  tabs: TabItem[];
  /** null: none is chosen (the first still takes the focus) */
  value: string | null;
  /** the tab list's accessible name */
  label: string;
  /** the id of the region the chosen tab controls */
  contentId: string;
  onChoose: (value: string) => void;
  root?: Pick<HTMLChakraProps<'div'>, 'minW' | 'className'> & { 'data-testid'?: string };
}

/**
 * The tab row scrolls sideways inside itself on a phone. The padding at its end lets the last tab scroll wholly into
 * view: the scroll width is whole pixels, the tabs' widths are not (the last one stayed 0.14 px clipped at 375 px).
 */
export const TAB_LIST_SCROLL = { overflowX: 'auto', overflowY: 'hidden', scrollbarWidth: 'thin', paddingInlineEnd: '2px' } as const;

/**
 * Chakra's tabs recipe (`tabsSlotRecipe`, 3.37) narrowed to what our tabs draw: size `sm`, the `line` variant. Its
 * parts are Chakra's own, unchanged (a unit test compares them), so the tabs look as Chakra draws them; the other
 * sizes and variants (1.2 KiB gzip for the whole recipe) are not in the first-load JS of a page with tabs. Both the
 * stand-in tabs and Chakra's tabs use it.
 */
export const lineTabsRecipe = defineSlotRecipe({
  slots: tabsAnatomy.keys(),
  className: 'chakra-tabs',
  base: {
    root: {
      '--tabs-trigger-radius': 'radii.l2',
      '--tabs-indicator-shadow': 'shadows.xs',
      '--tabs-indicator-bg': 'colors.bg',
      position: 'relative',
      _horizontal: { display: 'block' },
      _vertical: { display: 'flex' },
    },
    list: {
      display: 'inline-flex',
      position: 'relative',
      isolation: 'isolate',
      minH: 'var(--tabs-height)',
      _horizontal: { flexDirection: 'row' },
      _vertical: { flexDirection: 'column' },
    },
    trigger: {
      outline: '0',
      minW: 'var(--tabs-height)',
      height: 'var(--tabs-height)',
      display: 'flex',
      alignItems: 'center',
      fontWeight: 'medium',
      position: 'relative',
      cursor: 'button',
      gap: '2',
      _focusVisible: { zIndex: 1, outline: '2px solid', outlineColor: 'colorPalette.focusRing' },
      _disabled: { cursor: 'not-allowed', opacity: 0.5 },
    },
    content: {
      focusVisibleRing: 'inside',
      _horizontal: { width: '100%', pt: 'var(--tabs-content-padding)' },
      _vertical: { height: '100%', ps: 'var(--tabs-content-padding)' },
    },
    indicator: {
      width: 'var(--width)',
      height: 'var(--height)',
      borderRadius: 'var(--tabs-trigger-radius)',
      bg: 'var(--tabs-indicator-bg)',
      shadow: 'var(--tabs-indicator-shadow)',
      zIndex: -1,
    },
  },
  variants: {
    size: {
      sm: {
        root: { '--tabs-height': 'sizes.9', '--tabs-content-padding': 'spacing.3' },
        trigger: { py: '1', px: '3', textStyle: 'sm' },
      },
    },
    variant: {
      line: {
        list: {
          display: 'flex',
          borderColor: 'border',
          _horizontal: { borderBottomWidth: '1px' },
          _vertical: { borderEndWidth: '1px' },
        },
        trigger: {
          color: 'fg.muted',
          _disabled: { _active: { bg: 'initial' } },
          _selected: {
            color: 'fg',
            _horizontal: { layerStyle: 'indicator.bottom', '--indicator-offset-y': '-1px', '--indicator-color': 'colors.colorPalette.solid' },
            _vertical: { layerStyle: 'indicator.end', '--indicator-offset-x': '-1px' },
          },
        },
      },
    },
  },
  defaultVariants: { size: 'sm', variant: 'line' },
});
