/** @jest-environment jsdom */
import { act, screen } from '@testing-library/react';
import { ApiUnavailable, API_RETRY_MS } from '@/components/layout/api-unavailable';
import { AppProvider } from '@/components/layout/app-provider';
import { renderWithProviders } from '../render';

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
});
