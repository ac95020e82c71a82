/**
 * The app's HTTP server in front of Next (issue 35 §1, §3, §4): an id for every request, one log line per request
 * with what support and the SRE need and nothing secret, the metrics, and a drain on SIGTERM that loses no request.
 */
import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { connect } from 'node:net';
import { isShuttingDown } from '@/lib/observability/lifecycle';
import { metrics } from '@/lib/observability/metrics';
import { noteDeadlineExpired, noteUpstreamCall, noteUser } from '@/lib/observability/request-context';
import { requestIdOf } from '@/lib/observability/request-id';
import { REQUEST_LINE_FIELDS } from '@/lib/observability/logger';
import type { RequestHandler } from '@/lib/server/server';
import { startTestServer, type TestServer } from './test-server';

interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: string;
}

/** One request on a connection of its own (no pooling: the drain tests watch connections). */
function send(port: number, path: string, { method = 'GET', headers = {} }: { method?: string; headers?: Record<string, string> } = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest({ host: '127.0.0.1', port, path, method, headers, agent: false }, (response) => {
      let body = '';
      response.on('data', (chunk: Buffer) => (body += chunk.toString()));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body }));
      response.on('error', reject);
    });
    outgoing.on('error', reject);
    outgoing.end();
  });
}

/** The value of one series in the registry's text, 0 when absent. */
async function sample(name: string, labels: Record<string, string> = {}): Promise<number> {
  const text = await metrics().registry.metrics();
  const wanted = Object.entries(labels).map(([key, value]) => `${key}="${value}"`);
  const line = text.split('\n').find((row) => row.startsWith(`${name}{`) || row.startsWith(`${name} `) ? wanted.every((label) => row.includes(label)) : false);
  return line ? Number(line.slice(line.lastIndexOf(' ') + 1)) : 0;
}

const ok: RequestHandler = (request, response) => {
  response.setHeader('content-type', 'text/plain');
  response.end(requestIdOf(new Headers(request.headers as Record<string, string>)) ?? 'none');
};

describe('request ids', () => {
  let server: TestServer;
  afterEach(() => server.stop());

  it('every request gets a new id, whatever the client sent; handlers read it, the answer carries it', async () => {
    server = await startTestServer(ok, { metrics: metrics() });
    const answer = await send(server.port, '/auth', { headers: { 'x-request-id': 'chosen-by-the-client' } });
    expect(answer.body).not.toBe('chosen-by-the-client');
    expect(answer.body).toMatch(/^[0-9a-f-]{36}$/);
    expect(answer.headers['x-request-id']).toBe(answer.body);
    expect(server.lines().find((line) => line.msg === 'request')?.requestId).toBe(answer.body);
  });

  it('behind a trusted proxy (TRUST_PROXY), the proxy’s id is kept', async () => {
    server = await startTestServer(ok, { trustProxy: true, metrics: metrics() });
    const answer = await send(server.port, '/auth', { headers: { 'x-request-id': '0f8e3b9c2d1a4e5f6a7b8c9d0e1f2a3b' } });
    expect(answer.body).toBe('0f8e3b9c2d1a4e5f6a7b8c9d0e1f2a3b');
  });
});

