'use client';

import type { ReactNode } from 'react';
import { NextIntlClientProvider, type AbstractIntlMessages } from 'next-intl';
import { registerZoneOffsets } from '@/lib/operations/zone-registry';
import type { ZoneOffsets } from '@/lib/operations/zone-offsets';
import { Provider } from '@/components/ui/provider';
import { useRememberScreenLayout } from '@/components/ui/remember-screen-layout';
import { AppProvider } from './app-provider';

interface ProvidersProps {
  alias: string | null;
  locale: string;
  timeZone: string;
  /** The zone's UTC offsets (server-measured), so dates format without loading ICU in the browser. */
  zoneOffsets: ZoneOffsets;
  messages: AbstractIntlMessages;
  /** The request's CSP nonce, for the style tags of Chakra (Emotion). */
  nonce?: string;
  children: ReactNode;
}

/** What every page needs: Chakra, texts, the API client, alerts. */
export function Providers({ alias, locale, timeZone, zoneOffsets, messages, nonce, children }: ProvidersProps) {
  registerZoneOffsets(zoneOffsets);
  useRememberScreenLayout();
  return (
    <Provider nonce={nonce}>
      <NextIntlClientProvider locale={locale} timeZone={timeZone} messages={messages}>
        <AppProvider alias={alias}>{children}</AppProvider>
      </NextIntlClientProvider>
    </Provider>
  );
}
