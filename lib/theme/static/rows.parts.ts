import { staticParts } from './define.ts';

const cell = { recipe: 'table', slot: 'cell', variants: { size: 'sm' } } as const;
const muted = { textStyle: 'sm', color: 'fg.muted' } as const;

/**
 * The operations list's rows, server-rendered (components/operations/transaction-table.tsx, transaction-cards.tsx):
 * the look of Chakra's table, card, badge and checkmark, without their runtime.
 */
export default staticParts('rows', {
  // where the device's layout is not known, both are rendered and CSS shows one (components/operations/list-rows.tsx)
  wideOnly: { style: { display: 'none', md: { display: 'block' } } },
  narrowOnly: { style: { display: 'block', md: { display: 'none' } } },
  // ── the table (from 960 px): Chakra's Table.ScrollArea + Table.Root size sm, framed like components/ui/data-table.tsx
  scroll: { style: { display: 'block', overflow: 'auto', maxWidth: '100%', borderWidth: '1px', rounded: 'md', bg: 'bg.panel', whiteSpace: 'normal' } },
  table: { from: { recipe: 'table', slot: 'root', variants: { size: 'sm', variant: 'line' } } },
  headRow: { from: { recipe: 'table', slot: 'row' }, style: { bg: 'bg.muted' } },
  head: { from: { recipe: 'table', slot: 'columnHeader', variants: { size: 'sm' } }, style: { verticalAlign: 'bottom' } },
  headCheck: { from: { recipe: 'table', slot: 'columnHeader', variants: { size: 'sm' } }, style: { w: '8' } },
  row: { from: { recipe: 'table', slot: 'row' }, style: { _hover: { bg: 'bg.subtle' } } },
  cell: { from: cell },
  end: { style: { textAlign: 'end' } },
  nowrap: { style: { whiteSpace: 'nowrap' } },
  amount: { style: { textAlign: 'end', whiteSpace: 'nowrap', fontWeight: 'medium', fontVariantNumeric: 'tabular-nums' } },
  dateCell: { style: { minW: '24' } },
  wideCell: { style: { minW: '40' } },
  // a column that joins as the screen widens (lib/operations/list-columns.ts)
  fromMd: { style: { display: 'none', md: { display: 'table-cell' } } },
  fromLg: { style: { display: 'none', lg: { display: 'table-cell' } } },
  fromXl: { style: { display: 'none', xl: { display: 'table-cell' } } },
  sort: {
    style: {
      display: 'inline-flex',
      alignItems: 'center',
      gap: '1',
      minH: '8',
      textStyle: 'xs',
      fontWeight: 'semibold',
      textAlign: 'start',
      rounded: 'sm',
      cursor: 'pointer',
      focusVisibleRing: 'outside',
    },
  },
  sortEnd: { style: { textAlign: 'end' } },
  sortArrow: { style: { color: 'fg' } },
  sortArrowIdle: { style: { color: 'fg.subtle' } },
  // the date, a link to the row's details (?trx=ID)
  open: {
    from: { recipe: 'link' },
    style: { display: 'inline-flex', flexDirection: 'column', alignItems: 'flex-start', textStyle: 'xs', fontWeight: 'medium', color: 'brand.fg' },
  },
  parent: { from: { recipe: 'link' }, style: { display: 'block', textStyle: 'xs', color: 'brand.fg', textAlign: 'start', whiteSpace: 'nowrap' } },
  parentWrap: { style: { whiteSpace: 'normal' } },
  noBreak: { style: { whiteSpace: 'nowrap' } },
  note: { style: { display: 'block', textStyle: 'xs', color: 'fg.muted', whiteSpace: 'normal' } },
  // ── the status (components/operations/status-badge.tsx) and the payment method (payment-method.tsx)
  status: { style: { display: 'flex', alignItems: 'center', gap: '1.5', whiteSpace: 'nowrap' } },
  statusDot: { style: { flexShrink: 0, boxSize: '2.5', rounded: 'full' } },
  statusText: { style: { display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', columnGap: '1.5' } },
  statusName: { style: { fontWeight: 'medium' } },
  statusCode: { style: { textStyle: 'xs', color: 'fg.muted' } },
  method: { style: { display: 'inline-flex', alignItems: 'center', gap: '1.5' } },
  fastId: { style: { display: 'inline-block' } },
  fastIdLabel: { style: { display: 'block', textStyle: 'xs', color: 'fg.muted' } },
  fastIdValue: { style: { display: 'block', fontFamily: 'mono', textStyle: 'xs', whiteSpace: 'normal', wordBreak: 'break-all', maxW: '16ch' } },
  // ── the cards (below 960 px): Chakra's Card size sm
  cards: { style: { display: 'flex', flexDirection: 'column', gap: '2', listStyle: 'none', m: '0', p: '0' } },
  card: { from: { recipe: 'card', slot: 'root', variants: { size: 'sm', variant: 'outline' } } },
  cardBody: { from: { recipe: 'card', slot: 'body', variants: { size: 'sm', variant: 'outline' } }, style: { flexDirection: 'row', alignItems: 'flex-start', gap: '2' } },
  cardMain: { style: { flex: '1', minW: '0' } },
  cardTitle: { style: { display: 'flex', alignItems: 'baseline', justifyContent: 'space-between', gap: '2', fontWeight: 'semibold' } },
  cardLine: { style: muted },
  cardTruncated: { style: { ...muted, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' } },
  cardNote: { style: { textStyle: 'xs', color: 'fg.muted' } },
  mono: { style: { fontFamily: 'mono', wordBreak: 'break-all' } },
  cardOpen: { from: { recipe: 'button', variants: { variant: 'outline', size: 'xs' } }, style: { mt: '1' } },
  // ── the selection box: a native checkbox drawn as Chakra's checkmark (size sm)
  check: { style: { display: 'inline-flex', alignItems: 'center', verticalAlign: 'top', position: 'relative', cursor: 'pointer' } },
  checkInput: { style: { srOnly: true } },
  checkmark: {
    from: { recipe: 'checkmark', variants: { size: 'sm', variant: 'solid' } },
    style: { _peerFocusVisible: { outline: '2px solid', outlineColor: 'colorPalette.focusRing', outlineOffset: '2px' } },
  },
});
