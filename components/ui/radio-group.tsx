'use client';

import { RadioGroup } from '@chakra-ui/react';
import { radioGroupSlotRecipe } from '@chakra-ui/react/theme';

/** Chakra's radio group (a dialog's choice); its parts (`RadioGroup.Item` …) style from this root. */
export function RadioGroupRoot(props: RadioGroup.RootProps) {
  return <RadioGroup.Root recipe={radioGroupSlotRecipe} {...props} />;
}
