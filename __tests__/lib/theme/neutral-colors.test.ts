import { semanticTokens, tokens } from '@chakra-ui/react/theme';
import { neutralColors, neutralRoles } from '@/lib/theme/neutral-colors';
import { fullSystem } from '@/lib/theme/system';

const KEPT = ['transparent', 'current', 'black', 'white', 'whiteAlpha', 'blackAlpha', 'gray'] as const;
const STATUS = new Set(['error', 'warning', 'success', 'info']);

/** Chakra's semantic colour group less its status roles (the spec's tones stand there, lib/theme/system.ts). */
function neutralOf(group: 'bg' | 'fg' | 'border' | 'gray') {
  return Object.fromEntries(Object.entries(semanticTokens.colors[group] ?? {}).filter(([key]) => !STATUS.has(key)));
}

describe("the neutral colours the product keeps of Chakra's theme", () => {
  it('are the installed Chakra values of black, white, their alphas and the gray scale', () => {
    for (const key of KEPT) expect(neutralColors[key]).toEqual(tokens.colors?.[key]);
    expect(Object.keys(neutralColors)).toEqual([...KEPT]);
  });

  it('are the installed Chakra roles bg, fg, border and the gray palette, less the status roles', () => {
    for (const group of ['bg', 'fg', 'border', 'gray'] as const) expect(neutralRoles[group]).toEqual(neutralOf(group));
  });

  it('leave out every other hue, and the hues Chakra recipes name for a status are the spec tones', () => {
    const names = new Set(fullSystem.tokens.allTokens.map((token) => token.name));
    for (const hue of ['yellow', 'teal', 'purple', 'pink', 'cyan']) expect([...names].some((name) => name.startsWith(`colors.${hue}.`))).toBe(false);
    expect(names.has('colors.red.500')).toBe(false);
    expect(fullSystem.token('colors.red.solid')).toBe('var(--ck-colors-red-solid)');
    const css = fullSystem.tokens.cssVarMap.get('base');
    expect(css?.get('--ck-colors-red-solid')).toBe('var(--ck-colors-error-solid)');
    expect(css?.get('--ck-colors-orange-contrast')).toBe('var(--ck-colors-warning-contrast)');
    expect(css?.get('--ck-colors-green-fg')).toBe('var(--ck-colors-success-fg)');
    expect(css?.get('--ck-colors-blue-subtle')).toBe('var(--ck-colors-info-subtle)');
  });
});
