/**
 * Issue 35 §6 "A sign-in with multi-factor over an unreachable Redis signed in upstream and sent the code, then
 * failed": the BFF asks its limit store (REDIS_URL, lib/bff/sign-in-limits.ts) before the API, so that no code goes
 * out for a sign-in that cannot finish; the user gets the spec §8 "temporarily unavailable". A tenant without codes
 * still signs in: nothing of its sign-in needs the store.
 */
import { createServer } from 'node:net';
import type { AddressInfo } from 'node:net';
import { NextRequest } from 'next/server';
import { ORIGIN, startBff, withJar, type Bff, type Handler, type UpstreamCall } from './bff-harness';

/** A port nothing listens on: Redis is down. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

let bff: Bff;
let login: Handler;
beforeAll(async () => {
  process.env.REDIS_URL = `redis://127.0.0.1:${await closedPort()}`;
  bff = await startBff({ timeoutMs: 4000 });
  login = (await import('@/lib/bff/sign-in-routes')).login as Handler;
  // the tenant's guest settings: codes on for mfa-bank, off for plain-bank
  bff.upstream.answer = (call: UpstreamCall) =>
    call.url.pathname.endsWith('api/setting/guest-list')
      ? { status: 200, body: { result: [{ name: 'lkm.authorization.multiFactor', value: call.url.pathname.startsWith('/mfa-bank/') ? 'true' : 'false' }] } }
      : null;
});
afterAll(async () => {
  await bff.stop();
  delete process.env.REDIS_URL;
  // the store's client keeps trying to reconnect: closed, so that the test run ends
  const holder = (globalThis as Record<symbol, { store?: { close?: () => Promise<void> } } | undefined>)[Symbol.for('merchant-back-office.limit-store')];
  await holder?.store?.close?.();
});

async function signIn(alias: string) {
  const request = new NextRequest(`${ORIGIN}/api/session/auth`, {
    method: 'POST',
    headers: { 'x-bo-request': '1', 'sec-fetch-site': 'same-origin', 'content-type': 'application/json', 'x-tenant-alias': alias },
    body: JSON.stringify({ login: 'operator@demo.test', password: 'demo' }),
  });
  const started = Date.now();
  const response = await withJar({ incoming: new Map(), outgoing: [] }, () => login(request));
  return { status: response.status, body: (await response.json()) as Record<string, unknown>, ms: Date.now() - started };
}

const authCalls = (alias: string) => bff.upstream.calls.filter((call) => call.url.pathname === `/${alias}/api/session/auth`).length;

it('with codes on, no sign-in reaches the API while the store is down: no code is sent, the answer says unavailable', async () => {
  const answer = await signIn('mfa-bank');
  expect(answer.status).toBe(502);
  expect(answer.body).toEqual({ message: 'The system is temporarily unavailable, please try again later', action: 'unavailable' });
  expect(authCalls('mfa-bank')).toBe(0);
  // bounded by the store's own command timeout (2 s), not a hang
  expect(answer.ms).toBeLessThan(3500);
});

it('with codes off, the sign-in goes on: it does not need the store', async () => {
  const answer = await signIn('plain-bank');
  expect(answer.status).toBe(200);
  expect(authCalls('plain-bank')).toBe(1);
});
