/**
 * The API's rotating anti-forgery token stays in the session, never in the browser, and reaches it by one path: the
 * server client's hook (`onCsrfToken`, lib/acquiring/acquiring-client.ts), on the session calls as on the proxied
 * ones. Each session call whose answer carries a new token leaves it in the sealed cookie.
 */
import { unsealData } from 'iron-session';
import type { SessionData } from '@/lib/session/types';
import { buildRequest, currentJar, forgetServerLimits, NO_BODY, PASSWORD, SESSION_COOKIE, standInBody, startBff, withJar, type Bff } from './bff-harness';

const ROTATED = 'csrf-rotated-by-the-api';
const encoder = new TextEncoder();

let bff: Bff;
beforeAll(async () => {
  bff = await startBff({ timeoutMs: 2000 });
});
afterAll(async () => {
  await bff.stop();
});
afterEach(() => {
  bff.upstream.answer = null;
});

/** The anti-forgery token the last sealed session cookie of the request keeps. */
async function sealedCsrf(outgoing: readonly string[]): Promise<string | undefined> {
  const cookie = outgoing.filter((item) => item.startsWith(`${SESSION_COOKIE}=`) && item.length > SESSION_COOKIE.length + 1).at(-1);
  if (!cookie) return undefined;
  const data = await unsealData<SessionData>(cookie.slice(SESSION_COOKIE.length + 1), { password: { '1': PASSWORD } });
  return data.upstreamCsrf;
}

const CASES = [
  { path: 'api/session/auth', cookie: 'none', json: { login: 'merchant@bank.example', password: 'password-1' } },
  { path: 'api/session/confirm-authentication-code', cookie: 'mfa', json: { code: '123456' } },
  { path: 'api/session/resend-authentication-code', cookie: 'mfa', json: undefined },
  { path: 'api/session/change-password', cookie: 'signed-in', json: { oldPassword: 'old-password-1', newPassword: 'New-password-2' } },
] as const;

describe('the session calls keep the API\'s rotated anti-forgery token', () => {
  it.each(CASES)('$path', async ({ path, cookie, json }) => {
    const route = bff.sessionRoutes.find((candidate) => candidate.path === path);
    if (!route) throw new Error(`no handler for ${path}`);
    forgetServerLimits();
    // the session call's own answer carries a new token; the other calls (build info, languages) the usual one
    bff.upstream.answer = (call) => (call.url.pathname.endsWith(`/${path}`) ? { status: 200, body: standInBody(call.url.pathname), headers: { 'x-csrf-token': ROTATED } } : null);
    const body = json === undefined ? NO_BODY : { contentType: 'application/json', bytes: encoder.encode(JSON.stringify(json)) };
    const request = buildRequest(bff, { method: 'POST', path, query: '', body, forgery: 'ok', cookie });
    if (!request) throw new Error('no request');
    const jar = currentJar();
    const answer = await withJar(jar, () => route.handler(request));
    expect(answer.status).toBe(200);
    expect(answer.headers.get('x-csrf-token')).toBeNull();
    expect(await sealedCsrf(jar.outgoing)).toBe(ROTATED);
  });
});
