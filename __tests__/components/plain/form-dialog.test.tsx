/** @jest-environment jsdom */
import { fireEvent, screen } from '@testing-library/react';
import { PlainFormDialog } from '@/components/plain/form-dialog';
import { renderWithProviders } from '../render';

function renderDialog({ busy = false } = {}) {
  const onClose = jest.fn();
  const onSubmit = jest.fn((event: React.FormEvent<HTMLFormElement>) => event.preventDefault());
  renderWithProviders(
    <PlainFormDialog
      size="lg"
      title="Новая категория"
      testId="category-dialog"
      busy={busy}
      cancelLabel="Отменить"
      submitLabel="Сохранить"
      onClose={onClose}
      onSubmit={onSubmit}
      formId="category-form"
      formClassName="form"
    >
      <input aria-label="Название" />
    </PlainFormDialog>,
  );
  return { onClose, onSubmit };
}

describe('PlainFormDialog', () => {
  it('is a named dialog whose first field has the focus; Save submits its form, Cancel closes', () => {
    const { onClose, onSubmit } = renderDialog();
    const dialog = screen.getByRole('dialog', { name: 'Новая категория' });
    expect(dialog).toHaveAttribute('data-testid', 'category-dialog');
    expect(dialog).toHaveAttribute('data-size', 'lg');
    expect(screen.getByLabelText('Название')).toHaveFocus();
    const form = dialog.querySelector('form');
    expect(form).toHaveAttribute('id', 'category-form');
    expect(form).toHaveAttribute('novalidate');
    expect(form).toHaveClass('form');
    const save = screen.getByRole('button', { name: 'Сохранить' });
    expect(save).toHaveAttribute('type', 'submit');
    expect(save).toHaveAttribute('form', 'category-form');
    fireEvent.click(save);
    expect(onSubmit).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByRole('button', { name: 'Отменить' }));
    fireEvent(dialog, new Event('cancel', { cancelable: true }));
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  it('while busy: Save is loading, Cancel disabled, Esc and × do not close', () => {
    const { onClose } = renderDialog({ busy: true });
    expect(screen.getByRole('button', { name: 'Сохранить' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Сохранить' })).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('button', { name: 'Отменить' })).toBeDisabled();
    fireEvent(screen.getByRole('dialog'), new Event('cancel', { cancelable: true }));
    fireEvent.click(screen.getByRole('button', { name: 'Закрыть' }));
    expect(onClose).not.toHaveBeenCalled();
  });
});
