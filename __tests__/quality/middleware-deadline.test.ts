/**
 * Issue 19 "No page deadline", the middleware's part: its upstream checks (tenant, language list, build
 * version, captcha) start together and wait no longer than the page's deadline, which it hands on to the
 * render (x-bo-deadline). Before, they ran one after another, each with a 5-second timeout of its own.
 */
import { NextRequest } from 'next/server';
import type { UpstreamTransport } from '@/lib/acquiring/upstream';

jest.mock('server-only', () => ({}));

const BUDGET_MS = 1_500;
process.env.UPSTREAM_TIMEOUT_MS = String(BUDGET_MS);

/** What the API answers to the middleware's checks, after `delayMs` (or a timeout, as the real transport gives). */
function slowApi(delayMs: number): UpstreamTransport {
  return (url, { timeoutMs }) =>
    new Promise((resolve, reject) => {
      const path = new URL(url).pathname;
      const result =
        path.endsWith('/api/language/list') ? [{ id: 'ru', name: 'Русский', enabled: true }]
        : path.endsWith('/api/session/recaptcha/configuration') ? { enabled: false, siteKeys: { invisible: '', checkbox: '' } }
        : [];
      if (timeoutMs < delayMs) setTimeout(() => reject(new Error('timed out')), timeoutMs);
      else setTimeout(() => resolve(Response.json(path.endsWith('/info') ? { buildVersion: '1' } : { result })), delayMs);
    });
}

async function timed(url: string) {
  const { middleware } = await import('@/middleware');
  const started = Date.now();
  const response = await middleware(new NextRequest(url));
  return { response, elapsed: Date.now() - started, started };
}

describe('the middleware under a slow API', () => {
  let restore: UpstreamTransport;
  beforeAll(async () => {
    const upstream = await import('@/lib/acquiring/upstream');
    restore = upstream.setUpstreamTransport(slowApi(600));
  });
  afterAll(async () => {
    (await import('@/lib/acquiring/upstream')).setUpstreamTransport(restore);
  });

  it('runs its checks at once: one round trip, not one per check', async () => {
    // greenbank's login: tenant, language list and captcha; 600 ms each
    const { response, elapsed } = await timed('https://bo.example.com/greenbank/auth');
    expect(response.headers.get('x-middleware-rewrite')).toContain('/greenbank/auth');
    expect(elapsed).toBeLessThan(1_100);
  });

  it('waits no longer than the deadline, goes on without what it could not tell, and hands the rest to the page', async () => {
    (await import('@/lib/acquiring/upstream')).setUpstreamTransport(slowApi(10_000));
    // a tenant the checks have not seen (nothing cached); the API answers nothing in time
    const { response, elapsed, started } = await timed('https://bo.example.com/otherbank/auth');
    expect(elapsed).toBeLessThan(BUDGET_MS + 700);
    // no answer is not "no language list": the page renders (and shows "temporarily unavailable"), no /error redirect
    expect(response.headers.get('location')).toBeNull();
    expect(response.headers.get('x-middleware-rewrite')).toContain('/otherbank/auth');
    const deadline = Number(response.headers.get('x-middleware-request-x-bo-deadline'));
    expect(deadline).toBeGreaterThanOrEqual(started + BUDGET_MS - 50);
    expect(deadline).toBeLessThanOrEqual(started + BUDGET_MS + 50);
  });

  it('a client cannot send the deadline header itself', async () => {
    (await import('@/lib/acquiring/upstream')).setUpstreamTransport(slowApi(0));
    const { middleware } = await import('@/middleware');
    const started = Date.now();
    const response = await middleware(new NextRequest('https://bo.example.com/auth', { headers: { 'x-bo-deadline': String(started + 3_600_000) } }));
    expect(Number(response.headers.get('x-middleware-request-x-bo-deadline'))).toBeLessThanOrEqual(Date.now() + BUDGET_MS);
  });
});
