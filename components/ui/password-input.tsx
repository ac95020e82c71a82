'use client';

import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { IconButton, Input, InputGroup, type InputGroupProps, type InputProps } from '@chakra-ui/react';

function EyeIcon({ crossed }: { crossed: boolean }) {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2">
      <path d="M1 12s4-7 11-7 11 7 11 7-4 7-11 7S1 12 1 12z" />
      <circle cx="12" cy="12" r="3" />
      {crossed && <path d="M3 3l18 18" />}
    </svg>
  );
}

export interface PasswordInputProps extends Omit<InputProps, 'type'> {
  rootProps?: Omit<InputGroupProps, 'children'>;
}

/** A password input whose text can be revealed (spec §2 "Password fields can reveal their text"). */
export function PasswordInput({ rootProps, ...rest }: PasswordInputProps) {
  const t = useTranslations('Auth');
  const [visible, setVisible] = useState(false);
  return (
    <InputGroup
      endElement={
        <IconButton
          variant="ghost"
          size="xs"
          me="-2"
          aria-label={visible ? t('hidePassword') : t('showPassword')}
          aria-pressed={visible}
          disabled={rest.disabled}
          onClick={() => setVisible((value) => !value)}
        >
          <EyeIcon crossed={visible} />
        </IconButton>
      }
      {...rootProps}
    >
      <Input {...rest} type={visible ? 'text' : 'password'} />
    </InputGroup>
  );
}
