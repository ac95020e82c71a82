/** Shared helpers for the sandbox tests: start on a random port with a temp data dir, call with the contract headers. */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startSandbox, type RunningSandbox, type SandboxOptions } from '../../sandbox/server.ts';

export interface TestSandbox extends RunningSandbox {
  dataDir: string;
  dispose(): Promise<void>;
}

export async function startTestSandbox(options: SandboxOptions = {}): Promise<TestSandbox> {
  const dataDir = options.dataDir ?? mkdtempSync(join(tmpdir(), 'sandbox-test-'));
  const sandbox = await startSandbox({ port: 0, host: '127.0.0.1', seed: 7, scale: 2000, quiet: true, control: true, ...options, dataDir });
  return {
    ...sandbox,
    dataDir,
    dispose: async () => {
      await sandbox.close();
      if (!options.dataDir) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** The sandbox of one test file, read through getters: it exists only from that file's first `beforeAll`. */
export interface FileSandbox {
  readonly url: string;
  readonly app: TestSandbox['app'];
  readonly dataDir: string;
}

/**
 * A sandbox for the tests of one file: started before them (ahead of the file's own `beforeAll`, which
 * may sign users in), disposed after them, and with `resetEachTest` reset to its generated state before
 * each test.
 */
export function sandboxPerFile(options: SandboxOptions = {}, { resetEachTest = false } = {}): FileSandbox {
  let sandbox: TestSandbox | undefined;
  const current = (): TestSandbox => {
    if (!sandbox) throw new Error('the sandbox starts in beforeAll');
    return sandbox;
  };
  beforeAll(async () => {
    sandbox = await startTestSandbox(options);
  });
  afterAll(async () => {
    await sandbox?.dispose();
  });
  if (resetEachTest) {
    beforeEach(async () => {
      await call(current().url, '/__sandbox/reset', { method: 'POST' });
    });
  }
  return {
    get url() {
      return current().url;
    },
    get app() {
      return current().app;
    },
    get dataDir() {
      return current().dataDir;
    },
  };
}

/** The `result` of a GET that must answer 200; anything else fails the test with the path and the answer. */
export async function resultOf<T>(base: string, token: string, path: string): Promise<T> {
  const res = await call<{ result: T }>(base, path, { token });
  if (res.status !== 200) throw new Error(`${path}: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.result;
}

export interface CallOptions {
  method?: string;
  token?: string;
  csrf?: string;
  body?: unknown;
  headers?: Record<string, string>;
  /** omit the Request-Source header */
  noSource?: boolean;
}

export interface CallResult<T = unknown> {
  status: number;
  body: T;
  headers: Headers;
}

export async function call<T = Record<string, unknown>>(base: string, path: string, options: CallOptions = {}): Promise<CallResult<T>> {
  const headers: Record<string, string> = { ...(options.headers ?? {}) };
  if (!options.noSource) headers['Request-Source'] = 'frontend';
  if (options.token) headers.Authorization = `Bearer ${options.token}`;
  if (options.csrf) headers['x-csrf-token'] = options.csrf;
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  const response = await fetch(`${base}${path}`, {
    method: options.method ?? (options.body !== undefined ? 'POST' : 'GET'),
    headers,
    body: options.body !== undefined ? JSON.stringify(options.body) : undefined,
  });
  const text = await response.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    // not JSON
  }
  return { status: response.status, body: body as T, headers: response.headers };
}

export interface LoggedIn {
  token: string;
  csrf: string;
  session: Record<string, unknown>;
}

/** Logs in (and confirms the MFA code when the tenant asks for it). prefix: '' or '/greenbank'. */
export async function login(base: string, prefix: string, loginName: string, password = 'demo'): Promise<LoggedIn> {
  const auth = await call<{ result: Record<string, unknown> }>(base, `${prefix}/api/session/auth`, { body: { login: loginName, password } });
  if (auth.status !== 200) throw new Error(`login ${loginName} failed: ${auth.status} ${JSON.stringify(auth.body)}`);
  let session = auth.body.result;
  let csrf = auth.headers.get('x-csrf-token') ?? '';
  if (session.authenticationCodeRequired) {
    const confirmed = await call<{ result: Record<string, unknown> }>(base, `${prefix}/api/session/confirm-authentication-code`, {
      token: String(session.token), csrf, body: { code: '123456' },
    });
    if (confirmed.status !== 200) throw new Error(`confirm failed: ${confirmed.status}`);
    session = confirmed.body.result;
    csrf = confirmed.headers.get('x-csrf-token') ?? '';
  }
  return { token: String(session.token), csrf, session };
}
