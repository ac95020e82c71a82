/** @jest-environment jsdom */
import './dom-stubs';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { Toaster, showAlert, toaster } from '@/components/ui/toaster';
import { renderWithProviders } from '../render';

describe('Toaster: the spec §2/§9 alerts on Chakra', () => {
  afterEach(() => {
    act(() => toaster.remove());
    jest.useRealTimers();
  });

  it('"At most 4 alerts are shown at once; the oldest is dropped"', async () => {
    renderWithProviders(<Toaster />);
    act(() => {
      for (let n = 1; n <= 6; n += 1) showAlert({ type: 'info', message: `Сообщение ${n}`, time: 5 });
    });
    await waitFor(() => expect(screen.getByText('Сообщение 6')).toBeInTheDocument());
    for (let n = 3; n <= 6; n += 1) expect(screen.getByText(`Сообщение ${n}`)).toBeInTheDocument();
    expect(screen.queryByText('Сообщение 1')).not.toBeInTheDocument();
    expect(screen.queryByText('Сообщение 2')).not.toBeInTheDocument();
  });

  it('an alert closes after its time in seconds; one with a button stays', async () => {
    jest.useFakeTimers();
    renderWithProviders(<Toaster />);
    const onClick = jest.fn();
    act(() => {
      showAlert({ type: 'success', message: 'Сохранено', time: 2 });
      showAlert({ type: 'warning', message: 'Есть новая версия', time: 2, button: { label: 'Обновить', onClick } });
    });
    act(() => jest.advanceTimersByTime(10));
    expect(screen.getByText('Сохранено')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1500));
    expect(screen.getByText('Сохранено')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(3000));
    expect(screen.queryByText('Сохранено')).not.toBeInTheDocument();
    expect(screen.getByText('Есть новая версия')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Обновить' }));
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('an error is announced as an alert, and every toast can be closed by a named button', async () => {
    renderWithProviders(<Toaster />);
    act(() => {
      showAlert({ type: 'error', message: 'Не удалось сохранить', time: 5 });
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Не удалось сохранить');
    expect(screen.getByRole('button', { name: 'Закрыть уведомление' })).toBeInTheDocument();
  });
});
