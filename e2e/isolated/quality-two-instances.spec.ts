import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { DEMO_PASSWORD, DEMO_USERS } from '../support/auth';
import { E2E_APP_PORT, E2E_SANDBOX_URL } from '../support/ports';

/**
 * Issue 9: sessions keep working across two app instances that share the secret (stateless scaling):
 * a second `next start` on the same build and sandbox accepts the first one's cookie, and a logout on
 * one is honoured by the other (the upstream token is gone, so the replayed cookie is refused).
 */

const SECOND_PORT = E2E_APP_PORT + 2;
const SESSION_COOKIE = '__Host-bo-session';
let second: ChildProcess | null = null;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  const root = process.cwd();
  second = spawn(process.execPath, [path.join(root, 'node_modules', 'next', 'dist', 'bin', 'next'), 'start', '-p', String(SECOND_PORT)], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      ACQUIRING_API_URL: E2E_SANDBOX_URL,
      SESSION_PASSWORD: process.env.SESSION_PASSWORD || 'e2e-session-password-0123456789-abcdefghijklmnop',
      UPSTREAM_TIMEOUT_MS: process.env.UPSTREAM_TIMEOUT_MS || '4000',
    },
    stdio: 'ignore',
  });
  for (let waited = 0; waited < 90_000; waited += 500) {
    const up = await fetch(`http://localhost:${SECOND_PORT}/auth`).then((response) => response.ok, () => false);
    if (up) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('the second instance did not start');
});

test.afterAll(() => {
  if (second && second.exitCode === null) second.kill('SIGTERM');
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
