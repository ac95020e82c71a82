/** @jest-environment jsdom */
import { createRef } from 'react';
import { fireEvent, render, screen } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { PlainAlert, PlainButton, PlainField } from '@/components/plain/controls';
import { PlainSelect } from '@/components/plain/inputs';
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

  it('a hint describes the control until an error takes its place', () => {
    const { rerender } = renderPlain(
      <PlainField id="operator-pin" label="PIN" hint="Оставьте пустым, чтобы не менять">
        <input name="pin" />
      </PlainField>,
    );
    const input = screen.getByLabelText('PIN');
    expect(input).toHaveAttribute('id', 'operator-pin');
    expect(input).toHaveAttribute('aria-describedby', 'operator-pin-hint');
    expect(input).toHaveAccessibleDescription('Оставьте пустым, чтобы не менять');
    rerender(
      <NextIntlClientProvider locale="ru" messages={ru}>
        <PlainField id="operator-pin" label="PIN" hint="Оставьте пустым, чтобы не менять" error="Только цифры">
          <input name="pin" />
        </PlainField>
      </NextIntlClientProvider>,
    );
    expect(input).toHaveAttribute('aria-describedby', 'operator-pin-error');
    expect(input).toHaveAccessibleDescription('Только цифры');
    expect(screen.queryByText('Оставьте пустым, чтобы не менять')).not.toBeInTheDocument();
  });

  it('a required field shows the star only when asked, and the star stays out of the name', () => {
    const { container, rerender } = renderPlain(
      <PlainField label="Логин" required>
        <input name="login" />
      </PlainField>,
    );
    expect(container.querySelector('[aria-hidden="true"]')).toBeNull();
    rerender(
      <NextIntlClientProvider locale="ru" messages={ru}>
        <PlainField label="Логин" required requiredMark>
          <input name="login" />
        </PlainField>
      </NextIntlClientProvider>,
    );
    const star = container.querySelector('label [aria-hidden="true"]');
    expect(star).toHaveTextContent('*');
    expect(screen.getByRole('textbox', { name: 'Логин' })).toBeRequired();
    rerender(
      <NextIntlClientProvider locale="ru" messages={ru}>
        <PlainField label="Логин" requiredMark>
          <input name="login" />
        </PlainField>
      </NextIntlClientProvider>,
    );
    expect(container.querySelector('label [aria-hidden="true"]')).toBeNull();
  });

  it('the error text carries the test id and the field name the specs look for', () => {
    renderPlain(
      <PlainField label="E-mail" error="Неверный формат" errorTestId="contact-error" errorField="email">
        <input name="email" />
      </PlainField>,
    );
    const error = screen.getByTestId('contact-error');
    expect(error).toHaveTextContent('Неверный формат');
    expect(error).toHaveAttribute('data-field', 'email');
    expect(screen.getByLabelText('E-mail')).toHaveAttribute('aria-describedby', error.id);
  });

  it('a kit control keeps its own class; a bare one gets the field look', () => {
    renderPlain(
      <>
        <PlainField label="Точка" keepClass>
          <PlainSelect className="outletSelect">
            <option value="1">Кафе</option>
          </PlainSelect>
        </PlainField>
        <PlainField label="Имя">
          <input name="name" className="nameInput" />
        </PlainField>
      </>,
    );
    expect(screen.getByLabelText('Точка').className.split(' ').filter((name) => name === 'input')).toHaveLength(1);
    expect(screen.getByLabelText('Точка')).toHaveClass('outletSelect');
    expect(screen.getByLabelText('Имя')).toHaveClass('input', 'nameInput');
  });

  it('a compact field gives its control only the id: the control keeps its own aria and class', () => {
    renderPlain(
      <PlainField compact label="Последние" className="lengthField">
        <input name="length" className="lengthInput" aria-invalid />
      </PlainField>,
    );
    const input = screen.getByLabelText('Последние');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).not.toBeRequired();
    expect(input).toHaveAttribute('class', 'lengthInput');
    expect(input.closest('div')).toHaveClass('lengthField');
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

  it('the brand outline and the xs size are outline buttons of their own look', () => {
    renderPlain(
      <>
        <PlainButton variant="brand-outline" small>
          Отчёт
        </PlainButton>
        <PlainButton variant="outline" xs>
          Скачать
        </PlainButton>
      </>,
    );
    expect(screen.getByRole('button', { name: 'Отчёт' })).toHaveClass('button', 'outline', 'brandOutline', 'small');
    expect(screen.getByRole('button', { name: 'Скачать' })).toHaveClass('button', 'outline', 'xs');
    expect(screen.getByRole('button', { name: 'Скачать' })).not.toHaveClass('brandOutline');
  });

  it('a busy button that keeps its width hides its label under the spinner', () => {
    const ref = createRef<HTMLButtonElement>();
    const { rerender } = renderPlain(
      <PlainButton ref={ref} variant="outline" xs keepWidth>
        Скачать
      </PlainButton>,
    );
    expect(ref.current).toBe(screen.getByRole('button', { name: 'Скачать' }));
    expect(ref.current?.querySelector('[aria-hidden="true"]')).toBeNull();
    rerender(
      <NextIntlClientProvider locale="ru" messages={ru}>
        <PlainButton ref={ref} variant="outline" xs keepWidth loading>
          Скачать
        </PlainButton>
      </NextIntlClientProvider>,
    );
    const button = screen.getByRole('button');
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(button).toHaveClass('busyButton');
    expect(screen.getByText('Скачать')).toHaveClass('busyLabel');
    expect(button.querySelector('.busySpinner [aria-hidden="true"]')).not.toBeNull();
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
