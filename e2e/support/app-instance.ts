/**
 * More instances of the app under test, as a balancer would run them: the server entry (scripts/server.mjs) of the
 * same build against the same sandbox and session secret, each with its own port and environment (e.g. a shared REDIS_URL).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { E2E_SANDBOX_URL } from './ports';

export interface AppInstance {
  url: string;
  stop(): Promise<void>;
}

export const E2E_SESSION_PASSWORD = process.env.SESSION_PASSWORD || 'e2e-session-password-0123456789-abcdefghijklmnop';

function exited(child: ChildProcess): Promise<void> {
  return child.exitCode !== null || child.signalCode !== null ? Promise.resolve() : new Promise((resolve) => child.once('exit', () => resolve()));
}

export async function startAppInstance(port: number, extraEnv: Record<string, string> = {}): Promise<AppInstance> {
  const root = process.cwd();
  const child = spawn(process.execPath, [path.join(root, 'scripts', 'server.mjs')], {
    cwd: root,
    env: {
      NEXT_TELEMETRY_DISABLED: '1',
      SHUTDOWN_DELAY_MS: '0',
      ...process.env,
      PORT: String(port),
      NODE_ENV: 'production',
      ACQUIRING_API_URL: E2E_SANDBOX_URL,
      SESSION_PASSWORD: E2E_SESSION_PASSWORD,
      UPSTREAM_TIMEOUT_MS: process.env.UPSTREAM_TIMEOUT_MS || '4000',
      ...extraEnv,
    },
    stdio: 'ignore',
  });
  const url = `http://localhost:${port}`;
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited(child);
  };
  for (let waited = 0; waited < 90_000; waited += 500) {
    const up = await fetch(`${url}/auth`).then((response) => response.ok, () => false);
    if (up) return { url, stop };
    if (child.exitCode !== null) break;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  await stop();
  throw new Error(`the app instance on ${port} did not start`);
}
