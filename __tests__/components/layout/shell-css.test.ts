import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { BREAKPOINTS_PX } from '@/lib/domain/limits';

/**
 * jsdom applies no stylesheet, so the header's responsive and focus rules are read from the CSS module
 * itself: which rules hold under which `min-width`.
 */
interface CssRule {
  minWidth: number | null;
  selector: string;
  declarations: Record<string, string>;
}

function declarationsOf(body: string): Record<string, string> {
  const declarations: Record<string, string> = {};
  for (const line of body.split(';')) {
    const colon = line.indexOf(':');
    if (colon > 0) declarations[line.slice(0, colon).trim()] = line.slice(colon + 1).trim();
  }
  return declarations;
}

/** The rules of a stylesheet with one level of `@media (min-width: …)` blocks. */
function parseRules(css: string, minWidth: number | null = null): CssRule[] {
  const text = css.replace(/\/\*[\s\S]*?\*\//g, '');
  const rules: CssRule[] = [];
  let index = 0;
  for (let open = text.indexOf('{', index); open >= 0; open = text.indexOf('{', index)) {
    const head = text.slice(index, open).trim();
    if (head.startsWith('@media')) {
      let depth = 1;
      let close = open + 1;
      for (; depth > 0; close += 1) depth += text[close] === '{' ? 1 : text[close] === '}' ? -1 : 0;
      const width = Number(/min-width:\s*(\d+)px/.exec(head)?.[1] ?? Number.NaN);
      rules.push(...parseRules(text.slice(open + 1, close - 1), width));
      index = close;
    } else {
      const close = text.indexOf('}', open);
      const declarations = declarationsOf(text.slice(open + 1, close));
      for (const selector of head.split(',')) rules.push({ minWidth, selector: selector.trim(), declarations });
      index = close + 1;
    }
  }
  return rules;
}

const rules = parseRules(readFileSync(join(process.cwd(), 'components/layout/shell.module.css'), 'utf8'));

function rule(selector: string, minWidth: number | null = null): CssRule['declarations'] | undefined {
  return rules.find((item) => item.selector === selector && item.minWidth === minWidth)?.declarations;
}

describe('the signed-in header on narrow screens (spec §2 "On narrow screens the tabs collapse into a burger menu")', () => {
  const widest = Math.max(...BREAKPOINTS_PX);

  it(`shows the burger and hides the tabs at ${widest} px or less, the tabs from ${widest + 1} px (spec §9 breakpoints 600, 650, 960)`, () => {
    expect(rule('.nav')).toMatchObject({ display: 'none' });
    expect(rule('.burger')?.display).toBeUndefined();
    expect(rule('.burger', widest + 1)).toMatchObject({ display: 'none' });
    expect(rule('.nav', widest + 1)).toMatchObject({ display: 'block' });
  });

  it('switches layout only at the spec breakpoints', () => {
    const widths = new Set(rules.map((item) => item.minWidth).filter((width) => width !== null));
    expect(widths.size).toBeGreaterThan(0);
    for (const width of widths) {
      expect(BREAKPOINTS_PX.some((breakpoint) => width === breakpoint || width === breakpoint + 1)).toBe(true);
    }
  });

  it('keeps the language selector in the drawer on a 375 px phone, in the header from 600 px', () => {
    expect(rule('.language')).toMatchObject({ display: 'none' });
    expect(rule('.language', 600)).toMatchObject({ display: 'block' });
  });
});

describe('focus on the brand-coloured header is visible whatever the tenant colour', () => {
  it.each(['.onBrandButton:focus-visible', '.tab:focus-visible', '.logo a:focus-visible'])('%s draws its ring in the header text colour', (selector) => {
    expect(rule(selector)?.outline).toBe('2px solid currentColor');
  });

  it('the language selector on the header does not keep the brand-coloured ring of the light pages', () => {
    expect(rule('.language select:focus-visible')).toMatchObject({ 'outline-color': 'currentColor' });
  });

  it('the drawer (white) rings its tabs in the brand darkened to read on white', () => {
    expect(rule('.tabsColumn .tab:focus-visible')?.['outline-color']).toMatch(/^var\(--bo-brand-fg\b/);
  });
});
