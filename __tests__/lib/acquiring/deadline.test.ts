/**
 * Issue 19 "No page deadline": a page's upstream calls share one deadline (UPSTREAM_TIMEOUT_MS in all)
 * instead of a timeout each. The rules of lib/acquiring/deadline.ts, and upstreamJson under a deadline.
 */
import { deadlineAfter, deadlineFromHeader, raceDeadline, remainingMs } from '@/lib/acquiring/deadline';
import { setUpstreamTransport, upstreamJson, UpstreamUnavailableError, withinDeadline, type UpstreamTransport } from '@/lib/acquiring/upstream';
import { TransportTimeoutError } from '@/lib/acquiring/upstream-transport';

jest.mock('server-only', () => ({}));

describe('the deadline a request carries', () => {
  const now = 1_000_000;

  it('is the middleware’s when it lies within the next budget, else a fresh one', () => {
    expect(deadlineFromHeader(String(now + 2_500), 4_000, now)).toEqual({ at: now + 2_500 });
    // already spent by the middleware: nothing left for the render, not a fresh budget
    expect(deadlineFromHeader(String(now - 10), 4_000, now)).toEqual({ at: now - 10 });
    expect(remainingMs({ at: now - 10 }, now)).toBe(0);
    // a header cannot lengthen the wait, nor come from long ago; garbage is ignored
    expect(deadlineFromHeader(String(now + 60_000), 4_000, now)).toEqual({ at: now + 4_000 });
    expect(deadlineFromHeader(String(now - 60_000), 4_000, now)).toEqual({ at: now + 4_000 });
    expect(deadlineFromHeader('soon', 4_000, now)).toEqual({ at: now + 4_000 });
    expect(deadlineFromHeader(null, 4_000, now)).toEqual(deadlineAfter(4_000, now));
  });
});

describe('waiting until the deadline', () => {
  const passed = () => new Error('passed');

  it('gives the work’s answer or failure when it comes in time', async () => {
    await expect(raceDeadline(deadlineAfter(1_000), Promise.resolve(7), passed)).resolves.toBe(7);
    await expect(raceDeadline(deadlineAfter(1_000), Promise.reject(new Error('no')), passed)).rejects.toThrow('no');
    await expect(raceDeadline(undefined, new Promise((resolve) => setTimeout(() => resolve(8), 50)), passed)).resolves.toBe(8);
  });

  it('gives up at the deadline, and at once when none is left', async () => {
    const started = Date.now();
    await expect(raceDeadline(deadlineAfter(150), new Promise(() => undefined), passed)).rejects.toThrow('passed');
    expect(Date.now() - started).toBeGreaterThanOrEqual(140);
    expect(Date.now() - started).toBeLessThan(1_000);
    await expect(raceDeadline({ at: Date.now() - 1 }, new Promise(() => undefined), passed)).rejects.toThrow('passed');
  });

  it('an upstream wait past the deadline is the upstream timing out (504: the "temporarily unavailable" dialog)', async () => {
    const error = await withinDeadline({ at: Date.now() - 1 }, new Promise(() => undefined)).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(UpstreamUnavailableError);
    expect((error as UpstreamUnavailableError).status).toBe(504);
  });
});

describe('upstreamJson under a deadline', () => {
  const seen: { url: string; timeoutMs: number }[] = [];
  /** An API that answers after `delayMs`, or times out as the real transport does when its bound comes first. */
  const slowApi =
    (delayMs: number): UpstreamTransport =>
    (url, { timeoutMs }) => {
      seen.push({ url, timeoutMs });
      return new Promise((resolve, reject) => {
        if (timeoutMs < delayMs) setTimeout(() => reject(new TransportTimeoutError()), timeoutMs);
        else setTimeout(() => resolve(Response.json({ result: 'ok' })), delayMs);
      });
    };
  let previous: UpstreamTransport;
  beforeEach(() => {
    seen.length = 0;
  });
  afterEach(() => setUpstreamTransport(previous));

  it('each call waits only for what is left of the deadline, so calls in a row share it', async () => {
    previous = setUpstreamTransport(slowApi(400));
    const deadline = deadlineAfter(600);
    const started = Date.now();
    await expect(upstreamJson({ alias: null, path: 'api/currency/list', deadline })).resolves.toBe('ok');
    const second = await upstreamJson({ alias: null, path: 'api/setting/list', deadline }).catch((error: unknown) => error);
    expect(second).toBeInstanceOf(UpstreamUnavailableError);
    expect((second as UpstreamUnavailableError).status).toBe(504);
    // two calls of 400 ms in a row end at the 600 ms deadline, not after 800 ms or two timeouts
    expect(Date.now() - started).toBeLessThan(800);
    expect(seen[1]?.timeoutMs).toBeLessThanOrEqual(200);
  });

  it('with nothing left, no call is made', async () => {
    previous = setUpstreamTransport(slowApi(10));
    const error = await upstreamJson({ alias: null, path: 'api/currency/list', deadline: { at: Date.now() - 1 } }).catch((caught: unknown) => caught);
    expect((error as UpstreamUnavailableError).status).toBe(504);
    expect(seen).toEqual([]);
  });
});
