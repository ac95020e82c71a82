/**
 * The colours of Chakra's theme the product keeps: black, white, their alphas and the gray scale, and the neutral
 * roles over them (`bg`, `fg`, `border`, the `gray` palette), with Chakra's values. The hues it never shows (red,
 * orange, yellow, green, teal, blue, cyan, purple, pink: ~3 KiB gzip of every page's first-load JS and a third of
 * the theme's CSS variables) are left out; the spec §9 tones take the place of the four Chakra's recipes name
 * (lib/theme/system.ts). The bundle's stand-in for `@chakra-ui/react/theme` builds its token aggregates from this
 * module instead of Chakra's colour files; `__tests__/lib/theme/neutral-colors.test.ts` keeps it equal to them.
 */
const SHADES = [50, 100, 200, 300, 400, 500, 600, 700, 800, 900, 950] as const;
const ALPHAS = ['0.04', '0.06', '0.08', '0.16', '0.24', '0.36', '0.48', '0.64', '0.80', '0.92', '0.95'] as const;
const GRAYS = ['#fafafa', '#f4f4f5', '#e4e4e7', '#d4d4d8', '#a1a1aa', '#71717a', '#52525b', '#3f3f46', '#27272a', '#18181b', '#111111'] as const;

type Scale = Record<(typeof SHADES)[number], { value: string }>;

function scale(values: readonly string[]): Scale {
  return Object.fromEntries(SHADES.map((shade, i) => [shade, { value: values[i] ?? '' }])) as Scale;
}

export const neutralColors = {
  transparent: { value: 'transparent' },
  current: { value: 'currentColor' },
  black: { value: '#09090B' },
  white: { value: '#FFFFFF' },
  whiteAlpha: scale(ALPHAS.map((alpha) => `rgba(255, 255, 255, ${alpha})`)),
  blackAlpha: scale(ALPHAS.map((alpha) => `rgba(0, 0, 0, ${alpha})`)),
  gray: scale(GRAYS),
};

/** A role with a colour token in the light mode and one in the dark (`gray.950`, `white` …). */
function mode(light: string, dark: string) {
  return { value: { _light: `{colors.${light}}`, _dark: `{colors.${dark}}` } };
}

export const neutralRoles = {
  bg: {
    DEFAULT: mode('white', 'black'),
    subtle: mode('gray.50', 'gray.950'),
    muted: mode('gray.100', 'gray.900'),
    emphasized: mode('gray.200', 'gray.800'),
    inverted: mode('black', 'white'),
    panel: mode('white', 'gray.950'),
  },
  fg: {
    DEFAULT: mode('black', 'gray.50'),
    muted: mode('gray.600', 'gray.400'),
    subtle: mode('gray.400', 'gray.500'),
    inverted: mode('gray.50', 'black'),
  },
  border: {
    DEFAULT: mode('gray.200', 'gray.800'),
    muted: mode('gray.100', 'gray.900'),
    subtle: mode('gray.50', 'gray.950'),
    emphasized: mode('gray.300', 'gray.700'),
    inverted: mode('gray.800', 'gray.200'),
  },
  gray: {
    contrast: mode('white', 'black'),
    fg: mode('gray.800', 'gray.200'),
    subtle: mode('gray.100', 'gray.900'),
    muted: mode('gray.200', 'gray.800'),
    emphasized: mode('gray.300', 'gray.700'),
    solid: mode('gray.900', 'white'),
    focusRing: mode('gray.400', 'gray.400'),
    border: mode('gray.200', 'gray.800'),
  },
};
