/** @jest-environment jsdom */
import { fireEvent, screen } from '@testing-library/react';
import { PasswordInput } from '@/components/ui/password-input';
import { renderWithProviders } from '../render';

describe('PasswordInput in the account forms ("Password fields can reveal their text")', () => {
  function renderInput() {
    return renderWithProviders(
      <label>
        Пароль
        <PasswordInput name="password" autoComplete="new-password" defaultValue="s3cret" />
      </label>,
    );
  }

  it('starts hidden: type password, toggle labelled "Показать пароль", aria-pressed false', () => {
    renderInput();
    const input = screen.getByLabelText('Пароль', { selector: 'input' });
    expect(input).toHaveAttribute('type', 'password');
    expect(input).toHaveAttribute('autocomplete', 'new-password');
    const toggle = screen.getByRole('button', { name: 'Показать пароль' });
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    expect(toggle).toHaveAttribute('type', 'button');
  });

  it('the toggle reveals the text and back', () => {
    renderInput();
    const input = screen.getByLabelText('Пароль', { selector: 'input' });
    fireEvent.click(screen.getByRole('button', { name: 'Показать пароль' }));
    expect(input).toHaveAttribute('type', 'text');
    const hide = screen.getByRole('button', { name: 'Скрыть пароль' });
    expect(hide).toHaveAttribute('aria-pressed', 'true');
    fireEvent.click(hide);
    expect(input).toHaveAttribute('type', 'password');
    expect(screen.getByRole('button', { name: 'Показать пароль' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('clicking the toggle inside a form does not submit it', () => {
    const onSubmit = jest.fn((event: { preventDefault: () => void }) => event.preventDefault());
    renderWithProviders(
      <form onSubmit={onSubmit}>
        <PasswordInput name="password" />
      </form>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Показать пароль' }));
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
