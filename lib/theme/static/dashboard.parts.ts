import { staticParts } from './define.ts';

const cardBody = { recipe: 'card', slot: 'body', variants: { size: 'sm' } } as const;
const table = (slot: string) => ({ recipe: 'table', slot, variants: { size: 'sm', variant: 'line', stickyHeader: true } }) as const;
/** While the dashboard's next figures come (`data-loading` on its frame), the old ones stay, dimmed. */
const dimmedWhileLoading = { '[data-loading=true] &': { opacity: 0.6 } } as const;
/**
 * The three totals fade as they dim. The breakdowns' figure cells dim at once: with a transition each, a period's
 * press started a hundred of them (126 `transitionrun` events on the demo dashboard), and their `transitionrun` and
 * `transitionstart` events, each dispatched through React's root listener, ran in the task before the press's paint
 * (a Chromium trace at 4× CPU: 73 ms of 121 ms). Issue 36, the period's interaction to next paint.
 */
const fadedWhileLoading = { transition: 'opacity 0.2s', _motionReduce: { transition: 'none' }, ...dimmedWhileLoading } as const;
const figureCell = { textAlign: 'end', whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' } as const;

/**
 * The dashboard's server-rendered blocks (components/operations/dashboard-*.tsx, breakdown-table.tsx): its
 * cards, the three totals, the period caption and the five breakdown tables.
 */
export default staticParts('dashboard', {
  // the frame (components/operations/dashboard-frame.tsx): the controls above the figures
  frame: { style: { display: 'flex', flexDirection: 'column', gap: '4', minW: '0' } },
  controls: { style: { display: 'flex', flexWrap: 'wrap', alignItems: 'stretch', gap: '4' } },
  periodBox: { style: { flex: '1 1 420px', minW: '0' } },

  // a block: Chakra's card (size sm) named by its heading
  card: { from: { recipe: 'card', slot: 'root', variants: { size: 'sm' } }, style: { minW: '0' } },
  cardBody: { from: cardBody, style: { gap: '3' } },
  cardTitle: { from: { recipe: 'heading', variants: { size: 'md' } }, style: { fontWeight: 'semibold' } },
  cardHint: { style: { textStyle: 'xs', color: 'fg.muted', mt: '1' } },

  // the period caption, the time zone and, while new figures come, a spinner
  caption: { style: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: '3', rowGap: '1', minH: '5', textStyle: 'sm', color: 'fg.muted' } },
  pending: { from: { recipe: 'spinner', variants: { size: 'xs' } }, style: { display: 'none', '[data-loading=true] &': { display: 'inline-block' } } },

  // the three totals
  totals: { style: { display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(220px, 1fr))', gap: '4' } },
  totalBody: { from: cardBody, style: { gap: '1' } },
  totalLabel: { style: { textStyle: 'sm', color: 'fg.muted' } },
  // a total's figure, keyed by its value: once the figures have changed (`data-moved` on the frame), a new one comes
  // in from above, as framer-motion's figure motion did, with no script; not at all for prefers-reduced-motion
  figureIn: {
    style: {
      display: 'inline-block',
      '[data-moved] &': { animationName: 'fade-in, slide-from-top', animationDuration: '0.2s', animationTimingFunction: 'ease-out', '--slide-from-top-distance': '6px' },
      _motionReduce: { '[data-moved] &': { animation: 'none' } },
    },
  },
  totalFigure: {
    from: { recipe: 'link' },
    style: { alignSelf: 'flex-start', textStyle: '2xl', fontWeight: 'semibold', color: 'fg', fontVariantNumeric: 'tabular-nums', ...fadedWhileLoading },
  },

  // the chart beside the map, and the breakdowns under them
  sections: { style: { display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 420px), 1fr))', gap: '4' } },
  breakdowns: { style: { display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 380px), 1fr))', gap: '4' } },

  // a breakdown: a long one scrolls under its sticky column names; the names wrap, the figures never do
  tableScroll: { style: { display: 'block', maxWidth: '100%', maxH: '320px', overflow: 'auto', WebkitOverflowScrolling: 'touch', whiteSpace: 'normal' } },
  table: { from: table('root') },
  tableHeader: { from: table('header') },
  headerRow: { from: table('row'), style: { bg: 'bg.panel' } },
  columnHeader: { from: table('columnHeader') },
  figureHeader: { from: table('columnHeader'), style: { textAlign: 'end', whiteSpace: 'nowrap' } },
  row: { from: table('row'), style: { bg: 'transparent' } },
  labelCell: { from: table('cell'), style: { overflowWrap: 'anywhere' } },
  sublabel: { style: { display: 'block', textStyle: 'xs', color: 'fg.muted' } },
  figureCell: { from: table('cell'), style: { ...figureCell, ...dimmedWhileLoading } },
  figureLink: { from: { recipe: 'link' }, style: { color: 'brand.fg', fontWeight: 'medium' } },
  // a figure that cannot be opened explains itself (a tooltip), to a keyboard too
  figureHint: { style: { cursor: 'help', textDecoration: 'underline dotted', rounded: 'xs', focusVisibleRing: 'outside' } },
  noData: { style: { color: 'fg.muted' } },
});
