'use client';

import type { InputHTMLAttributes, Ref } from 'react';
import { Switch as ChakraSwitch } from '@chakra-ui/react';
import { switchSlotRecipe } from '@chakra-ui/react/theme';

export interface SwitchProps extends ChakraSwitch.RootProps {
  inputProps?: InputHTMLAttributes<HTMLInputElement>;
  rootRef?: Ref<HTMLLabelElement>;
}

/** An on/off switch with its label (Chakra's snippet). */
export function Switch({ inputProps, children, rootRef, ...rest }: SwitchProps) {
  return (
    <ChakraSwitch.Root recipe={switchSlotRecipe} ref={rootRef} {...rest}>
      <ChakraSwitch.HiddenInput {...inputProps} />
      <ChakraSwitch.Control>
        <ChakraSwitch.Thumb />
      </ChakraSwitch.Control>
      {children != null && <ChakraSwitch.Label>{children}</ChakraSwitch.Label>}
    </ChakraSwitch.Root>
  );
}
