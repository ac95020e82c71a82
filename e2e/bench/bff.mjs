// BFF benchmark (issue 9): an authenticated GET through the BFF beside a no-op Next route handler and
// the sandbox hit directly, in the same run: throughput and p99 under 50 connections, median latency at one.
import autocannon from 'autocannon';

const CALL = 'api/currency/list';

function run(url, headers, connections, duration) {
  return new Promise((resolve, reject) => {
    autocannon({ url, headers, connections, duration, pipelining: 1 }, (error, result) => (error ? reject(error) : resolve(result)));
  });
}

function figures(result) {
  return {
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
  };
}

const ROUNDS = Number(process.env.BENCH_BFF_ROUNDS || 3);

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

/** The round whose throughput (50 connections) or latency (1 connection) is the median one. */
function medianRound(rounds, key) {
  const middle = median(rounds.map(key));
  return rounds.find((round) => key(round) === middle);
}

/**
 * The three targets measured in turns, round after round (this machine's speed drifts by a third over
 * minutes: measured one after the other, a slow minute would fall on one target only), medians kept.
 */
async function measureInTurns(targets) {
  const rounds = Object.fromEntries(Object.keys(targets).map((name) => [name, { one: [], fifty: [] }]));
  for (let round = 0; round < ROUNDS; round++) {
    for (const [name, { url, headers }] of Object.entries(targets)) {
      rounds[name].one.push(figures(await run(url, headers, 1, 4)));
      rounds[name].fifty.push(figures(await run(url, headers, 50, 6)));
    }
  }
  return Object.fromEntries(
    Object.entries(rounds).map(([name, { one, fifty }]) => [name, { one: medianRound(one, (item) => item.p50), fifty: medianRound(fifty, (item) => item.rps), rounds: fifty.map((item) => item.rps) }]),
  );
}

/** `cookies` of a signed-in browser context on the app; `sandboxToken` for the direct calls. */
export async function benchBff({ appUrl, noopUrl, sandboxUrl, cookies, sandboxToken }) {
  const cookie = cookies.map((item) => `${item.name}=${item.value}`).join('; ');
  // Warm-up: compile paths, fill caches.
  await run(`${appUrl}/${CALL}`, { cookie }, 4, 2);
  const { bff, noop, direct } = await measureInTurns({
    bff: { url: `${appUrl}/${CALL}`, headers: { cookie } },
    noop: { url: noopUrl, headers: {} },
    direct: { url: `${sandboxUrl}/${CALL}`, headers: { authorization: `Bearer ${sandboxToken}`, 'request-source': 'frontend' } },
  });
  const share = Math.round((bff.fifty.rps / noop.fifty.rps) * 100);
  const added = Math.round((bff.one.p50 - direct.one.p50) * 10) / 10;
  console.log(`\nBFF (GET /api/currency/list, authenticated; autocannon, loopback; median of ${ROUNDS} rounds taken in turns)`);
  for (const [name, value] of Object.entries({ 'BFF': bff, 'no-op handler': noop, 'sandbox direct': direct })) {
    console.log(
      `  ${name.padEnd(15)} 50 conn: ${String(value.fifty.rps).padStart(6)} req/s (rounds ${value.rounds.join(', ')}), p99 ${value.fifty.p99} ms, non-2xx ${value.fifty.non2xx}, errors ${value.fifty.errors}; 1 conn: p50 ${value.one.p50} ms`,
    );
  }
  console.log(`  BFF throughput = ${share}% of the no-op handler (goal ≥ 70% ${share >= 70 ? 'met' : 'MISSED'}); added median latency ${added} ms (goal ≤ 5 ${added <= 5 ? 'met' : 'MISSED'})`);
  return { bff: { bff, noop, direct, sharePercent: share, addedMedianMs: added } };
}
