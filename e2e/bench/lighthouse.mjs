// Lighthouse (issues 9, 20): default mobile settings (simulated throttling), Debian Chromium, median of 5 runs
// per page taken in turns (round after round over every page: this machine's speed drifts over minutes, and a
// slow minute must not fall on one page only); signed-in pages get the session cookie as a request header.
// Each page is also read against the Chakra yardstick of the same run (issue 36: never more than 2 points under
// it, TBT ≤ 1.2× its TBT, CLS ≤ 0.01).
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';

const RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS || 5);
const YARDSTICK = 'Chakra yardstick';
const GOALS = { performance: 90, cls: 0.01, pointsUnderYardstick: 2, tbtOverYardstick: 1.2 };

/** Issue 36's relative goals: at most 2 points under the yardstick, TBT at most 1.2× its TBT. */
function relativeToYardstick(value, yardstick) {
  const points = value.performance - yardstick.performance;
  const tbt = yardstick.tbt > 0 ? Math.round((value.tbt / yardstick.tbt) * 100) / 100 : null;
  const pointsMet = points >= -GOALS.pointsUnderYardstick;
  const tbtMet = tbt !== null && tbt <= GOALS.tbtOverYardstick;
  return `; vs yardstick ${points >= 0 ? '+' : ''}${points} points (≥ −${GOALS.pointsUnderYardstick} ${pointsMet ? 'met' : 'MISSED'}), TBT ${tbt}× (≤ 1.2× ${tbtMet ? 'met' : 'MISSED'})`;
}

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
    lcpElement: lcpElement(lhr),
  };
}

/**
 * Which element Lighthouse took for the largest contentful paint, and the phases of its time: the score's gap to the
 * yardstick is mostly LCP, and LCP is only as early as the paint of that element in the observed trace.
 */
function lcpElement(lhr) {
  // Lighthouse 13: the element and its subparts are the LCP breakdown insight's items (a node, a table)
  const items = lhr.audits['lcp-breakdown-insight']?.details?.items ?? [];
  const node = items.find((item) => item.type === 'node');
  const table = items.find((item) => item.type === 'table');
  const phases = (table?.items ?? []).map((item) => `${item.label ?? item.subpart} ${Math.round(item.duration ?? 0)}`).join(', ');
  return node ? `${node.selector ?? ''} «${(node.nodeLabel ?? '').slice(0, 60)}»${phases ? ` (${phases})` : ''}` : null;
}

/** `pages`: [{ name, url, cookie? }] */
export async function benchLighthouse(pages) {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking', '--disable-component-update', '--no-first-run'],
  });
  const results = {};
  const runs = Object.fromEntries(pages.map((page) => [page.name, []]));
  const failed = Object.fromEntries(pages.map((page) => [page.name, []]));
  try {
    for (let round = 0; round < RUNS; round++) {
      for (const page of pages) {
        // A run Lighthouse could not finish (a runtime error, a metric it could not compute) is run again, at
        // most twice per page: a median must not mix in NaN.
        while (runs[page.name].length <= round && failed[page.name].length <= 2) {
          const run = await audit(chrome.port, page.url, page.cookie);
          const complete = !run.error && ['performance', 'cls', 'tbt', 'lcp', 'fcp'].every((key) => Number.isFinite(run[key]));
          if (complete) runs[page.name].push(run);
          else failed[page.name].push(run.error ?? 'a metric was not computed');
        }
      }
    }
    for (const page of pages) {
      const measured = runs[page.name];
      if (measured.length === 0) throw new Error(`Lighthouse could not measure ${page.name}: ${failed[page.name].join('; ')}`);
      results[page.name] = {
        ...Object.fromEntries(['performance', 'cls', 'tbt', 'lcp', 'fcp'].map((key) => [key, median(measured.map((item) => item[key]))])),
        runs: measured.map((item) => `${item.performance}/${item.tbt}`),
        lcpElements: [...new Set(measured.map((item) => item.lcpElement).filter(Boolean))],
        retried: failed[page.name].length,
      };
    }
  } finally {
    await chrome.kill();
  }
  console.log(`\nLighthouse (mobile defaults, median of ${RUNS}, pages in turns)`);
  const yardstick = results[YARDSTICK];
  for (const [name, value] of Object.entries(results)) {
    const met = value.performance >= GOALS.performance && value.cls <= GOALS.cls;
    const against = yardstick && name !== YARDSTICK ? relativeToYardstick(value, yardstick) : '';
    console.log(
      `  ${name.padEnd(18)} performance ${String(value.performance).padStart(3)}, CLS ${value.cls}, TBT ${value.tbt} ms, LCP ${value.lcp} ms, FCP ${value.fcp} ms  (≥ 90, CLS ≤ ${GOALS.cls}: ${met ? 'met' : 'MISSED'})${against}; runs score/TBT ${value.runs.join(', ')}${value.retried ? `, ${value.retried} run(s) redone` : ''}`,
    );
    if (process.env.BENCH_LIGHTHOUSE_LCP) for (const element of value.lcpElements) console.log(`      LCP element: ${element}`);
  }
  return { lighthouse: results };
}
