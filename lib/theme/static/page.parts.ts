import { staticParts } from './define.ts';

/**
 * A signed-in page's frame: its heading row (components/ui/page-heading.tsx), the Операции screens' row of links
 * (components/operations/operations-nav.tsx) and the note of the time zone under it (time-zone-note.tsx).
 */
export default staticParts('page', {
  headingRow: { style: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: '4', mb: '4' } },
  heading: { from: { recipe: 'heading', variants: { size: '2xl' } }, style: { fontWeight: 'semibold', sm: { textStyle: '3xl' } } },
  sectionNav: { style: { display: 'flex', flexWrap: 'wrap', gap: '1', mb: '4' } },
  note: { style: { textStyle: 'sm', color: 'fg.muted', mb: '3' } },
});
