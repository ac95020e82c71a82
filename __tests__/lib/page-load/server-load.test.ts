/**
 * A server page's call under the page's one deadline (lib/page-load/server-load.ts): raced once, by upstreamJson,
 * which also bounds the call's own timeout; a cached load is raced by attemptLoad.
 */
import * as ENDPOINTS from '@/lib/acquiring/endpoints';
import { attempt, attemptLoad } from '@/lib/page-load/server-load';
import { deadlineAfter } from '@/lib/acquiring/deadline';
import { setUpstreamTransport, type UpstreamTransport } from '@/lib/acquiring/upstream';

jest.mock('server-only', () => ({}));
jest.mock('next/navigation', () => ({ redirect: jest.fn() }));

const BUDGET_MS = 8_000;
/** The timers set for about the deadline's remaining time: one per race. */
const deadlineTimers = (spy: jest.SpyInstance) => spy.mock.calls.filter(([, ms]) => typeof ms === 'number' && ms > BUDGET_MS - 1_000 && ms <= BUDGET_MS).length;

describe('attempt under the page deadline', () => {
  let previous: UpstreamTransport;
  const seen: number[] = [];
  beforeAll(() => {
    previous = setUpstreamTransport(async (_url, { timeoutMs }) => {
      seen.push(timeoutMs);
      return Response.json({ result: [1, 2] });
    });
  });
  afterAll(() => setUpstreamTransport(previous));

  it('races the deadline once, and the call waits no longer than it', async () => {
    const spy = jest.spyOn(global, 'setTimeout');
    try {
      const loaded = await attempt({ alias: null, token: 't', deadline: deadlineAfter(BUDGET_MS) }, ENDPOINTS.currencyList);
      expect(loaded).toEqual({ ok: true, value: [1, 2] });
      expect(deadlineTimers(spy)).toBe(1);
      expect(seen.at(-1)).toBeLessThanOrEqual(BUDGET_MS);
    } finally {
      spy.mockRestore();
    }
  });

  it('a load of its own (a cached list) is raced once too, and a passed deadline is a 504 failure', async () => {
    const spy = jest.spyOn(global, 'setTimeout');
    try {
      await expect(attemptLoad({ alias: null, token: 't', deadline: deadlineAfter(BUDGET_MS) }, async () => 'cached')).resolves.toEqual({ ok: true, value: 'cached' });
      expect(deadlineTimers(spy)).toBe(1);
    } finally {
      spy.mockRestore();
    }
    const late = await attemptLoad({ alias: null, token: 't', deadline: { at: Date.now() - 1 } }, () => new Promise<never>(() => undefined));
    expect(late).toEqual({ ok: false, failure: { status: 504, message: null } });
  });
});
