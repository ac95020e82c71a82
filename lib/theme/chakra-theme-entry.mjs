// Chakra's `@chakra-ui/react/theme` entry without its aggregates (next.config.mjs aliases the specifier here
// for the bundler only; types and jest use the package itself). The package's entry builds `defaultThemeConfig`
// from every recipe at module level, a call the bundler must keep, so importing one recipe from it shipped all
// of them (29 KiB gzip in every page's first-load JS). The product builds its own system (lib/theme/system.ts) from
// the parts it names, so here every part is a plain re-export the bundler can drop when unused. Generated from
// the installed package's entry; `__tests__/lib/theme/chakra-theme-entry.test.ts` checks it still matches. Its colours
// are the neutral ones the product keeps (lib/theme/neutral-colors.ts), not Chakra's every hue.
// Written for @chakra-ui/react 3.37.0. It names files under the package's dist/esm, which are no public export: the
// public `@chakra-ui/react/theme` is the entry above, and no other export reaches a recipe. So package.json pins that
// exact version, and a test fails on any other; on an upgrade, follow the steps in that test's file.
import { breakpoints } from '../../node_modules/@chakra-ui/react/dist/esm/theme/breakpoints.js';
import { globalCss } from '../../node_modules/@chakra-ui/react/dist/esm/theme/global-css.js';
import { layerStyles } from '../../node_modules/@chakra-ui/react/dist/esm/theme/layer-styles.js';
import { animationStyles } from '../../node_modules/@chakra-ui/react/dist/esm/theme/motion-styles.js';
import { neutralRoles as semanticColors } from './neutral-colors.ts';
import { semanticRadii } from '../../node_modules/@chakra-ui/react/dist/esm/theme/semantic-tokens/radii.js';
import { semanticShadows } from '../../node_modules/@chakra-ui/react/dist/esm/theme/semantic-tokens/shadows.js';
import { textStyles } from '../../node_modules/@chakra-ui/react/dist/esm/theme/text-styles.js';
import { animations } from '../../node_modules/@chakra-ui/react/dist/esm/theme/tokens/animations.js';
import { aspectRatios } from '../../node_modules/@chakra-ui/react/dist/esm/theme/tokens/aspect-ratios.js';
import { blurs } from '../../node_modules/@chakra-ui/react/dist/esm/theme/tokens/blurs.js';
import { borders } from '../../node_modules/@chakra-ui/react/dist/esm/theme/tokens/borders.js';
import { neutralColors as colors } from './neutral-colors.ts';
import { cursor } from '../../node_modules/@chakra-ui/react/dist/esm/theme/tokens/cursor.js';
import { durations } from '../../node_modules/@chakra-ui/react/dist/esm/theme/tokens/durations.js';
import { easings } from '../../node_modules/@chakra-ui/react/dist/esm/theme/tokens/easings.js';
import { fontSizes } from '../../node_modules/@chakra-ui/react/dist/esm/theme/tokens/font-sizes.js';
import { fontWeights } from '../../node_modules/@chakra-ui/react/dist/esm/theme/tokens/font-weights.js';
import { fonts } from '../../node_modules/@chakra-ui/react/dist/esm/theme/tokens/fonts.js';
import { keyframes } from '../../node_modules/@chakra-ui/react/dist/esm/theme/tokens/keyframes.js';
import { letterSpacings } from '../../node_modules/@chakra-ui/react/dist/esm/theme/tokens/letter-spacing.js';
import { lineHeights } from '../../node_modules/@chakra-ui/react/dist/esm/theme/tokens/line-heights.js';
import { radii } from '../../node_modules/@chakra-ui/react/dist/esm/theme/tokens/radius.js';
import { sizes } from '../../node_modules/@chakra-ui/react/dist/esm/theme/tokens/sizes.js';
import { spacing } from '../../node_modules/@chakra-ui/react/dist/esm/theme/tokens/spacing.js';
import { zIndices } from '../../node_modules/@chakra-ui/react/dist/esm/theme/tokens/z-indices.js';

