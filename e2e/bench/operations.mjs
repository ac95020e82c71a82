// Операции benchmarks (issue 3): list and summary query times at 1,000,000 operations, time to first
// byte of /dashboard, and its first-load JS with the chart code loaded only on demand.
import { spawn } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { root, waitFor } from './servers.mjs';

const SUMMARIES = ['', '/operator', '/terminal', '/week', '/cardtype', '/method', '/map', '/period/hour', '/period/day'];
const DAY = 86_400_000;

function p(values, q) {
  const sorted = [...values].sort((a, b) => a - b);
  return Math.round(sorted[Math.min(sorted.length - 1, Math.ceil((q / 100) * sorted.length) - 1)] * 10) / 10;
}

async function timed(fn, runs) {
  const times = [];
  for (let index = 0; index < runs; index++) {
    const start = performance.now();
    await fn(index);
    times.push(performance.now() - start);
  }
  return { p50: p(times, 50), p95: p(times, 95) };
}

async function sandboxToken(base) {
  const response = await fetch(`${base}/api/session/auth`, {
    method: 'POST',
    headers: { 'request-source': 'frontend', 'content-type': 'application/json' },
    body: JSON.stringify({ login: 'holding@demo.test', password: 'demo' }),
  });
  return (await response.json()).result.token;
}

/** List page and summary queries against a sandbox of one million operations (holding scope: the widest). */
async function queryTimes({ port = 4230, scale = '1000000' } = {}) {
  const dataDir = process.env.BENCH_SANDBOX_DATA_DIR || path.join(root, 'data', 'bench');
  mkdirSync(dataDir, { recursive: true });
  const child = spawn(process.execPath, ['sandbox/main.ts'], {
    cwd: root,
    env: { ...process.env, SANDBOX_PORT: String(port), SANDBOX_DATA_DIR: dataDir, SANDBOX_SCALE: scale },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  try {
    const base = `http://127.0.0.1:${port}`;
    await waitFor(`${base}/info`, 30 * 60_000);
    const token = await sandboxToken(base);
    const get = (pathAndQuery) =>
      fetch(`${base}/${pathAndQuery}`, { headers: { 'request-source': 'frontend', authorization: `Bearer ${token}` } }).then((response) => {
        if (!response.ok) throw new Error(`${pathAndQuery}: ${response.status}`);
        return response.arrayBuffer();
      });
    const now = Date.now();
    const month = `serverDateTime.ge=${new Date(now - 30 * DAY).toISOString()}&serverDateTime.le=${new Date(now).toISOString()}&currencyId.eq=643`;
    const day = `serverDateTime.ge=${new Date(now - DAY).toISOString()}&serverDateTime.le=${new Date(now).toISOString()}&currencyId.eq=643&status.in=0`;
    const filters = ['', '&status.in=0', '&operation.in=REFUND', '&cardMethod.in=3,5', '&amount.ge=10000&amount.le=100000', '&rrn.like=12'];
    const list = await timed((index) => get(`api/transaction/total?${month}${filters[index % filters.length]}&limit=20&offset=${(index % 5) * 20}&order=serverDateTime,desc`), 60);
    const count = await timed((index) => get(`api/transaction/total/count?${month}${filters[index % filters.length]}`), 30);
    const summaries = {};
    for (const name of SUMMARIES) summaries[name || '/'] = await timed(() => get(`api/transaction/summary${name}?${day}`), 20);
    // The map of a wide period: the sandbox serves every located operation of it (issue 4: 100,000 and more).
    const year = `serverDateTime.ge=${new Date(now - 365 * DAY).toISOString()}&serverDateTime.le=${new Date(now).toISOString()}`;
    const mapBody = JSON.parse(new TextDecoder().decode(await get(`api/transaction/summary/map?${year}`)));
    const wideMap = { ...(await timed(() => get(`api/transaction/summary/map?${year}`), 3)), points: mapBody.result.points.length };
    return { list, count, summaries, wideMap };
  } finally {
    child.kill('SIGTERM');
  }
}

/** A signed-in browser context on the app. */
async function signedIn(browser, appUrl) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(`${appUrl}/auth`);
  await page.getByLabel(/E-mail/).fill('merchant@demo.test');
  await page.getByLabel('Пароль', { exact: true }).fill('demo');
  await page.getByRole('button', { name: 'Войти' }).click();
  await page.waitForURL(/\/dashboard$/);
  return { context, page };
}

/** Median time to first byte of /dashboard (server-rendered with its figures) and its JS before / after the chart. */
async function dashboardFigures(browser, appUrl) {
  const { context, page } = await signedIn(browser, appUrl);
  try {
    const cookie = (await context.cookies()).map((item) => `${item.name}=${item.value}`).join('; ');
    const ttfb = await timed(async () => {
      const response = await fetch(`${appUrl}/dashboard`, { headers: { cookie } });
      const reader = response.body.getReader();
      await reader.read();
      await reader.cancel();
    }, 15);
    const html = await (await fetch(`${appUrl}/dashboard`, { headers: { cookie } })).text();
    const initial = [...html.matchAll(/<script[^>]+src="([^"]+)"/g)].map((match) => new URL(match[1], appUrl).href);
    const sizes = new Map();
    page.on('response', async (response) => {
      if (response.request().resourceType() !== 'script') return;
      try {
        sizes.set(response.url(), gzipSync(await response.body(), { level: 9 }).length);
      } catch {
        // not loaded
      }
    });
    await page.goto(`${appUrl}/dashboard`, { waitUntil: 'networkidle' });
    await page.waitForTimeout(500);
    const kib = (urls) => Math.round((urls.reduce((sum, url) => sum + (sizes.get(url) ?? 0), 0) / 1024) * 10) / 10;
    return { ttfbMedianMs: ttfb.p50, firstLoadJsKib: kib(initial), withChartKib: kib([...sizes.keys()]) };
  } finally {
    await context.close();
  }
}

export async function benchOperations(browser, app) {
  const dashboard = await dashboardFigures(browser, app.url);
  const queries = await queryTimes();
  console.log('\nОперации (sandbox with 1,000,000 operations; ms)');
  console.log(`  list page query  p95 ${queries.list.p95}  (goal ≤ 50 ${queries.list.p95 <= 50 ? 'met' : 'MISSED'}), p50 ${queries.list.p50}`);
  console.log(`  list count       p95 ${queries.count.p95}`);
  for (const [name, value] of Object.entries(queries.summaries)) {
    console.log(`  summary${name.padEnd(14)} p95 ${value.p95}  (goal ≤ 300 ${value.p95 <= 300 ? 'met' : 'MISSED'})`);
  }
  console.log(`  summary/map of a year: ${queries.wideMap.points} located operations in p50 ${queries.wideMap.p50} ms`);
  console.log(`  /dashboard TTFB median ${dashboard.ttfbMedianMs} ms`);
  console.log(`  /dashboard first-load JS ${dashboard.firstLoadJsKib} KiB (goal ≤ 200 ${dashboard.firstLoadJsKib <= 200 ? 'met' : 'MISSED'}); with the chart ${dashboard.withChartKib} KiB`);
  return { operations: { dashboard, queries } };
}
