import { DEFAULT_BRAND_COLOR } from '../domain/theme-colors';

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

/** The brand as text or icon colour on white: darkened until it reaches WCAG AA (4.5:1). */
export function readableOnWhite(hex: string): string {
  let colour = hex;
  for (let step = 1; step <= 20 && contrastRatio(colour, '#FFFFFF') < 4.5; step += 1) colour = mix(hex, 0, step * 0.05);
  return colour;
}

/** CSS custom properties of a brand, written by the server into the first HTML. */
export function brandCssVariables(brand: string): Record<string, string> {
  const color = safeBrandColor(brand);
  const { solid, contrast } = accessibleSolid(color);
  return {
    '--bo-brand-raw': color,
    '--bo-brand': solid,
    '--bo-brand-contrast': contrast,
    '--bo-brand-fg': readableOnWhite(color),
    '--bo-brand-emphasized': mix(solid, 0, 0.15),
    '--bo-brand-muted': mix(color, 255, 0.7),
    '--bo-brand-subtle': mix(color, 255, 0.9),
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
