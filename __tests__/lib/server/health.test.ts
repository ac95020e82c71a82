import { healthResponse, readinessProbe, withinTime, type DependencyCheck } from '@/lib/server/health';

const up: DependencyCheck = async () => true;

describe('readiness', () => {
  it('up when every dependency answers', async () => {
    const probe = readinessProbe({ checks: { 'acquiring-api': up, redis: up }, shuttingDown: () => false });
    expect(await probe()).toEqual({ status: 'up' });
  });

  it('down, naming what failed: a refusal, an error, or no answer within the second', async () => {
    const slow: DependencyCheck = () => new Promise((resolve) => setTimeout(() => resolve(true), 300));
    const probe = readinessProbe({ checks: { 'acquiring-api': slow, redis: async () => Promise.reject(new Error('ECONNREFUSED')) }, shuttingDown: () => false, timeoutMs: 100 });
    expect(await probe()).toEqual({ status: 'down', failed: ['acquiring-api', 'redis'] });
    expect(await withinTime(async () => false)).toBe(false);
  });

  it('asks the dependencies at most once per few seconds, probes at once sharing one check', async () => {
    let now = 0;
    const check = jest.fn(up);
    const probe = readinessProbe({ checks: { 'acquiring-api': check }, shuttingDown: () => false, cacheMs: 3000, now: () => now });
    await Promise.all([probe(), probe(), probe()]);
    now = 2999;
    await probe();
    expect(check).toHaveBeenCalledTimes(1);
    now = 3000;
    await probe();
    expect(check).toHaveBeenCalledTimes(2);
  });

  it('an instance that is stopping is down at once, whatever the cache holds', async () => {
    let stopping = false;
    const probe = readinessProbe({ checks: { 'acquiring-api': up }, shuttingDown: () => stopping });
    expect(await probe()).toEqual({ status: 'up' });
    stopping = true;
    expect(await probe()).toEqual({ status: 'down', failed: ['shutting-down'] });
  });

  it('answers 200 or 503, JSON, never cached', async () => {
    const upAnswer = healthResponse({ status: 'up' });
    expect(upAnswer.status).toBe(200);
    expect(upAnswer.headers.get('cache-control')).toBe('no-store');
    const down = healthResponse({ status: 'down', failed: ['redis'] });
    expect(down.status).toBe(503);
    expect(await down.json()).toEqual({ status: 'down', failed: ['redis'] });
  });
});
