// `npm run bench`: measures the product and prints its figures; results also go to bench-results/latest.json.
// BENCH_ONLY=js,pages,maps,lighthouse,bff,operations,profile,inp runs a subset (BENCH_LIGHTHOUSE_PAGES=/list,… narrows Lighthouse) (the 1,000,000-operation sandbox of
// `operations` takes longest the first time it is generated).
// BENCH_BEFORE_DIR=<another checkout, built>: its app runs beside this one, and Lighthouse, the interactions and the
// profiles measure its pages too, in the same rounds ("before /list" beside "/list" and the yardstick).
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright';
import { root, startApp, startBareNext, stopAll } from './servers.mjs';
import { startChakraYardstick } from './yardstick.mjs';
import { CHROMIUM, firstLoadJs } from './first-load-js.mjs';
import { duplicatedNote, initialJs } from './page-js.mjs';

/** Issue 20: first-load JS as a multiple of the Chakra yardstick's (the login pages; signed-in pages in page-js.mjs). */
const GOALS = { auth: 1.1, greenbankAuth: 1.1 };
const only = new Set((process.env.BENCH_ONLY || 'js,pages,maps,lighthouse,bff,operations').split(',').map((name) => name.trim()));

/** Cookies of a session signed in through the real login page. */
async function signedInCookies(browser, appUrl, login) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(`${appUrl}/auth`);
  await page.locator('html[data-hydrated="1"]').waitFor();
  await page.getByLabel(/E-mail/).fill(login);
  await page.getByLabel('Пароль', { exact: true }).fill('demo');
  await page.getByRole('button', { name: 'Войти' }).click();
  await page.waitForURL(/\/dashboard$/);
  const cookies = await context.cookies();
  await context.close();
  return cookies;
}

const header = (cookies) => cookies.map((item) => `${item.name}=${item.value}`).join('; ');

async function sandboxToken(sandboxUrl) {
  const response = await fetch(`${sandboxUrl}/api/session/auth`, {
    method: 'POST',
    headers: { 'request-source': 'frontend', 'content-type': 'application/json' },
    body: JSON.stringify({ login: 'merchant@demo.test', password: 'demo' }),
  });
  return (await response.json()).result.token;
}

