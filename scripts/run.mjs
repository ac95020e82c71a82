// Starts the app: `node scripts/run.mjs start|dev`.
// Without ACQUIRING_API_URL the embedded sandbox acquiring API starts beside Next.js.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import path from 'node:path';

const mode = process.argv[2] === 'dev' ? 'dev' : 'start';
const root = path.resolve(import.meta.dirname, '..');
const nextBin = path.join(root, 'node_modules', 'next', 'dist', 'bin', 'next');
const port = process.env.PORT || '3000';
const sandboxPort = process.env.SANDBOX_PORT || '4010';
const env = { ...process.env };
const children = [];

function stopAll(code) {
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  process.exitCode = code;
}
process.on('SIGINT', () => stopAll(0));
process.on('SIGTERM', () => stopAll(0));

function run(name, args, extraEnv = {}) {
  const child = spawn(process.execPath, args, { cwd: root, env: { ...env, ...extraEnv }, stdio: 'inherit' });
  child.on('exit', (code, signal) => {
    if (signal || code) console.error(`[run] ${name} stopped (${signal ?? code})`);
    stopAll(code ?? 1);
  });
  children.push(child);
  return child;
}

async function waitFor(url, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url, { headers: { 'request-source': 'frontend' } });
      if (response.ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

if (!env.ACQUIRING_API_URL) {
  env.ACQUIRING_API_URL = `http://127.0.0.1:${sandboxPort}`;
  if (!env.SESSION_PASSWORD) {
    // Sandbox demo only: a fresh secret per start (sessions end on restart). Real deployments set SESSION_PASSWORD.
    env.SESSION_PASSWORD = randomBytes(32).toString('hex');
  }
  run('sandbox', ['sandbox/main.ts'], { SANDBOX_PORT: sandboxPort });
  await waitFor(`${env.ACQUIRING_API_URL}/info`, 120_000);
  console.log(`[run] sandbox acquiring API on ${env.ACQUIRING_API_URL}`);
}

if (mode === 'start' && !existsSync(path.join(root, '.next', 'BUILD_ID'))) {
  console.log('[run] no production build yet: building…');
  const build = spawnSync(process.execPath, [nextBin, 'build'], { cwd: root, env, stdio: 'inherit' });
  if (build.status !== 0) stopAll(build.status ?? 1);
}
if (process.exitCode === undefined || process.exitCode === 0) {
  run('next', [nextBin, mode, '-p', port], { NODE_ENV: mode === 'dev' ? 'development' : 'production' });
}
