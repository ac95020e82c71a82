/** @jest-environment jsdom */
import { renderHook } from '@testing-library/react';
import { usePreloadOnIntent, usePreloadWhenIdle } from '@/lib/client/preload';

describe('usePreloadWhenIdle: code a page may soon need loads after the first load, not in it', () => {
  afterEach(() => {
    jest.useRealTimers();
    delete (window as Partial<Window>).requestIdleCallback;
    delete (window as Partial<Window>).cancelIdleCallback;
  });

  it('loads once the browser is idle, and not before', () => {
    const waiting: IdleRequestCallback[] = [];
    window.requestIdleCallback = (run) => waiting.push(run);
    window.cancelIdleCallback = jest.fn();
    const load = jest.fn(() => Promise.resolve());
    renderHook(() => usePreloadWhenIdle(load));
    expect(load).not.toHaveBeenCalled();
    waiting.forEach((run) => run({ didTimeout: false, timeRemaining: () => 10 }));
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('a page left before it is idle loads nothing; a failed load is not an error of the page', async () => {
    window.requestIdleCallback = () => 7;
    window.cancelIdleCallback = jest.fn();
    const { unmount } = renderHook(() => usePreloadWhenIdle(() => Promise.reject(new Error('offline'))));
    unmount();
    expect(window.cancelIdleCallback).toHaveBeenCalledWith(7);
  });

  it('without requestIdleCallback (Safari), two seconds after mounting', () => {
    jest.useFakeTimers();
    const load = jest.fn(() => Promise.reject(new Error('offline')));
    renderHook(() => usePreloadWhenIdle(load));
    jest.advanceTimersByTime(1999);
    expect(load).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(load).toHaveBeenCalledTimes(1);
  });
});

describe('usePreloadOnIntent: the details drawer loads at the first sign of activity, never on an untouched page', () => {
  it('loads nothing while the page is untouched, then once at the first scroll, touch or key', () => {
    const load = jest.fn(() => Promise.resolve());
    renderHook(() => usePreloadOnIntent(load));
    expect(load).not.toHaveBeenCalled();
    window.dispatchEvent(new Event('scroll'));
    expect(load).toHaveBeenCalledTimes(1);
    window.dispatchEvent(new Event('pointerdown'));
    window.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab' }));
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('a page left untouched loads nothing later; a failed load is not an error of the page', () => {
    const load = jest.fn(() => Promise.reject(new Error('offline')));
    const { unmount } = renderHook(() => usePreloadOnIntent(load));
    unmount();
    window.dispatchEvent(new Event('touchstart'));
    expect(load).not.toHaveBeenCalled();
    renderHook(() => usePreloadOnIntent(load));
    expect(() => window.dispatchEvent(new Event('pointermove'))).not.toThrow();
    expect(load).toHaveBeenCalledTimes(1);
  });
});
