'use client';

import type { InputHTMLAttributes, ReactNode, Ref } from 'react';
import { Checkbox as ChakraCheckbox } from '@chakra-ui/react';
import { checkboxSlotRecipe } from '@chakra-ui/react/theme';

export interface CheckboxProps extends ChakraCheckbox.RootProps {
  icon?: ReactNode;
  inputProps?: InputHTMLAttributes<HTMLInputElement>;
  rootRef?: Ref<HTMLLabelElement>;
}

/** A checkbox with its label (Chakra's snippet); in a `CheckboxGroup` its value joins the group's. */
export function Checkbox({ icon, children, inputProps, rootRef, ...rest }: CheckboxProps) {
  return (
    <ChakraCheckbox.Root recipe={checkboxSlotRecipe} ref={rootRef} {...rest}>
      <ChakraCheckbox.HiddenInput {...inputProps} />
      <ChakraCheckbox.Control>{icon ?? <ChakraCheckbox.Indicator />}</ChakraCheckbox.Control>
      {children != null && <ChakraCheckbox.Label>{children}</ChakraCheckbox.Label>}
    </ChakraCheckbox.Root>
  );
}
