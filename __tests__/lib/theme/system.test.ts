import { readFileSync } from 'node:fs';
import path from 'node:path';
import { chakraGlobalCss } from '@/lib/theme/global-css';
import { DIALOG_WIDTHS, fullSystem, system } from '@/lib/theme/system';
import { recipes, slotRecipes } from '@/lib/theme/recipes';
import { THEME_COLORS } from '@/lib/domain/theme-colors';

const committed = readFileSync(path.join(process.cwd(), 'lib/theme/chakra.css'), 'utf8');

describe('the Chakra system (createSystem(defaultBaseConfig, …))', () => {
  it('lib/theme/chakra.css is what the system generates (run `npm run theme:css` after changing the system)', () => {
    expect(committed === chakraGlobalCss()).toBe(true);
  });

  it('the stylesheet declares the layer order first, then the reset, base and token layers', () => {
    const [, order] = committed.split('\n');
    expect(order).toBe('@layer reset, base, tokens, recipes;');
    expect(committed).toMatch(/@layer reset\{[\s\S]*@layer base\{[\s\S]*@layer tokens\{/);
  });

  it('the provider writes no global CSS at run time: the static stylesheet has it', () => {
    expect(system._global).toEqual([]);
    expect(system._config.disableLayers).toBe(true);
    expect(fullSystem._global.length).toBeGreaterThan(0);
  });

  it('with reduced motion nothing moves longer than an instant: every animation and transition, Chakra’s own included (issue 34 §3)', () => {
    const rule = /@media \(prefers-reduced-motion: reduce\)\{\*,\*::before,\*::after\{([^}]*)\}/.exec(committed)?.[1] ?? '';
    for (const declaration of ['animation-duration:0.01ms!important', 'animation-iteration-count:1!important', 'animation-delay:0s!important', 'transition-duration:0.01ms!important', 'transition-delay:0s!important']) {
      expect(rule).toContain(declaration);
    }
  });

  it('only the recipes of lib/theme/recipes.ts, not the default theme’s ~70', () => {
    expect(Object.keys(fullSystem._config.theme?.recipes ?? {}).sort()).toEqual(Object.keys(recipes).sort());
    expect(Object.keys(fullSystem._config.theme?.slotRecipes ?? {}).sort()).toEqual(Object.keys(slotRecipes).sort());
    expect(fullSystem.isSlotRecipe('datePicker')).toBe(false);
  });
});

describe('brand palette: CSS variables the server layout writes', () => {
  it.each([
    ['solid', 'var(--bo-brand)', 'var(--bo-brand)'],
    ['contrast', 'var(--bo-brand-contrast)', 'var(--bo-brand-contrast)'],
    ['fg', 'var(--bo-brand-fg)', 'var(--bo-brand-dark-fg)'],
    ['muted', 'var(--bo-brand-muted)', 'var(--bo-brand-dark-muted)'],
    ['subtle', 'var(--bo-brand-subtle)', 'var(--bo-brand-dark-subtle)'],
    ['emphasized', 'var(--bo-brand-emphasized)', 'var(--bo-brand-dark-emphasized)'],
    ['focus-ring', 'var(--bo-brand-fg)', 'var(--bo-brand-dark-fg)'],
  ])('brand.%s is %s, in the dark mode %s', (key, light, dark) => {
    const darkRule = committed.slice(committed.indexOf('.dark,.dark .chakra-theme:not(.light){'));
    expect(committed.includes(`--ck-colors-brand-${key}:${light}`)).toBe(true);
    // The same in both modes: declared once, on the root.
    if (dark !== light) expect(darkRule.includes(`--ck-colors-brand-${key}:${dark}`)).toBe(true);
  });

  it('the brand is every component’s default palette', () => {
    expect(committed.includes('--ck-colors-color-palette-solid:var(--ck-colors-brand-solid)')).toBe(true);
  });
});

describe('spec §9 theme colours as semantic tokens', () => {
  it.each(Object.entries(THEME_COLORS))('%s is %s', (tone, hex) => {
    expect(committed.includes(`--ck-colors-${tone}:${hex}`)).toBe(true);
    expect(committed.includes(`--ck-colors-fg-${tone}:var(--ck-colors-${tone}-fg)`)).toBe(true);
    expect(committed.includes(`--ck-colors-border-${tone}:var(--ck-colors-${tone})`)).toBe(true);
  });
});

describe('dark mode without a known choice follows the device', () => {
  it('the dark token values also apply under prefers-color-scheme: dark, unless the page is .light', () => {
    const media = committed.slice(committed.lastIndexOf('@media (prefers-color-scheme: dark){:root:not(.light){'));
    expect(media.includes('--ck-colors-bg:var(--ck-colors-black)')).toBe(true);
    expect(media.includes('--ck-colors-brand-fg:var(--bo-brand-dark-fg)')).toBe(true);
  });

  it('native controls follow: color-scheme light dark, fixed by .light / .dark', () => {
    expect(committed.includes('color-scheme:light dark')).toBe(true);
    expect(committed).toMatch(/\.light\{[^}]*color-scheme:light;/);
    expect(committed).toMatch(/\.dark\{[^}]*color-scheme:dark;/);
  });
});

describe('dialog widths of spec §9', () => {
  it('sm 500, md 550, lg 750 px', () => {
    expect(DIALOG_WIDTHS).toEqual({ sm: '500px', md: '550px', lg: '750px' });
  });
});
