/** @jest-environment jsdom */
import { fireEvent, render, screen } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { PlainAlert, PlainButton, PlainField } from '@/components/plain/controls';
import { PlainPasswordInput } from '@/components/plain/password-input';
import { UnavailableDialog } from '@/components/ui/unavailable-dialog';
import ru from '@/messages/ru.json';

// The light pages' building blocks render without any design-system provider: only the texts.
function renderPlain(ui: React.ReactElement) {
  return render(
    <NextIntlClientProvider locale="ru" messages={ru}>
      {ui}
    </NextIntlClientProvider>,
  );
}

describe('plain controls (login and status pages, no Chakra runtime)', () => {
  it('a field wires its label to the control, and an error marks it invalid and describes it', () => {
    const { rerender } = renderPlain(
      <PlainField label="Пароль" required>
        <input name="password" />
      </PlainField>,
    );
    const input = screen.getByLabelText('Пароль');
    expect(input).toBeRequired();
    expect(input).toHaveAttribute('aria-invalid', 'false');
    expect(input).not.toHaveAttribute('aria-describedby');
    rerender(
      <NextIntlClientProvider locale="ru" messages={ru}>
        <PlainField label="Пароль" required error="Поле обязательно для заполнения">
          <input name="password" />
        </PlainField>
      </NextIntlClientProvider>,
    );
    expect(screen.getByLabelText('Пароль')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Пароль')).toHaveAccessibleDescription('Поле обязательно для заполнения');
  });

  it('the password input reveals and hides its text with a labelled toggle', () => {
    renderPlain(
      <PlainField label="Пароль">
        <PlainPasswordInput name="password" defaultValue="secret" />
      </PlainField>,
    );
    const input = screen.getByLabelText('Пароль');
    expect(input).toHaveAttribute('type', 'password');
    fireEvent.click(screen.getByRole('button', { name: 'Показать пароль' }));
    expect(input).toHaveAttribute('type', 'text');
    expect(screen.getByRole('button', { name: 'Скрыть пароль' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('a loading button is busy and cannot be pressed twice', () => {
    const onClick = jest.fn();
    renderPlain(
      <PlainButton loading onClick={onClick}>
        Войти
      </PlainButton>,
    );
    const button = screen.getByRole('button', { name: 'Войти' });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');
    fireEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('an alert carries its status and, when asked, the alert role', () => {
    renderPlain(
      <PlainAlert status="error" role="alert" testId="login-error">
        Неверный логин или пароль
      </PlainAlert>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Неверный логин или пароль');
    expect(screen.getByTestId('login-error')).toHaveAttribute('data-status', 'error');
  });

  it('the "temporarily unavailable" dialog (spec §8) says so and closes with its button', () => {
    const onClose = jest.fn();
    renderPlain(<UnavailableDialog open onClose={onClose} />);
    const dialog = screen.getByRole('alertdialog', { name: 'Система недоступна' });
    expect(dialog).toHaveAccessibleDescription('Система временно недоступна, пожалуйста, повторите попытку позже');
    fireEvent.click(screen.getByRole('button', { name: 'Понятно' }));
    expect(onClose).toHaveBeenCalled();
  });
});
