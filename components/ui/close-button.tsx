'use client';

import { CloseButton as ChakraCloseButton, type CloseButtonProps } from '@chakra-ui/react';
import { useTranslations } from 'next-intl';

/** Chakra's × button, named in the interface language («Закрыть»). */
export function CloseButton(props: CloseButtonProps) {
  const t = useTranslations('Shell');
  return <ChakraCloseButton aria-label={t('close')} {...props} />;
}
