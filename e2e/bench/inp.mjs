// Interaction to next paint of what a merchant does most (issue 36 §3): applying a list filter, opening an
// operation's details, switching a status tab, changing the dashboard's period. Chromium on a 412 px phone
// viewport, CPU 4× slower (Lighthouse's mobile slowdown) from the moment the page is hydrated; each interaction
// in a fresh page, median of BENCH_INP_RUNS (5). The latency is the Event Timing API's: from the input to the
// next paint after its handlers, the longest event of the interaction. Chromium reports only events of 16 ms or
// more, so "≤ 16" means none was reported. `BENCH_ONLY=inp` runs it alone.
const SLOWDOWN = 4;
const RUNS = Number(process.env.BENCH_INP_RUNS || 5);
const GOAL_MS = 200;
const FLOOR_MS = 16;

const OBSERVE_EVENTS = (floorMs) => {
  window.__interactionEvents = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry.interactionId) window.__interactionEvents.push({ id: entry.interactionId, name: entry.name, duration: entry.duration });
    }
  }).observe({ type: 'event', durationThreshold: floorMs, buffered: true });
};

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** The interactions; `prepare` runs unthrottled after hydration, `act` is measured, `done` waits for its result. */
const INTERACTIONS = [
  {
    name: 'apply a list filter',
    path: '/list',
    async prepare(page) {
      await page.getByTestId('filters-toggle').click();
      await page.getByTestId('filter-statuses').getByText('Неуспешно').click();
    },
    act: (page) => page.getByTestId('filter-apply').click(),
    done: (page) => page.waitForURL(/status=unsuccessful/),
  },
  {
    name: "open an operation's details",
    path: '/list',
    // a merchant looks down the list before tapping a row
    prepare: (page) => page.mouse.wheel(0, 200),
    act: (page) => page.getByRole('button', { name: /Подробнее об операции/ }).first().click(),
    done: (page) => page.getByTestId('transaction-details').waitFor(),
  },
  {
    name: 'switch a status tab',
    path: '/list',
    prepare: async () => undefined,
    act: (page) => page.getByTestId('status-tab-success').click(),
    done: (page) => page.waitForURL(/status=success/),
  },
  {
    name: "change the dashboard's period",
    path: '/dashboard',
    prepare: async () => undefined,
    act: (page) => page.getByRole('button', { name: '7 дней' }).click(),
    done: (page) => page.waitForURL(/length=7&unit=day/),
  },
];

async function once(browser, appUrl, cookies, interaction) {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true, locale: 'ru-RU' });
  await context.addCookies(cookies);
  await context.addInitScript(OBSERVE_EVENTS, FLOOR_MS);
  const page = await context.newPage();
  try {
    await page.goto(`${appUrl}${interaction.path}`);
    await page.locator('html[data-hydrated="1"]').waitFor();
    await page.waitForLoadState('load');
    await page.waitForTimeout(500);
    await interaction.prepare(page);
    await page.waitForTimeout(300);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: SLOWDOWN });
    await page.evaluate(() => {
      window.__interactionEvents = [];
    });
    await page.evaluate(() => {
      window.__samePage = true;
    });
    const started = Date.now();
    await interaction.act(page);
    await interaction.done(page);
    const toResultMs = Date.now() - started;
    await page.waitForTimeout(500);
    // A whole new document (a link the router did not take) loses the page's events: say so, with the time to the result.
    const events = await page.evaluate(() => (window.__samePage ? window.__interactionEvents : null));
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    if (events === null) return { ms: null, toResultMs };
    const longest = events.reduce((max, event) => Math.max(max, event.duration), 0);
    return { ms: Math.max(longest, FLOOR_MS), toResultMs };
  } finally {
    await context.close();
  }
}

export async function benchInteractions(browser, appUrl, cookies) {
  const results = {};
  // round after round over every interaction, so a slow minute of the machine does not fall on one of them only
  const samples = Object.fromEntries(INTERACTIONS.map((item) => [item.name, []]));
  const toResult = Object.fromEntries(INTERACTIONS.map((item) => [item.name, []]));
  const pageLoads = Object.fromEntries(INTERACTIONS.map((item) => [item.name, 0]));
  for (let run = 0; run < RUNS; run += 1) {
    for (const interaction of INTERACTIONS) {
      const { ms, toResultMs } = await once(browser, appUrl, cookies, interaction);
      toResult[interaction.name].push(toResultMs);
      if (ms === null) pageLoads[interaction.name] += 1;
      else samples[interaction.name].push(ms);
    }
  }
  console.log(`\nInteraction to next paint (Event Timing, CPU ${SLOWDOWN}× slower, 412 px, median of ${RUNS}; goal ≤ ${GOAL_MS} ms)`);
  for (const [name, values] of Object.entries(samples)) {
    const resultMs = Math.round(median(toResult[name]));
    const loads = pageLoads[name] ? `, ${pageLoads[name]} run(s) loaded a whole new page: INP not measurable there` : '';
    if (values.length === 0) {
      results[name] = { medianMs: null, toResultMs: resultMs, pageLoads: pageLoads[name] };
      console.log(`  ${name.padEnd(32)}     – ms  MISSED  (a whole page load each time; ${resultMs} ms to the result)`);
      continue;
    }
    const value = median(values);
    results[name] = { medianMs: Math.round(value), runs: values.map(Math.round), toResultMs: resultMs, pageLoads: pageLoads[name] };
    const shown = value <= FLOOR_MS ? `≤ ${FLOOR_MS}` : String(Math.round(value));
    console.log(`  ${name.padEnd(32)} ${shown.padStart(5)} ms  ${value <= GOAL_MS ? 'met' : 'MISSED'}  (runs: ${values.map(Math.round).join(', ')}; ${resultMs} ms to the result${loads})`);
  }
  return { interactionToNextPaint: results };
}
