/** Theme colours of spec §9; the brand default (spec §1) is the info colour. */
export const THEME_COLORS = {
  error: '#FF5252',
  info: '#2193A7',
  success: '#4CAF50',
  warning: '#FFC107',
} as const;

export type ThemeTone = keyof typeof THEME_COLORS;

export const DEFAULT_BRAND_COLOR = THEME_COLORS.info;
