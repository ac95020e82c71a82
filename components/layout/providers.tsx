'use client';

import type { ReactNode } from 'react';
import { NextIntlClientProvider, type AbstractIntlMessages } from 'next-intl';
import { NonceProvider } from './nonce';
import { AppProvider } from './app-provider';

interface ProvidersProps {
  alias: string | null;
  locale: string;
  timeZone: string;
  messages: AbstractIntlMessages;
  nonce?: string;
  children: ReactNode;
}

/** What every page needs: texts, the API client, alerts. The design system is per section (ChakraScope). */
export function Providers({ alias, locale, timeZone, messages, nonce, children }: ProvidersProps) {
  return (
    <NonceProvider nonce={nonce}>
      <NextIntlClientProvider locale={locale} timeZone={timeZone} messages={messages}>
        <AppProvider alias={alias}>{children}</AppProvider>
      </NextIntlClientProvider>
    </NonceProvider>
  );
}
