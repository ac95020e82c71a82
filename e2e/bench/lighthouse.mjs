// Lighthouse (issue 9): default mobile settings (simulated throttling), Debian Chromium, median of 3 runs
// per page; signed-in pages get the session cookie as a request header.
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';

const RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS || 3);
const GOALS = { performance: 90, cls: 0.02, tbt: 250 };

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

async function audit(port, url, cookie) {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
    ...(cookie ? { extraHeaders: { Cookie: cookie } } : {}),
  });
  const { lhr } = result;
  if (lhr.runtimeError) return { error: `${lhr.runtimeError.code}: ${lhr.runtimeError.message}` };
  return {
    performance: Math.round((lhr.categories.performance.score ?? 0) * 100),
    cls: Math.round(lhr.audits['cumulative-layout-shift'].numericValue * 1000) / 1000,
    tbt: Math.round(lhr.audits['total-blocking-time'].numericValue),
    lcp: Math.round(lhr.audits['largest-contentful-paint'].numericValue),
    fcp: Math.round(lhr.audits['first-contentful-paint'].numericValue),
  };
}

/** `pages`: [{ name, url, cookie? }] */
export async function benchLighthouse(pages) {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking', '--disable-component-update', '--no-first-run'],
  });
  const results = {};
  try {
    for (const page of pages) {
      const runs = [];
      const failed = [];
      // A run Lighthouse could not finish (a runtime error, a metric it could not compute) is run again, at most
      // twice per page: a median must not mix in NaN.
      while (runs.length < RUNS && failed.length <= 2) {
        const run = await audit(chrome.port, page.url, page.cookie);
        const complete = !run.error && ['performance', 'cls', 'tbt', 'lcp', 'fcp'].every((key) => Number.isFinite(run[key]));
        if (complete) runs.push(run);
        else failed.push(run.error ?? 'a metric was not computed');
      }
      if (runs.length === 0) throw new Error(`Lighthouse could not measure ${page.name}: ${failed.join('; ')}`);
      results[page.name] = {
        ...Object.fromEntries(['performance', 'cls', 'tbt', 'lcp', 'fcp'].map((key) => [key, median(runs.map((item) => item[key]))])),
        runs: runs.map((item) => `${item.performance}/${item.tbt}`),
        retried: failed.length,
      };
    }
  } finally {
    await chrome.kill();
  }
  console.log(`\nLighthouse (mobile defaults, median of ${RUNS})`);
  for (const [name, value] of Object.entries(results)) {
    const met = value.performance >= GOALS.performance && value.cls <= GOALS.cls && value.tbt <= GOALS.tbt;
    console.log(
      `  ${name.padEnd(14)} performance ${String(value.performance).padStart(3)}, CLS ${value.cls}, TBT ${value.tbt} ms, LCP ${value.lcp} ms, FCP ${value.fcp} ms  (goal ≥ 90 / ≤ 0.02 / ≤ 250 ${met ? 'met' : 'MISSED'}); runs score/TBT ${value.runs.join(', ')}${value.retried ? `, ${value.retried} run(s) redone` : ''}`,
    );
  }
  return { lighthouse: results };
}
