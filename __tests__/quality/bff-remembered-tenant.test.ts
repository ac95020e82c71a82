/**
 * Issue 19 §5 "The tenant switch sticks": the remembered tenant (`fi-alias`, read by the middleware to lead
 * unprefixed URLs) changes only on a successful sign-in under that tenant, and stays after logout (spec §4).
 * The middleware's side (a visit sets nothing) is in __tests__/lib/middleware/middleware.test.ts.
 */
import { NextRequest } from 'next/server';
import { buildRequest, currentJar, startBff, type Bff, type CookieState } from './bff-harness';

let bff: Bff;
let routes: typeof import('@/lib/bff/sign-in-routes') & typeof import('@/lib/bff/session-routes');
beforeAll(async () => {
  bff = await startBff({ timeoutMs: 2000 });
  routes = { ...(await import('@/lib/bff/sign-in-routes')), ...(await import('@/lib/bff/session-routes')) };
});
afterAll(async () => {
  await bff.stop();
});

function post(path: string, json: unknown, alias: string | null, cookie: CookieState = 'none', remembered?: string): NextRequest {
  const bytes = new TextEncoder().encode(JSON.stringify(json));
  const built = buildRequest(bff, { method: 'POST', path, query: '', body: { contentType: 'application/json', bytes }, forgery: 'ok', cookie });
  if (!built) throw new Error(path);
  if (remembered) currentJar().incoming.set('fi-alias', remembered);
  const headers = new Headers(built.headers);
  if (alias) headers.set('x-tenant-alias', alias);
  return new NextRequest(built.url, { method: 'POST', headers, body: bytes });
}

/** What the handler did to the remembered tenant: the cookies it set, and their attributes. */
const aliasCookies = () => currentJar().outgoing.filter((cookie) => cookie.startsWith('fi-alias='));
const aliasAttributes = () => currentJar().attributes?.get('fi-alias');

it('a successful sign-in under greenbank remembers greenbank (HttpOnly, Secure, a year)', async () => {
  const response = await routes.login(post('api/session/auth', { login: 'a@b.test', password: 'demo' }, 'greenbank'));
  expect(response.status).toBe(200);
  expect(aliasCookies()).toEqual(['fi-alias=greenbank']);
  expect(aliasAttributes()).toEqual({ path: '/', httpOnly: true, sameSite: 'lax', secure: true, maxAge: 365 * 24 * 3600 });
});

it('a successful sign-in of the default tenant forgets a remembered one', async () => {
  await routes.login(post('api/session/auth', { login: 'a@b.test', password: 'demo' }, null, 'none', 'greenbank'));
  expect(aliasCookies()).toEqual(['fi-alias=']);
  expect(aliasAttributes()).toEqual({ expires: new Date(0) });
});

it('…and sets nothing when none is remembered', async () => {
  await routes.login(post('api/session/auth', { login: 'a@b.test', password: 'demo' }, null));
  expect(aliasCookies()).toEqual([]);
});

it('a failed sign-in changes nothing', async () => {
  bff.upstream.fault = { status: 401 };
  try {
    const response = await routes.login(post('api/session/auth', { login: 'a@b.test', password: 'wrong' }, 'greenbank'));
    expect(response.status).toBe(401);
    expect(aliasCookies()).toEqual([]);
  } finally {
    bff.upstream.fault = null;
  }
});

it('logout leaves it as it is (spec §4: "clears cookies … except … financial-institute alias")', async () => {
  const response = await routes.logout(post('api/session/logout', {}, null, 'signed-in'));
  expect(response.status).toBe(200);
  expect(aliasCookies()).toEqual([]);
});
