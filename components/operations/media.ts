/**
 * Media queries of the Операции screens, written out: the spec's narrow-screen breakpoints are
 * 600, 650 and 960 px (spec §9). Phones get cards instead of the wide table.
 */
export const TABLE_WIDTH = '@media screen and (min-width: 961px)';
export const PHONE_WIDTH = '@media screen and (max-width: 600px)';
