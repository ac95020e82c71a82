/** @jest-environment jsdom */
import { act, fireEvent, screen } from '@testing-library/react';
import { AlertStack } from '@/components/ui/alert-stack';
import { createAlertStore, type AlertStore } from '@/lib/client/alerts';
import { closeModalDialog, forgetModalDialog, openModalDialog } from '@/lib/client/modal-dialogs';
import { renderWithProviders } from '../render';

describe('AlertStack (spec §2 "Other UI")', () => {
  afterEach(() => {
    jest.useRealTimers();
  });

  function renderStack(store: AlertStore) {
    return renderWithProviders(<AlertStack store={store} />);
  }

  it('"At most 4 alerts are shown at once; the oldest is dropped"', () => {
    const store = createAlertStore();
    renderStack(store);
    act(() => {
      for (let n = 1; n <= 6; n += 1) store.push('info', `Сообщение ${n}`);
    });
    expect(screen.queryByText('Сообщение 1')).not.toBeInTheDocument();
    expect(screen.queryByText('Сообщение 2')).not.toBeInTheDocument();
    for (let n = 3; n <= 6; n += 1) expect(screen.getByText(`Сообщение ${n}`)).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Закрыть уведомление' })).toHaveLength(4);
  });

  it('while a modal dialog is open the toasts live inside it (the page behind is inert), and leave with it', () => {
    const store = createAlertStore();
    renderStack(store);
    const dialog = document.createElement('dialog');
    document.body.append(dialog);
    act(() => openModalDialog(dialog));
    act(() => {
      store.push('error', 'Не удалось сохранить');
    });
    expect(dialog).toContainElement(screen.getByRole('alert'));
    const inner = document.createElement('dialog');
    document.body.append(inner);
    act(() => openModalDialog(inner));
    expect(inner).toContainElement(screen.getByRole('alert'));
    // a dialog removed from the page while open (its parent stopped rendering it) is forgotten too
    act(() => forgetModalDialog(inner));
    inner.remove();
    expect(dialog).toContainElement(screen.getByRole('alert'));
    act(() => closeModalDialog(dialog));
    expect(dialog).not.toContainElement(screen.getByRole('alert'));
    expect(screen.getByLabelText('Уведомления')).toContainElement(screen.getByRole('alert'));
    dialog.remove();
  });

  it('error alerts are announced as alerts, others as status; the region is labelled', () => {
    const store = createAlertStore();
    renderStack(store);
    act(() => {
      store.push('error', 'Ошибка сервера');
      store.push('success', 'Готово');
    });
    expect(screen.getByRole('alert')).toHaveTextContent('Ошибка сервера');
    expect(screen.getByRole('status')).toHaveTextContent('Готово');
    expect(screen.getByLabelText('Уведомления')).toHaveAttribute('aria-live', 'polite');
  });

  it('the close button removes the alert', () => {
    const store = createAlertStore();
    renderStack(store);
    act(() => {
      store.push('info', 'Закрой меня');
    });
    fireEvent.click(screen.getByRole('button', { name: 'Закрыть уведомление' }));
    expect(screen.queryByText('Закрой меня')).not.toBeInTheDocument();
    expect(store.get()).toHaveLength(0);
  });

  it('"Alerts auto-close after their time in seconds unless they carry a button"', () => {
    jest.useFakeTimers();
    const store = createAlertStore();
    renderStack(store);
    const onClick = jest.fn();
    act(() => {
      store.push('info', 'Сам закроюсь', { time: 5 });
      store.push('warning', 'С кнопкой', { time: 5, button: { label: 'Повторить', onClick } });
    });
    act(() => {
      jest.advanceTimersByTime(4900);
    });
    expect(screen.getByText('Сам закроюсь')).toBeInTheDocument();
    act(() => {
      jest.advanceTimersByTime(200);
    });
    expect(screen.queryByText('Сам закроюсь')).not.toBeInTheDocument();
    act(() => {
      jest.advanceTimersByTime(60_000);
    });
    expect(screen.getByText('С кнопкой')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Повторить' }));
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('server text is rendered as text, never as HTML', () => {
    const store = createAlertStore();
    const { container } = renderStack(store);
    act(() => {
      store.push('error', '<img src=x onerror=alert(1)>');
    });
    expect(screen.getByText('<img src=x onerror=alert(1)>')).toBeInTheDocument();
    expect(container.querySelector('img')).toBeNull();
  });
});
