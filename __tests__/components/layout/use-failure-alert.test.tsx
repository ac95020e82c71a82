/** @jest-environment jsdom */
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { useFailureAlert, useInitialFailures } from '@/components/layout/use-failure-alert';
import { ApiError } from '@/lib/client/api-failure';
import { TestProviders } from '../render';

const push = jest.fn();
const showUnavailable = jest.fn();
jest.mock('@/components/layout/app-provider', () => ({ useApp: () => ({ alerts: { push }, showUnavailable }) }));
const preloadToaster = jest.fn();
jest.mock('@/components/ui/alert-toasts', () => ({ preloadToaster: () => preloadToaster() }));

const wrapper = ({ children }: { children: ReactNode }) => <TestProviders>{children}</TestProviders>;

beforeEach(() => {
  preloadToaster.mockReset();
  push.mockReset();
  showUnavailable.mockReset();
});

describe('useFailureAlert (spec §8 "every call failure shows an error alert")', () => {
  it('the caller’s catalogue text, else the server’s message, else the default operation error', () => {
    const { result } = renderHook(() => useFailureAlert(), { wrapper });
    result.current(new ApiError(400, { message: 'Неверный запрос' }, 'HTTP 400'), 'Произошла ошибка сервера при выгрузке отчёта');
    result.current(new ApiError(400, { message: 'Неверный запрос' }, 'HTTP 400'));
    result.current(new ApiError(500, null, 'HTTP 500'));
    result.current(new Error('boom'));
    expect(push.mock.calls).toEqual([
      ['error', 'Произошла ошибка сервера при выгрузке отчёта'],
      ['error', 'Неверный запрос'],
      ['error', 'Во время выполнения операции произошла ошибка'],
      ['error', 'Во время выполнения операции произошла ошибка'],
    ]);
  });

  it('says nothing where another reaction already spoke: 502/504 dialog, 401 logout, no connection, a cancel', () => {
    const { result } = renderHook(() => useFailureAlert(), { wrapper });
    for (const status of [0, 401, 502, 504]) result.current(new ApiError(status, null, `HTTP ${status}`));
    result.current(new DOMException('aborted', 'AbortError'));
    expect(push).not.toHaveBeenCalled();
  });
});

describe('useInitialFailures (the first load’s failures, once)', () => {
  it('502/504 open the dialog; every other failure alerts, each distinct text once, then the page’s own texts', () => {
    const failures = [
      { status: 502, message: null },
      { status: 500, message: 'Сервис терминалов недоступен' },
      { status: 500, message: 'Сервис терминалов недоступен' },
      { status: 400, message: null },
    ];
    const { rerender } = renderHook(() => useInitialFailures(failures, ['Невозможно получить список кодов ответов']), { wrapper });
    rerender();
    // the toaster's code was asked for at the first render (during hydration), once
    expect(preloadToaster).toHaveBeenCalledTimes(1);
    expect(showUnavailable).toHaveBeenCalledTimes(1);
    expect(push.mock.calls).toEqual([
      ['error', 'Сервис терминалов недоступен'],
      ['error', 'Во время выполнения операции произошла ошибка'],
      ['error', 'Невозможно получить список кодов ответов'],
    ]);
  });

  it('only the dialog to open (502/504): no toaster code asked for; the page request’s id goes with it', () => {
    renderHook(() => useInitialFailures([{ status: 504, message: null, requestId: 'req-page' }]), { wrapper });
    expect(preloadToaster).not.toHaveBeenCalled();
    expect(showUnavailable).toHaveBeenCalledTimes(1);
    expect(showUnavailable).toHaveBeenCalledWith('req-page');
  });

  it('a clean load says nothing', () => {
    renderHook(() => useInitialFailures([]), { wrapper });
    expect(preloadToaster).not.toHaveBeenCalled();
    expect(showUnavailable).not.toHaveBeenCalled();
    expect(push).not.toHaveBeenCalled();
  });
});
