import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { DEMO_PASSWORD, DEMO_USERS } from '../support/auth';
import { bffCall, SESSION_COOKIE } from '../support/bff-client';
import { E2E_APP_PORT } from '../support/ports';
import { pidOnPort } from '../support/processes';

/**
 * `npm start` as a tester runs it (scripts/run.mjs: Next.js and the embedded sandbox beside it), and the sandbox
 * killed with SIGKILL (issue 19 §4): Next goes on and answers "temporarily unavailable" (spec §8) while run.mjs
 * restarts the sandbox with a back-off; then the app recovers by itself, and the session signed in before goes on.
 */
const APP_PORT = E2E_APP_PORT + 4;
const METRICS_PORT = E2E_APP_PORT + 5;
const SANDBOX_PORT = E2E_APP_PORT + 1014;
const base = `http://localhost:${APP_PORT}`;

let run: ChildProcess | null = null;
let dataDir = '';
let output = '';

function exited(child: ChildProcess): Promise<void> {
  return child.exitCode !== null || child.signalCode !== null ? Promise.resolve() : new Promise((resolve) => child.once('exit', () => resolve()));
}

async function waitUntil(what: string, check: () => Promise<boolean>, timeoutMs: number): Promise<void> {
  for (const started = Date.now(); Date.now() - started < timeoutMs; await new Promise((resolve) => setTimeout(resolve, 250))) {
    if (await check().catch(() => false)) return;
  }
  throw new Error(`${what}: not within ${timeoutMs} ms\n${output.slice(-2000)}`);
}

const sandboxUp = () => fetch(`http://127.0.0.1:${SANDBOX_PORT}/info`, { headers: { 'request-source': 'frontend' } }).then((response) => response.ok);

test.beforeAll(async () => {
  test.setTimeout(240_000);
  dataDir = mkdtempSync(path.join(tmpdir(), 'bo-run-sandbox-'));
  const env: NodeJS.ProcessEnv = { ...process.env, PORT: String(APP_PORT), METRICS_PORT: String(METRICS_PORT), SANDBOX_PORT: String(SANDBOX_PORT), SANDBOX_DATA_DIR: dataDir, SANDBOX_SCALE: '2000', UPSTREAM_TIMEOUT_MS: '4000' };
  // as a tester starts it: no API URL, no secret of its own (run.mjs makes one), no control API
  for (const name of ['ACQUIRING_API_URL', 'SESSION_PASSWORD', 'SANDBOX_CONTROL', 'NODE_ENV']) delete env[name];
  run = spawn(process.execPath, ['scripts/run.mjs', 'start'], { cwd: process.cwd(), env, stdio: ['ignore', 'pipe', 'pipe'] });
  for (const stream of [run.stdout, run.stderr]) stream?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  await waitUntil('the app started by run.mjs', () => fetch(`${base}/auth`).then((response) => response.ok), 180_000);
});

test.afterAll(async () => {
  if (run && run.exitCode === null) {
    run.kill('SIGTERM');
    await exited(run);
  }
  rmSync(dataDir, { recursive: true, force: true });
});

test('a killed sandbox: the app stays up, says "temporarily unavailable", recovers by itself with the session, and counts the restart', async ({ browser }) => {
  test.setTimeout(180_000);
  // signed in by the page's own call to the BFF (the login form has its own tests)
  const context = await browser.newContext({ baseURL: base });
  const page = await context.newPage();
  await page.goto('/auth');
  // a fresh server on a busy machine may take the first sign-in past the upstream timeout: that is not this test's subject
  await expect(async () => {
    const status = await page.evaluate(async (body) => {
      const response = await fetch('/api/session/auth', { method: 'POST', headers: { 'x-bo-request': '1', 'content-type': 'application/json' }, body });
      return response.status;
    }, JSON.stringify({ login: DEMO_USERS.merchant, password: DEMO_PASSWORD }));
    expect(status, output.slice(-1000)).toBe(200);
  }).toPass({ timeout: 30_000 });
  const seal = (await context.cookies()).find((cookie) => cookie.name === SESSION_COOKIE)?.value as string;
  expect(seal).toBeTruthy();
  await page.goto('/organisation');
  await expect(page.getByRole('heading', { name: 'Администраторы' })).toBeVisible({ timeout: 30_000 });

  const killed = pidOnPort(SANDBOX_PORT);
  process.kill(killed, 'SIGKILL');
  await waitUntil('the sandbox is down', async () => !(await sandboxUp().catch(() => false)), 10_000);

  // Next is still there and says what the spec says, to calls and to the page (a data call of the organisation page)
  const down = await bffCall(base, 'api/currency/list', { seal });
  expect([502, 504]).toContain(down.status);
  expect(down.body).toEqual(expect.objectContaining({ action: 'unavailable' }));
  await page.goto('/organisation');
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText('Система временно недоступна', { timeout: 30_000 });
  expect(run?.exitCode).toBeNull();

  // run.mjs starts it again; the page asks again by itself and recovers behind the dialog: no reload, no sign-in
  await waitUntil('the sandbox is back', sandboxUp, 30_000);
  expect(pidOnPort(SANDBOX_PORT)).not.toBe(killed);
  expect(output).toMatch(/\[run\] sandbox stopped \(SIGKILL\); restarting in 0\.5 s/);
  await expect(page.getByRole('heading', { name: 'Администраторы' })).toBeVisible({ timeout: 30_000 });
  await dialog.getByRole('button', { name: 'Понятно' }).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/organisation$/);
  expect((await bffCall(base, 'api/currency/list', { seal })).status).toBe(200);
  await context.close();

  // the restart is counted in the app's metrics (issue 35 §4)
  const metrics = await (await fetch(`http://127.0.0.1:${METRICS_PORT}/metrics`)).text();
  expect(metrics).toMatch(/^bo_sandbox_restarts_total 1$/m);
});
