// `npm run bench`: measures the product and prints one table; results also go to bench-results/.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { root, startApp, startBareNext, stopAll } from './servers.mjs';
import { CHROMIUM, firstLoadJs } from './first-load-js.mjs';

const GOALS = { auth: 170 };

async function main() {
  const [app, bare] = await Promise.all([startApp(), startBareNext()]);
  const browser = await chromium.launch(CHROMIUM);
  const results = { date: new Date().toISOString(), firstLoadJs: {} };
  try {
    results.firstLoadJs.bareNext = await firstLoadJs(browser, bare.url);
    results.firstLoadJs.auth = await firstLoadJs(browser, `${app.url}/auth`);
    results.firstLoadJs.greenbankAuth = await firstLoadJs(browser, `${app.url}/greenbank/auth`);
    Object.assign(results, await (await import('./maps.mjs')).benchMaps(browser, app));
    if (!process.env.BENCH_ONLY_MAPS) Object.assign(results, await (await import('./operations.mjs')).benchOperations(browser, app));
  } finally {
    await browser.close();
    stopAll();
  }
  console.log('\nFirst-load JS (gzip -9, KiB)');
  for (const [name, value] of Object.entries(results.firstLoadJs)) {
    const goal = GOALS[name] ? `  goal ≤ ${GOALS[name]} KiB ${value.kib <= GOALS[name] ? 'met' : 'MISSED'}` : '';
    console.log(`  ${name.padEnd(14)} ${String(value.kib).padStart(7)}  (${value.scripts} scripts)${goal}`);
  }
  const dir = path.join(root, 'bench-results');
  mkdirSync(dir, { recursive: true });
  writeFileSync(path.join(dir, 'latest.json'), JSON.stringify(results, null, 2));
}

main().catch((error) => {
  console.error(error);
  stopAll();
  process.exit(1);
});
