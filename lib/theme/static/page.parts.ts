import { staticParts } from './define.ts';

/** A signed-in page's frame: its heading row (components/ui/page-heading.tsx). */
export default staticParts('page', {
  headingRow: { style: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: '4', mb: '4' } },
  heading: { from: { recipe: 'heading', variants: { size: '2xl' } }, style: { fontWeight: 'semibold', sm: { textStyle: '3xl' } } },
});
