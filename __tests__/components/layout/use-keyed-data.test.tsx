/** @jest-environment jsdom */
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { useKeyedData, type KeyedDataOptions } from '@/components/layout/use-keyed-data';
import { ApiError } from '@/lib/client/api-failure';
import { TestProviders } from '../render';

const push = jest.fn();
jest.mock('@/components/layout/app-provider', () => ({ useApp: () => ({ alerts: { push }, showUnavailable: jest.fn() }) }));

const wrapper = ({ children }: { children: ReactNode }) => <TestProviders>{children}</TestProviders>;

/** A load whose answers the test gives: each call is kept with its key and signal. */
function controlledLoad() {
  const calls: { key: string | null; signal: AbortSignal; resolve: (value: string) => void; reject: (error: unknown) => void }[] = [];
  const loadFor = (key: string | null) => (signal: AbortSignal) =>
    new Promise<string>((resolve, reject) => {
      calls.push({ key, signal, resolve, reject });
    });
  return { calls, loadFor };
}

function renderKeyed(key: string | null, options: KeyedDataOptions<string> = {}) {
  const { calls, loadFor } = controlledLoad();
  const view = renderHook(({ at }: { at: string | null }) => useKeyedData(at, loadFor(at), options), { wrapper, initialProps: { at: key } });
  return { calls, view, to: (at: string | null) => view.rerender({ at }) };
}

beforeEach(() => push.mockReset());

describe('useKeyedData (issue 36 §1: one client hook for data by key)', () => {
  it('takes the server’s first answer as its value and asks nothing for its key', async () => {
    const { calls, view } = renderKeyed('a', { initial: { key: 'a', value: 'from the HTML' } });
    await act(async () => {});
    expect(view.result.current).toEqual({ key: 'a', value: 'from the HTML' });
    expect(calls).toHaveLength(0);
  });

  it('asks once for a new key; meanwhile the last data stay, under their own key', async () => {
    const { calls, view, to } = renderKeyed('a', { initial: { key: 'a', value: 'A' } });
    to('b');
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]!.key).toBe('b');
    expect(view.result.current).toEqual({ key: 'a', value: 'A' });
    await act(async () => calls[0]!.resolve('B'));
    expect(view.result.current).toEqual({ key: 'b', value: 'B' });
    // a render with the same key asks nothing more, nor does going back to the server's key once loaded again
    view.rerender({ at: 'b' });
    expect(calls).toHaveLength(1);
  });

  it('asks nothing while no key is wanted (null)', async () => {
    const { calls, view } = renderKeyed(null);
    await act(async () => {});
    expect(calls).toHaveLength(0);
    expect(view.result.current).toBeNull();
  });

  it('cancels the call of a key left behind, and never shows its late answer', async () => {
    const { calls, view, to } = renderKeyed('a', { initial: { key: 'a', value: 'A' } });
    to('b');
    await waitFor(() => expect(calls).toHaveLength(1));
    to('c');
    await waitFor(() => expect(calls).toHaveLength(2));
    expect(calls[0]!.signal.aborted).toBe(true);
    expect(calls[1]!.signal.aborted).toBe(false);
    await act(async () => calls[0]!.resolve('B, too late'));
    expect(view.result.current).toEqual({ key: 'a', value: 'A' });
    await act(async () => calls[1]!.resolve('C'));
    expect(view.result.current).toEqual({ key: 'c', value: 'C' });
  });

  it('cancels the call on its way when the screen goes (unmount)', async () => {
    const { calls, view } = renderKeyed('a');
    await waitFor(() => expect(calls).toHaveLength(1));
    view.unmount();
    expect(calls[0]!.signal.aborted).toBe(true);
  });

  it('spec §8: a failure shows the answer’s message as an error alert, and leaves what `failed` says for its key', async () => {
    const { calls, view, to } = renderKeyed('a', { initial: { key: 'a', value: 'A' }, failed: (last) => `failed after ${last?.value}` });
    to('b');
    await waitFor(() => expect(calls).toHaveLength(1));
    await act(async () => calls[0]!.reject(new ApiError(500, { message: 'Сервис недоступен' }, 'HTTP 500')));
    expect(push.mock.calls).toEqual([['error', 'Сервис недоступен']]);
    expect(view.result.current).toEqual({ key: 'b', value: 'failed after A' });
    // the other calls of that key stop too
    expect(calls[0]!.signal.aborted).toBe(true);
  });

  it('spec §8: the catalogue’s text for the call, when it has one, instead of the answer’s message', async () => {
    const { calls } = renderKeyed('a', { failureText: 'Невозможно получить список TID для авторегистрации' });
    await waitFor(() => expect(calls).toHaveLength(1));
    await act(async () => calls[0]!.reject(new ApiError(500, { message: 'Internal' }, 'HTTP 500')));
    expect(push.mock.calls).toEqual([['error', 'Невозможно получить список TID для авторегистрации']]);
  });

  it('spec §8: no alert where the API client already reacted (502/504 dialog, 401 to the login, no answer)', async () => {
    for (const status of [0, 401, 502, 504]) {
      const { calls } = renderKeyed('a', { failed: () => 'none' });
      await waitFor(() => expect(calls).toHaveLength(1));
      await act(async () => calls[0]!.reject(new ApiError(status, null, `HTTP ${status}`)));
    }
    expect(push).not.toHaveBeenCalled();
  });

  it('the caller’s own reaction replaces the alert; without `failed` the key is asked again when it next comes', async () => {
    const onFailure = jest.fn();
    const { calls, view, to } = renderKeyed('a', { onFailure });
    await waitFor(() => expect(calls).toHaveLength(1));
    const error = new ApiError(429, { message: 'Слишком часто' }, 'HTTP 429');
    await act(async () => calls[0]!.reject(error));
    expect(onFailure).toHaveBeenCalledWith(error);
    expect(push).not.toHaveBeenCalled();
    expect(view.result.current).toBeNull();
    to(null);
    to('a');
    await waitFor(() => expect(calls).toHaveLength(2));
  });

  it('with a delay, asks once the key has stayed the same that long', async () => {
    jest.useFakeTimers();
    try {
      const { calls, to } = renderKeyed('a', { delay: 300 });
      act(() => jest.advanceTimersByTime(200));
      to('ab');
      act(() => jest.advanceTimersByTime(200));
      expect(calls).toHaveLength(0);
      act(() => jest.advanceTimersByTime(100));
      expect(calls.map((call) => call.key)).toEqual(['ab']);
    } finally {
      jest.useRealTimers();
    }
  });
});
