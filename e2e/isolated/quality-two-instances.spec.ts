import { expect, test } from '@playwright/test';
import { DEMO_PASSWORD, DEMO_USERS } from '../support/auth';
import { startAppInstance, type AppInstance } from '../support/app-instance';
import { E2E_APP_PORT } from '../support/ports';

/**
 * Issue 9: sessions keep working across two app instances that share the secret (stateless scaling):
 * a second `next start` on the same build and sandbox accepts the first one's cookie, and a logout on
 * one is honoured by the other (the upstream token is gone, so the replayed cookie is refused).
 */

const SECOND_PORT = E2E_APP_PORT + 2;
const SESSION_COOKIE = '__Host-bo-session';
let second: AppInstance | null = null;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  second = await startAppInstance(SECOND_PORT);
});

test.afterAll(() => {
  second?.stop();
});

test('a session from one instance works on the other; a logout on one ends it on both', async ({ playwright }) => {
  const first = await playwright.request.newContext({ baseURL: `http://localhost:${E2E_APP_PORT}`, extraHTTPHeaders: { 'x-bo-request': '1' } });
  const login = await first.post('/api/session/auth', { data: { login: DEMO_USERS.operator, password: DEMO_PASSWORD }, headers: { 'x-bo-request': '1' } });
  expect(login.status()).toBe(200);
  const sealed = (await first.storageState()).cookies.find((cookie) => cookie.name === SESSION_COOKIE)?.value;
  expect(sealed).toBeTruthy();

  const other = await playwright.request.newContext({ baseURL: `http://localhost:${SECOND_PORT}`, extraHTTPHeaders: { cookie: `${SESSION_COOKIE}=${sealed}`, 'x-bo-request': '1' } });
  expect((await other.get('/api/currency/list')).status()).toBe(200);
  const page = await other.get('/organisation', { maxRedirects: 0 });
  expect(page.status()).toBe(200);
  expect(await page.text()).toContain('user-menu');

  // logout through the second instance; the first one refuses the old cookie afterwards
  expect((await other.post('/api/session/logout', { headers: { 'x-bo-request': '1' } })).status()).toBe(200);
  expect((await first.get('/api/currency/list', { failOnStatusCode: false })).status()).toBe(401);
  await other.dispose();
  await first.dispose();
});
