/** @jest-environment jsdom */
import './dom-stubs';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { AlertToasts } from '@/components/ui/alert-toasts';
import { StoreToaster, toaster } from '@/components/ui/toaster';
import { createAlertStore, type AlertStore } from '@/lib/client/alerts';
import { closeModalDialog, forgetModalDialog, openModalDialog } from '@/lib/client/modal-dialogs';
import { renderWithProviders } from '../render';

// Chakra's toasts (a zag state machine) show a tick after they are created.
jest.setTimeout(20_000);

describe('the alert toasts of every page (spec §2 "Other UI"), on Chakra\'s Toaster', () => {
  afterEach(() => {
    act(() => toaster.remove());
    jest.useRealTimers();
  });

  function renderToasts(store: AlertStore) {
    return renderWithProviders(<StoreToaster store={store} />);
  }

  it('"At most 4 alerts are shown at once; the oldest is dropped"', async () => {
    const store = createAlertStore();
    renderToasts(store);
    act(() => {
      for (let n = 1; n <= 6; n += 1) store.push('info', `Сообщение ${n}`);
    });
    await waitFor(() => expect(screen.getByText('Сообщение 6')).toBeInTheDocument());
    expect(screen.queryByText('Сообщение 1')).not.toBeInTheDocument();
    expect(screen.queryByText('Сообщение 2')).not.toBeInTheDocument();
    for (let n = 3; n <= 6; n += 1) expect(screen.getByText(`Сообщение ${n}`)).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Закрыть уведомление' })).toHaveLength(4);
  });

  it('while a modal dialog is open the toasts live inside it (the page behind is inert), and leave with it', async () => {
    const store = createAlertStore();
    renderToasts(store);
    const dialog = document.createElement('dialog');
    document.body.append(dialog);
    act(() => openModalDialog(dialog));
    act(() => {
      store.push('error', 'Не удалось сохранить');
    });
    await waitFor(() => expect(dialog).toContainElement(screen.getByRole('alert')));
    const inner = document.createElement('dialog');
    document.body.append(inner);
    act(() => openModalDialog(inner));
    await waitFor(() => expect(inner).toContainElement(screen.getByRole('alert')));
    // a dialog removed from the page while open (its parent stopped rendering it) is forgotten too
    act(() => forgetModalDialog(inner));
    inner.remove();
    await waitFor(() => expect(dialog).toContainElement(screen.getByRole('alert')));
    act(() => closeModalDialog(dialog));
    await waitFor(() => expect(dialog).not.toContainElement(screen.getByRole('alert')));
    expect(screen.getByLabelText('Уведомления')).toContainElement(screen.getByRole('alert'));
    dialog.remove();
  });

  it('error alerts are announced as alerts, others as status; the region is labelled', async () => {
    const store = createAlertStore();
    renderToasts(store);
    act(() => {
      store.push('error', 'Ошибка сервера');
      store.push('success', 'Готово');
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Ошибка сервера');
    expect(screen.getByRole('status')).toHaveTextContent('Готово');
    expect(screen.getByLabelText('Уведомления')).toHaveAttribute('aria-live', 'polite');
  });

  it('the close button removes the alert', async () => {
    const store = createAlertStore();
    renderToasts(store);
    act(() => {
      store.push('info', 'Закрой меня');
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Закрыть уведомление' }));
    await waitFor(() => expect(screen.queryByText('Закрой меня')).not.toBeInTheDocument());
    expect(store.get()).toHaveLength(0);
  });

  it('"Alerts auto-close after their time in seconds unless they carry a button"', () => {
    jest.useFakeTimers();
    const store = createAlertStore();
    renderToasts(store);
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
      jest.advanceTimersByTime(1000);
    });
    expect(screen.queryByText('Сам закроюсь')).not.toBeInTheDocument();
    expect(store.get().map((alert) => alert.message)).toEqual(['С кнопкой']);
    act(() => {
      jest.advanceTimersByTime(60_000);
    });
    expect(screen.getByText('С кнопкой')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Повторить' }));
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('server text is rendered as text, never as HTML', async () => {
    const store = createAlertStore();
    renderToasts(store);
    act(() => {
      store.push('error', '<img src=x onerror=alert(1)>');
    });
    expect(await screen.findByText('<img src=x onerror=alert(1)>')).toBeInTheDocument();
    expect(document.querySelector('img')).toBeNull();
  });

  it('the toaster stays off the first render and comes with the first alert', async () => {
    const store = createAlertStore();
    renderWithProviders(<AlertToasts store={store} />);
    expect(screen.queryByLabelText('Уведомления')).toBeNull();
    act(() => {
      store.push('success', 'Чек отправлен');
    });
    expect(await screen.findByRole('status')).toHaveTextContent('Чек отправлен');
  });
});
