/**
 * A real Redis for the tests of the shared sign-in limits (REDIS_URL): Debian's `redis-server` (installed by
 * `npm run setup:e2e`, .ci/install-redis), started in a temporary directory on a free port from
 * REDIS_TEST_PORT (16379) onwards, nothing saved to disk, stopped by the test. Used by jest and Playwright.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { accessSync, constants, mkdtempSync, rmSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

export interface RedisServer {
  url: string;
  port: number;
  stop(): Promise<void>;
}

const BINARY = process.env.REDIS_SERVER_PATH || '/usr/bin/redis-server';
const FIRST_PORT = Number(process.env.REDIS_TEST_PORT || 16379);
const PORTS_TO_TRY = 20;

/** PING over a plain socket: true once the server answers +PONG. */
function pong(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ port, host: '127.0.0.1' });
    socket.setTimeout(500);
    socket.once('connect', () => socket.write('PING\r\n'));
    socket.once('data', (data) => {
      socket.destroy();
      resolve(data.toString().startsWith('+PONG'));
    });
    socket.once('error', () => resolve(false));
    socket.once('timeout', () => {
      socket.destroy();
      resolve(false);
    });
  });
}

function exited(child: ChildProcess): Promise<void> {
  return child.exitCode !== null || child.signalCode !== null ? Promise.resolve() : new Promise((resolve) => child.once('exit', () => resolve()));
}

/** Starts on the first port that is free: a port taken by someone else makes redis-server exit, and the next is tried. */
export async function startRedisServer(): Promise<RedisServer> {
  try {
    accessSync(BINARY, constants.X_OK);
  } catch {
    throw new Error(`${BINARY} is not installed: run \`npm run setup:e2e\` (it installs Debian's redis-server)`);
  }
  for (let port = FIRST_PORT; port < FIRST_PORT + PORTS_TO_TRY; port += 1) {
    if (await pong(port)) continue; // someone else's Redis
    const dir = mkdtempSync(path.join(tmpdir(), 'bo-redis-'));
    const child = spawn(BINARY, ['--port', String(port), '--bind', '127.0.0.1', '--dir', dir, '--save', '', '--appendonly', 'no', '--logfile', ''], { stdio: 'ignore' });
    let gone = false;
    void exited(child).then(() => (gone = true));
    for (let waited = 0; waited < 10_000 && !gone; waited += 100) {
      if (await pong(port)) {
        return {
          url: `redis://127.0.0.1:${port}`,
          port,
          stop: async () => {
            child.kill('SIGTERM');
            await exited(child);
            rmSync(dir, { recursive: true, force: true });
          },
        };
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    child.kill('SIGKILL');
    await exited(child);
    rmSync(dir, { recursive: true, force: true });
  }
  throw new Error(`no free port for redis-server in ${FIRST_PORT}–${FIRST_PORT + PORTS_TO_TRY - 1}`);
}
