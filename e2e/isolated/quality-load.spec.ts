import autocannon from 'autocannon';
import { expect, test } from '@playwright/test';
import { DEMO_PASSWORD, DEMO_USERS } from '../support/auth';
import { E2E_APP_PORT } from '../support/ports';
import { pidOnPort, rssMiB } from '../support/processes.ts';

/**
 * Issue 9: a 60-second mixed load on the BFF (autocannon, loopback, 8 connections) ends with no crash,
 * no 5xx from the BFF itself, and the server's resident memory within 10% of where it settled
 * (the heap grows to its working size first: 15 s of warm-up with the same mix, then the 60-second run;
 * "settled" is the highest resident size of its first half, compared with the size at its end).
 */

const DURATION_S = 60;
const WARM_UP_MS = 15_000;

/** The process listening on the app port (the `next-server` of `next start`). */
const serverPid = (): number => pidOnPort(E2E_APP_PORT);

test('60 s of mixed load: no crash, no 5xx of the BFF, memory stays where it settled', async ({ playwright, baseURL }) => {
  test.setTimeout(110_000);
  const pid = serverPid();
  const login = await playwright.request.newContext({ baseURL });
  const answer = await login.post('/api/session/auth', { data: { login: DEMO_USERS.merchant, password: DEMO_PASSWORD }, headers: { 'x-bo-request': '1' } });
  expect(answer.status()).toBe(200);
  const cookie = answer
    .headersArray()
    .filter((header) => header.name.toLowerCase() === 'set-cookie')
    .map((header) => header.value.split(';')[0])
    .join('; ');
  await login.dispose();

  // as our fetch wrapper sends them: every session call carries the anti-forgery header
  const signedIn = { cookie, accept: 'application/json', 'x-bo-request': '1' };
  const run = (duration: number) => autocannon({
    url: `http://127.0.0.1:${E2E_APP_PORT}`,
    connections: 8,
    duration,
    timeout: 20,
    requests: [
      { method: 'GET', path: '/api/currency/list', headers: signedIn },
      { method: 'GET', path: '/api/transaction/list?limit=20&offset=0', headers: signedIn },
      { method: 'GET', path: '/api/transaction/list/count', headers: signedIn },
      { method: 'GET', path: '/api/setting/list', headers: signedIn },
      { method: 'GET', path: '/api/language/list', headers: { accept: 'application/json', 'x-bo-request': '1' } },
      { method: 'GET', path: '/api/currency/list', headers: { accept: 'application/json', 'x-bo-request': '1' } },
      { method: 'POST', path: '/api/user', headers: { ...signedIn, 'content-type': 'application/json' }, body: '{}' },
      { method: 'GET', path: '/api/no/such/path', headers: signedIn },
      { method: 'GET', path: '/api/transaction/list?limit=%3Cscript%3E', headers: signedIn },
    ],
  });
  const warmUp = await run(WARM_UP_MS / 1000);
  expect(warmUp['5xx']).toBe(0);
  const warm = rssMiB(pid);
  const samples: number[] = [];
  const sampler = setInterval(() => samples.push(rssMiB(pid)), 1_000);
  const result = await run(DURATION_S);
  clearInterval(sampler);
  // Settled: the working size the heap grew to in the first half of the load (its highest sample then);
  // a leak keeps growing past it, a heap that found its size does not.
  const settled = Math.max(...samples.slice(0, Math.max(1, Math.floor(samples.length / 2))));
  const final = rssMiB(pid);
  const summary = {
    requests: result.requests.total,
    rps: Math.round(result.requests.average),
    p50ms: result.latency.p50,
    p99ms: result.latency.p99,
    statuses: Object.fromEntries(Object.entries(result.statusCodeStats).map(([code, stat]) => [code, stat.count])),
    errors: result.errors,
    timeouts: result.timeouts,
    rssAfterWarmUpMiB: Math.round(warm),
    rssSettledMiB: Math.round(settled),
    rssFinalMiB: Math.round(final),
    rssMaxMiB: Math.round(Math.max(...samples)),
    rssEvery10sMiB: samples.filter((_, index) => index % 10 === 9).map(Math.round),
  };
  console.log(`BFF load: ${JSON.stringify(summary)}`);
  test.info().annotations.push({ type: 'load', description: JSON.stringify(summary) });

  expect(serverPid(), 'the same server process is still listening (no crash)').toBe(pid);
  expect(result.errors, 'connection errors').toBe(0);
  expect(result.timeouts).toBe(0);
  expect(result['5xx'], `5xx answers: ${JSON.stringify(summary.statuses)}`).toBe(0);
  expect(result.requests.total).toBeGreaterThan(1_000);
  expect(final).toBeLessThanOrEqual(settled * 1.1);
  // and it still answers normally
  const after = await fetch(`http://127.0.0.1:${E2E_APP_PORT}/api/currency/list`, { headers: signedIn });
  expect(after.status).toBe(200);
});
