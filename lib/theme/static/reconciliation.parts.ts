import { staticParts } from './define.ts';

const TABLE = { size: 'sm', variant: 'line' } as const;

/**
 * The reconciliation page's server-rendered results (components/reconciliation/reconciliation-results.tsx): the
 * table from md up, the cards below, their status and actions, and the empty state.
 */
export default staticParts('recon', {
  // Chakra's Table.ScrollArea, framed as components/ui/data-table.tsx frames it (cells wrap unless they say not to)
  scroll: { style: { display: 'block', overflow: 'auto', maxWidth: '100%', WebkitOverflowScrolling: 'touch', borderWidth: '1px', rounded: 'md', bg: 'bg.panel', whiteSpace: 'normal' } },
  table: { from: { recipe: 'table', slot: 'root', variants: TABLE } },
  head: { from: { recipe: 'table', slot: 'header', variants: TABLE } },
  headRow: { from: { recipe: 'table', slot: 'row', variants: TABLE }, style: { bg: 'bg.muted' } },
  th: { from: { recipe: 'table', slot: 'columnHeader', variants: TABLE }, style: { verticalAlign: 'bottom' } },
  thEnd: { from: { recipe: 'table', slot: 'columnHeader', variants: TABLE }, style: { verticalAlign: 'bottom', textAlign: 'end' } },
  thText: { from: { recipe: 'table', slot: 'columnHeader', variants: TABLE }, style: { verticalAlign: 'bottom', textStyle: 'xs', fontWeight: 'semibold' } },
  body: { from: { recipe: 'table', slot: 'body', variants: TABLE } },
  row: { from: { recipe: 'table', slot: 'row', variants: TABLE } },
  cell: { from: { recipe: 'table', slot: 'cell', variants: TABLE } },
  cellNowrap: { from: { recipe: 'table', slot: 'cell', variants: TABLE }, style: { whiteSpace: 'nowrap' } },
  cellEnd: { from: { recipe: 'table', slot: 'cell', variants: TABLE }, style: { textAlign: 'end' } },
  cellSum: { from: { recipe: 'table', slot: 'cell', variants: TABLE }, style: { textAlign: 'end', whiteSpace: 'nowrap', fontWeight: 'medium' } },
  nowrap: { style: { whiteSpace: 'nowrap' } },
  small: { style: { textStyle: 'xs', color: 'fg.muted' } },
  actions: { style: { display: 'flex', flexWrap: 'wrap', gap: '2', flexDirection: 'row', alignItems: 'center', textStyle: 'sm' } },
  actionsStacked: { style: { display: 'flex', flexWrap: 'wrap', gap: '2', flexDirection: 'column', alignItems: 'flex-start', textStyle: 'sm' } },
  link: { from: { recipe: 'link' }, style: { color: 'brand.fg', fontWeight: 'medium', whiteSpace: 'nowrap' } },
  noLink: { style: { color: 'fg.muted', whiteSpace: 'nowrap' } },
  cards: { style: { display: 'flex', flexDirection: 'column', gap: '3' } },
  card: { from: { recipe: 'card', slot: 'root', variants: { size: 'sm' } } },
  cardBody: { from: { recipe: 'card', slot: 'body', variants: { size: 'sm' } }, style: { gap: '2' } },
  cardHead: { style: { display: 'flex', justifyContent: 'space-between', alignItems: 'flex-start', gap: '2' } },
  strong: { style: { fontWeight: 'semibold' } },
  strongNowrap: { style: { fontWeight: 'semibold', whiteSpace: 'nowrap' } },
  muted: { style: { color: 'fg.muted' } },
  pairs: { style: { display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: '3', rowGap: '1', textStyle: 'sm' } },
  pairLabel: { style: { color: 'fg.muted' } },
  pairValue: { style: { minW: '0', overflowWrap: 'anywhere' } },
  // the status: its group's dot and name, and its code (stacked under it in the table's narrow column)
  status: { style: { display: 'inline-flex', alignItems: 'center', gap: '1.5', whiteSpace: 'nowrap' } },
  statusStacked: { style: { display: 'inline-flex', flexDirection: 'column', gap: '0', whiteSpace: 'nowrap' } },
  statusGroup: { style: { display: 'flex', alignItems: 'center', gap: '1.5' } },
  statusDot: { style: { flexShrink: 0, boxSize: '2.5', rounded: 'full' } },
  statusName: { style: { fontWeight: 'medium' } },
  statusCode: { style: { textStyle: 'xs', color: 'fg.muted' } },
  statusCodeStacked: { style: { textStyle: 'xs', color: 'fg.muted', ps: '4' } },
  emptyCard: { from: { recipe: 'card', slot: 'root' } },
  emptyBody: { from: { recipe: 'card', slot: 'body' }, style: { textAlign: 'center', p: '6' } },
  emptyText: { style: { color: 'fg.muted', mt: '1' } },
});
