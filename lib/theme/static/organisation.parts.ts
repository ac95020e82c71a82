import { staticParts } from './define.ts';

const TABLE = { size: 'sm', variant: 'line' } as const;

/**
 * The organisation page's server-rendered blocks (components/organisation/*): its sections, the lists of terminals,
 * operators, administrators and outlets (a table from md up, cards below), the organisation's details and the trail.
 */
export default staticParts('org', {
  section: { style: { mb: '8' } },
  sectionHead: { style: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: '3', mb: '3' } },
  sectionTitle: { from: { recipe: 'heading', variants: { size: 'lg' } } },
  // the heading that takes the focus when a holding opens its legal entity (no ring: it is not a control)
  focusTitle: { from: { recipe: 'heading', variants: { size: 'lg' } }, style: { outline: 'none' } },
  subTitle: { from: { recipe: 'heading', variants: { size: 'md' } } },
  // Chakra's Table.ScrollArea, framed as components/ui/data-table.tsx frames it (cells wrap unless they say not to)
  scroll: { style: { display: 'block', overflow: 'auto', maxWidth: '100%', WebkitOverflowScrolling: 'touch', borderWidth: '1px', rounded: 'md', bg: 'bg.panel', whiteSpace: 'normal' } },
  table: { from: { recipe: 'table', slot: 'root', variants: TABLE } },
  head: { from: { recipe: 'table', slot: 'header', variants: TABLE } },
  headRow: { from: { recipe: 'table', slot: 'row', variants: TABLE }, style: { bg: 'bg.muted' } },
  th: { from: { recipe: 'table', slot: 'columnHeader', variants: TABLE } },
  body: { from: { recipe: 'table', slot: 'body', variants: TABLE } },
  row: { from: { recipe: 'table', slot: 'row', variants: TABLE } },
  cell: { from: { recipe: 'table', slot: 'cell', variants: TABLE } },
  cellNowrap: { from: { recipe: 'table', slot: 'cell', variants: TABLE }, style: { whiteSpace: 'nowrap' } },
  empty: { style: { color: 'fg.muted', py: '3' } },
  cards: { style: { display: 'flex', flexDirection: 'column', gap: '3' } },
  card: { from: { recipe: 'card', slot: 'root', variants: { size: 'sm' } } },
  cardBody: { from: { recipe: 'card', slot: 'body', variants: { size: 'sm' } }, style: { gap: '1' } },
  cardTitle: { style: { fontWeight: 'semibold' } },
  pairs: { style: { display: 'grid', gridTemplateColumns: 'minmax(7rem, auto) 1fr', columnGap: '3', rowGap: '1', textStyle: 'sm' } },
  pairLabel: { style: { color: 'fg.muted' } },
  pairValue: { style: { minW: '0', overflowWrap: 'anywhere' } },
  badgeSuccess: { from: { recipe: 'badge' }, style: { colorPalette: 'success' } },
  badgeError: { from: { recipe: 'badge' }, style: { colorPalette: 'error' } },
  badgeGray: { from: { recipe: 'badge' }, style: { colorPalette: 'gray' } },
  detailsCard: { from: { recipe: 'card', slot: 'root' }, style: { mb: '8' } },
  detailsBody: { from: { recipe: 'card', slot: 'body' }, style: { p: { base: '4', sm: '6' } } },
  stack: { style: { display: 'flex', flexDirection: 'column', gap: '4', minW: '0' } },
  stackTight: { style: { display: 'flex', flexDirection: 'column', gap: '3', minW: '0' } },
  details: { style: { display: 'grid', gridTemplateColumns: { base: '1fr', sm: 'minmax(12rem, auto) 1fr' }, columnGap: '6', rowGap: { sm: '2' } } },
  detailLabel: { style: { color: 'fg.muted', mt: { base: '2', sm: '0' } } },
  detailValue: { style: { overflowWrap: 'anywhere' } },
  link: { from: { recipe: 'link' }, style: { color: 'brand.fg', fontWeight: 'medium' } },
  muted: { style: { color: 'fg.muted' } },
  trail: { style: { display: 'flex', flexWrap: 'wrap', gap: '2', mb: '4', textStyle: 'sm' } },
});
