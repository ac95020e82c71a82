'use client';

import type { ReactNode } from 'react';
import { NextIntlClientProvider, type AbstractIntlMessages } from 'next-intl';
import { registerZoneOffsets } from '@/lib/operations/dates';
import type { ZoneOffsets } from '@/lib/operations/zone-offsets';
import { AppProvider } from './app-provider';

interface ProvidersProps {
  alias: string | null;
  locale: string;
  timeZone: string;
  /** The zone's UTC offsets (server-measured), so dates format without loading ICU in the browser. */
  zoneOffsets: ZoneOffsets;
  messages: AbstractIntlMessages;
  children: ReactNode;
}

/** What every page needs: texts, the API client, alerts. Styles are CSS modules: no provider. */
export function Providers({ alias, locale, timeZone, zoneOffsets, messages, children }: ProvidersProps) {
  registerZoneOffsets(zoneOffsets);
  return (
    <NextIntlClientProvider locale={locale} timeZone={timeZone} messages={messages}>
      <AppProvider alias={alias}>{children}</AppProvider>
    </NextIntlClientProvider>
  );
}
