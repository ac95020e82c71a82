// `npm test`: lint, type check, every jest tier, then the browser tests (`npm run test:e2e`), in that order,
// stopping at the first failure. The production build the browser tests run against is made meanwhile,
// beside the jest run, instead of after it:
// - eslint and tsc each keep one core busy, and the build had the browser tests' whole machine to itself;
//   beside jest it runs at a lower priority, off the critical path (issue 37). Jest runs two workers
//   (`test:jest`): with its default of one, a core idled; measured with the build beside it, the three tiers
//   took 195 s with one worker and 132 s with two.
// - it starts only after the type check: the build writes `.next/types`, which tsconfig.json includes.
// - lint and type check run side by side (one core each); their output is printed in that order.
// The build's output goes to test-results/build.log, printed when the build fails.
//
//   node scripts/test.mjs        (what `npm test` runs)
import { spawn } from 'node:child_process';
import { createWriteStream, existsSync, mkdirSync, readFileSync } from 'node:fs';
import { setPriority } from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const buildLog = path.join(root, 'test-results', 'build.log');
const running = new Set();

/** Runs a command; `buffer` keeps its output to print later instead of now. */
// `group`: a process group of its own, so that a stop ends what it started too (next build's workers).
// `nice`: a lower priority, set before the child starts its own processes (they inherit it).
function run(command, args, { env = process.env, buffer = false, logFile = null, group = false, nice = 0 } = {}) {
  const child = spawn(command, args, { cwd: root, env, detached: group, stdio: buffer || logFile ? ['ignore', 'pipe', 'pipe'] : 'inherit' });
  child.group = group;
  if (nice) {
    try {
      setPriority(child.pid, nice);
    } catch {
      // not allowed here: the build competes with jest as an equal
    }
  }
  running.add(child);
  let output = '';
  const log = logFile ? createWriteStream(logFile) : null;
  for (const stream of [child.stdout, child.stderr]) {
    stream?.on('data', (chunk) => {
      if (log) log.write(chunk);
      else output += chunk;
    });
  }
  return new Promise((resolve) => {
    child.on('exit', (code, signal) => {
      running.delete(child);
      log?.end();
      resolve({ ok: code === 0 && !signal, output });
    });
  });
}

function stopAll(code) {
  for (const child of running) {
    if (child.exitCode !== null) continue;
    if (child.group) process.kill(-child.pid, 'SIGTERM');
    else child.kill('SIGTERM');
  }
  process.exit(code);
}
process.on('SIGINT', () => stopAll(130));
process.on('SIGTERM', () => stopAll(143));

// Each step says when it starts, counted from the start: where a CI run's time goes (issue 37).
const startedAt = Date.now();
const clock = (at = Date.now()) => {
  const seconds = Math.round((at - startedAt) / 1000);
  return `${Math.floor(seconds / 60)} min ${String(seconds % 60).padStart(2, '0')} s`;
};
const step = (name) => console.log(`\n[test] ${name} (at ${clock()})`);

step('lint and type check');
const [lint, types] = await Promise.all([run(npm, ['run', 'lint'], { buffer: true }), run(npm, ['run', 'typecheck'], { buffer: true })]);
process.stdout.write(lint.output);
process.stdout.write(types.output);
if (!lint.ok || !types.ok) stopAll(1);

// Only when there is no build yet, as before (e2e/support/server.mjs decides, E2E_BUILD_ONLY=1 starts nothing).
step('production build for the browser tests, in the background (test-results/build.log)');
mkdirSync(path.dirname(buildLog), { recursive: true });
let builtAt = 0;
const build = run(process.execPath, [path.join('e2e', 'support', 'server.mjs')], {
  env: { ...process.env, E2E_BUILD_ONLY: '1' },
  logFile: buildLog,
  group: true,
  // jest is the critical path, and its hooks and timeouts were tuned without a build beside them: the build
  // takes what jest leaves
  nice: 10,
}).then((result) => {
  builtAt = Date.now();
  return result;
});

step('jest: unit, integration and fuzz tiers');
const jest = await run(npm, ['run', 'test:jest']);
if (!jest.ok) stopAll(1);

step('waiting for the production build');
const built = await build;
console.log(`[test] the build had ended at ${clock(builtAt)}`);
if (!built.ok || !existsSync(path.join(root, process.env.NEXT_DIST_DIR || '.next', 'BUILD_ID'))) {
  if (existsSync(buildLog)) process.stdout.write(readFileSync(buildLog, 'utf8'));
  console.error('[test] the production build failed');
  stopAll(1);
}

step('browser tests');
const e2e = await run(npm, ['run', 'test:e2e']);
console.log(`\n[test] ${e2e.ok ? 'passed' : 'failed'} (at ${clock()})`);
process.exit(e2e.ok ? 0 : 1);
