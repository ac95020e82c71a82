// The e2e system under test: one production build, a fresh sandbox, the app's server entry (scripts/server.mjs,
// what the production image runs) against it.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..', '..');
const appPort = process.env.E2E_APP_PORT || '3100';
const sandboxPort = process.env.E2E_SANDBOX_PORT || String(Number(appPort) + 1010);
const nextBin = path.join(root, 'node_modules', 'next', 'dist', 'bin', 'next');
const env = {
  NEXT_TELEMETRY_DISABLED: '1',
  // no balancer to wait for: a stop drains the requests in flight at once
  SHUTDOWN_DELAY_MS: '0',
  // one line per request would bury the test report (2 700 lines in the first minutes); the audit trail stays on
  LOG_LEVEL: 'warn',
  ...process.env,
  NODE_ENV: 'production',
  ACQUIRING_API_URL: `http://127.0.0.1:${sandboxPort}`,
  SESSION_PASSWORD: process.env.SESSION_PASSWORD || 'e2e-session-password-0123456789-abcdefghijklmnop',
  UPSTREAM_TIMEOUT_MS: process.env.UPSTREAM_TIMEOUT_MS || '4000',
};

if (!existsSync(path.join(root, process.env.NEXT_DIST_DIR || '.next', 'BUILD_ID')) || process.env.E2E_REBUILD === '1') {
  const build = spawnSync(process.execPath, [nextBin, 'build'], { cwd: root, env, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
// `E2E_BUILD_ONLY=1`: make sure the build exists, start nothing (scripts/e2e-isolated.mjs, before its lanes).
if (process.env.E2E_BUILD_ONLY === '1') process.exit(0);

const dataDir = process.env.E2E_SANDBOX_DATA_DIR || mkdtempSync(path.join(tmpdir(), 'bo-e2e-sandbox-'));
const children = [
  spawn(process.execPath, ['sandbox/main.ts'], {
    cwd: root,
    // the tests drive the sandbox through its control API (faults, settings, tokens), which is off by default
    env: { ...env, SANDBOX_PORT: sandboxPort, SANDBOX_DATA_DIR: dataDir, SANDBOX_CONTROL: '1' },
    stdio: 'inherit',
  }),
];
// The app starts once the sandbox answers, so Playwright's readiness check means both are up.
for (let waited = 0; waited < 300_000; waited += 300) {
  const up = await fetch(`http://127.0.0.1:${sandboxPort}/info`, { headers: { 'request-source': 'frontend' } }).then((r) => r.ok, () => false);
  if (up) break;
  await new Promise((resolve) => setTimeout(resolve, 300));
}
children.push(spawn(process.execPath, ['scripts/server.mjs'], { cwd: root, env: { ...env, PORT: appPort }, stdio: 'inherit' }));
const stop = () => children.forEach((child) => child.exitCode === null && child.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children) child.on('exit', (code) => { stop(); process.exitCode = code ?? 1; });
