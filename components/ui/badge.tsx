'use client';

import { Badge as ChakraBadge, type BadgeProps } from '@chakra-ui/react';
import { badgeRecipe } from '@chakra-ui/react/theme';

/** Chakra's badge (a count, a status); its recipe loads with the screen that shows one. */
export function Badge(props: BadgeProps) {
  return <ChakraBadge recipe={badgeRecipe} {...props} />;
}
