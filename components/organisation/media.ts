/**
 * Media queries written out: the Chakra system of lib/theme/system.ts defines no `breakpoints` tokens,
 * so responsive props (`{ base, md }`) would never switch. 48rem (768 px) is Chakra's `md`: phones get
 * cards, wider screens the tables; 30rem (480 px) is `sm`.
 */
export const WIDE = '@media screen and (min-width: 48rem)';
export const SMALL_UP = '@media screen and (min-width: 30rem)';
