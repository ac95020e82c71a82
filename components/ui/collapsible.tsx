'use client';

import { Collapsible } from '@chakra-ui/react';
import { collapsibleSlotRecipe } from '@chakra-ui/react/theme';

/** Chakra's collapsible (a section that opens in place); its parts (`Collapsible.Trigger` …) style from this root. */
export function CollapsibleRoot(props: Collapsible.RootProps) {
  return <Collapsible.Root recipe={collapsibleSlotRecipe} {...props} />;
}
