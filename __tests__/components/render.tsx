import type { ReactElement, ReactNode } from 'react';
import { render, type RenderResult } from '@testing-library/react';
import { ChakraProvider } from '@chakra-ui/react';
import { NextIntlClientProvider } from 'next-intl';
import { system } from '@/lib/theme/system';
import ru from '@/messages/ru.json';
import en from '@/messages/en.json';

export interface ProvidersOptions {
  /** Passed to NextIntlClientProvider when given; left unset otherwise. */
  timeZone?: string;
  /** The interface language: Russian unless told. */
  locale?: 'ru' | 'en';
}

/** The providers every component needs: the Chakra system and the Russian messages. */
export function TestProviders({ children, timeZone, locale = 'ru' }: ProvidersOptions & { children: ReactNode }) {
  return (
    <ChakraProvider value={system}>
      <NextIntlClientProvider locale={locale} messages={locale === 'en' ? en : ru} timeZone={timeZone}>
        {children}
      </NextIntlClientProvider>
    </ChakraProvider>
  );
}

/** `render` from Testing Library, inside {@link TestProviders}. */
export function renderWithProviders(ui: ReactElement, options: ProvidersOptions = {}): RenderResult {
  return render(<TestProviders timeZone={options.timeZone} locale={options.locale}>{ui}</TestProviders>);
}
