// The `isolated` Playwright project (tests that change the sandbox for everyone: faults, settings,
// passwords) in two lanes at once, each with its own app and its own fresh sandbox on its own ports.
// One lane runs one test at a time, as before, so no test sees another one's changes; the two lanes
// share only the production build and the machine. Used by `npm run test:e2e`.
//
//   node scripts/e2e-isolated.mjs [extra playwright arguments]
//
// Why two lanes: these tests mostly wait (timeouts, faults, the 60 s load), so one worker leaves a
// core idle for minutes. Why not `--workers=2`: one worker per sandbox is what makes them isolated.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import readline from 'node:readline';

const root = path.resolve(import.meta.dirname, '..');
const specDir = path.join('e2e', 'isolated');
const playwrightCli = path.join(root, 'node_modules', '@playwright', 'test', 'cli.js');
const extraArgs = process.argv.slice(2);

/**
 * The first lane: the suites that check time (each fault's answer within the upstream timeout, each page
 * within its one deadline, a drain within its delay) and those that load the machine (the 60-second load test,
 * the as-deployed topology's measured load), one after the other, so a load never runs beside a test that
 * measures time.
 * The second lane: every other spec, flows that only wait for what they expect. With traces recorded
 * on a retry only, the lanes took 2.6 and 2.4 min on this 2-core machine (4.7 min in one lane before); the
 * as-deployed spec adds 1.0–1.2 min to the first on a quiet machine, 2.2–2.9 min on a busy one (issue 35).
 */
const FIRST_LANE = ['quality-load.spec.ts', 'quality-resilience.spec.ts', 'page-deadline.spec.ts', 'as-deployed.spec.ts'];

const specs = readdirSync(path.join(root, specDir)).filter((name) => name.endsWith('.spec.ts')).sort();
const unknown = FIRST_LANE.filter((name) => !specs.includes(name));
if (unknown.length > 0) {
  console.error(`[isolated] no such spec: ${unknown.join(', ')}`);
  process.exit(2);
}
const lanes = [
  { name: 'isolated-1', port: Number(process.env.E2E_APP_PORT || 3100), specs: FIRST_LANE },
  { name: 'isolated-2', port: Number(process.env.E2E_APP_PORT || 3100) + 200, specs: specs.filter((name) => !FIRST_LANE.includes(name)) },
];

// One build for both lanes, made before either starts (two `next build`s into one folder would clash).
const distDir = process.env.NEXT_DIST_DIR || '.next';
if (!existsSync(path.join(root, distDir, 'BUILD_ID'))) {
  const build = spawnSync(process.execPath, [path.join(root, 'e2e', 'support', 'server.mjs')], {
    cwd: root,
    env: { ...process.env, E2E_BUILD_ONLY: '1' },
    stdio: 'inherit',
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

function runLane({ name, port, specs: files }) {
  const args = [
    playwrightCli,
    'test',
    '--project=isolated',
    '--workers=1',
    `--output=${path.join('test-results', name)}`,
    ...extraArgs,
    ...files.map((file) => path.join(specDir, file)),
  ];
  const child = spawn(process.execPath, args, {
    cwd: root,
    env: {
      ...process.env,
      E2E_APP_PORT: String(port),
      E2E_SANDBOX_PORT: String(port + 1010),
      E2E_RESULTS_FILE: path.join('test-results', `${name}.json`),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  for (const stream of [child.stdout, child.stderr]) {
    readline.createInterface({ input: stream }).on('line', (line) => console.log(`[${name}] ${line}`));
  }
  return new Promise((resolve) => {
    child.on('exit', (code, signal) => resolve(signal ? 1 : (code ?? 1)));
  });
}

const children = [];
const stopAll = () => {
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  process.exit(130);
};
process.on('SIGINT', stopAll);
process.on('SIGTERM', stopAll);

const codes = await Promise.all(lanes.map(runLane));
lanes.forEach((lane, index) => console.log(`[isolated] ${lane.name}: ${codes[index] === 0 ? 'passed' : `failed (exit ${codes[index]})`}`));
process.exit(codes.every((code) => code === 0) ? 0 : 1);
