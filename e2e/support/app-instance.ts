import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { E2E_SANDBOX_URL } from './ports';

export interface AppInstance {
  url: string;
  stop(): void;
}

/**
 * Another `next start` of the same build against the same sandbox, with extra environment (e.g.
 * TRUST_PROXY=1), started by a test on a port of its lane; resolves once `/auth` answers.
 */
export async function startAppInstance(port: number, env: Record<string, string> = {}): Promise<AppInstance> {
  const root = process.cwd();
  const child: ChildProcess = spawn(process.execPath, [path.join(root, 'node_modules', 'next', 'dist', 'bin', 'next'), 'start', '-p', String(port)], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      ACQUIRING_API_URL: E2E_SANDBOX_URL,
      SESSION_PASSWORD: process.env.SESSION_PASSWORD || 'e2e-session-password-0123456789-abcdefghijklmnop',
      UPSTREAM_TIMEOUT_MS: process.env.UPSTREAM_TIMEOUT_MS || '4000',
      ...env,
    },
    stdio: 'ignore',
  });
  const instance = { url: `http://127.0.0.1:${port}`, stop: () => void (child.exitCode === null && child.kill('SIGTERM')) };
  for (let waited = 0; waited < 90_000; waited += 500) {
    const up = await fetch(`${instance.url}/auth`).then((response) => response.ok, () => false);
    if (up) return instance;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  instance.stop();
  throw new Error(`the app instance on port ${port} did not start`);
}
