/** @jest-environment jsdom */
import { render, screen } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { ChakraProvider } from '@chakra-ui/react';
import { system } from '@/lib/theme/system';
import ru from '@/messages/ru.json';
import { PasswordInput } from '@/components/account/password-input';

it('probe', () => {
  render(
    <ChakraProvider value={system}>
      <NextIntlClientProvider locale="ru" messages={ru}>
        <PasswordInput name="p" />
      </NextIntlClientProvider>
    </ChakraProvider>,
  );
  expect(screen.getByRole('button', { name: 'Показать пароль' })).toBeInTheDocument();
});