export { accordionSlotRecipe } from '../../node_modules/@chakra-ui/react/dist/esm/theme/recipes/accordion.js';
export { actionBarSlotRecipe } from '../../node_modules/@chakra-ui/react/dist/esm/theme/recipes/action-bar.js';
export { alertSlotRecipe } from '../../node_modules/@chakra-ui/react/dist/esm/theme/recipes/alert.js';
export { avatarSlotRecipe } from '../../node_modules/@chakra-ui/react/dist/esm/theme/recipes/avatar.js';
export { badgeRecipe } from '../../node_modules/@chakra-ui/react/dist/esm/theme/recipes/badge.js';
export { blockquoteSlotRecipe } from '../../node_modules/@chakra-ui/react/dist/esm/theme/recipes/blockquote.js';
export { breadcrumbSlotRecipe } from '../../node_modules/@chakra-ui/react/dist/esm/theme/recipes/breadcrumb.js';
export { buttonRecipe } from '../../node_modules/@chakra-ui/react/dist/esm/theme/recipes/button.js';
export { cardSlotRecipe } from '../../node_modules/@chakra-ui/react/dist/esm/theme/recipes/card.js';
export { carouselSlotRecipe } from '../../node_modules/@chakra-ui/react/dist/esm/theme/recipes/carousel.js';
export { checkboxCardSlotRecipe } from '../../node_modules/@chakra-ui/react/dist/esm/theme/recipes/checkbox-card.js';
export { checkboxSlotRecipe } from '../../node_modules/@chakra-ui/react/dist/esm/theme/recipes/checkbox.js';
export { checkmarkRecipe } from '../../node_modules/@chakra-ui/react/dist/esm/theme/recipes/checkmark.js';
export { codeBlockSlotRecipe } from '../../node_modules/@chakra-ui/react/dist/esm/theme/recipes/code-block.js';
export { codeRecipe } from '../../node_modules/@chakra-ui/react/dist/esm/theme/recipes/code.js';
export { collapsibleSlotRecipe } from '../../node_modules/@chakra-ui/react/dist/esm/theme/recipes/collapsible.js';
export { colorPickerSlotRecipe } from '../../node_modules/@chakra-ui/react/dist/esm/theme/recipes/color-picker.js';
export { colorSwatchRecipe } from '../../node_modules/@chakra-ui/react/dist/esm/theme/recipes/color-swatch.js';
export { comboboxSlotRecipe } from '../../node_modules/@chakra-ui/react/dist/esm/theme/recipes/combobox.js';
export { containerRecipe } from '../../node_modules/@chakra-ui/react/dist/esm/theme/recipes/container.js';
export { dataListSlotRecipe } from '../../node_modules/@chakra-ui/react/dist/esm/theme/recipes/data-list.js';
export { datePickerSlotRecipe } from '../../node_modules/@chakra-ui/react/dist/esm/theme/recipes/date-picker.js';
export { dialogSlotRecipe } from '../../node_modules/@chakra-ui/react/dist/esm/theme/recipes/dialog.js';
export { drawerSlotRecipe } from '../../node_modules/@chakra-ui/react/dist/esm/theme/recipes/drawer.js';
export { editableSlotRecipe } from '../../node_modules/@chakra-ui/react/dist/esm/theme/recipes/editable.js';
export { emptyStateSlotRecipe } from '../../node_modules/@chakra-ui/react/dist/esm/theme/recipes/empty-state.js';
export { fieldSlotRecipe } from '../../node_modules/@chakra-ui/react/dist/esm/theme/recipes/field.js';
export { fieldsetSlotRecipe } from '../../node_modules/@chakra-ui/react/dist/esm/theme/recipes/fieldset.js';
export { fileUploadSlotRecipe } from '../../node_modules/@chakra-ui/react/dist/esm/theme/recipes/file-upload.js';
export { headingRecipe } from '../../node_modules/@chakra-ui/react/dist/esm/theme/recipes/heading.js';
export { hoverCardSlotRecipe } from '../../node_modules/@chakra-ui/react/dist/esm/theme/recipes/hover-card.js';
export { iconRecipe } from '../../node_modules/@chakra-ui/react/dist/esm/theme/recipes/icon.js';
export { inputAddonRecipe } from '../../node_modules/@chakra-ui/react/dist/esm/theme/recipes/input-addon.js';
export { inputRecipe } from '../../node_modules/@chakra-ui/react/dist/esm/theme/recipes/input.js';
export { kbdRecipe } from '../../node_modules/@chakra-ui/react/dist/esm/theme/recipes/kbd.js';
export { linkRecipe } from '../../node_modules/@chakra-ui/react/dist/esm/theme/recipes/link.js';
export { listSlotRecipe } from '../../node_modules/@chakra-ui/react/dist/esm/theme/recipes/list.js';
export { listboxSlotRecipe } from '../../node_modules/@chakra-ui/react/dist/esm/theme/recipes/listbox.js';
export { markRecipe } from '../../node_modules/@chakra-ui/react/dist/esm/theme/recipes/mark.js';
export { marqueeSlotRecipe } from '../../node_modules/@chakra-ui/react/dist/esm/theme/recipes/marquee.js';
export { menuSlotRecipe } from '../../node_modules/@chakra-ui/react/dist/esm/theme/recipes/menu.js';
export { nativeSelectSlotRecipe } from '../../node_modules/@chakra-ui/react/dist/esm/theme/recipes/native-select.js';
export { numberInputSlotRecipe } from '../../node_modules/@chakra-ui/react/dist/esm/theme/recipes/number-input.js';
export { pinInputSlotRecipe } from '../../node_modules/@chakra-ui/react/dist/esm/theme/recipes/pin-input.js';
export { popoverSlotRecipe } from '../../node_modules/@chakra-ui/react/dist/esm/theme/recipes/popover.js';
export { progressCircleSlotRecipe } from '../../node_modules/@chakra-ui/react/dist/esm/theme/recipes/progress-circle.js';
export { progressSlotRecipe } from '../../node_modules/@chakra-ui/react/dist/esm/theme/recipes/progress.js';
export { qrCodeSlotRecipe } from '../../node_modules/@chakra-ui/react/dist/esm/theme/recipes/qr-code.js';
export { radioCardSlotRecipe } from '../../node_modules/@chakra-ui/react/dist/esm/theme/recipes/radio-card.js';
export { radioGroupSlotRecipe } from '../../node_modules/@chakra-ui/react/dist/esm/theme/recipes/radio-group.js';
export { radiomarkRecipe } from '../../node_modules/@chakra-ui/react/dist/esm/theme/recipes/radiomark.js';
export { ratingGroupSlotRecipe } from '../../node_modules/@chakra-ui/react/dist/esm/theme/recipes/rating-group.js';
export { scrollAreaSlotRecipe } from '../../node_modules/@chakra-ui/react/dist/esm/theme/recipes/scroll-area.js';
export { segmentGroupSlotRecipe } from '../../node_modules/@chakra-ui/react/dist/esm/theme/recipes/segment-group.js';
export { selectSlotRecipe } from '../../node_modules/@chakra-ui/react/dist/esm/theme/recipes/select.js';
export { separatorRecipe } from '../../node_modules/@chakra-ui/react/dist/esm/theme/recipes/separator.js';
export { skeletonRecipe } from '../../node_modules/@chakra-ui/react/dist/esm/theme/recipes/skeleton.js';
export { skipNavLinkRecipe } from '../../node_modules/@chakra-ui/react/dist/esm/theme/recipes/skip-nav-link.js';
export { sliderSlotRecipe } from '../../node_modules/@chakra-ui/react/dist/esm/theme/recipes/slider.js';
export { spinnerRecipe } from '../../node_modules/@chakra-ui/react/dist/esm/theme/recipes/spinner.js';
export { splitterSlotRecipe } from '../../node_modules/@chakra-ui/react/dist/esm/theme/recipes/splitter.js';
export { statSlotRecipe } from '../../node_modules/@chakra-ui/react/dist/esm/theme/recipes/stat.js';
export { statusSlotRecipe } from '../../node_modules/@chakra-ui/react/dist/esm/theme/recipes/status.js';
export { stepsSlotRecipe } from '../../node_modules/@chakra-ui/react/dist/esm/theme/recipes/steps.js';
export { switchSlotRecipe } from '../../node_modules/@chakra-ui/react/dist/esm/theme/recipes/switch.js';
export { tableSlotRecipe } from '../../node_modules/@chakra-ui/react/dist/esm/theme/recipes/table.js';
export { tabsSlotRecipe } from '../../node_modules/@chakra-ui/react/dist/esm/theme/recipes/tabs.js';
export { tagSlotRecipe } from '../../node_modules/@chakra-ui/react/dist/esm/theme/recipes/tag.js';
export { tagsInputSlotRecipe } from '../../node_modules/@chakra-ui/react/dist/esm/theme/recipes/tags-input.js';
export { textareaRecipe } from '../../node_modules/@chakra-ui/react/dist/esm/theme/recipes/textarea.js';
export { timelineSlotRecipe } from '../../node_modules/@chakra-ui/react/dist/esm/theme/recipes/timeline.js';
export { toastSlotRecipe } from '../../node_modules/@chakra-ui/react/dist/esm/theme/recipes/toast.js';
export { tooltipSlotRecipe } from '../../node_modules/@chakra-ui/react/dist/esm/theme/recipes/tooltip.js';
export { treeViewSlotRecipe } from '../../node_modules/@chakra-ui/react/dist/esm/theme/recipes/tree-view.js';

export const tokens = {
  aspectRatios,
  animations,
  blurs,
  borders,
  colors,
  durations,
  easings,
  fonts,
  fontSizes,
  fontWeights,
  letterSpacings,
  lineHeights,
  radii,
  spacing,
  sizes,
  zIndex: zIndices,
  cursor
};
export const semanticTokens = {
  colors: semanticColors,
  shadows: semanticShadows,
  radii: semanticRadii
};
export const cssVarsPrefix = "chakra";
export const cssVarsRoot = ":where(html, .chakra-theme)";
export { animationStyles, breakpoints, globalCss, keyframes, layerStyles, textStyles };
