import { TtlCache } from '@/lib/tenant/ttl-cache';

afterEach(() => {
  jest.useRealTimers();
});

describe('TtlCache (tenant-wide reference data)', () => {
  it('a hit within the TTL does not load again', async () => {
    jest.useFakeTimers({ now: 1_000_000 });
    const cache = new TtlCache<string>(60_000);
    const load = jest.fn(async () => 'settings');
    await expect(cache.get('greenbank:ru', load)).resolves.toBe('settings');
    jest.setSystemTime(1_000_000 + 59_999);
    await expect(cache.get('greenbank:ru', load)).resolves.toBe('settings');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('reloads after the TTL', async () => {
    jest.useFakeTimers({ now: 1_000_000 });
    const cache = new TtlCache<number>(60_000);
    let n = 0;
    const load = jest.fn(async () => (n += 1));
    await cache.get('k', load);
    jest.setSystemTime(1_000_000 + 60_000);
    await expect(cache.get('k', load)).resolves.toBe(2);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('the explicit `now` argument is honoured', async () => {
    const cache = new TtlCache<number>(1000);
    let n = 0;
    const load = async () => (n += 1);
    await cache.get('k', load);
    await expect(cache.get('k', load, Date.now() + 10)).resolves.toBe(1);
    await expect(cache.get('k', load, Date.now() + 5000)).resolves.toBe(2);
  });

  it('keys are separate (tenant and language are part of the key)', async () => {
    const cache = new TtlCache<string>(60_000);
    await cache.get('greenbank:ru', async () => 'green');
    await expect(cache.get('bluebank:ru', async () => 'blue')).resolves.toBe('blue');
    await expect(cache.get('greenbank:ru', async () => 'other')).resolves.toBe('green');
  });

  it('"Concurrent misses share one load"', async () => {
    const cache = new TtlCache<string>(60_000);
    let resolve: (value: string) => void = () => undefined;
    const load = jest.fn(() => new Promise<string>((r) => (resolve = r)));
    const a = cache.get('k', load);
    const b = cache.get('k', load);
    resolve('once');
    await expect(Promise.all([a, b])).resolves.toEqual(['once', 'once']);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('"failures are not cached": both waiters see the failure, the next call loads again', async () => {
    const cache = new TtlCache<string>(60_000);
    let reject: (error: Error) => void = () => undefined;
    const failing = jest.fn(() => new Promise<string>((_r, j) => (reject = j)));
    const a = cache.get('k', failing);
    const b = cache.get('k', failing);
    reject(new Error('upstream down'));
    await expect(a).rejects.toThrow('upstream down');
    await expect(b).rejects.toThrow('upstream down');
    expect(failing).toHaveBeenCalledTimes(1);
    await expect(cache.get('k', async () => 'recovered')).resolves.toBe('recovered');
  });

  it('ttl 0 never caches ("currency list 0"), but still shares an in-flight load', async () => {
    const cache = new TtlCache<number>(0);
    let n = 0;
    const load = jest.fn(async () => (n += 1));
    await expect(cache.get('k', load)).resolves.toBe(1);
    await expect(cache.get('k', load)).resolves.toBe(2);
    const [x, y] = await Promise.all([cache.get('k', load), cache.get('k', load)]);
    expect(x).toBe(y);
    expect(load).toHaveBeenCalledTimes(3);
  });

  it('clear() forgets everything', async () => {
    const cache = new TtlCache<number>(60_000);
    let n = 0;
    const load = async () => (n += 1);
    await cache.get('k', load);
    cache.clear();
    await expect(cache.get('k', load)).resolves.toBe(2);
  });

  it('stays bounded: never more than maxEntries entries', async () => {
    const cache = new TtlCache<number>(60_000, 3);
    const load = jest.fn(async () => 1);
    for (const key of ['a', 'b', 'c', 'd']) await cache.get(key, load);
    load.mockClear();
    // After the fourth key the old entries were dropped; at most 3 can still be hits.
    for (const key of ['a', 'b', 'c', 'd']) await cache.get(key, load);
    expect(load.mock.calls.length).toBeGreaterThanOrEqual(1);
  });

  it('maxAgeMs re-reads a value older than asked for, once, and keeps a fresh one', async () => {
    const cache = new TtlCache<number>(60_000);
    let n = 0;
    const load = jest.fn(async () => (n += 1));
    const start = Date.now();
    await cache.get('k', load, start);
    await expect(cache.get('k', load, start + 500, 1_000)).resolves.toBe(1);
    await expect(cache.get('k', load, Date.now() + 2_000, 1_000)).resolves.toBe(2);
    await expect(cache.get('k', load)).resolves.toBe(2);
    expect(load).toHaveBeenCalledTimes(2);
  });
});
