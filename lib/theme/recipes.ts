// The recipes of the Chakra system: what (nearly) every page draws on its first paint. Each costs its size
// in the first-load JS of every page, so a component that only some screens or dialogs use gets its recipe
// from its wrapper in components/ui instead (the `recipe` prop), and the recipe travels in that screen's
// chunk. Adding one here is one line: its import and its key (Chakra's key: `nativeSelect`, `toast` …).
// Imported from the `theme` entry one by one: the package's default theme would bring every recipe.
import {
  alertSlotRecipe,
  buttonRecipe,
  cardSlotRecipe,
  fieldSlotRecipe,
  headingRecipe,
  inputRecipe,
  linkRecipe,
  nativeSelectSlotRecipe,
  separatorRecipe,
  spinnerRecipe,
} from '@chakra-ui/react/theme';

/**
 * Chakra lightens a solid button on hover (`solid/90` over the page), which takes white text below WCAG AA on
 * mid-tone brands. The surface darkens instead, so the text keeps at least the contrast it has at rest.
 */
const DARKER_SOLID = 'color-mix(in srgb, var(--ck-colors-color-palette-solid) 88%, black)';
const solidButton = buttonRecipe.variants?.variant?.solid ?? {};

export const recipes = {
  button: {
    ...buttonRecipe,
    variants: { ...buttonRecipe.variants, variant: { ...buttonRecipe.variants?.variant, solid: { ...solidButton, _hover: { bg: DARKER_SOLID }, _expanded: { bg: DARKER_SOLID } } } },
  },
  heading: headingRecipe,
  input: inputRecipe,
  link: linkRecipe,
  separator: separatorRecipe,
  spinner: spinnerRecipe,
};

export const slotRecipes = {
  alert: alertSlotRecipe,
  card: cardSlotRecipe,
  field: fieldSlotRecipe,
  nativeSelect: nativeSelectSlotRecipe,
};
