import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { partCss, staticPartsCss, type AnyParts } from '@/lib/theme/static-css';
import { staticParts } from '@/lib/theme/static/define';
import page from '@/lib/theme/static/page.parts';

const directory = path.join(process.cwd(), 'lib/theme/static');
const committed = readFileSync(path.join(process.cwd(), 'lib/theme/static-parts.css'), 'utf8');

function allParts(): AnyParts[] {
  return readdirSync(directory)
    .filter((file) => file.endsWith('.parts.ts'))
    .sort()
    .map((file) => (jest.requireActual(path.join(directory, file)) as { default: AnyParts }).default);
}

describe('the static parts of server-rendered blocks (lib/theme/static/*.parts.ts)', () => {
  it('lib/theme/static-parts.css is what the parts generate (run `npm run theme:css` after changing a parts module)', () => {
    expect(committed === staticPartsCss(allParts())).toBe(true);
  });

  it('two parts of the same look, in two areas, each get their own rules', () => {
    const look = { style: { borderWidth: '1px', rounded: 'md' } };
    const css = staticPartsCss([staticParts('one', { frame: look }), staticParts('two', { frame: look })] as AnyParts[]);
    expect(css).toContain('.bo-one-frame{');
    expect(css).toContain('.bo-two-frame{');
  });

  it('a part’s class name is bo-<area>-<part>', () => {
    expect(page.heading).toBe('bo-page-heading');
    expect(staticParts('rows', { cell: {} }).cell).toBe('bo-rows-cell');
  });

  it('a recipe’s look lands in the recipes layer, the style props outside it, tokens as variables', () => {
    const css = partCss('x', { from: { recipe: 'table', slot: 'cell', variants: { size: 'sm' } }, style: { color: 'fg.muted', md: { px: '4' } } });
    expect(css).toMatch(/^\.x\{color:var\(--ck-colors-fg-muted\);\}/);
    expect(css).toMatch(/@layer recipes\{\.x\{[^}]*padding-inline:var\(--ck-spacing-2\)/);
    expect(css).toContain('@media screen and (min-width: 60rem){.x{padding-inline:var(--ck-spacing-4);}}');
  });

  it('the product’s own recipe wins over Chakra’s of the same key (lib/theme/recipes.ts)', () => {
    expect(partCss('b', { from: { recipe: 'button', variants: { variant: 'solid' } } })).toContain('color-mix(in srgb, var(--ck-colors-color-palette-solid) 88%, black)');
  });

  it('refuses an unknown recipe or slot, and two modules naming one area', () => {
    expect(() => partCss('x', { from: { recipe: 'nothing' as never } })).toThrow('no Chakra recipe "nothing"');
    expect(() => partCss('x', { from: { recipe: 'table', slot: 'nothing' } })).toThrow('recipe "table" has no slot "nothing"');
    expect(() => staticPartsCss([page, staticParts('page', {})])).toThrow('two parts modules name the area "page"');
  });
});
