/**
 * One contract for the sign-in limits' store (lib/bff/limit-store.ts), kept by the memory store of one instance and
 * by the Redis store that several instances share (lib/bff/redis-limit-store.ts, against a real redis-server).
 */
import { MemoryLimitStore, type LimitStore } from '@/lib/bff/limit-store';
import { RedisLimitStore, StoreUnavailableError } from '@/lib/bff/redis-limit-store';
import { startRedisServer, type RedisServer } from '../../../e2e/support/redis-server';

jest.setTimeout(60_000);

const WINDOW_MS = 600;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

let redis: RedisServer;
const opened: RedisLimitStore[] = [];
beforeAll(async () => {
  redis = await startRedisServer();
});
afterAll(async () => {
  await Promise.all(opened.map((store) => store.close()));
  await redis.stop();
});

let keyCount = 0;
/** A key no other test used: the Redis lives for the whole file. */
const freshKey = () => `contract-${process.pid}-${Date.now()}-${(keyCount += 1)}`;

const STORES: [string, () => LimitStore][] = [
  ['memory', () => new MemoryLimitStore()],
  [
    'redis',
    () => {
      const store = new RedisLimitStore(redis.url);
      opened.push(store);
      return store;
    },
  ],
];

describe.each(STORES)('%s store', (_name, makeStore) => {
  let store: LimitStore;
  beforeAll(() => {
    store = makeStore();
  });

  it('hit: counts within a window that starts with the first hit, then starts again', async () => {
    const key = freshKey();
    const started = Date.now();
    const first = await store.hit(key, WINDOW_MS);
    expect(first.count).toBe(1);
    expect(first.resetAt).toBeGreaterThanOrEqual(started + WINDOW_MS - 50);
    expect(first.resetAt).toBeLessThanOrEqual(Date.now() + WINDOW_MS + 50);
    const second = await store.hit(key, WINDOW_MS);
    expect(second.count).toBe(2);
    // the window does not move with later hits
    expect(Math.abs(second.resetAt - first.resetAt)).toBeLessThan(50);
    expect((await store.hit(freshKey(), WINDOW_MS)).count).toBe(1);
    await sleep(WINDOW_MS + 100);
    expect((await store.hit(key, WINDOW_MS)).count).toBe(1);
  });

  it('claim: one hold at a time, until it ends', async () => {
    const key = freshKey();
    const taken = await store.claim(key, WINDOW_MS);
    expect(taken.claimed).toBe(true);
    const refused = await store.claim(key, WINDOW_MS);
    expect(refused.claimed).toBe(false);
    expect(Math.abs(refused.until - taken.until)).toBeLessThan(50);
    await sleep(WINDOW_MS + 100);
    expect((await store.claim(key, WINDOW_MS)).claimed).toBe(true);
  });

  it('hold: replaces whatever stood; release: forgets a hold or a count', async () => {
    const key = freshKey();
    await store.claim(key, 50);
    await store.hold(key, 5_000);
    const held = await store.claim(key, 50);
    expect(held.claimed).toBe(false);
    expect(held.until).toBeGreaterThan(Date.now() + 4_000);
    await store.release(key);
    expect((await store.claim(key, WINDOW_MS)).claimed).toBe(true);

    const counted = freshKey();
    await store.hit(counted, 5_000);
    await store.hit(counted, 5_000);
    await store.release(counted);
    expect((await store.hit(counted, 5_000)).count).toBe(1);
  });

  it('concurrent hits lose no count, and of concurrent claims exactly one wins', async () => {
    const key = freshKey();
    const counts = (await Promise.all(Array.from({ length: 50 }, () => store.hit(key, 5_000)))).map((w) => w.count);
    expect([...counts].sort((a, b) => a - b)).toEqual(Array.from({ length: 50 }, (_, i) => i + 1));
    const claim = freshKey();
    const claims = await Promise.all(Array.from({ length: 20 }, () => store.claim(claim, 5_000)));
    expect(claims.filter((c) => c.claimed)).toHaveLength(1);
  });
});

it('two Redis stores (two app instances) share one count and one hold', async () => {
  const [a, b] = [new RedisLimitStore(redis.url), new RedisLimitStore(redis.url)];
  opened.push(a, b);
  const key = freshKey();
  await a.hit(key, 5_000);
  await b.hit(key, 5_000);
  expect((await a.hit(key, 5_000)).count).toBe(3);
  const hold = freshKey();
  expect((await a.claim(hold, 5_000)).claimed).toBe(true);
  expect((await b.claim(hold, 5_000)).claimed).toBe(false);
});

it('a Redis that does not answer fails the call within its timeout, never hangs it', async () => {
  const nowhere = new RedisLimitStore('redis://127.0.0.1:1');
  opened.push(nowhere);
  const started = Date.now();
  await expect(nowhere.hit(freshKey(), 1_000)).rejects.toBeInstanceOf(StoreUnavailableError);
  expect(Date.now() - started).toBeLessThan(3_000);
});

it('the memory store stays bounded: past maxKeys the oldest keys go', async () => {
  const store = new MemoryLimitStore({ maxKeys: 3 });
  for (const key of ['a', 'b', 'c', 'd']) await store.hit(key, 60_000);
  expect((await store.hit('a', 60_000)).count).toBe(1);
  expect((await store.hit('d', 60_000)).count).toBe(2);
});
