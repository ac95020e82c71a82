/**
 * `GET api/session/state` (spec §2: a click anywhere without a session redirects to /auth): the page asks
 * it once its estimate of the expiry has passed. It tells a living session's expiry and nothing else,
 * answers the usual 401 "logout" to anything else, never extends the session, and asks the API whether the
 * token still lives: a cookie replayed after a logout unseals as well as ever (issue 19 §3).
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

beforeEach(() => {
  bff.upstream.fault = null;
});

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
  // one light call with the token, and nothing else
  expect(bff.upstream.calls.slice(calls).map((call) => [call.method, call.url.pathname, call.headers.get('authorization')])).toEqual([['GET', '/api/currency/list', `Bearer ${TOKEN}`]]);
});

it('a cookie whose token the API no longer knows (replayed after a logout): 401 with the logout action, and the cookie goes', async () => {
  bff.upstream.fault = { status: 401 };
  const { status, text } = await ask('signed-in');
  expect(status).toBe(401);
  expect(JSON.parse(text)).toEqual({ message: 'Unauthorized', action: 'logout' });
  expect(currentJar().outgoing).toEqual([expect.stringMatching(/^__Host-bo-session=$/)]);
});

it('an API that cannot answer: the "temporarily unavailable" answer, and the session is kept', async () => {
  bff.upstream.fault = { status: 502 };
  const { status, text } = await ask('signed-in');
  expect(status).toBe(502);
  expect(JSON.parse(text)).toEqual(expect.objectContaining({ action: 'unavailable' }));
  expect(currentJar().outgoing).toEqual([]);
});

it.each<CookieState>(['none', 'mfa', 'tampered', 'foreign'])('%s cookie: 401 with the logout action', async (cookie) => {
  const { status, text } = await ask(cookie);
  expect(status).toBe(401);
  expect(JSON.parse(text)).toEqual({ message: 'Unauthorized', action: 'logout' });
});
