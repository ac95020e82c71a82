// Starts the app: `node scripts/run.mjs start|dev`, or only builds it: `node scripts/run.mjs build`.
// Without ACQUIRING_API_URL the embedded sandbox acquiring API starts beside Next.js, and is restarted with a
// back-off when it dies: meanwhile the app answers "temporarily unavailable" (spec §8) and recovers by itself,
// sessions intact (they are sealed cookies; the sandbox keeps its tokens in its SQLite file). The app runs
// through the server entry the production image runs (scripts/server.mjs), which counts those restarts.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import path from 'node:path';

const mode = ['dev', 'build'].includes(process.argv[2]) ? process.argv[2] : 'start';
const root = path.resolve(import.meta.dirname, '..');
const nextBin = path.join(root, 'node_modules', 'next', 'dist', 'bin', 'next');
const distDir = process.env.NEXT_DIST_DIR || '.next';
const port = process.env.PORT || '3000';
const sandboxPort = process.env.SANDBOX_PORT || '4010';
// Next's anonymous telemetry stays off, in the build and the server alike (issue 35 §1).
// The demo has no balancer to wait for: a stop drains the requests in flight without the readiness delay.
const env = { NEXT_TELEMETRY_DISABLED: '1', SHUTDOWN_DELAY_MS: '0', ...process.env };
const children = new Set();
let stopping = false;

/** Restarts wait 0.5 s, 1 s, 2 s … up to 30 s; a sandbox that then stays up a minute starts the series again. */
const FIRST_RESTART_DELAY_MS = 500;
const MAX_RESTART_DELAY_MS = 30_000;
const STABLE_AFTER_MS = 60_000;

function stopAll(code) {
  stopping = true;
  for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
  process.exitCode = code;
}
process.on('SIGINT', () => stopAll(0));
process.on('SIGTERM', () => stopAll(0));

function spawnNode(args, extraEnv, stdio = 'inherit') {
  const child = spawn(process.execPath, args, { cwd: root, env: { ...env, ...extraEnv }, stdio });
  children.add(child);
  child.on('exit', () => children.delete(child));
  return child;
}

/** The app's server (scripts/server.mjs: Next behind the observed server); when it ends, everything ends. */
let app = null;
function runApp() {
  const args = ['scripts/server.mjs', ...(mode === 'dev' ? ['--dev'] : [])];
  // an IPC channel: the server counts the sandbox's restarts in its metrics
  app = spawnNode(args, { PORT: port, NODE_ENV: mode === 'dev' ? 'development' : 'production' }, ['inherit', 'inherit', 'inherit', 'ipc']);
  const child = app;
  child.on('exit', (code, signal) => {
    if (stopping) return;
    if (signal || code) console.error(`[run] next stopped (${signal ?? code})`);
    stopAll(code ?? 1);
  });
}

/** The sandbox: when it dies it is started again, with a growing wait between tries, until the app stops. */
function superviseSandbox() {
  let failures = 0;
  const start = () => {
    const startedAt = Date.now();
    const child = spawnNode(['sandbox/main.ts'], { SANDBOX_PORT: sandboxPort });
    child.on('exit', (code, signal) => {
      if (stopping) return;
      if (Date.now() - startedAt >= STABLE_AFTER_MS) failures = 0;
      const delay = Math.min(FIRST_RESTART_DELAY_MS * 2 ** failures, MAX_RESTART_DELAY_MS);
      failures += 1;
      console.error(`[run] sandbox stopped (${signal ?? code}); restarting in ${(delay / 1000).toFixed(1)} s`);
      setTimeout(() => {
        if (stopping) return;
        start();
        if (app?.connected) app.send({ type: 'sandbox-restarted' });
      }, delay);
    });
  };
  start();
}

async function waitFor(url, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline && !stopping) {
    try {
      const response = await fetch(url, { headers: { 'request-source': 'frontend' } });
      if (response.ok) return true;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return false;
}

if (mode === 'build') {
  const build = spawnSync(process.execPath, [nextBin, 'build'], { cwd: root, env, stdio: 'inherit' });
  process.exit(build.status ?? 1);
}

if (!env.ACQUIRING_API_URL) {
  env.ACQUIRING_API_URL = `http://127.0.0.1:${sandboxPort}`;
  if (!env.SESSION_PASSWORD) {
    // Sandbox demo only: a fresh secret per start of this script (a sandbox restart keeps it). Real deployments set SESSION_PASSWORD.
    env.SESSION_PASSWORD = randomBytes(32).toString('hex');
  }
  superviseSandbox();
  if (await waitFor(`${env.ACQUIRING_API_URL}/info`, 120_000)) {
    console.log(`[run] sandbox acquiring API on ${env.ACQUIRING_API_URL}`);
  } else if (!stopping) {
    console.error(`[run] the sandbox did not answer on ${env.ACQUIRING_API_URL} within 2 minutes`);
    stopAll(1);
  }
}

if (!stopping && mode === 'start' && !existsSync(path.join(root, distDir, 'BUILD_ID'))) {
  console.log('[run] no production build yet: building…');
  const build = spawnSync(process.execPath, [nextBin, 'build'], { cwd: root, env, stdio: 'inherit' });
  if (build.status !== 0) stopAll(build.status ?? 1);
}
if (!stopping) runApp();