async function main() {
  // BENCH_APP_PORT / BENCH_BARE_PORT: parallel checkouts on one machine bench on their own ports (sandbox = app + 1010).
  const appPort = Number(process.env.BENCH_APP_PORT) || 3200;
  const barePort = Number(process.env.BENCH_BARE_PORT) || 3299;
  const beforeDir = process.env.BENCH_BEFORE_DIR ? path.resolve(process.env.BENCH_BEFORE_DIR) : null;
  const [app, bare, yardstickUrl, before] = await Promise.all([
    startApp({ appPort, sandboxPort: appPort + 1010 }),
    startBareNext({ port: barePort, sandboxPort: appPort + 1010 }),
    startChakraYardstick({ port: barePort - 1 }),
    beforeDir ? startApp({ appPort: appPort + 2, sandboxPort: appPort + 2 + 1010, dir: beforeDir }) : null,
  ]);
  const browser = await chromium.launch(CHROMIUM);
  const results = { date: new Date().toISOString() };
  try {
    const merchant = await signedInCookies(browser, app.url, 'merchant@demo.test');
    const operator = await signedInCookies(browser, app.url, 'operator@demo.test');
    // the same pages of the other checkout, named "before …", with its own sessions
    const beforeMerchant = before && (await signedInCookies(browser, before.url, 'merchant@demo.test'));
    const beforeOperator = before && (await signedInCookies(browser, before.url, 'operator@demo.test'));
    const withBefore = (pages) =>
      before
        ? pages.flatMap((page) => {
            if (!page.url.startsWith(app.url)) return [page];
            const cookies = page.cookies === operator || page.cookie === header(operator) ? beforeOperator : beforeMerchant;
            const twin = { ...page, name: `before ${page.name}`, url: before.url + page.url.slice(app.url.length) };
            if (page.cookies) twin.cookies = cookies;
            if (page.cookie) twin.cookie = header(cookies);
            return [twin, page];
          })
        : pages;
    let yardstickKib = null;
    if (only.has('js')) {
      // Two readings: every script the browser loads until it is idle, and the scripts the HTML names (the
      // issue's measure, legacy `nomodule` polyfills left out), both gzip -9.
      const targets = { bareNext: bare.url, chakraYardstick: yardstickUrl, auth: `${app.url}/auth`, greenbankAuth: `${app.url}/greenbank/auth` };
      results.firstLoadJs = {};
      for (const [name, url] of Object.entries(targets)) {
        results.firstLoadJs[name] = { ...(await firstLoadJs(browser, url)), named: await initialJs(url, '', '') };
      }
      yardstickKib = results.firstLoadJs.chakraYardstick.named.kib;
      console.log('\nFirst-load JS (gzip -9, KiB): loaded until idle / named by the HTML, × the Chakra yardstick');
      for (const [name, value] of Object.entries(results.firstLoadJs)) {
        // judged on the exact ratio, shown to three places (see page-js.mjs)
        const ratio = value.named.kib / yardstickKib;
        const verdict = (goal) => (ratio <= goal ? 'met' : `MISSED by ${(value.named.kib - goal * yardstickKib).toFixed(2)} KiB`);
        const goal = GOALS[name] ? `  goal ≤ ${GOALS[name]}× ${verdict(GOALS[name])}` : '';
        console.log(`  ${name.padEnd(16)} ${String(value.kib).padStart(7)} / ${String(value.named.kib).padStart(7)}  (${value.scripts} / ${value.named.scripts} scripts)  ${ratio.toFixed(3)}×${goal}${duplicatedNote(value.named)}`);
      }
    }
    if (only.has('pages')) {
      const pages = ['dashboard', 'list', 'onMap', 'reconciliation', 'organisation'].map((name) => ({ name, path: `/${name}`, cookie: header(merchant) }));
      pages.push({ name: 'window (operator)', path: '/window', cookie: header(operator) });
      Object.assign(results, await (await import('./page-js.mjs')).benchPageJs(app.url, pages, yardstickKib ?? (await initialJs(yardstickUrl, '', '')).kib));
    }
    if (only.has('profile')) {
      Object.assign(
        results,
        await (await import('./profile.mjs')).benchProfile(
          browser,
          withBefore([
            { name: 'Chakra yardstick', url: yardstickUrl },
            { name: '/auth', url: `${app.url}/auth` },
            { name: '/dashboard', url: `${app.url}/dashboard`, cookies: merchant },
            { name: '/list', url: `${app.url}/list`, cookies: merchant },
            { name: '/onMap', url: `${app.url}/onMap`, cookies: merchant },
          ]),
        ),
      );
    }
    if (only.has('maps')) Object.assign(results, await (await import('./maps.mjs')).benchMaps(browser, app, merchant));
    if (only.has('lighthouse')) {
      const pages = [
        { name: 'bare Next', url: bare.url },
        { name: 'Chakra yardstick', url: yardstickUrl },
        { name: '/auth', url: `${app.url}/auth` },
        { name: '/dashboard', url: `${app.url}/dashboard`, cookie: header(merchant) },
        { name: '/list', url: `${app.url}/list`, cookie: header(merchant) },
        { name: '/onMap', url: `${app.url}/onMap`, cookie: header(merchant) },
        { name: '/reconciliation', url: `${app.url}/reconciliation`, cookie: header(merchant) },
        { name: '/organisation', url: `${app.url}/organisation`, cookie: header(merchant) },
        { name: '/window (operator)', url: `${app.url}/window`, cookie: header(operator) },
      ];
      // BENCH_LIGHTHOUSE_PAGES=/list,/dashboard: those pages only, beside the yardstick (a before/after of one screen)
      const wanted = process.env.BENCH_LIGHTHOUSE_PAGES?.split(',').map((name) => name.trim());
      const chosen = wanted ? pages.filter((page) => page.name === 'Chakra yardstick' || wanted.includes(page.name)) : pages;
      Object.assign(results, await (await import('./lighthouse.mjs')).benchLighthouse(withBefore(chosen)));
    }
    if (only.has('inp')) {
      if (before) {
        console.log(`\nBEFORE (${beforeDir}):`);
        results.interactionToNextPaintBefore = (await (await import('./inp.mjs')).benchInteractions(browser, before.url, beforeMerchant)).interactionToNextPaint;
        console.log('\nAFTER (this checkout):');
      }
      Object.assign(results, await (await import('./inp.mjs')).benchInteractions(browser, app.url, merchant));
    }
    if (only.has('bff')) {
      Object.assign(
        results,
        await (await import('./bff.mjs')).benchBff({ appUrl: app.url, noopUrl: bare.noopUrl, naiveUrl: bare.naiveUrl, sandboxUrl: app.sandboxUrl, cookies: merchant, sandboxToken: await sandboxToken(app.sandboxUrl) }),
      );
    }
    if (only.has('operations')) Object.assign(results, await (await import('./operations.mjs')).benchOperations(browser, app));
  } finally {
    await browser.close();
    stopAll();
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
