// First-load JS of signed-in pages: the scripts of the server-rendered HTML, gzip -9, before any on-demand
// chunk (charts, maps, dialogs). Issue 20's goal: at most 1.25× the Chakra yardstick's (yardstick.mjs).
import { gzipSync } from 'node:zlib';
import { duplicatedModules } from './chunk-modules.mjs';

const GOAL_RATIO = 1.25;

export async function initialJs(appUrl, path, cookie) {
  const html = await (await fetch(`${appUrl}${path}`, { headers: { cookie } })).text();
  // `noModule` scripts (Next's legacy polyfills, ~39 KiB) are never fetched by a browser that runs modules:
  // like the browser-measured pages beside them (bare Next, /auth), they are not first-load JS.
  const tags = [...html.matchAll(/<script[^>]+src="([^"]+)"[^>]*>/g)];
  const legacy = new Set(tags.filter((match) => /\bnomodule\b/i.test(match[0])).map((match) => match[1]));
  // The chunks of the client components the server rendered are named twice: by script tags, and by the page's
  // inline flight data, which the browser reads at hydration and loads what the tags did not name. How many the
  // tags name depends on how the stream was cut (measured: 13 or 15 scripts for the same /auth), so both count.
  const flight = [...html.matchAll(/\/_next\/static\/chunks\/[\w.~-]+\.js/g)].map((match) => match[0]);
  const named = [...tags.map((match) => match[1]).filter((src) => !legacy.has(src)), ...flight.filter((src) => !legacy.has(src))];
  const urls = [...new Set(named.map((src) => new URL(src.replaceAll('&amp;', '&'), appUrl).href))];
  let bytes = 0;
  let rawBytes = 0;
  const sources = [];
  for (const url of urls) {
    const body = Buffer.from(await (await fetch(url)).arrayBuffer());
    bytes += gzipSync(body, { level: 9 }).length;
    rawBytes += body.length;
    sources.push(body.toString('utf8'));
  }
  // A module in two of these chunks is loaded twice; its extra copies, at the page's own compression ratio.
  const { modules, extraBytes } = duplicatedModules(sources);
  const duplicated = { modules, kib: Math.round(((extraBytes * (bytes / Math.max(1, rawBytes))) / 1024) * 10) / 10 };
  return { scripts: urls.length, kib: Math.round((bytes / 1024) * 10) / 10, duplicated };
}

/** How a page's figure names the modules it loads twice (nothing when there are none). */
export function duplicatedNote({ duplicated }) {
  return duplicated?.modules ? `; ${duplicated.modules} module(s) in two chunks, ~${duplicated.kib} KiB of it` : '';
}

/** `pages`: [{ name, path, cookie }]; `yardstickKib`: the Chakra yardstick's first-load JS, same measure. */
export async function benchPageJs(appUrl, pages, yardstickKib) {
  const results = {};
  for (const page of pages) results[page.name] = await initialJs(appUrl, page.path, page.cookie);
  console.log(`\nFirst-load JS of signed-in pages (gzip -9, KiB, before on-demand chunks; yardstick ${yardstickKib})`);
  for (const [name, value] of Object.entries(results)) {
    // The goal is judged on the exact ratio (1.2535× is over 1.25×), shown to three places.
    const ratio = value.kib / yardstickKib;
    const verdict = ratio <= GOAL_RATIO ? 'met' : `MISSED by ${(value.kib - GOAL_RATIO * yardstickKib).toFixed(2)} KiB`;
    console.log(`  ${name.padEnd(18)} ${String(value.kib).padStart(7)}  (${value.scripts} scripts)  ${ratio.toFixed(3)}×  goal ≤ ${GOAL_RATIO}× ${verdict}${duplicatedNote(value)}`);
  }
  return { pageJs: results };
}
