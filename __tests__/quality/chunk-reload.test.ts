/**
 * @jest-environment jsdom
 */
import { CHUNK_RELOAD_KEY, CHUNK_RELOAD_SCRIPT, isChunkLoadError, reloadAfterChunkFailure } from '@/lib/client/chunk-reload';

function memoryStorage(initial: Record<string, string> = {}) {
  const values = new Map(Object.entries(initial));
  return { getItem: (key: string) => values.get(key) ?? null, setItem: (key: string, value: string) => void values.set(key, value), values };
}

describe('chunk-load failure reloads the page at most once a minute (spec §8)', () => {
  it('recognises chunk-load errors and nothing else', () => {
    const chunk = new Error('Loading chunk 123 failed.\n(error: https://bo.example.com/_next/static/chunks/123.js)');
    chunk.name = 'ChunkLoadError';
    expect(isChunkLoadError(chunk)).toBe(true);
    expect(isChunkLoadError(new Error('Loading CSS chunk app-x failed'))).toBe(true);
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: https://x/_next/static/chunks/a.js'))).toBe(true);
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false);
    expect(isChunkLoadError(null)).toBe(false);
  });

  it('reloads, then not again within a minute, then again after it', () => {
    const storage = memoryStorage();
    const reload = jest.fn();
    expect(reloadAfterChunkFailure(storage, 1_000_000, reload)).toBe(true);
    expect(storage.values.get(CHUNK_RELOAD_KEY)).toBe('1000000');
    expect(reloadAfterChunkFailure(storage, 1_059_999, reload)).toBe(false);
    expect(reloadAfterChunkFailure(storage, 1_060_000, reload)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it('still reloads when storage is blocked', () => {
    const reload = jest.fn();
    const blocked = { getItem: () => { throw new Error('denied'); }, setItem: () => { throw new Error('denied'); } };
    expect(reloadAfterChunkFailure(blocked, 10_000_000, reload)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('the head script reacts to a failed build script or a rejected chunk import only', () => {
    const reload = jest.fn();
    {
      window.sessionStorage.clear();
      // jsdom's location cannot be replaced: the script's free `location` is bound to a stand-in instead
      new Function('location', CHUNK_RELOAD_SCRIPT)({ reload });
      const other = document.createElement('script');
      other.src = 'https://maps.example/api.js';
      document.head.append(other);
      other.dispatchEvent(new Event('error'));
      expect(reload).not.toHaveBeenCalled();

      const chunk = document.createElement('script');
      chunk.src = '/_next/static/chunks/gone-after-deploy.js';
      document.head.append(chunk);
      chunk.dispatchEvent(new Event('error'));
      expect(reload).toHaveBeenCalledTimes(1);
      chunk.dispatchEvent(new Event('error'));
      expect(reload).toHaveBeenCalledTimes(1);

      window.sessionStorage.setItem(CHUNK_RELOAD_KEY, String(Date.now() - 61_000));
      const rejection = new Event('unhandledrejection') as Event & { reason?: unknown };
      rejection.reason = Object.assign(new Error('Loading chunk 7 failed'), { name: 'ChunkLoadError' });
      window.dispatchEvent(rejection);
      expect(reload).toHaveBeenCalledTimes(2);
    }
  });
});
