/**
 * Media queries written out: the Chakra system of lib/theme/system.ts defines no `breakpoints`
 * tokens, so responsive props (`{ base, md }`, `hideFrom`) would never switch. 48rem is Chakra's
 * `md` (768 px): phones get cards, wider screens the table.
 */
export const WIDE = '@media screen and (min-width: 48rem)';
export const NARROW = '@media screen and (max-width: calc(48rem - 0.02px))';
export const LARGE = '@media screen and (min-width: 64rem)';
