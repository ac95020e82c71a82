import { DEFAULT_BRAND_COLOR } from '../domain/theme-colors.ts';

const HEX = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i;

/** A colour from settings, accepted only as a hex value so it can never inject CSS. */
export function safeBrandColor(value: string | undefined | null): string {
  return value && HEX.test(value.trim()) ? value.trim().toUpperCase() : DEFAULT_BRAND_COLOR;
}

function channels(hex: string): [number, number, number] {
  const full = hex.length === 4 ? `#${hex[1]}${hex[1]}${hex[2]}${hex[2]}${hex[3]}${hex[3]}` : hex;
  return [1, 3, 5].map((i) => parseInt(full.slice(i, i + 2), 16)) as [number, number, number];
}

function mix(hex: string, target: number, amount: number): string {
  const mixed = channels(hex).map((c) => Math.round(c + (target - c) * amount));
  return `#${mixed.map((c) => c.toString(16).padStart(2, '0')).join('').toUpperCase()}`;
}

function luminance(hex: string): number {
  const [r, g, b] = channels(hex).map((c) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG contrast ratio of two colours. */
export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/**
 * The surface and text colours for solid brand elements (buttons, active tabs): the brand itself
 * when white or black text reaches WCAG AA (4.5:1) on it, otherwise the brand darkened until
 * white text does. The bank's colour stays recognisable, and text stays readable.
 */
export function accessibleSolid(hex: string): { solid: string; contrast: '#FFFFFF' | '#000000' } {
  if (contrastRatio(hex, '#FFFFFF') >= 4.5) return { solid: hex, contrast: '#FFFFFF' };
  if (contrastRatio(hex, '#000000') >= 7) return { solid: hex, contrast: '#000000' };
  let solid = hex;
  for (let step = 1; step <= 20 && contrastRatio(solid, '#FFFFFF') < 4.5; step += 1) solid = mix(hex, 0, step * 0.05);
  return { solid, contrast: '#FFFFFF' };
}

/** `hex` mixed towards `towards` in 5 % steps until it reaches WCAG AA (4.5:1) on `background`. */
function readableOn(hex: string, background: string, towards: 0 | 255): string {
  let colour = hex;
  for (let step = 1; step <= 20 && contrastRatio(colour, background) < 4.5; step += 1) colour = mix(hex, towards, step * 0.05);
  return colour;
}

/** The brand as text or icon colour on white: darkened until it reaches WCAG AA (4.5:1). */
export function readableOnWhite(hex: string): string {
  return readableOn(hex, '#FFFFFF', 0);
}

/** Of two backgrounds, the one with more light (text lighter than both must read on it). */
function lighter(a: string, b: string): string {
  return contrastRatio(a, '#000000') >= contrastRatio(b, '#000000') ? a : b;
}

/** The darkest panel of the dark mode (Chakra's `bg.panel`, gray.950): brand text must read on it. */
export const DARK_PANEL = '#111111';

/** One colour's palette in Chakra's terms (`colorPalette.solid` …), for the light and the dark mode. */
export interface Palette {
  solid: string;
  contrast: string;
  fg: string;
  muted: string;
  subtle: string;
  emphasized: string;
  focusRing: string;
}

/**
 * The palette of a brand or theme colour. Solid surfaces are the same in both modes (readable text on them,
 * `accessibleSolid`); the text colour is darkened for white pages and lightened for dark ones until it reaches
 * WCAG AA; the tints lean towards white in the light mode and towards black in the dark one.
 */
export function colorPalette(hex: string): { light: Palette; dark: Palette } {
  const { solid, contrast } = accessibleSolid(hex);
  const lightSubtle = mix(hex, 255, 0.9);
  const darkSubtle = mix(hex, 0, 0.8);
  // The text colour reads on the page and on its own tint (a subtle badge, a selected row): the tint is the
  // harder of the two in both modes, darker than white and lighter than the dark panel.
  const lightFg = readableOn(hex, lightSubtle, 0);
  const darkFg = readableOn(hex, lighter(darkSubtle, DARK_PANEL), 255);
  return {
    light: { solid, contrast, fg: lightFg, muted: mix(hex, 255, 0.7), subtle: lightSubtle, emphasized: mix(solid, 0, 0.15), focusRing: lightFg },
    dark: { solid, contrast, fg: darkFg, muted: mix(hex, 0, 0.6), subtle: darkSubtle, emphasized: mix(hex, 0, 0.4), focusRing: darkFg },
  };
}

/**
 * CSS custom properties of a brand, written by the server into the first HTML: `--bo-brand-*` for the light
 * mode (also read by the CSS modules not yet on Chakra) and `--bo-brand-dark-*` where the dark mode differs.
 * The Chakra system's `brand` palette picks one or the other by colour mode (lib/theme/system.ts).
 */
export function brandCssVariables(brand: string): Record<string, string> {
  const color = safeBrandColor(brand);
  const { light, dark } = colorPalette(color);
  return {
    '--bo-brand-raw': color,
    '--bo-brand': light.solid,
    '--bo-brand-contrast': light.contrast,
    '--bo-brand-fg': light.fg,
    '--bo-brand-emphasized': light.emphasized,
    '--bo-brand-muted': light.muted,
    '--bo-brand-subtle': light.subtle,
    '--bo-brand-dark-fg': dark.fg,
    '--bo-brand-dark-emphasized': dark.emphasized,
    '--bo-brand-dark-muted': dark.muted,
    '--bo-brand-dark-subtle': dark.subtle,
  };
}

export function brandStyleSheet(brand: string): string {
  const vars = Object.entries(brandCssVariables(brand))
    .map(([name, value]) => `${name}:${value}`)
    .join(';');
  return `:root{${vars}}`;
}

/** What sits behind a logo that keeps its own colours on the brand header. */
export const LOGO_PLATE = '#FFFFFF';

/**
 * How the tenant's logo shows on its brand-coloured header (issue 19: Greenbank's logo, drawn in the
 * brand colour with the invert off, vanished on a header of that same colour).
 * - Inverted (setting `logo.invert`, on by default, spec §9): a one-colour silhouette in the header's
 *   text colour, which `accessibleSolid` keeps at 4.5:1 or more on the header — white, or black on a light brand.
 * - Not inverted: the logo's own colours, which the app cannot know (often the brand's own), on a light plate.
 */
export type HeaderLogo = { look: 'light' | 'dark'; plate: false } | { look: 'original'; plate: true };

export function headerLogo(brand: string, invert: boolean): HeaderLogo {
  if (!invert) return { look: 'original', plate: true };
  return { look: accessibleSolid(safeBrandColor(brand)).contrast === '#FFFFFF' ? 'light' : 'dark', plate: false };
}
