import { expect, test } from '@playwright/test';
import { DEMO_PASSWORD, DEMO_USERS, GREENBANK_CODE } from '../support/auth';
import { startAppInstance, type AppInstance } from '../support/app-instance';
import { bffCall } from '../support/bff-client';
import { E2E_APP_PORT } from '../support/ports';
import { startRedisServer, type RedisServer } from '../support/redis-server';
import { sandbox } from '../support/sandbox';

/**
 * Two app instances behind one balancer: they share the session secret (issue 9, stateless sessions) and,
 * through a real Redis (REDIS_URL), the sign-in limits (issue 19 §3). A session from one works on the other;
 * a logout on one ends it on both; code attempts and the code resend's wait count across both.
 */

let redis: RedisServer;
let first: AppInstance;
let second: AppInstance;

test.beforeAll(async () => {
  test.setTimeout(180_000);
  redis = await startRedisServer();
  // one after the other: two `next start`s starting at once are slow on a busy machine
  first = await startAppInstance(E2E_APP_PORT + 2, { REDIS_URL: redis.url });
  second = await startAppInstance(E2E_APP_PORT + 3, { REDIS_URL: redis.url });
});

test.afterAll(async () => {
  await Promise.all([first?.stop(), second?.stop()]);
  await redis?.stop();
});

async function signInWithPassword(base: string, login: string, alias?: string): Promise<string> {
  const answer = await bffCall(base, 'api/session/auth', { method: 'POST', alias, json: { login, password: DEMO_PASSWORD } });
  expect(answer.status).toBe(200);
  expect(answer.seal).toBeTruthy();
  return answer.seal as string;
}

const confirm = (base: string, seal: string, code: string) => bffCall(base, 'api/session/confirm-authentication-code', { method: 'POST', seal, json: { code } });

test('a session from one instance works on the other; a logout on one ends it on both, the state call included', async () => {
  const sealed = await signInWithPassword(first.url, DEMO_USERS.operator);
  expect((await bffCall(second.url, 'api/currency/list', { seal: sealed })).status).toBe(200);
  const page = await fetch(`${second.url}/organisation`, { headers: { cookie: `__Host-bo-session=${sealed}` }, redirect: 'manual' });
  expect(page.status).toBe(200);
  expect(await page.text()).toContain('user-menu');
  expect((await bffCall(first.url, 'api/session/state', { seal: sealed })).status).toBe(200);

  // logout through the second instance; the first one refuses the old cookie afterwards (the API forgot the token)
  expect((await bffCall(second.url, 'api/session/logout', { method: 'POST', seal: sealed })).status).toBe(200);
  expect((await bffCall(first.url, 'api/currency/list', { seal: sealed })).status).toBe(401);
  const state = await bffCall(first.url, 'api/session/state', { seal: sealed });
  expect(state.status).toBe(401);
  expect(state.body).toEqual({ message: 'Unauthorized', action: 'logout' });
});

test('wrong codes count across the instances: past the limit even the right code is refused on either one', async () => {
  const user = 'operator-nowindow@demo.test';
  const wrong = async (base: string, seal: string, expected: number) => {
    const answer = await confirm(base, seal, '000000');
    expect(answer.status).toBe(expected);
    return answer;
  };
  // sign-in 1: five wrong codes, spread over both instances; the fifth ends it at the API (its own lock)
  const before = await signInWithPassword(first.url, user, 'greenbank');
  for (const base of [first.url, second.url, first.url, second.url]) await wrong(base, before, 400);
  const locked = await wrong(first.url, before, 429);
  expect(locked.body).toEqual(expect.objectContaining({ reason: 'code-attempts' }));
  expect(locked.body.retryAt).toBeUndefined();
  // the cookie of before the guesses, replayed with the right code: its sign-in is over
  expect((await confirm(second.url, before, GREENBANK_CODE)).status).toBe(401);

  // sign-in 2: four more wrong codes make ten attempts (the replay counted too); the eleventh is refused
  const again = await signInWithPassword(second.url, user, 'greenbank');
  for (const base of [second.url, second.url, second.url, second.url]) await wrong(base, again, 400);
  await wrong(first.url, again, 429);

  // sign-in 3: the right code is refused by the BFF's own limit on the second instance, which by itself
  // saw seven attempts (counting alone, it would let this one through)
  const third = await signInWithPassword(first.url, user, 'greenbank');
  await sandbox.clearRequests();
  const refused = await confirm(second.url, third, GREENBANK_CODE);
  expect(refused.status).toBe(429);
  expect(refused.body).toEqual(expect.objectContaining({ reason: 'code-attempts', retryAt: expect.any(Number) }));
  expect(refused.seal).toBe('');
  const reached = (await sandbox.requests()).filter((request) => request.url.includes('confirm-authentication-code'));
  expect(reached).toEqual([]);
});

test("the code resend's wait holds on the other instance, without the browser's cookie and before the API is asked", async () => {
  const seal = await signInWithPassword(first.url, 'nopolicy@demo.test', 'greenbank');
  await sandbox.clearRequests();
  const early = await bffCall(second.url, 'api/session/resend-authentication-code', { method: 'POST', seal });
  expect(early.status).toBe(429);
  expect(early.body).toEqual(expect.objectContaining({ reason: 'resend-wait', waitUntil: expect.any(Number) }));
  expect(Number(early.body.waitUntil) - Date.now()).toBeGreaterThan(4 * 60_000);
  // the countdown cookie comes back with the refusal
  expect(early.setCookies).toEqual(expect.arrayContaining([expect.stringMatching(/^resend-await=code-\d+$/)]));
  expect((await sandbox.requests()).filter((request) => request.url.includes('resend-authentication-code'))).toEqual([]);
});

// Last: it stops the shared Redis.
test('Redis down: a sign-in with a code is refused before the API is asked, so no code goes out (issue 35 §6)', async () => {
  await redis.stop();
  await sandbox.clearRequests();
  const answer = await bffCall(first.url, 'api/session/auth', { method: 'POST', alias: 'greenbank', json: { login: DEMO_USERS.operator, password: DEMO_PASSWORD } });
  expect(answer.status).toBe(502);
  expect(answer.body).toEqual({ message: 'The system is temporarily unavailable, please try again later', action: 'unavailable' });
  expect((await sandbox.requests()).filter((request) => request.url.includes('api/session/auth'))).toEqual([]);
  // the default tenant asks for no code: its sign-in does not need the store
  expect((await bffCall(second.url, 'api/session/auth', { method: 'POST', json: { login: DEMO_USERS.operator, password: DEMO_PASSWORD } })).status).toBe(200);
});
