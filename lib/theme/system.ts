import { createSystem, defaultBaseConfig, defineConfig } from '@chakra-ui/react';
import {
  alertSlotRecipe,
  badgeRecipe,
  buttonRecipe,
  cardSlotRecipe,
  checkboxSlotRecipe,
  dialogSlotRecipe,
  drawerSlotRecipe,
  fieldSlotRecipe,
  headingRecipe,
  inputRecipe,
  linkRecipe,
  menuSlotRecipe,
  nativeSelectSlotRecipe,
  separatorRecipe,
  spinnerRecipe,
  tableSlotRecipe,
  textareaRecipe,
  toastSlotRecipe,
  semanticTokens,
  tokens,
  keyframes,
  animationStyles,
  textStyles,
  layerStyles,
} from '@chakra-ui/react/theme';
import { THEME_COLORS } from '../domain/theme-colors';

/**
 * The Chakra system: the base config plus only the recipes the product uses (the full
 * default system costs ~64 KiB of JS). The brand colour is a CSS variable written on <html>
 * by the server layout from the tenant's settings, so the first paint is already branded.
 */
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
      ...tokens,
      fonts: {
        heading: { value: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif' },
        body: { value: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif' },
        mono: { value: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace' },
      },
      colors: {
        ...tokens.colors,
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
    semanticTokens,
      keyframes,
    animationStyles,
    textStyles,
    layerStyles,
    recipes: {
      badge: badgeRecipe,
      button: buttonRecipe,
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
