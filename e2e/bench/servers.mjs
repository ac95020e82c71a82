// Starts the systems a benchmark measures: the production app with its sandbox, and a bare Next page.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export const root = path.resolve(import.meta.dirname, '..', '..');
const nextBin = path.join(root, 'node_modules', 'next', 'dist', 'bin', 'next');
const started = [];

export function stopAll() {
  for (const child of started) if (child.exitCode === null) child.kill('SIGTERM');
}
process.on('exit', stopAll);

export async function waitFor(url, timeoutMs = 120_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url, { headers: { 'request-source': 'frontend' }, redirect: 'manual' });
      if (response.status < 500) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  throw new Error(`${url} did not answer`);
}

function start(args, env, cwd = root) {
  const child = spawn(process.execPath, args, { cwd, env: { ...process.env, ...env }, stdio: ['ignore', 'ignore', 'inherit'] });
  started.push(child);
  return child;
}

const BENCH_SESSION_PASSWORD = 'bench-session-password-0123456789-abcdefghijklmnop';

/**
 * Issue 20's BFF peer: the naive proxy a team would write first (about 25 lines), reading the app's own
 * iron-session cookie with `getIronSession`, calling the upstream with `fetch` and the bearer token, and
 * streaming the answer back. No allowlist, no CSRF, no deadlines, no sliding expiry: the floor of a BFF.
 */
const NAIVE_PEER = `import { cookies } from 'next/headers';
import { getIronSession } from 'iron-session';

export const dynamic = 'force-dynamic';
const upstream = process.env.ACQUIRING_API_URL;
const password = { 1: process.env.SESSION_PASSWORD };

export async function GET(request, { params }) {
  const jar = await cookies();
  const cookieName = jar.has('__Host-bo-session') ? '__Host-bo-session' : 'bo-session';
  const session = await getIronSession(jar, { cookieName, password });
  if (!session.token) return Response.json({ error: 'unauthorised' }, { status: 401 });
  const path = (await params).path.join('/');
  const answer = await fetch(upstream + '/api/' + path + new URL(request.url).search, {
    headers: { authorization: 'Bearer ' + session.token, 'request-source': 'frontend', accept: 'application/json' },
  });
  return new Response(answer.body, {
    status: answer.status,
    headers: { 'content-type': answer.headers.get('content-type') ?? 'application/json', 'cache-control': 'no-store' },
  });
}
`;

/**
 * The app as users get it: production build, its server entry (scripts/server.mjs), the sandbox at the given scale.
 * `dir`: another checkout's build (BENCH_BEFORE_DIR, a before/after comparison in one run).
 */
export async function startApp({ appPort = 3200, sandboxPort = 4210, scale = '20000', dir = root } = {}) {
  const env = {
    NODE_ENV: 'production',
    ACQUIRING_API_URL: `http://127.0.0.1:${sandboxPort}`,
    SESSION_PASSWORD: BENCH_SESSION_PASSWORD,
  };
  if (!existsSync(path.join(dir, process.env.NEXT_DIST_DIR || '.next', 'BUILD_ID'))) {
    const build = spawnSync(process.execPath, [nextBin, 'build'], { cwd: dir, env: { ...process.env, ...env }, stdio: 'inherit' });
    if (build.status !== 0) throw new Error('next build failed');
  }
  const dataDir = dir === root ? process.env.BENCH_SANDBOX_DATA_DIR || path.join(root, 'data', 'bench') : path.join(dir, 'data', 'bench');
  mkdirSync(dataDir, { recursive: true });
  start(['sandbox/main.ts'], { ...env, SANDBOX_PORT: String(sandboxPort), SANDBOX_DATA_DIR: dataDir, SANDBOX_SCALE: scale }, dir);
  await waitFor(`http://127.0.0.1:${sandboxPort}/info`, 30 * 60_000);
  start(['scripts/server.mjs'], { ...env, PORT: String(appPort), SHUTDOWN_DELAY_MS: '0' }, dir);
  await waitFor(`http://localhost:${appPort}/auth`);
  return { url: `http://localhost:${appPort}`, sandboxUrl: `http://127.0.0.1:${sandboxPort}` };
}

/**
 * A Next.js app of `files` (path → source) built inside the checkout (ignored by git), so it resolves the same
 * node_modules as the product, and started on `port`.
 */
export async function startNextApp({ name, files, port, env = {} }) {
  const dir = path.join(root, 'bench-results', name);
  rmSync(dir, { recursive: true, force: true });
  for (const [file, source] of Object.entries({ 'package.json': JSON.stringify({ name, private: true, type: 'module' }), 'next.config.mjs': 'export default {};\n', ...files })) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), source);
  }
  const build = spawnSync(process.execPath, [nextBin, 'build'], { cwd: dir, env: { ...process.env, NODE_ENV: 'production' }, stdio: 'ignore' });
  if (build.status !== 0) throw new Error(`${name}: next build failed`);
  start([nextBin, 'start', '-p', String(port)], { NODE_ENV: 'production', ...env }, dir);
  await waitFor(`http://localhost:${port}/`);
  return `http://localhost:${port}/`;
}

/** A bare Next.js page built with the same Next and React, as the yardstick for first-load JS. */
export async function startBareNext({ port = 3299, sandboxPort = 4210 } = {}) {
  const url = await startNextApp({
    name: 'bare-next',
    port,
    env: { ACQUIRING_API_URL: `http://127.0.0.1:${sandboxPort}`, SESSION_PASSWORD: BENCH_SESSION_PASSWORD },
    files: {
      'app/layout.js': 'export default function L({children}){return <html lang="en"><body>{children}</body></html>}\n',
      'app/page.js': 'export default function P(){return <main><h1>Bare</h1></main>}\n',
      // The yardstick of the BFF benchmark: a route handler that does nothing.
      'app/api/noop/route.js': "export const dynamic = 'force-dynamic';\nexport function GET() { return Response.json({ result: [] }); }\n",
      'app/api/naive/[...path]/route.js': NAIVE_PEER,
    },
  });
  return { url, noopUrl: `${url}api/noop`, naiveUrl: `${url}api/naive` };
}
