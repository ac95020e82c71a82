import { createSystem, defaultBaseConfig, defineConfig } from '@chakra-ui/react';
// Single recipes straight from Chakra's theme folder (the `chakra-theme/*` path of tsconfig and jest):
// the package's `theme` entry builds the whole default theme, every recipe included (+30 KiB of JS).
import { alertSlotRecipe } from 'chakra-theme/recipes/alert.js';
import { badgeRecipe } from 'chakra-theme/recipes/badge.js';
import { buttonRecipe } from 'chakra-theme/recipes/button.js';
import { cardSlotRecipe } from 'chakra-theme/recipes/card.js';
import { checkboxSlotRecipe } from 'chakra-theme/recipes/checkbox.js';
import { collapsibleSlotRecipe } from 'chakra-theme/recipes/collapsible.js';
import { comboboxSlotRecipe } from 'chakra-theme/recipes/combobox.js';
import { dialogSlotRecipe } from 'chakra-theme/recipes/dialog.js';
import { drawerSlotRecipe } from 'chakra-theme/recipes/drawer.js';
import { fieldSlotRecipe } from 'chakra-theme/recipes/field.js';
import { headingRecipe } from 'chakra-theme/recipes/heading.js';
import { inputRecipe } from 'chakra-theme/recipes/input.js';
import { linkRecipe } from 'chakra-theme/recipes/link.js';
import { menuSlotRecipe } from 'chakra-theme/recipes/menu.js';
import { nativeSelectSlotRecipe } from 'chakra-theme/recipes/native-select.js';
import { separatorRecipe } from 'chakra-theme/recipes/separator.js';
import { spinnerRecipe } from 'chakra-theme/recipes/spinner.js';
import { tableSlotRecipe } from 'chakra-theme/recipes/table.js';
import { textareaRecipe } from 'chakra-theme/recipes/textarea.js';
import { toastSlotRecipe } from 'chakra-theme/recipes/toast.js';
import { animations } from 'chakra-theme/tokens/animations.js';
import { aspectRatios } from 'chakra-theme/tokens/aspect-ratios.js';
import { blurs } from 'chakra-theme/tokens/blurs.js';
import { borders } from 'chakra-theme/tokens/borders.js';
import { colors } from 'chakra-theme/tokens/colors.js';
import { cursor } from 'chakra-theme/tokens/cursor.js';
import { durations } from 'chakra-theme/tokens/durations.js';
import { easings } from 'chakra-theme/tokens/easings.js';
import { fontSizes } from 'chakra-theme/tokens/font-sizes.js';
import { fontWeights } from 'chakra-theme/tokens/font-weights.js';
import { keyframes } from 'chakra-theme/tokens/keyframes.js';
import { letterSpacings } from 'chakra-theme/tokens/letter-spacing.js';
import { lineHeights } from 'chakra-theme/tokens/line-heights.js';
import { radii } from 'chakra-theme/tokens/radius.js';
import { sizes } from 'chakra-theme/tokens/sizes.js';
import { spacing } from 'chakra-theme/tokens/spacing.js';
import { zIndices } from 'chakra-theme/tokens/z-indices.js';
import { semanticColors } from 'chakra-theme/semantic-tokens/colors.js';
import { semanticRadii } from 'chakra-theme/semantic-tokens/radii.js';
import { semanticShadows } from 'chakra-theme/semantic-tokens/shadows.js';
import { textStyles } from 'chakra-theme/text-styles.js';
import { layerStyles } from 'chakra-theme/layer-styles.js';
import { animationStyles } from 'chakra-theme/motion-styles.js';
import { THEME_COLORS } from '../domain/theme-colors';

/**
 * The Chakra system: the base config plus only the recipes the product uses (the full
 * default system costs ~64 KiB of JS). The brand colour is a CSS variable written on <html>
 * by the server layout from the tenant's settings, so the first paint is already branded.
 */
/**
 * Chakra lightens a solid button on hover and when expanded (`solid/90` over the page), which takes
 * white text below WCAG AA 4.5:1 on mid-tone brands (axe, issue 9). Darken the surface instead: the
 * brand's text colour keeps at least the contrast it has at rest.
 */
const DARKER_SOLID = 'color-mix(in srgb, var(--ck-colors-color-palette-solid) 88%, black)';
const solidVariant = buttonRecipe.variants?.variant?.solid ?? {};
const accessibleButtonRecipe = {
  ...buttonRecipe,
  variants: {
    ...buttonRecipe.variants,
    variant: { ...buttonRecipe.variants?.variant, solid: { ...solidVariant, _hover: { bg: DARKER_SOLID }, _expanded: { bg: DARKER_SOLID } } },
  },
};

const config = defineConfig({
  preflight: true,
  cssVarsPrefix: 'ck',
  globalCss: {
    'html, body': { margin: 0, padding: 0, bg: 'bg', color: 'fg', fontFamily: 'body', lineHeight: '1.5' },
    '*': { borderColor: 'border' },
    a: { color: 'inherit' },
  },
  theme: {
    tokens: {
      aspectRatios,
      animations,
      blurs,
      borders,
      durations,
      easings,
      fontSizes,
      fontWeights,
      letterSpacings,
      lineHeights,
      radii,
      spacing,
      sizes,
      zIndex: zIndices,
      cursor,
      fonts: {
        heading: { value: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif' },
        body: { value: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif' },
        mono: { value: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace' },
      },
      colors: {
        ...colors,
        brand: {
          solid: { value: 'var(--bo-brand)' },
          contrast: { value: 'var(--bo-brand-contrast)' },
          fg: { value: 'var(--bo-brand-fg)' },
          muted: { value: 'var(--bo-brand-muted)' },
          subtle: { value: 'var(--bo-brand-subtle)' },
          emphasized: { value: 'var(--bo-brand-emphasized)' },
          focusRing: { value: 'var(--bo-brand)' },
        },
        status: {
          error: { value: THEME_COLORS.error },
          info: { value: THEME_COLORS.info },
          success: { value: THEME_COLORS.success },
          warning: { value: THEME_COLORS.warning },
        },
      },
    },
    // Spec §9 narrow-screen breakpoints 600 and 960 px (650 is the map warning's own).
    breakpoints: { sm: '600px', md: '960px', lg: '1280px', xl: '1536px', '2xl': '1920px' },
    semanticTokens: { colors: semanticColors, shadows: semanticShadows, radii: semanticRadii },
    keyframes,
    animationStyles,
    textStyles,
    layerStyles,
    recipes: {
      badge: badgeRecipe,
      button: accessibleButtonRecipe,
      heading: headingRecipe,
      input: inputRecipe,
      link: linkRecipe,
      separator: separatorRecipe,
      spinner: spinnerRecipe,
      textarea: textareaRecipe,
    },
    slotRecipes: {
      alert: alertSlotRecipe,
      card: cardSlotRecipe,
      checkbox: checkboxSlotRecipe,
      collapsible: collapsibleSlotRecipe,
      combobox: comboboxSlotRecipe,
      dialog: dialogSlotRecipe,
      drawer: drawerSlotRecipe,
      field: fieldSlotRecipe,
      menu: menuSlotRecipe,
      nativeSelect: nativeSelectSlotRecipe,
      table: tableSlotRecipe,
      toast: toastSlotRecipe,
    },
  },
});

export const system = createSystem(defaultBaseConfig, config);
