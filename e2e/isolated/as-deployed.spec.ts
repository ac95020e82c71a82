import { randomBytes } from 'node:crypto';
import autocannon from 'autocannon';
import { expect, test, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { DEMO_PASSWORD, GREENBANK_CODE, waitForApp } from '../support/auth';
import { makeArtifact, startArtifactInstance, type ArtifactInstance } from '../support/artifact';
import { chromiumLaunch } from '../support/chromium';
import { startNginx, type Nginx } from '../support/nginx';
import { E2E_APP_PORT, E2E_SANDBOX_PORT, E2E_SANDBOX_URL } from '../support/ports';
import { cpuMs, pidOnPort, rssMiB } from '../support/processes';
import { installRecaptchaStub } from '../support/recaptcha';
import { startRedisServer, type RedisServer } from '../support/redis-server';
import { sandbox } from '../support/sandbox';

/**
 * Issue 35 §1–§4, as a bank deploys the app: the standalone artifact copied alone to a temporary folder (what the
 * image copies, scripts/artifact.mjs), two instances of it run by an unprivileged user that can write nothing but
 * its temp folder, Debian's redis-server between them, and Debian's nginx with TLS in front, running compose.yaml's
 * own site. The acquiring API is the lane's sandbox, a service of its own as in compose.
 *
 * One topology for the whole file (its start is most of the cost), the tests in order: a signed-in tour through
 * nginx and a scan of every log line for every secret it used; metrics and the request id of a failed page; the
 * figures of the README (cold start, requests per second per instance, log volume per page view); last, a SIGTERM
 * to one instance in the middle of a browser's traffic.
 */

const HOST = 'lk.bank.test';
// the lane's extra ports (the others use +2…+4, the sandbox +1010…); E2E_DEPLOY_PORT_BASE moves them, e.g. for a local run
const BASE = Number(process.env.E2E_DEPLOY_PORT_BASE || E2E_APP_PORT + 20);
const PORTS = { nginx: BASE, first: BASE + 1, second: BASE + 2, firstMetrics: BASE + 3, secondMetrics: BASE + 4 };
const UPSTREAM_TIMEOUT_MS = 4000;
const SHUTDOWN_DELAY_MS = 2000;
const SESSION_PASSWORD = `as-deployed-${randomBytes(24).toString('hex')}`;

const MERCHANT = 'merchant@demo.test';
const CARD_NUMBER = '4111111111111111';
const CAPTCHA_ANSWER = `captcha-answer-${randomBytes(6).toString('hex')}`;
/** What the page sends with a sign-in or a password change on a tenant with reCAPTCHA (the stand-in's answer). */
const ASSESSMENT = { token: CAPTCHA_ANSWER, type: 'invisible' };
const NEW_PASSWORD = `Tour-${randomBytes(6).toString('hex')}-changed`;
const RESTORED_PASSWORD = `Tour-${randomBytes(6).toString('hex')}-restored`;

test.use({
  launchOptions: { ...chromiumLaunch, args: [...chromiumLaunch.args, `--host-resolver-rules=MAP ${HOST} 127.0.0.1`] },
  ignoreHTTPSErrors: true,
});
test.describe.configure({ mode: 'serial', timeout: 180_000 });

let artifact: ReturnType<typeof makeArtifact>;
let redis: RedisServer;
let first: ArtifactInstance;
let second: ArtifactInstance;
let nginx: Nginx;
const instances = () => [first, second];
/** The metrics as they were once both instances had started. */
let startingMetrics: Map<string, number>;
/** The default tenant's merchant, signed in through nginx once for the tests after the tour. */
let merchant: { context: BrowserContext; page: Page } | null = null;
/** Everything secret the tests handed to the app, or the app handled for them. */
const secrets = new Map<string, string>([
  ['the demo password', DEMO_PASSWORD],
  ['the sign-in code', GREENBANK_CODE],
  ['the captcha answer', CAPTCHA_ANSWER],
  ['the card number', CARD_NUMBER],
  ['the changed password', NEW_PASSWORD],
  ['the restored password', RESTORED_PASSWORD],
  ['the login', MERCHANT],
]);

test.beforeAll(async () => {
  test.setTimeout(240_000);
  await sandbox.reset();
  artifact = makeArtifact();
  redis = await startRedisServer();
  const env = {
    ACQUIRING_API_URL: E2E_SANDBOX_URL,
    SESSION_PASSWORD,
    REDIS_URL: redis.url,
    TRUST_PROXY: '1',
    APP_ORIGIN: `https://${HOST}:${PORTS.nginx}`,
    UPSTREAM_TIMEOUT_MS: String(UPSTREAM_TIMEOUT_MS),
    SHUTDOWN_DELAY_MS: String(SHUTDOWN_DELAY_MS),
    LOG_LEVEL: 'info',
  };
  // one after the other: each one's cold start alone
  first = await startArtifactInstance(artifact.dir, PORTS.first, PORTS.firstMetrics, env);
  second = await startArtifactInstance(artifact.dir, PORTS.second, PORTS.secondMetrics, env);
  nginx = await startNginx({ host: HOST, port: PORTS.nginx, upstreams: [`127.0.0.1:${PORTS.first}`, `127.0.0.1:${PORTS.second}`] });
  startingMetrics = await scrapeBoth();
  test.info().annotations.push({ type: 'cold start', description: `${first.coldStartMs} ms and ${second.coldStartMs} ms from spawn to ready` });
});

test.afterAll(async () => {
  // the tour changed a demo user's password: the lane's next spec finds the sandbox as it was
  await sandbox.reset();
  await nginx?.stop();
  await Promise.all([first?.stop(), second?.stop()]);
  await redis?.stop();
  artifact?.remove();
});

// --- helpers ------------------------------------------------------------------------------------------------------

async function newContext(browser: Browser): Promise<BrowserContext> {
  return browser.newContext({ baseURL: `https://${HOST}:${PORTS.nginx}`, ignoreHTTPSErrors: true, locale: 'ru-RU', timezoneId: 'Europe/Moscow' });
}

/** A BFF call of the page itself, through nginx (Playwright's own client does not resolve the made-up host). */
function pageCall(page: Page, path: string, { method = 'GET', json, alias }: { method?: string; json?: unknown; alias?: string } = {}): Promise<{ status: number; body: string; requestId: string | null }> {
  return page.evaluate(
    async ([url, verb, body, tenant]) => {
      const headers: Record<string, string> = { accept: 'application/json', 'x-bo-request': '1' };
      if (body !== undefined) headers['content-type'] = 'application/json';
      if (tenant) headers['x-tenant-alias'] = tenant;
      const response = await fetch(url, { method: verb, headers, body: body === undefined ? undefined : JSON.stringify(body) });
      return { status: response.status, body: await response.text(), requestId: response.headers.get('x-request-id') };
    },
    [path, method, json, alias] as const,
  );
}

/** The merchant's signed-in page on the default tenant (signed in through the login page the first time). */
async function merchantPage(browser: Browser): Promise<{ context: BrowserContext; page: Page }> {
  if (merchant) return merchant;
  const context = await newContext(browser);
  const page = await context.newPage();
  await page.goto('/auth');
  await waitForApp(page);
  await page.getByLabel(/E-mail/).fill(MERCHANT);
  await page.getByLabel('Пароль', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Войти' }).click();
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 30_000 });
  await waitForApp(page);
  merchant = { context, page };
  return merchant;
}

