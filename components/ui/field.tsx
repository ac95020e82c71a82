'use client';

import type { ReactNode } from 'react';
import { Field as ChakraField } from '@chakra-ui/react';

export interface FieldProps extends Omit<ChakraField.RootProps, 'label'> {
  label?: ReactNode;
  helperText?: ReactNode;
  /** Shown while `invalid` (formik: `touched && error`). */
  errorText?: ReactNode;
  optionalText?: ReactNode;
}

/** A labelled control with its required mark, hint and error (Chakra's snippet). */
export function Field({ label, children, helperText, errorText, optionalText, ...rest }: FieldProps) {
  return (
    <ChakraField.Root {...rest}>
      {label && (
        <ChakraField.Label>
          {label}
          <ChakraField.RequiredIndicator fallback={optionalText} />
        </ChakraField.Label>
      )}
      {children}
      {helperText && <ChakraField.HelperText>{helperText}</ChakraField.HelperText>}
      {errorText && <ChakraField.ErrorText>{errorText}</ChakraField.ErrorText>}
    </ChakraField.Root>
  );
}
