// Where a page's main-thread time goes on first load (issue 20: "a trace per page"): a V8 CPU profile of the
// load under Lighthouse's mobile CPU slowdown (4×), its self time summed by script and by function, the
// scripts and functions that cost most printed. `BENCH_ONLY=profile` runs it alone.
const SLOWDOWN = 4;
const TOP = Number(process.env.BENCH_PROFILE_TOP || 12);

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

/** `pages`: [{ name, url, cookies? }]; each loaded once warm (HTTP cache empty, server warmed by a first load). */
export async function benchProfile(browser, pages) {
  const results = {};
  for (const target of pages) {
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
    results[target.name] = summarise(profile);
  }
  console.log(`\nMain-thread self time on first load (V8 CPU profile, CPU ${SLOWDOWN}× slower, ms)`);
  for (const [name, value] of Object.entries(results)) {
    console.log(`  ${name}: ${value.busyMs} ms busy`);
    console.log('    by script:');
    for (const item of value.byScript) console.log(`      ${String(item.ms).padStart(6)}  ${item.name}`);
    console.log('    by function:');
    for (const item of value.byFunction) console.log(`      ${String(item.ms).padStart(6)}  ${item.name}`);
  }
  return { profile: results };
}
