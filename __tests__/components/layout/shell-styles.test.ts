import { BREAKPOINTS_PX } from '@/lib/domain/limits';
import { burger, headerLanguage, headerNav, ON_BRAND_FOCUS, onBrandButton, tabStyle, WIDE_SCREEN } from '@/components/layout/shell-styles';

/**
 * jsdom applies no media query, so the header's responsive and focus rules are read from its style objects:
 * which rules hold by default and under which `min-width`.
 */
const minWidthOf = (query: string) => Number(/min-width:\s*(\d+)px/.exec(query)?.[1]);

describe('the signed-in header on narrow screens (spec §2 "On narrow screens the tabs collapse into a burger menu")', () => {
  const widest = Math.max(...BREAKPOINTS_PX);

  it(`shows the burger and hides the tabs at ${widest} px or less, the tabs from ${widest + 1} px (spec §9 breakpoints 600, 650, 960)`, () => {
    expect(minWidthOf(WIDE_SCREEN)).toBe(widest + 1);
    expect(headerNav).toMatchObject({ display: 'none', [WIDE_SCREEN]: { display: 'block' } });
    expect(burger).not.toHaveProperty('display');
    expect(burger).toMatchObject({ [WIDE_SCREEN]: { display: 'none' } });
  });

  it('switches layout only at the spec breakpoints', () => {
    const queries = [burger, headerNav, headerLanguage].flatMap((style) => Object.keys(style).filter((key) => key.startsWith('@media')));
    expect(queries.length).toBeGreaterThan(0);
    for (const query of queries) {
      const width = minWidthOf(query);
      expect(BREAKPOINTS_PX.some((breakpoint) => width === breakpoint || width === breakpoint + 1)).toBe(true);
    }
  });

  it('keeps the language selector in the drawer on a 375 px phone, in the header from 600 px', () => {
    expect(headerLanguage).toMatchObject({ display: 'none', '@media screen and (min-width: 600px)': { display: 'block' } });
  });
});

describe('focus on the brand-coloured header is visible whatever the tenant colour', () => {
  it('the header draws its rings in the header text colour', () => {
    expect(ON_BRAND_FOCUS).toMatchObject({ outline: '2px solid currentColor' });
  });

  it.each([
    ['a button on the header', onBrandButton],
    ['a tab on the header', tabStyle('row')],
  ])('%s rings in the header text colour', (_name, style) => {
    expect(style._focusVisible).toBe(ON_BRAND_FOCUS);
  });

  it('the drawer (the panel) rings its tabs in the brand darkened to read there', () => {
    expect(tabStyle('column')._focusVisible).toMatchObject({ outlineColor: 'brand.focusRing' });
  });
});
