'use client';

import { useState, type ComponentProps } from 'react';
import { Box, IconButton, Input } from '@chakra-ui/react';
import { useTranslations } from 'next-intl';
import { EyeIcon } from '@/components/plain/password-input';

/** A password field whose text can be revealed (spec §2: "Password fields can reveal their text"). */
export function PasswordInput(props: Omit<ComponentProps<typeof Input>, 'type'>) {
  const t = useTranslations('Auth');
  const [visible, setVisible] = useState(false);
  return (
    <Box position="relative" width="100%">
      <Input {...props} type={visible ? 'text' : 'password'} pe="10" />
      <IconButton
        type="button"
        size="sm"
        variant="ghost"
        position="absolute"
        top="50%"
        right="1"
        transform="translateY(-50%)"
        aria-label={visible ? t('hidePassword') : t('showPassword')}
        aria-pressed={visible}
        onClick={() => setVisible((value) => !value)}
      >
        <EyeIcon open={!visible} />
      </IconButton>
    </Box>
  );
}
