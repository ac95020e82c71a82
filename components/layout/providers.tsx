'use client';

import type { ReactNode } from 'react';
import { NextIntlClientProvider, type AbstractIntlMessages } from 'next-intl';
import { AppProvider } from './app-provider';

interface ProvidersProps {
  alias: string | null;
  locale: string;
  timeZone: string;
  messages: AbstractIntlMessages;
  children: ReactNode;
}

/** What every page needs: texts, the API client, alerts. Styles are CSS modules: no provider. */
export function Providers({ alias, locale, timeZone, messages, children }: ProvidersProps) {
  return (
    <NextIntlClientProvider locale={locale} timeZone={timeZone} messages={messages}>
      <AppProvider alias={alias}>{children}</AppProvider>
    </NextIntlClientProvider>
  );
}
