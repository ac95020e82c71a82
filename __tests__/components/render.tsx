import type { ReactElement, ReactNode } from 'react';
import { render, type RenderResult } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import ru from '@/messages/ru.json';

export interface ProvidersOptions {
  /** Passed to NextIntlClientProvider when given; left unset otherwise. */
  timeZone?: string;
}

/** The providers every component needs: the Russian messages. */
export function TestProviders({ children, timeZone }: ProvidersOptions & { children: ReactNode }) {
  return (
    <NextIntlClientProvider locale="ru" messages={ru} timeZone={timeZone}>
      {children}
    </NextIntlClientProvider>
  );
}

/** `render` from Testing Library, inside {@link TestProviders}. */
export function renderWithProviders(ui: ReactElement, options: ProvidersOptions = {}): RenderResult {
  return render(<TestProviders timeZone={options.timeZone}>{ui}</TestProviders>);
}
