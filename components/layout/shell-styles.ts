import type { SystemStyleObject } from '@chakra-ui/react';

/**
 * The header's responsive and on-brand rules (spec §2 "Main layout", §9 breakpoints), as style objects so a unit
 * test can read them. At 960 px or less the tabs collapse into the burger drawer; below 600 px the language
 * selector moves into that drawer too.
 */
/**
 * Past the widest spec breakpoint, 960 px (lib/domain/limits.ts BREAKPOINTS_PX; a unit test holds them together).
 * Chakra's `md` starts at 960 px itself, where the spec still wants the burger.
 */
export const WIDE_SCREEN = '@media screen and (min-width: 961px)';

/** The ring in the header's text colour (white or black, whichever reads on the tenant's colour). */
export const ON_BRAND_FOCUS: SystemStyleObject = { outline: '2px solid currentColor', outlineOffset: '2px' };

/** A button on the brand-coloured header: the header's text colour, a darker surface on hover and while open. */
export const onBrandButton: SystemStyleObject = {
  color: 'inherit',
  bg: 'transparent',
  fontWeight: 'medium',
  _hover: { bg: 'blackAlpha.100' },
  _expanded: { bg: 'blackAlpha.200' },
  _focusVisible: ON_BRAND_FOCUS,
};

export const burger: SystemStyleObject = { [WIDE_SCREEN]: { display: 'none' } };
export const headerNav: SystemStyleObject = { display: 'none', flex: '1', [WIDE_SCREEN]: { display: 'block' } };
export const spacer: SystemStyleObject = { flex: '1', [WIDE_SCREEN]: { display: 'none' } };
export const headerLanguage: SystemStyleObject = { display: 'none', '@media screen and (min-width: 600px)': { display: 'block' } };
export const userButton: SystemStyleObject = { maxW: '176px', [WIDE_SCREEN]: { maxW: '256px' } };

/** A tab on the header (the brand) or in the drawer (the page's panel). */
export function tabStyle(direction: 'row' | 'column'): SystemStyleObject {
  const row = direction === 'row';
  return {
    display: 'block',
    px: '4',
    py: row ? '2' : '3',
    fontWeight: 'medium',
    color: row ? 'inherit' : 'fg',
    textDecoration: 'none',
    borderRadius: 'l2',
    _hover: { bg: row ? 'blackAlpha.100' : 'bg.muted', textDecoration: 'none' },
    _currentPage: { bg: row ? 'blackAlpha.200' : 'brand.subtle' },
    // On the panel the ring is the brand darkened until it reads there (a light tenant colour would not).
    _focusVisible: row ? ON_BRAND_FOCUS : { outline: '2px solid', outlineColor: 'brand.focusRing', outlineOffset: '2px' },
  };
}
