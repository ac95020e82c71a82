import { sealData, unsealData } from 'iron-session';
import { SealCache, sealExpiry, unsealCached } from '@/lib/session/seal-cache';

const PASSWORD = { '1': 'seal-cache-test-password-0123456789-abcdefghijkl' };
const NOW = 1_800_000_000_000;

interface Data {
  token: string;
  expiresAt: number;
  user?: { roles: string[] };
}

const DATA: Data = { token: 'T', expiresAt: NOW + 600_000, user: { roles: ['merchant'] } };

/** A string shaped like an iron seal whose (authenticated) expiry is `expiry`. */
const fakeSeal = (expiry: number | string, tag = 'a') => `Fe26.2*1*salt${tag}*iv*cipher*${expiry}*hsalt*hmac~2`;

afterEach(() => {
  jest.useRealTimers();
});

describe('sealExpiry', () => {
  it('reads the expiry timestamp of an iron seal', async () => {
    const seal = await sealData(DATA, { password: PASSWORD, ttl: 3600 });
    const expiry = sealExpiry(seal);
    expect(expiry).not.toBeNull();
    expect(Math.abs((expiry ?? 0) - (Date.now() + 3600_000))).toBeLessThan(5_000);
  });

  it('is null for anything else', () => {
    expect(sealExpiry('')).toBeNull();
    expect(sealExpiry('Fe26.2**forged*<script>')).toBeNull();
    expect(sealExpiry(fakeSeal('soon'))).toBeNull();
    expect(sealExpiry(fakeSeal(''))).toBeNull();
    expect(sealExpiry(`${fakeSeal(NOW)}*extra`)).toBeNull();
  });
});

describe('SealCache', () => {
  const cache = (ttlMs = 30_000, maxEntries = 100) => new SealCache({ ttlMs, maxEntries });

  it('answers a copy of what was stored: changing it changes nothing in the cache', () => {
    const c = cache();
    const seal = fakeSeal(NOW + 3_600_000);
    c.set(seal, DATA, NOW);
    const first = c.get<Data>(seal, NOW + 1);
    expect(first).toEqual(DATA);
    if (!first?.user) throw new Error('no hit');
    first.token = 'changed';
    first.user.roles.push('admin');
    expect(c.get<Data>(seal, NOW + 2)).toEqual(DATA);
  });

  it('forgets an entry after its TTL', () => {
    const c = cache(30_000);
    const seal = fakeSeal(NOW + 3_600_000);
    c.set(seal, DATA, NOW);
    expect(c.get(seal, NOW + 29_999)).toEqual(DATA);
    expect(c.get(seal, NOW + 30_000)).toBeUndefined();
    expect(c.size).toBe(0);
  });

  it('never keeps an entry past the seal’s own expiry', () => {
    const c = cache(30_000);
    const seal = fakeSeal(NOW + 5_000);
    c.set(seal, DATA, NOW);
    expect(c.get(seal, NOW + 4_999)).toEqual(DATA);
    expect(c.get(seal, NOW + 5_000)).toBeUndefined();
    const expired = fakeSeal(NOW - 1, 'b');
    c.set(expired, DATA, NOW);
    expect(c.get(expired, NOW)).toBeUndefined();
  });

  it('does not store a seal without a readable expiry, nor anything with a zero TTL or size', () => {
    const c = cache();
    c.set('Fe26.2**forged*<script>', DATA, NOW);
    expect(c.size).toBe(0);
    const off = cache(0);
    off.set(fakeSeal(NOW + 3_600_000), DATA, NOW);
    expect(off.size).toBe(0);
    const none = cache(30_000, 0);
    none.set(fakeSeal(NOW + 3_600_000), DATA, NOW);
    expect(none.size).toBe(0);
  });

  it('is bounded: the least recently used entry goes first', () => {
    const c = cache(30_000, 2);
    const [a, b, d] = ['a', 'b', 'd'].map((tag) => fakeSeal(NOW + 3_600_000, tag)) as [string, string, string];
    c.set(a, { n: 'a' }, NOW);
    c.set(b, { n: 'b' }, NOW);
    expect(c.get(a, NOW)).toEqual({ n: 'a' }); // a is now the most recent
    c.set(d, { n: 'd' }, NOW);
    expect(c.size).toBe(2);
    expect(c.get(b, NOW)).toBeUndefined();
    expect(c.get(a, NOW)).toEqual({ n: 'a' });
    expect(c.get(d, NOW)).toEqual({ n: 'd' });
  });

  it('delete and clear forget at once', () => {
    const c = cache();
    const seal = fakeSeal(NOW + 3_600_000);
    c.set(seal, DATA, NOW);
    c.delete(seal);
    expect(c.get(seal, NOW)).toBeUndefined();
    c.set(seal, DATA, NOW);
    c.clear();
    expect(c.size).toBe(0);
  });
});

describe('unsealCached with iron-session', () => {
  const unseal = jest.fn((seal: string) => unsealData<Data>(seal, { password: PASSWORD, ttl: 13 * 3600 }));
  beforeEach(() => unseal.mockClear());

  it('unseals a valid seal once, then answers from memory', async () => {
    const c = new SealCache({ ttlMs: 30_000, maxEntries: 10 });
    const seal = await sealData(DATA, { password: PASSWORD, ttl: 13 * 3600 });
    await expect(unsealCached(c, seal, unseal)).resolves.toEqual(DATA);
    await expect(unsealCached(c, seal, unseal)).resolves.toEqual(DATA);
    expect(unseal).toHaveBeenCalledTimes(1);
  });

  it('never remembers a refused seal: tampered, forged, or sealed with another password', async () => {
    const c = new SealCache({ ttlMs: 30_000, maxEntries: 10 });
    const seal = await sealData(DATA, { password: PASSWORD, ttl: 13 * 3600 });
    const foreign = await sealData(DATA, { password: { '1': 'another-password-0123456789-abcdefghijklmnopq' }, ttl: 13 * 3600 });
    for (const bad of [`${seal.slice(0, -6)}AAAA~2`, 'Fe26.2**forged*<script>', foreign]) {
      await expect(unsealCached(c, bad, unseal)).resolves.toEqual({});
      await expect(unsealCached(c, bad, unseal)).resolves.toEqual({});
    }
    expect(unseal).toHaveBeenCalledTimes(6);
    expect(c.size).toBe(0);
  });

  it('after the TTL the seal is unsealed again (and an expired seal is then refused)', async () => {
    jest.useFakeTimers({ now: NOW, doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'] });
    const c = new SealCache({ ttlMs: 30_000, maxEntries: 10 });
    const seal = await sealData(DATA, { password: PASSWORD, ttl: 60 });
    await expect(unsealCached(c, seal, unseal)).resolves.toEqual(DATA);
    jest.setSystemTime(NOW + 31_000);
    await expect(unsealCached(c, seal, unseal)).resolves.toEqual(DATA);
    expect(unseal).toHaveBeenCalledTimes(2);
    // iron's own expiry (60 s + its 60 s skew) has passed: refused, as without the cache
    jest.setSystemTime(NOW + 200_000);
    await expect(unsealCached(c, seal, unseal)).resolves.toEqual({});
  });
});
