// First-load JS of signed-in pages: the scripts of the server-rendered HTML, gzip -9, before any on-demand
// chunk (charts, maps, dialogs). Issue 20's goal: at most 1.25× the Chakra yardstick's (yardstick.mjs).
import { gzipSync } from 'node:zlib';

const GOAL_RATIO = 1.25;

export async function initialJs(appUrl, path, cookie) {
  const html = await (await fetch(`${appUrl}${path}`, { headers: { cookie } })).text();
  // `noModule` scripts (Next's legacy polyfills, ~39 KiB) are never fetched by a browser that runs modules:
  // like the browser-measured pages beside them (bare Next, /auth), they are not first-load JS.
  const tags = [...html.matchAll(/<script[^>]+src="([^"]+)"[^>]*>/g)].filter((match) => !/\bnomodule\b/i.test(match[0]));
  const urls = [...new Set(tags.map((match) => new URL(match[1].replaceAll('&amp;', '&'), appUrl).href))];
  let bytes = 0;
  for (const url of urls) bytes += gzipSync(Buffer.from(await (await fetch(url)).arrayBuffer()), { level: 9 }).length;
  return { scripts: urls.length, kib: Math.round((bytes / 1024) * 10) / 10 };
}

/** `pages`: [{ name, path, cookie }]; `yardstickKib`: the Chakra yardstick's first-load JS, same measure. */
export async function benchPageJs(appUrl, pages, yardstickKib) {
  const results = {};
  for (const page of pages) results[page.name] = await initialJs(appUrl, page.path, page.cookie);
  console.log(`\nFirst-load JS of signed-in pages (gzip -9, KiB, before on-demand chunks; yardstick ${yardstickKib})`);
  for (const [name, value] of Object.entries(results)) {
    const ratio = Math.round((value.kib / yardstickKib) * 100) / 100;
    console.log(`  ${name.padEnd(18)} ${String(value.kib).padStart(7)}  (${value.scripts} scripts)  ${ratio}×  goal ≤ ${GOAL_RATIO}× ${ratio <= GOAL_RATIO ? 'met' : 'MISSED'}`);
  }
  return { pageJs: results };
}
