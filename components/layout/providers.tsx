'use client';

import type { ReactNode } from 'react';
import { ChakraProvider } from '@chakra-ui/react';
import { NextIntlClientProvider, type AbstractIntlMessages } from 'next-intl';
import { system } from '@/lib/theme/system';
import { EmotionRegistry } from './emotion-registry';
import { AppProvider } from './app-provider';

interface ProvidersProps {
  alias: string | null;
  locale: string;
  timeZone: string;
  messages: AbstractIntlMessages;
  nonce?: string;
  children: ReactNode;
}

export function Providers({ alias, locale, timeZone, messages, nonce, children }: ProvidersProps) {
  return (
    <EmotionRegistry nonce={nonce}>
      <ChakraProvider value={system}>
        <NextIntlClientProvider locale={locale} timeZone={timeZone} messages={messages}>
          <AppProvider alias={alias}>{children}</AppProvider>
        </NextIntlClientProvider>
      </ChakraProvider>
    </EmotionRegistry>
  );
}