describe('one log line per request', () => {
  let server: TestServer;
  afterEach(() => server.stop());

  it('has the id, method, route template, status, duration, tenant, user id and the upstream’s time and status; no URL, query or header', async () => {
    server = await startTestServer(
      async (_request, response) => {
        noteUser(42);
        noteUpstreamCall(200, 30);
        noteUpstreamCall(504, 70);
        await new Promise((resolve) => setTimeout(resolve, 20));
        response.statusCode = 502;
        response.end();
      },
      { metrics: metrics() },
    );
    await send(server.port, '/greenbank/list?cardNumber=4111111111111111&token=secret-token', { headers: { cookie: '__Host-bo-session=sealed-secret', authorization: 'Bearer upstream-token' } });
    const [line] = server.lines().filter((row) => row.msg === 'request');
    expect(line).toEqual(
      expect.objectContaining({
        name: 'http',
        level: 'error',
        method: 'GET',
        route: '/list',
        status: 502,
        tenant: 'greenbank',
        userId: 42,
        upstreamCalls: 2,
        upstreamMs: 100,
        upstreamStatus: 504,
      }),
    );
    expect(line?.durationMs).toBeGreaterThanOrEqual(15);
    expect(typeof line?.time).toBe('string');
    for (const secret of ['4111111111111111', 'secret-token', 'sealed-secret', 'upstream-token', 'cardNumber']) expect(server.text()).not.toContain(secret);
    // the request logger runs no redaction: its line holds the known fields only, none named like a secret
    expect(Object.keys(line ?? {}).filter((key) => !['level', 'time', 'pid', 'hostname', 'name', 'msg'].includes(key)).every((key) => REQUEST_LINE_FIELDS.has(key))).toBe(true);
    for (const field of REQUEST_LINE_FIELDS) expect(field).not.toMatch(/password|token|authorization|cookie|assessment|card/i);
  });

  it('the default tenant is named, a BFF call without a known tenant has none, health probes log at debug', async () => {
    server = await startTestServer(ok, { metrics: metrics() });
    await send(server.port, '/dashboard');
    await send(server.port, '/api/currency/list');
    await send(server.port, '/api/health/ready');
    const lines = server.lines().filter((row) => row.msg === 'request');
    expect(lines.map((row) => [row.route, row.tenant, row.level])).toEqual([
      ['/dashboard', 'default', 'info'],
      ['/api/currency/list', undefined, 'info'],
      ['/api/health/ready', undefined, 'debug'],
    ]);
  });

  it('a handler that throws: 500, and the error logged with the request’s id', async () => {
    server = await startTestServer(
      () => {
        throw new Error('boom');
      },
      { metrics: metrics() },
    );
    const answer = await send(server.port, '/dashboard');
    expect(answer.status).toBe(500);
    const failed = server.lines().find((row) => row.msg === 'request failed');
    expect(failed?.requestId).toBe(answer.headers['x-request-id']);
    expect(server.lines().find((row) => row.msg === 'request')?.status).toBe(500);
  });

  it('a client that leaves before the answer ends is logged as 499', async () => {
    server = await startTestServer((_request, response) => {
      response.write('part');
    }, { metrics: metrics() });
    await new Promise<void>((resolve) => {
      const outgoing = httpRequest({ host: '127.0.0.1', port: server.port, path: '/list', agent: false }, (response) => {
        response.once('data', () => {
          outgoing.destroy();
          resolve();
        });
      });
      outgoing.on('error', () => undefined);
      outgoing.end();
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(server.lines().find((row) => row.msg === 'request')?.status).toBe(499);
  });
});

describe('metrics', () => {
  let server: TestServer;
  afterEach(() => server.stop());

  it('count requests and their durations by method, route template and status; sign-in refusals and limits; deadline expiries', async () => {
    const routes: Record<string, number> = {
      '/api/session/auth': 401,
      '/api/session/confirm-authentication-code': 429,
      '/api/session/resend-authentication-code': 429,
      '/dashboard': 200,
    };
    server = await startTestServer(
      (request, response) => {
        const path = (request.url ?? '').split('?')[0]?.replace(/^\/greenbank/, '') ?? '';
        if (path === '/dashboard') noteDeadlineExpired();
        response.statusCode = routes[path] ?? 404;
        response.end();
      },
      { metrics: metrics(), metricsPort: 0 },
    );
    const before = {
      dashboard: await sample('bo_http_requests_total', { route: '/dashboard', status: '200' }),
      histogram: await sample('bo_http_request_duration_seconds_count', { route: '/dashboard', status: '200' }),
      failure: await sample('bo_sign_in_failures_total', { step: 'password', status: '401' }),
      codeLimit: await sample('bo_sign_in_limit_refusals_total', { step: 'code' }),
      resendLimit: await sample('bo_sign_in_limit_refusals_total', { step: 'resend' }),
      deadline: await sample('bo_page_deadline_expiries_total', { route: '/dashboard' }),
    };
    await send(server.port, '/dashboard');
    await send(server.port, '/greenbank/dashboard?x=1');
    await send(server.port, '/api/session/auth', { method: 'POST' });
    await send(server.port, '/api/session/confirm-authentication-code', { method: 'POST' });
    await send(server.port, '/api/session/resend-authentication-code', { method: 'POST' });
    expect(await sample('bo_http_requests_total', { route: '/dashboard', status: '200' })).toBe(before.dashboard + 2);
    expect(await sample('bo_http_request_duration_seconds_count', { route: '/dashboard', status: '200' })).toBe(before.histogram + 2);
    expect(await sample('bo_sign_in_failures_total', { step: 'password', status: '401' })).toBe(before.failure + 1);
    expect(await sample('bo_sign_in_limit_refusals_total', { step: 'code' })).toBe(before.codeLimit + 1);
    expect(await sample('bo_sign_in_limit_refusals_total', { step: 'resend' })).toBe(before.resendLimit + 1);
    expect(await sample('bo_page_deadline_expiries_total', { route: '/dashboard' })).toBe(before.deadline + 2);

    // Prometheus scrapes them on the metrics port; the public port's paths are the app's
    const scraped = await send(server.metricsPort ?? 0, '/metrics');
    expect(scraped.status).toBe(200);
    expect(scraped.headers['content-type']).toContain('text/plain');
    expect(scraped.body).toContain('bo_http_requests_total{method="GET",route="/dashboard",status="200"}');
    expect(scraped.body).toContain('process_cpu_seconds_total');
    expect((await send(server.metricsPort ?? 0, '/')).status).toBe(404);
  });
});

describe('stopping (SIGTERM): no request lost', () => {
  it('readiness goes down at once, requests go on with Connection: close, then the port closes and the ones in flight finish', async () => {
    let release: () => void = () => undefined;
    const released = new Promise<void>((resolve) => (release = resolve));
    const closeApp = jest.fn(async () => undefined);
    const server = await startTestServer(
      async (request, response) => {
        if (request.url === '/slow') await released;
        response.end('done');
      },
      { shutdownDelayMs: 300, closeApp, metrics: metrics() },
    );
    // the other tests' servers stopped too: this process starts again as running
    delete (globalThis as Record<symbol, unknown>)[Symbol.for('merchant-back-office.shutting-down')];
    const inFlight = send(server.port, '/slow');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(isShuttingDown()).toBe(false);
    const stopped = server.app.shutdown('SIGTERM');
    expect(isShuttingDown()).toBe(true);

    // during the delay: still served, each answer closing its connection
    const during = await send(server.port, '/fast');
    expect(during.status).toBe(200);
    expect(during.headers.connection).toBe('close');

    // after it: the port is closed, so a balancer sends new requests elsewhere
    await new Promise((resolve) => setTimeout(resolve, 400));
    await expect(send(server.port, '/fast')).rejects.toThrow(/ECONNREFUSED/);
    expect(closeApp).not.toHaveBeenCalled();

    release();
    const slow = await inFlight;
    expect(slow.status).toBe(200);
    expect(slow.body).toBe('done');
    // its answer had not begun when the stop came: it closes its connection too
    expect(slow.headers.connection).toBe('close');
    await stopped;
    expect(closeApp).toHaveBeenCalledTimes(1);
    expect(server.lines().map((line) => line.msg)).toEqual(
      expect.arrayContaining(['stopping: readiness is down, requests go on meanwhile', 'stopping: port closed, finishing the requests in flight', 'stopped']),
    );
  });

  it('a request still running after the shutdown timeout is cut, and the stop completes', async () => {
    const server = await startTestServer(() => new Promise<void>(() => undefined), { shutdownTimeoutMs: 200, metrics: metrics() });
    const hung = send(server.port, '/hangs');
    await new Promise((resolve) => setTimeout(resolve, 50));
    await server.app.shutdown('SIGTERM');
    await expect(hung).rejects.toThrow(/socket hang up|ECONNRESET/);
    expect(server.lines().some((line) => line.level === 'warn' && String(line.msg).includes('cut'))).toBe(true);
  });
});

/** The chunks a raw connection receives for one request, each as it arrived. */
function rawChunks(port: number, path: string): Promise<string[]> {
  return new Promise((resolve, reject) => {
    const chunks: string[] = [];
    const socket = connect(port, '127.0.0.1', () => socket.write(`GET ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n`));
    socket.on('data', (chunk: Buffer) => chunks.push(chunk.toString()));
    socket.on('end', () => resolve(chunks));
    socket.on('error', reject);
  });
}

describe('an answer’s headers leave with its body (issue 36 §3, BFF)', () => {
  let server: TestServer;
  afterEach(() => server.stop());

  it('headers flushed, then a body written and ended in the same turn (Next’s pipe of a route handler’s answer): one write', async () => {
    const seen: { unsentAfterHeaders?: number; unsentAfterEnd?: number; corkedAfterTick?: number } = {};
    server = await startTestServer(
      (_request, response) => {
        const socket = response.socket;
        if (!socket) throw new Error('no socket');
        response.setHeader('content-type', 'application/json');
        response.flushHeaders();
        // still in the socket's buffer: not yet a write of their own
        seen.unsentAfterHeaders = socket.writableLength;
        response.write('{"result":');
        void Promise.resolve().then(() => {
          response.end('[]}');
          // end() sent it all at once
          seen.unsentAfterEnd = socket.writableLength;
          process.nextTick(() => (seen.corkedAfterTick = socket.writableCorked));
        });
      },
      { metrics: metrics() },
    );
    const chunks = await rawChunks(server.port, '/api/currency/list');
    expect(seen.unsentAfterHeaders).toBeGreaterThan(0);
    expect(seen.unsentAfterEnd).toBe(0);
    expect(seen.corkedAfterTick).toBe(0);
    expect(chunks.join('')).toMatch(/^HTTP\/1\.1 200 OK\r\n[\s\S]*\r\n\r\n[\s\S]*\{"result":[\s\S]*\[\]\}[\s\S]*0\r\n\r\n$/);
  });

  it('a body that comes later still gets its headers at once (a report streams)', async () => {
    let release = () => undefined as void;
    const later = new Promise<void>((resolve) => (release = resolve));
    server = await startTestServer(
      async (_request, response) => {
        response.flushHeaders();
        await later;
        response.end('done');
      },
      { metrics: metrics() },
    );
    const chunks = rawChunks(server.port, '/api/export');
    await new Promise((resolve) => setTimeout(resolve, 100));
    release();
    const received = await chunks;
    expect(received.length).toBeGreaterThan(1);
    expect(received[0]).toMatch(/\r\n\r\n$/);
    expect(received.join('')).toMatch(/done/);
  });
});
