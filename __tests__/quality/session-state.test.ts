/**
 * `GET api/session/state` (spec §2: a click anywhere without a session redirects to /auth): the page asks
 * it once its estimate of the expiry has passed. It tells a living session's expiry and nothing else,
 * answers the usual 401 "logout" to anything else, never reaches the upstream and never extends the session.
 */
import { buildRequest, currentJar, NO_BODY, TOKEN, startBff, type Bff, type CookieState } from './bff-harness';

let bff: Bff;
let sessionState: (request: never) => Promise<Response>;
beforeAll(async () => {
  bff = await startBff({ timeoutMs: 2000 });
  sessionState = (await import('@/lib/bff/session-routes')).sessionState as never;
});
afterAll(async () => {
  await bff.stop();
});

async function ask(cookie: CookieState) {
  const request = buildRequest(bff, { method: 'GET', path: 'api/session/state', query: '', body: NO_BODY, forgery: 'ok', cookie });
  const response = await sessionState(request as never);
  return { status: response.status, text: await response.text(), cacheControl: response.headers.get('cache-control') };
}

it('a living session: its expiry only, not stored anywhere, and the cookie is left as it was', async () => {
  const calls = bff.upstream.calls.length;
  const { status, text, cacheControl } = await ask('signed-in');
  expect(status).toBe(200);
  const body = JSON.parse(text) as Record<string, unknown>;
  expect(Object.keys(body)).toEqual(['expiresAt']);
  expect(body.expiresAt).toBeGreaterThan(Date.now());
  expect(text).not.toContain(TOKEN);
  expect(cacheControl).toBe('private, no-store');
  expect(currentJar().outgoing).toEqual([]);
  expect(bff.upstream.calls.length).toBe(calls);
});

it.each<CookieState>(['none', 'mfa', 'tampered', 'foreign'])('%s cookie: 401 with the logout action', async (cookie) => {
  const { status, text } = await ask(cookie);
  expect(status).toBe(401);
  expect(JSON.parse(text)).toEqual({ message: 'Unauthorized', action: 'logout' });
});
