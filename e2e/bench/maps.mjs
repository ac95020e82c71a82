// Map benchmarks (issue 4): clustering time for 10,000 and 100,000 points (the app's own clustering
// code, run in Node) and the main-thread blocking of /onMap in Chromium with 10,000 and 100,000
// points (the map's points are served by a route stand-in; OSM tiles are a grey PNG).
import { ClusterIndex } from '../../lib/maps/clusters.ts';
import { toColumns } from '../../lib/maps/points.ts';

const CITIES = [
  [55.7558, 37.6173], [59.9343, 30.3351], [56.8389, 60.6057], [55.0084, 82.9357], [54.7388, 55.9721],
  [56.3269, 44.0059], [55.7963, 49.1088], [53.1959, 50.1002], [47.2357, 39.7015], [45.0355, 38.9753],
];

/** Deterministic points around Russian cities, as `summary/map` answers them. */
export function syntheticPoints(count) {
  let seed = 42;
  const random = () => ((seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648);
  return Array.from({ length: count }, (_, index) => {
    const [lat, lng] = CITIES[index % CITIES.length];
    return { id: index + 1, lat: lat + (random() - 0.5) * 0.6, lng: lng + (random() - 0.5) * 1.0, amount: 10000, currencyId: 643, status: 'success' };
  });
}

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  return Math.round(sorted[Math.floor(sorted.length / 2)] * 10) / 10;
}

/** Index build plus the clusters of a whole-country view, median of 5 runs. */
export function clusteringTimes() {
  const result = {};
  for (const count of [10_000, 100_000]) {
    const columns = toColumns(syntheticPoints(count));
    const build = [];
    const query = [];
    for (let run = 0; run < 5; run++) {
      let start = performance.now();
      const index = new ClusterIndex(columns);
      build.push(performance.now() - start);
      start = performance.now();
      index.items({ south: 40, west: 20, north: 70, east: 100, zoom: 4 });
      query.push(performance.now() - start);
    }
    result[count] = { buildMs: median(build), viewMs: median(query) };
  }
  return result;
}

const TILE = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR4nGPo6OgAAAMEAYFL09IQAAAAAElFTkSuQmCC', 'base64');

/** Long tasks on the main thread from navigation until the clustered map is drawn (and 1 s after). */
async function blocking(browser, appUrl, cookies, count) {
  const context = await browser.newContext();
  await context.addCookies(cookies);
  const page = await context.newPage();
  const body = JSON.stringify({ result: { points: syntheticPoints(count), withoutCoordinates: 0 } });
  await page.route('**/api/transaction/summary/map?**', (route) => route.fulfill({ contentType: 'application/json', body }));
  await page.route('https://tile.openstreetmap.org/**', (route) => route.fulfill({ contentType: 'image/png', body: TILE }));
  await page.addInitScript(() => {
    window.__longTasks = [];
    new PerformanceObserver((list) => list.getEntries().forEach((entry) => window.__longTasks.push(entry.duration))).observe({ type: 'longtask', buffered: true });
  });
  const start = Date.now();
  await page.goto(`${appUrl}/onMap`);
  await page.locator('[data-testid="map-canvas"][data-state="ready"]').waitFor({ timeout: 120_000 });
  const readyMs = Date.now() - start;
  await page.waitForTimeout(1000);
  const offThread = await page.locator('[data-testid="map-canvas"]').getAttribute('data-off-thread');
  const tasks = await page.evaluate(() => window.__longTasks);
  if (process.env.BENCH_TRACE) console.log(count, tasks.map(Math.round));
  await context.close();
  const longest = Math.round(Math.max(0, ...tasks));
  return { points: count, readyMs, longestTaskMs: longest, totalBlockingMs: Math.round(tasks.reduce((sum, d) => sum + Math.max(0, d - 50), 0)), longTasks: tasks.length, offThread: offThread === 'true' };
}

/** `cookies`: a signed-in session of the default tenant (OpenStreetMap). */
export async function benchMaps(browser, app, cookies) {
  const clustering = clusteringTimes();
  const onMap = [];
  for (const count of [10, 10_000, 100_000]) onMap.push(await blocking(browser, app.url, cookies, count));

  console.log('\nMaps');
  for (const [count, value] of Object.entries(clustering)) {
    console.log(`  clustering ${String(count).padStart(7)} points: index ${value.buildMs} ms, a country view ${value.viewMs} ms (Node, median of 5)`);
  }
  for (const value of onMap) {
    const goal = value.points === 10_000 ? `  (goal: no task > 200 ms ${value.longestTaskMs <= 200 ? 'met' : 'MISSED'})` : '';
    console.log(
      `  /onMap ${String(value.points).padStart(7)} points: longest main-thread task ${value.longestTaskMs} ms, total blocking ${value.totalBlockingMs} ms, ${value.longTasks} long tasks, ready in ${value.readyMs} ms, worker ${value.offThread}${goal}`,
    );
  }
  return { maps: { clustering, onMap } };
}
