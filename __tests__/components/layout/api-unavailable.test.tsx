/** @jest-environment jsdom */
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { ApiUnavailable, API_RETRY_MS } from '@/components/layout/api-unavailable';
import { AppProvider } from '@/components/layout/app-provider';
import { ApiUnavailableNote } from '@/components/layout/api-unavailable-note';
import { renderWithProviders, TestProviders } from '../render';

const refresh = jest.fn();
jest.mock('next/navigation', () => ({ useRouter: () => ({ refresh, push: jest.fn(), replace: jest.fn(), prefetch: jest.fn(), back: jest.fn() }) }));

/** The signed-in shell without the API (issue 19 §4): the spec §8 dialog, then the page asks again by itself. */
describe('ApiUnavailable', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    refresh.mockReset();
  });
  afterEach(() => jest.useRealTimers());

  it('opens the "temporarily unavailable" dialog and asks the server again every few seconds until it is gone', () => {
    const { unmount } = renderWithProviders(
      <AppProvider alias={null}>
        <ApiUnavailable />
      </AppProvider>,
    );
    expect(screen.getByTestId('unavailable-dialog')).toHaveTextContent('Система временно недоступна');
    expect(refresh).not.toHaveBeenCalled();
    act(() => jest.advanceTimersByTime(API_RETRY_MS));
    expect(refresh).toHaveBeenCalledTimes(1);
    act(() => jest.advanceTimersByTime(2 * API_RETRY_MS));
    expect(refresh).toHaveBeenCalledTimes(3);
    unmount();
    act(() => jest.advanceTimersByTime(2 * API_RETRY_MS));
    expect(refresh).toHaveBeenCalledTimes(3);
  });

  it('names the page request’s id for support (issue 35 §3), and no id line without one', () => {
    const { unmount } = renderWithProviders(
      <AppProvider alias={null}>
        <ApiUnavailable requestId="0f8e3b9c-2d1a" />
      </AppProvider>,
    );
    expect(screen.getByTestId('unavailable-request-id')).toHaveTextContent('Номер обращения для поддержки: 0f8e3b9c-2d1a');
    unmount();
    renderWithProviders(
      <AppProvider alias={null}>
        <ApiUnavailable />
      </AppProvider>,
    );
    expect(screen.getByTestId('unavailable-dialog')).toBeInTheDocument();
    expect(screen.queryByTestId('unavailable-request-id')).toBeNull();
  });

  it('announces an outage once: a closed dialog does not come back with each refresh’s new request id', () => {
    jest.useRealTimers();
    const tree = (requestId: string) => (
      <TestProviders>
        <AppProvider alias={null}>
          <ApiUnavailable requestId={requestId} />
        </AppProvider>
      </TestProviders>
    );
    const { rerender } = render(tree('first-request'));
    fireEvent.click(within(screen.getByTestId('unavailable-dialog')).getByRole('button', { name: 'Понятно' }));
    expect(screen.queryByTestId('unavailable-dialog')).toBeNull();
    rerender(tree('second-request'));
    expect(screen.queryByTestId('unavailable-dialog')).toBeNull();
  });

  it('has a note for the page behind the dialog: closing the dialog leaves no blank screen', () => {
    renderWithProviders(<ApiUnavailableNote />);
    expect(screen.getByRole('status')).toHaveTextContent('Система недоступнаСтраница обновится сама, как только система снова ответит.');
  });
});
