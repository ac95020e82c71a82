'use client';

import { Kbd as ChakraKbd, type KbdProps } from '@chakra-ui/react';
import { kbdRecipe } from '@chakra-ui/react/theme';

/** Chakra's key cap (a dialog's keyboard hints); its recipe loads with the screen that shows one. */
export function Kbd(props: KbdProps) {
  return <ChakraKbd recipe={kbdRecipe} {...props} />;
}
