import type { SystemStyleObject } from '@chakra-ui/react';
import type * as Theme from '@chakra-ui/react/theme';

/** A Chakra recipe by its key: `table`, `card`, `badge`, `heading` … (the theme's `tableSlotRecipe` → `table`). */
export type RecipeKey = {
  [K in keyof typeof Theme]: K extends `${infer Name}SlotRecipe` ? Name : K extends `${infer Name}Recipe` ? Name : never;
}[keyof typeof Theme];

/** A part's look taken from a Chakra recipe (one slot of a slot recipe), with its variants chosen. */
export interface RecipeLook {
  recipe: RecipeKey;
  slot?: string;
  variants?: Record<string, string | boolean>;
}

/**
 * One part of a server-rendered block: Chakra style props as an object (tokens, `base`/`sm`/`md` breakpoints,
 * `_hover` … as on a Chakra component), optionally over a recipe's look. Recipe styles land in the `recipes`
 * layer and the style props outside it, as Chakra's runtime would order them.
 */
export interface StaticPart {
  from?: RecipeLook;
  style?: SystemStyleObject;
}

/** What a parts module exports: each part's class name, and (for the stylesheet generator) its definition. */
export type StaticParts<Area extends string, Parts extends Record<string, StaticPart>> = {
  readonly [K in keyof Parts & string]: `bo-${Area}-${K}`;
} & { readonly [DEFINITION]: { area: Area; parts: Parts } };

export const DEFINITION: unique symbol = Symbol.for('bo.static-parts');

/**
 * Names the parts of an area's server-rendered blocks (`lib/theme/static/<area>.parts.ts`). A component uses the
 * class names (`className={rows.cell}`); `npm run theme:css` writes their CSS into lib/theme/static-parts.css,
 * which the root layout links. The look is Chakra's (its recipes and tokens) with none of its runtime: a block
 * built so ships no component code and costs no hydration.
 */
export function staticParts<const Area extends string, const Parts extends Record<string, StaticPart>>(area: Area, parts: Parts): StaticParts<Area, Parts> {
  const classes = Object.fromEntries(Object.keys(parts).map((name) => [name, `bo-${area}-${name}`]));
  return Object.assign(classes, { [DEFINITION]: { area, parts } }) as StaticParts<Area, Parts>;
}