/** Every sample of the Prometheus text, `name{labels}` → value. */
function samples(text: string): Map<string, number> {
  const values = new Map<string, number>();
  for (const line of text.split('\n')) {
    if (!line || line.startsWith('#')) continue;
    const at = line.lastIndexOf(' ');
    values.set(line.slice(0, at), Number(line.slice(at + 1)));
  }
  return values;
}

/** Both instances' metrics, each series summed over the two. */
async function scrapeBoth(): Promise<Map<string, number>> {
  const total = new Map<string, number>();
  for (const instance of instances()) {
    const scraped = samples(await (await fetch(instance.metricsUrl)).text());
    for (const [series, value] of scraped) total.set(series, (total.get(series) ?? 0) + value);
  }
  return total;
}

/** A family's total (its samples whose name is exactly `name`, any labels). */
function family(metrics: Map<string, number>, name: string): number {
  let sum = 0;
  for (const [series, value] of metrics) if (series === name || series.startsWith(`${name}{`)) sum += value;
  return sum;
}

/** The sandbox's rotated anti-forgery tokens as the BFF sent them upstream: secrets too. */
async function upstreamCsrfTokens(): Promise<string[]> {
  const requests = await sandbox.requests();
  return requests.flatMap((request) => {
    const value = request.headers['x-csrf-token'];
    return typeof value === 'string' ? [value] : [];
  });
}

// --- the tests ----------------------------------------------------------------------------------------------------

