// Where a page's main-thread time goes on first load (issue 20: "a trace per page"): a V8 CPU profile of the
// load under Lighthouse's mobile CPU slowdown (4×), its self time summed by script and by function, the
// scripts and functions that cost most printed. `BENCH_ONLY=profile` runs it alone.
const SLOWDOWN = 4;
const TOP = Number(process.env.BENCH_PROFILE_TOP || 12);
const RUNS = Number(process.env.BENCH_PROFILE_RUNS || 1);

function shortUrl(url) {
  if (!url) return '(native / idle / gc)';
  const name = url.replace(/^https?:\/\/[^/]+/, '');
  return name.length > 70 ? `…${name.slice(-69)}` : name;
}

/** Self time (ms) of each node of a V8 CPU profile, from its samples and their time deltas. */
function selfTimes(profile) {
  const self = new Map();
  profile.samples.forEach((id, index) => self.set(id, (self.get(id) ?? 0) + (profile.timeDeltas[index] ?? 0) / 1000));
  return self;
}

function summarise(profile) {
  const self = selfTimes(profile);
  const byScript = new Map();
  const byFunction = new Map();
  let busy = 0;
  for (const node of profile.nodes) {
    const ms = self.get(node.id) ?? 0;
    const { functionName, url, lineNumber, columnNumber } = node.callFrame;
    if (functionName === '(idle)' || functionName === '(program)') continue;
    busy += ms;
    const script = shortUrl(url);
    byScript.set(script, (byScript.get(script) ?? 0) + ms);
    const name = `${functionName || '(anonymous)'} ${script}:${lineNumber + 1}:${columnNumber + 1}`;
    byFunction.set(name, (byFunction.get(name) ?? 0) + ms);
  }
  const top = (map) => [...map.entries()].sort((a, b) => b[1] - a[1]).slice(0, TOP).map(([name, ms]) => ({ name, ms: Math.round(ms) }));
  return { busyMs: Math.round(busy), byScript: top(byScript), byFunction: top(byFunction) };
}

/** One profiled load of a page: warmed by a first load, then loaded with the HTTP cache off under the CPU slowdown. */
async function profileLoad(browser, target) {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true });
  if (target.cookies) await context.addCookies(target.cookies);
  const warm = await context.newPage();
  await warm.goto(target.url, { waitUntil: 'networkidle' });
  await warm.close();
  await context.clearCookies();
  if (target.cookies) await context.addCookies(target.cookies);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: SLOWDOWN });
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
  await cdp.send('Profiler.start');
  await page.goto(target.url, { waitUntil: 'networkidle' });
  await page.waitForTimeout(1000);
  const { profile } = await cdp.send('Profiler.stop');
  await context.close();
  return summarise(profile);
}

/** `pages`: [{ name, url, cookies? }], each profiled BENCH_PROFILE_RUNS times (default 1). */
export async function benchProfile(browser, pages) {
  // BENCH_PROFILE_RUNS=5: the pages profiled in turns, round after round, and each page's median run kept (its busy
  // time beside every run's), so a slow minute of a shared machine falls on every page alike
  const runs = Object.fromEntries(pages.map((target) => [target.name, []]));
  for (let round = 0; round < RUNS; round++) {
    for (const target of pages) runs[target.name].push(await profileLoad(browser, target));
  }
  const results = {};
  for (const [name, measured] of Object.entries(runs)) {
    const sorted = [...measured].sort((a, b) => a.busyMs - b.busyMs);
    results[name] = { ...sorted[Math.floor(sorted.length / 2)], runs: measured.map((item) => item.busyMs) };
  }
  console.log(`\nMain-thread self time on first load (V8 CPU profile, CPU ${SLOWDOWN}× slower, ms)`);
  for (const [name, value] of Object.entries(results)) {
    console.log(`  ${name}: ${value.busyMs} ms busy${value.runs.length > 1 ? ` (median of ${value.runs.join(', ')})` : ''}`);
    console.log('    by script:');
    for (const item of value.byScript) console.log(`      ${String(item.ms).padStart(6)}  ${item.name}`);
    console.log('    by function:');
    for (const item of value.byFunction) console.log(`      ${String(item.ms).padStart(6)}  ${item.name}`);
  }
  return { profile: results };
}
