'use client';

import type { ReactNode } from 'react';
import { NativeSelect as ChakraNativeSelect } from '@chakra-ui/react';

export interface NativeSelectItem {
  value: string;
  label: string;
  disabled?: boolean;
}

interface NativeSelectRootProps extends ChakraNativeSelect.RootProps {
  icon?: ReactNode;
}

/** The native <select> (phones get their own picker): Chakra's snippet. */
export function NativeSelectRoot({ icon, children, ...rest }: NativeSelectRootProps) {
  return (
    <ChakraNativeSelect.Root {...rest}>
      {children}
      <ChakraNativeSelect.Indicator>{icon}</ChakraNativeSelect.Indicator>
    </ChakraNativeSelect.Root>
  );
}

interface NativeSelectFieldProps extends ChakraNativeSelect.FieldProps {
  items?: readonly (string | NativeSelectItem)[];
}

export function NativeSelectField({ items = [], children, ...rest }: NativeSelectFieldProps) {
  return (
    <ChakraNativeSelect.Field {...rest}>
      {children}
      {items.map((item) => {
        const option = typeof item === 'string' ? { label: item, value: item } : item;
        return (
          <option key={option.value} value={option.value} disabled={option.disabled}>
            {option.label}
          </option>
        );
      })}
    </ChakraNativeSelect.Field>
  );
}
