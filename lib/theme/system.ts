import { createSystem, defaultBaseConfig, defineConfig } from '@chakra-ui/react';
import { animationStyles, globalCss, keyframes, layerStyles, semanticTokens, textStyles, tokens } from '@chakra-ui/react/theme';
import { THEME_COLORS, type ThemeTone } from '../domain/theme-colors.ts';
import { colorPalette, type Palette } from './colors.ts';
import { neutralColors, neutralRoles } from './neutral-colors.ts';
import { recipes, slotRecipes } from './recipes.ts';

type PaletteTokens = Record<keyof Palette, { value: string | { _light: string; _dark: string } }>;

const PALETTE_KEYS = ['solid', 'contrast', 'fg', 'muted', 'subtle', 'emphasized', 'focusRing'] as const satisfies readonly (keyof Palette)[];

/**
 * A spec §9 theme colour: the colour itself (`error`, e.g. an invalid field's border) and its palette (`error.solid`,
 * `error.fg` …) with text that reads on it and next to it in both modes.
 */
function themePalette(hex: string): PaletteTokens & { DEFAULT: { value: string } } {
  const { light, dark } = colorPalette(hex);
  const palette = Object.fromEntries(
    PALETTE_KEYS.map((key) => [key, { value: light[key] === dark[key] ? light[key] : { _light: light[key], _dark: dark[key] } }]),
  ) as PaletteTokens;
  return { DEFAULT: { value: hex }, ...palette };
}

/**
 * The tenant's palette: CSS variables the server layout writes from the tenant's settings (lib/theme/colors.ts,
 * `brandCssVariables`), so the system is the same for every tenant and the first paint is already branded.
 */
const brandPalette: PaletteTokens = {
  solid: { value: 'var(--bo-brand)' },
  contrast: { value: 'var(--bo-brand-contrast)' },
  fg: { value: { _light: 'var(--bo-brand-fg)', _dark: 'var(--bo-brand-dark-fg)' } },
  muted: { value: { _light: 'var(--bo-brand-muted)', _dark: 'var(--bo-brand-dark-muted)' } },
  subtle: { value: { _light: 'var(--bo-brand-subtle)', _dark: 'var(--bo-brand-dark-subtle)' } },
  emphasized: { value: { _light: 'var(--bo-brand-emphasized)', _dark: 'var(--bo-brand-dark-emphasized)' } },
  focusRing: { value: { _light: 'var(--bo-brand-fg)', _dark: 'var(--bo-brand-dark-fg)' } },
};

const TONES = Object.keys(THEME_COLORS) as ThemeTone[];
const tonePalettes = Object.fromEntries(TONES.map((tone) => [tone, themePalette(THEME_COLORS[tone])]));

/**
 * The hues Chakra's recipes name for a status (an alert's `status`, a toast's `type`, an invalid checkbox) are the
 * spec's tones: `red.solid` is `error.solid`, and so on. The theme has no other hue (lib/theme/neutral-colors.ts).
 */
const TONE_OF_HUE = { red: 'error', orange: 'warning', green: 'success', blue: 'info' } as const satisfies Record<string, ThemeTone>;
const hueAliases = Object.fromEntries(
  Object.entries(TONE_OF_HUE).map(([hue, tone]) => [
    hue,
    { ...Object.fromEntries(PALETTE_KEYS.map((key) => [key, { value: `{colors.${tone}.${key}}` }])), border: { value: `{colors.${tone}.muted}` } },
  ]),
);

/** Chakra's own `fg.error`, `bg.error`, `border.error` … (field errors, alerts) follow the spec's colours too. */
function toneRoles(shade: 'fg' | 'subtle' | null) {
  return Object.fromEntries(TONES.map((tone) => [tone, { value: shade ? `{colors.${tone}.${shade}}` : `{colors.${tone}}` }]));
}

const SYSTEM_FONTS = 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif';

/**
 * Dialog widths of spec §9 (500, 550, 750 px) as the recipe's `sm`, `md` and `lg` sizes; narrower screens
 * get the full width less the dialog's margin.
 */
export const DIALOG_WIDTHS = { sm: '500px', md: '550px', lg: '750px' } as const;

const config = defineConfig({
  preflight: true,
  cssVarsPrefix: 'ck',
  cssVarsRoot: ':where(html)',
  globalCss: {
    ...globalCss,
    // The brand is every component's default palette; native controls follow the mode (`.light` / `.dark`).
    html: { ...globalCss.html, colorPalette: 'brand', colorScheme: 'light dark' },
    '.light': { colorScheme: 'light' },
    '.dark': { colorScheme: 'dark' },
    '*::selection': { bg: 'colorPalette.muted' },
    // With reduced motion nothing moves (issue 34 §3): the drawers, dialogs, menus, toasts and spinners' animations and
    // every transition end at once. Their end events still fire, which Chakra's presence waits for to unmount.
    '*, *::before, *::after': {
      _motionReduce: {
        animationDuration: '0.01ms !important',
        animationDelay: '0s !important',
        animationIterationCount: '1 !important',
        transitionDuration: '0.01ms !important',
        transitionDelay: '0s !important',
        scrollBehavior: 'auto !important',
      },
    },
  },
  theme: {
    // Spec §9 narrow-screen breakpoints 600 and 960 px (650 is the map warning's own).
    breakpoints: { sm: '600px', md: '960px', lg: '1280px', xl: '1536px', '2xl': '1920px' },
    keyframes,
    tokens: {
      ...tokens,
      colors: neutralColors,
      fonts: { heading: { value: SYSTEM_FONTS }, body: { value: SYSTEM_FONTS }, mono: { value: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace' } },
    },
    semanticTokens: {
      ...semanticTokens,
      colors: {
        ...neutralRoles,
        brand: brandPalette,
        ...tonePalettes,
        ...hueAliases,
        fg: { ...neutralRoles.fg, ...toneRoles('fg') },
        bg: { ...neutralRoles.bg, ...toneRoles('subtle') },
        border: { ...neutralRoles.border, ...toneRoles(null) },
      },
    },
    textStyles,
    layerStyles,
    animationStyles,
    recipes,
    slotRecipes,
  },
});

/** The product's Chakra system: the base config, the tokens, and only the recipes of lib/theme/recipes.ts. */
export const fullSystem = createSystem(defaultBaseConfig, config);

/**
 * The system the provider gets. Its global CSS (preflight, token variables, keyframes, the layer order) is a
 * static stylesheet built from `fullSystem` (lib/theme/chakra.css, `npm run theme:css`), cached by the
 * browser and in the HTML before any script: the provider writes none of it at run time, so hydration does
 * not serialise 40 KB of styles again.
 */
export const system: typeof fullSystem = { ...fullSystem, _global: [], _config: { ...fullSystem._config, disableLayers: true } };