test('through nginx: a greenbank sign-in with a code, one session on both instances; a password change, a restore, an export; no secret in any log line', async ({ browser }) => {
  const context = await newContext(browser);
  const page = await context.newPage();
  const statuses: number[] = [];
  page.on('response', (response) => statuses.push(response.status()));
  const collectSessionCookies = async () => {
    for (const cookie of await context.cookies()) if (cookie.name.includes('bo-session') && cookie.value) secrets.set(`a session cookie (${cookie.value.slice(0, 12)}…)`, cookie.value);
  };

  await installRecaptchaStub(page, { invisibleToken: CAPTCHA_ANSWER });
  await page.goto('/greenbank/auth');
  await waitForApp(page);
  await page.getByLabel(/E-mail/).fill(MERCHANT);
  await page.getByLabel('Пароль', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Войти' }).click();
  await page.getByLabel('Код подтверждения').fill(GREENBANK_CODE);
  await page.getByRole('button', { name: 'Подтвердить' }).click();
  await expect(page).toHaveURL(/\/greenbank\/dashboard$/, { timeout: 30_000 });
  await waitForApp(page);
  await collectSessionCookies();

  // the list, a search for a whole card number (as a user may paste one), and the XLSX export
  await page.goto('/greenbank/list');
  await waitForApp(page);
  const searched = await pageCall(page, `/api/transaction/total?limit=5&offset=0&rrn=${CARD_NUMBER}`);
  expect(searched.status).toBeLessThan(500);
  const exported = await pageCall(page, '/api/export/operations?limit=20');
  expect(exported.status, exported.body.slice(0, 200)).toBe(200);

  // the session, served by both instances: each one logged signed-in requests of this user
  const userIds = new Set(instances().flatMap((instance) => instance.requests().filter((line) => line.tenant === 'greenbank' && line.route === '/dashboard').map((line) => line.userId)));
  expect(userIds.size).toBe(1);
  const [userId] = [...userIds];
  expect(typeof userId).toBe('number');
  for (const instance of instances()) expect(instance.requests().filter((line) => line.userId === userId).length).toBeGreaterThan(0);

  // a password change (signed in; greenbank asks the captcha's answer with it), then out
  const changed = await pageCall(page, '/api/session/change-password', { method: 'POST', json: { oldPassword: DEMO_PASSWORD, newPassword: NEW_PASSWORD, assessment: ASSESSMENT } });
  expect(changed.status).toBe(200);
  await collectSessionCookies();
  expect((await pageCall(page, '/api/session/logout', { method: 'POST' })).status).toBe(200);

  // a restore: the token the API sends, then a new password by it
  expect((await pageCall(page, '/api/session/forgot-send-token', { method: 'POST', json: { login: MERCHANT, assessment: ASSESSMENT }, alias: 'greenbank' })).status).toBe(200);
  const tokens = (await (await fetch(`${E2E_SANDBOX_URL}/__sandbox/password-tokens?login=${MERCHANT}`, { headers: { 'request-source': 'frontend' } })).json()) as { result: { token: string; alias: string }[] };
  const restoreToken = tokens.result.find((row) => row.alias === 'greenbank')?.token ?? '';
  expect(restoreToken).not.toBe('');
  secrets.set('the restore token', restoreToken);
  const restored = await pageCall(page, `/api/session/change-password?token=${restoreToken}`, { method: 'POST', json: { newPassword: RESTORED_PASSWORD, assessment: ASSESSMENT }, alias: 'greenbank' });
  expect(restored.status).toBe(200);

  // a wrong password, then the restored one with its code; a resend asked at once is refused (the limit)
  expect((await pageCall(page, '/api/session/auth', { method: 'POST', json: { login: MERCHANT, password: NEW_PASSWORD, assessment: ASSESSMENT }, alias: 'greenbank' })).status).toBe(401);
  expect((await pageCall(page, '/api/session/auth', { method: 'POST', json: { login: MERCHANT, password: RESTORED_PASSWORD, assessment: ASSESSMENT }, alias: 'greenbank' })).status).toBe(200);
  expect((await pageCall(page, '/api/session/resend-authentication-code', { method: 'POST' })).status).toBe(429);
  expect((await pageCall(page, '/api/session/confirm-authentication-code', { method: 'POST', json: { code: GREENBANK_CODE } })).status).toBe(200);
  await collectSessionCookies();
  await context.close();

  expect(statuses.filter((status) => status >= 500)).toEqual([]);
  for (const token of await sandbox.bearerTokens()) secrets.set(`an upstream token (${token.slice(0, 6)}…)`, token);
  for (const token of await upstreamCsrfTokens()) secrets.set(`an upstream anti-forgery token (${token.slice(0, 6)}…)`, token);

  // Every line both instances printed, stdout and stderr (the audit's lines too), and the proxy's access log. Ids,
  // pids and durations the app made itself are masked first: a random id may hold "123456" by chance.
  const logs = [...first.lines(), ...second.lines(), ...nginx.accessLog().split('\n')].filter(Boolean);
  expect(logs.length).toBeGreaterThan(50);
  // nothing failed on the way, writing included: the instances can write nothing but their temp folders
  expect([...first.lines(), ...second.lines()].filter((line) => /"level":"(error|fatal)"|EACCES|EROFS/.test(line))).toEqual([]);
  // the audit trail's lines are among them (its sign-ins, password change and restore)
  expect(logs.filter((line) => line.includes('"name":"audit"')).length).toBeGreaterThan(3);
  const masked = logs.map((line) => line.replace(/"(requestId|pid|durationMs|upstreamMs|time)":("[^"]*"|[\d.]+)/g, '"$1":0').replace(/ [0-9a-f]{32}$/, ' <id>'));
  const leaks = [...secrets].flatMap(([what, secret]) => masked.filter((line) => line.includes(secret)).map((line) => `${what}: ${line.slice(0, 300)}`));
  expect(leaks).toEqual([]);
  test.info().annotations.push({ type: 'secret scan', description: `${logs.length} lines, ${secrets.size} secrets` });
});

test('metrics move on both instances after the tour; a failed page names its request id, the one its log line and nginx’s carry', async ({ browser }) => {
  const { page } = await merchantPage(browser);

  // the dashboard's summary answers past the page's one deadline: the page says "temporarily unavailable"
  await sandbox.addFault({ path: '^/api/transaction/summary', delayMs: UPSTREAM_TIMEOUT_MS + 1500 });
  await page.goto('/dashboard');
  const shownId = page.getByTestId('unavailable-request-id');
  await expect(shownId).toBeVisible({ timeout: 30_000 });
  await sandbox.clearFaults();
  const requestId = /: (\S+)$/.exec((await shownId.textContent()) ?? '')?.[1] ?? '';
  // nginx's $request_id, kept by the app behind the trusted proxy
  expect(requestId).toMatch(/^[0-9a-f]{32}$/);
  const line = instances().flatMap((instance) => instance.requests()).find((row) => row.requestId === requestId);
  expect(line).toEqual(expect.objectContaining({ route: '/dashboard', status: 200, tenant: 'default', upstreamStatus: 504 }));
  expect(nginx.accessLog()).toContain(` ${requestId}`);

  const now = await scrapeBoth();
  const moved = (name: string) => family(now, name) - family(startingMetrics, name);
  for (const name of [
    'bo_http_requests_total',
    'bo_http_request_duration_seconds_count',
    'bo_upstream_requests_total',
    'bo_upstream_request_duration_seconds_count',
    'bo_upstream_errors_total',
    'bo_sign_in_failures_total',
    'bo_sign_in_limit_refusals_total',
    'bo_page_deadline_expiries_total',
    'process_cpu_seconds_total',
  ]) {
    expect.soft(moved(name), name).toBeGreaterThan(0);
  }
  // the restarts of the embedded sandbox are counted by `npm start` (e2e/isolated/sandbox-restart.spec.ts)
  expect([...now.keys()].some((series) => series.startsWith('bo_sandbox_restarts_total'))).toBe(true);
  expect(family(now, 'nodejs_heap_size_used_bytes')).toBeGreaterThan(0);
  expect(now.get('bo_http_requests_total{method="GET",route="/dashboard",status="200"}')).toBeGreaterThan(0);

  // never on the public port without a token; the probes are there, at the root only
  const outside = await newContext(browser);
  const probe = await outside.newPage();
  const answer = async (path: string) => {
    const response = await probe.goto(path);
    return { status: response?.status(), text: (await response?.text()) ?? '' };
  };
  expect((await answer('/api/metrics')).status).toBe(404);
  expect(await answer('/api/health/live')).toEqual({ status: 200, text: '{"status":"up"}' });
  // up, or down naming only what failed (on a machine this busy a dependency may miss its one second)
  const ready = await answer('/api/health/ready');
  expect(ready.status === 200 ? ready.text : `${ready.status} ${ready.text}`).toMatch(/^(\{"status":"up"\}|503 \{"status":"down","failed":\["(acquiring-api|redis)"(,"redis")?\]\})$/);
  expect((await answer('/greenbank/api/health/live')).status).toBe(404);
  await outside.close();
});

test('the figures: requests per second per instance behind nginx, and the log volume of a signed-in page view', async ({ browser }) => {
  const { context, page } = await merchantPage(browser);
  await page.goto('/list');
  await waitForApp(page);
  await page.waitForLoadState('networkidle');

  // a signed-in page view (the page, every call it makes, the scripts it fetches), its lines on both instances
  const pageView = async (path: string) => {
    const before = instances().map((instance) => instance.lines().length);
    await page.goto(path);
    await waitForApp(page);
    await page.waitForLoadState('networkidle');
    // the lines come through the instances' pipes after the answers: counted once no more arrive for 300 ms
    const count = () => instances().reduce((sum, instance) => sum + instance.lines().length, 0);
    for (let last = -1; last !== count(); ) {
      last = count();
      await new Promise((resolve) => setTimeout(resolve, 300));
    }
    const added = instances().flatMap((instance, index) => instance.lines().slice(before[index]));
    return { lines: added.length, bytes: added.reduce((sum, row) => sum + Buffer.byteLength(row) + 1, 0) };
  };
  const firstVisit = await pageView('/reconciliation');
  await page.goto('/list');
  await waitForApp(page);
  const again = await pageView('/reconciliation');
  expect(again.lines).toBeGreaterThan(0);
  expect(firstVisit.lines).toBeGreaterThanOrEqual(again.lines);

  const cookie = (await context.cookies()).find((item) => item.name.includes('bo-session'));
  const signedIn = { cookie: `${cookie?.name}=${cookie?.value}`, host: `${HOST}:${PORTS.nginx}` };
  // On a shared machine the rate says how busy it is; the app's CPU time per request (both instances' processes)
  // says what an instance costs: requests per second per core is 1000 over it, the acquiring API permitting.
  const appCpuMs = () => instances().reduce((sum, instance) => sum + cpuMs(instance.pid), 0);
  const sandboxPid = pidOnPort(E2E_SANDBOX_PORT);
  // a fixed number of requests, all answered before the figures are taken (a run cut at a time leaves some half-done)
  const load = async (path: string, amount: number, connections: number, headers: Record<string, string>) => {
    const cpuBefore = appCpuMs();
    const apiCpuBefore = cpuMs(sandboxPid);
    const started = performance.now();
    const result = await autocannon({ url: `https://127.0.0.1:${PORTS.nginx}${path}`, servername: HOST, connections, amount, timeout: 30, headers: { ...signedIn, ...headers } });
    const seconds = (performance.now() - started) / 1000;
    expect(result.errors + result.timeouts).toBe(0);
    expect(result['2xx']).toBe(amount);
    return {
      perInstance: Math.round((amount / seconds / 2) * 10) / 10,
      cpuMsEach: Math.round((appCpuMs() - cpuBefore) / amount),
      apiCpuMsEach: Math.round((cpuMs(sandboxPid) - apiCpuBefore) / amount),
    };
  };
  const pages = await load('/dashboard', 16, 4, {});
  const calls = await load('/api/currency/list', 400, 8, { accept: 'application/json', 'x-bo-request': '1' });

  const figures = [
    `cold start (spawn → ready): ${first.coldStartMs} ms, ${second.coldStartMs} ms`,
    `per instance behind nginx (2 instances): ${pages.perInstance} dashboard pages/s (16 on 4 connections), ${calls.perInstance} BFF calls/s (400 on 8)`,
    `app CPU per request: ${pages.cpuMsEach} ms a dashboard page, ${calls.cpuMsEach} ms a BFF call (≈ ${Math.round(1000 / Math.max(1, pages.cpuMsEach))} pages/s or ${Math.round(1000 / Math.max(1, calls.cpuMsEach))} calls/s per core); the sandbox API's: ${pages.apiCpuMsEach} ms and ${calls.apiCpuMsEach} ms`,
    `resident memory after the load: ${instances().map((instance) => `${Math.round(rssMiB(instance.pid))} MiB`).join(', ')}`,
    `a signed-in page view: ${again.lines} log lines, ${again.bytes} bytes (the first visit, its scripts too: ${firstVisit.lines} lines, ${firstVisit.bytes} bytes)`,
  ];
  for (const description of figures) test.info().annotations.push({ type: 'figure', description });
  console.log(`[as-deployed] ${figures.join('; ')}`);
});

test('SIGTERM to one instance mid-traffic: readiness turns down, its requests in flight finish, nginx sends the rest to the other, no 5xx reaches the browser', async ({ browser }) => {
  const { context, page } = await merchantPage(browser);
  await page.goto('/dashboard');
  await waitForApp(page);
  const statuses: number[] = [];
  page.on('response', (response) => statuses.push(response.status()));
  // calls that take a while (well within the 4 s deadline): some are running when the signal comes
  await sandbox.addFault({ path: '^/api/currency/list', delayMs: 1500 });

  const traffic = page.evaluate(async (ms) => {
    const seen: number[] = [];
    const until = Date.now() + ms;
    const loop = async (path: string) => {
      while (Date.now() < until) {
        const response = await fetch(path, { headers: { accept: 'application/json', 'x-bo-request': '1' } }).catch(() => null);
        seen.push(response ? response.status : 0);
      }
    };
    const slow = Array.from({ length: 6 }, () => loop('/api/currency/list'));
    await Promise.all([...slow, loop('/api/setting/list'), loop('/api/language/list')]);
    return seen;
  }, 9000);
  const navigations = (async () => {
    const other = await context.newPage();
    other.on('response', (response) => statuses.push(response.status()));
    for (const until = Date.now() + 9000; Date.now() < until; ) await other.goto('/list').catch(() => undefined);
  })();

  // the signal comes while the first instance serves some of them (its in-flight gauge)
  for (let waited = 0; waited < 10_000; waited += 100) {
    const inFlight = samples(await (await fetch(first.metricsUrl)).text()).get('bo_http_requests_in_flight') ?? 0;
    if (waited >= 1000 && inFlight >= 3) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const signalledAt = Date.now();
  process.kill(first.pid, 'SIGTERM');
  // its readiness, asked directly as an orchestrator would: down from the signal's handling on, then no answer
  const readiness: string[] = [];
  for (let tries = 0; tries < 40; tries += 1) {
    const answer = await fetch(`${first.url}/api/health/ready`)
      .then(async (response) => `${response.status} ${await response.text()}`)
      .catch(() => 'refused');
    readiness.push(answer);
    if (answer === 'refused') break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const down = readiness.indexOf('503 {"status":"down","failed":["shutting-down"]}');
  expect(down, readiness.join(', ')).toBeGreaterThanOrEqual(0);
  expect(readiness.slice(down).every((answer) => answer.startsWith('503') || answer === 'refused'), readiness.join(', ')).toBe(true);

  const seenByPage = await traffic;
  await navigations;
  expect(await first.exited).toBe(0);
  await sandbox.clearFaults();
  await context.close();

  // no 5xx, and no call left unanswered, anywhere in the browser
  expect([...seenByPage, ...statuses].filter((status) => status >= 500 || status === 0)).toEqual([]);
  expect(seenByPage.length).toBeGreaterThan(10);
  test.info().annotations.push({ type: 'drain', description: `${seenByPage.length} calls and ${statuses.length} page answers in the browser, none 5xx` });
  // the stopping instance finished calls it had begun before the signal, and answered them 200
  const finishedInFlight = first.requests().filter((line) => {
    const ended = Date.parse(String(line.time));
    return ended > signalledAt && ended - Number(line.durationMs) < signalledAt;
  });
  const around = first.requests().map((line) => `${String(line.route)} ended ${Date.parse(String(line.time)) - signalledAt} ms after the signal, took ${String(line.durationMs)} ms: ${String(line.status)}`);
  expect(finishedInFlight.length, around.slice(-12).join('; ')).toBeGreaterThan(0);
  expect(finishedInFlight.every((line) => line.status === 200)).toBe(true);
  // the other instance served the traffic after the stop
  expect(second.requests().filter((line) => Date.parse(String(line.time)) > signalledAt + SHUTDOWN_DELAY_MS + 3000).length).toBeGreaterThan(0);
  const stopLines = first.lines().filter((row) => row.includes('"msg":"stopp'));
  expect(stopLines.map((row) => (JSON.parse(row) as { msg: string }).msg)).toEqual([
    'stopping: readiness is down, requests go on meanwhile',
    'stopping: port closed, finishing the requests in flight',
    'stopped',
  ]);
});
