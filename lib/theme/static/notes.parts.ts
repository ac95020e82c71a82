import { staticParts } from './define.ts';

/**
 * The small lines under a figure that say what it adds up (components/operations/turnover-line.tsx,
 * total-notes.tsx): on the dashboard, the list's totals and the reconciliations.
 */
export default staticParts('notes', {
  // wraps between its parts, also inside a nowrap table cell
  line: { style: { textStyle: 'xs', color: 'fg.muted', fontWeight: 'normal', mt: '1', whiteSpace: 'normal' } },
  // an amount, or one part of a count, never breaks
  unbroken: { style: { whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' } },
});
