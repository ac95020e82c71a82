/**
 * The readiness probe against real dependencies (issue 35 §2): a stand-in acquiring API on a loopback port and
 * Debian's redis-server. Up while both answer within a second; down, naming each one that does not; one check
 * per few seconds however often it is asked.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { startRedisServer, type RedisServer } from '../../../e2e/support/redis-server';
import { READINESS_CACHE_MS } from '@/lib/server/health';

let api: Server;
let redis: RedisServer;
let infoCalls = 0;
let infoDelayMs = 0;

beforeAll(async () => {
  redis = await startRedisServer();
  api = createServer((request, response) => {
    if (request.url !== '/info') return void response.writeHead(404).end();
    infoCalls += 1;
    setTimeout(() => response.writeHead(200, { 'content-type': 'application/json' }).end('{"buildVersion":"1"}'), infoDelayMs);
  });
  await new Promise<void>((resolve) => api.listen(0, '127.0.0.1', resolve));
  process.env.ACQUIRING_API_URL = `http://127.0.0.1:${(api.address() as AddressInfo).port}`;
  process.env.REDIS_URL = redis.url;
});

afterAll(async () => {
  api.closeAllConnections();
  await new Promise((resolve) => api.close(resolve));
  await redis.stop();
});

it('up with both; then down, naming Redis (stopped) and the API (slower than a second); asked once per few seconds', async () => {
  const { readiness } = await import('@/lib/server/readiness');
  expect(await readiness()).toEqual({ status: 'up' });
  expect(await readiness()).toEqual({ status: 'up' });
  expect(infoCalls).toBe(1);

  await redis.stop();
  infoDelayMs = 1500;
  await new Promise((resolve) => setTimeout(resolve, READINESS_CACHE_MS + 100));
  const started = Date.now();
  expect(await readiness()).toEqual({ status: 'down', failed: ['acquiring-api', 'redis'] });
  // each dependency had its one second, side by side
  expect(Date.now() - started).toBeLessThan(1900);
}, 20_000);
