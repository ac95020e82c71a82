/**
 * The production artifact as the image holds it (scripts/artifact.mjs: Next's standalone folder, the static files,
 * the server entry), copied alone to a temporary folder, and instances of it run as the image runs them: `node
 * server.mjs` in that folder, by an unprivileged user (`nobody` when the tests run as root), whose only writable
 * place is a temporary folder of its own. Every line an instance prints is kept, for the tests that read the logs.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { chmodSync, chownSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const NOBODY = 65534;
const asRoot = process.getuid?.() === 0;

/** A fresh artifact in a temporary folder, readable by all, writable by its owner only. */
export function makeArtifact(): { dir: string; remove(): void } {
  const dir = mkdtempSync(path.join(tmpdir(), 'bo-artifact-'));
  chmodSync(dir, 0o755);
  const made = spawnSync(process.execPath, [path.join(process.cwd(), 'scripts', 'artifact.mjs'), dir], { encoding: 'utf8' });
  if (made.status !== 0) throw new Error(`scripts/artifact.mjs failed: ${made.stdout}${made.stderr}`);
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

export interface ArtifactInstance {
  url: string;
  metricsUrl: string;
  pid: number;
  /** From the spawn to the first 200 of /api/health/ready. */
  coldStartMs: number;
  /** Every line printed so far, stdout and stderr. */
  lines(): string[];
  /** The request lines (logger `http`), parsed. */
  requests(): Record<string, unknown>[];
  /** Resolves with the exit code once the process ends. */
  exited: Promise<number | null>;
  stop(): Promise<void>;
}

export async function startArtifactInstance(dir: string, port: number, metricsPort: number, env: Record<string, string>): Promise<ArtifactInstance> {
  const temp = mkdtempSync(path.join(tmpdir(), 'bo-instance-tmp-'));
  if (asRoot) chownSync(temp, NOBODY, NOBODY);
  const started = performance.now();
  const child: ChildProcess = spawn(process.execPath, ['server.mjs'], {
    cwd: dir,
    // nothing from the test runner's environment: what the image's environment would hold
    env: { PATH: process.env.PATH ?? '/usr/bin:/bin', HOME: temp, TMPDIR: temp, PORT: String(port), METRICS_PORT: String(metricsPort), NODE_ENV: 'production', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    ...(asRoot ? { uid: NOBODY, gid: NOBODY } : {}),
  });
  const lines: string[] = [];
  for (const stream of [child.stdout, child.stderr]) {
    let rest = '';
    stream?.on('data', (chunk: Buffer) => {
      const parts = (rest + chunk.toString()).split('\n');
      rest = parts.pop() ?? '';
      lines.push(...parts);
    });
    stream?.on('end', () => {
      if (rest) lines.push(rest);
    });
  }
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const url = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited;
    rmSync(temp, { recursive: true, force: true });
  };
  for (let waited = 0; waited < 120_000; waited += 100) {
    if (child.exitCode !== null) break;
    const ready = await fetch(`${url}/api/health/ready`).then((response) => response.status === 200, () => false);
    if (ready) {
      return {
        url,
        metricsUrl: `http://127.0.0.1:${metricsPort}/metrics`,
        pid: child.pid ?? 0,
        coldStartMs: Math.round(performance.now() - started),
        lines: () => [...lines],
        requests: () =>
          lines.flatMap((line) => {
            try {
              const parsed = JSON.parse(line) as Record<string, unknown>;
              return parsed.name === 'http' && parsed.msg === 'request' ? [parsed] : [];
            } catch {
              return [];
            }
          }),
        exited,
        stop,
      };
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await stop();
  throw new Error(`the artifact on ${port} did not become ready:\n${lines.join('\n').slice(-3000)}`);
}
