/**
 * The upstream client over node:http (lib/acquiring/upstream-transport.ts via upstreamFetch/upstreamJson),
 * against a real HTTP server on a loopback port: what goes out, keep-alive, timeouts, drops, aborts and
 * malformed answers, each mapped as the BFF expects (502/504 "unavailable", abort passed through).
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';

jest.mock('server-only', () => ({}));

type Handler = (req: IncomingMessage, res: ServerResponse, body: Buffer) => void;

interface Seen {
  method: string;
  url: string;
  headers: IncomingMessage['headers'];
  body: string;
  socket: Socket;
}

let server: Server;
let handler: Handler;
let seen: Seen[] = [];
const sockets = new Set<Socket>();
const closed: Seen[] = [];
let upstream: typeof import('@/lib/acquiring/upstream');

const TIMEOUT_MS = 400;

beforeAll(async () => {
  server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const body = Buffer.concat(chunks);
      const entry: Seen = { method: req.method ?? '', url: req.url ?? '', headers: req.headers, body: body.toString('utf8'), socket: req.socket };
      seen.push(entry);
      res.on('close', () => {
        if (!res.writableFinished) closed.push(entry);
      });
      handler(req, res, body);
    });
  });
  server.on('connection', (socket: Socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  process.env.ACQUIRING_API_URL = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  process.env.UPSTREAM_TIMEOUT_MS = String(TIMEOUT_MS);
  upstream = await import('@/lib/acquiring/upstream');
});

afterAll(async () => {
  for (const socket of sockets) socket.destroy();
  await new Promise((resolve) => server.close(resolve));
});

beforeEach(() => {
  seen = [];
  closed.length = 0;
  handler = (_req, res) => {
    res.writeHead(200, { 'content-type': 'application/json', 'x-csrf-token': 'csrf-9', 'set-cookie': 'JSESSIONID=upstream; Path=/' });
    res.end('{"result":[1,2]}');
  };
});

const json = (res: ServerResponse, status: number, body: string, headers: Record<string, string> = {}) => {
  res.writeHead(status, { 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(body)), ...headers });
  res.end(body);
};

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('what goes to the API', () => {
  it('a GET: path, query, Request-Source, bearer token, the given headers only; no CSRF, no cookie', async () => {
    const response = await upstream.upstreamFetch({
      alias: 'greenbank',
      path: 'api/currency/list',
      search: 'limit=5',
      token: 'TOKEN-1',
      csrf: 'csrf-1',
      headers: new Headers({ 'accept-language': 'ru' }),
    });
    expect(response.status).toBe(200);
    await expect(response.json()).resolves.toEqual({ result: [1, 2] });
    const [call] = seen;
    expect(call?.method).toBe('GET');
    expect(call?.url).toBe('/greenbank/api/currency/list?limit=5');
    expect(call?.headers['request-source']).toBe('frontend');
    expect(call?.headers.authorization).toBe('Bearer TOKEN-1');
    expect(call?.headers.accept).toBe('application/json');
    expect(call?.headers['accept-language']).toBe('ru');
    expect(call?.headers['x-csrf-token']).toBeUndefined();
    expect(call?.headers.cookie).toBeUndefined();
    expect(call?.headers['content-length']).toBeUndefined();
  });

  it('a POST with bytes: the body with its length and the CSRF token', async () => {
    const bytes = new TextEncoder().encode('{"a":"é"}');
    await upstream.upstreamFetch({ alias: null, method: 'POST', path: 'api/user', token: 'T', csrf: 'csrf-1', headers: new Headers({ 'content-type': 'application/json' }), body: bytes });
    const [call] = seen;
    expect(call?.method).toBe('POST');
    expect(call?.url).toBe('/api/user');
    expect(call?.body).toBe('{"a":"é"}');
    expect(call?.headers['content-length']).toBe(String(bytes.byteLength));
    expect(call?.headers['content-type']).toBe('application/json');
    expect(call?.headers['x-csrf-token']).toBe('csrf-1');
  });

  it('json, an empty mutation, a stream body', async () => {
    await upstream.upstreamFetch({ alias: null, method: 'POST', path: 'api/session/auth', json: { login: 'a', password: 'b' } });
    await upstream.upstreamFetch({ alias: null, method: 'DELETE', path: 'api/user' });
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new TextEncoder().encode('part1,'));
        controller.enqueue(new TextEncoder().encode('part2'));
        controller.close();
      },
    });
    await upstream.upstreamFetch({ alias: null, method: 'PUT', path: 'api/window/product', body: stream, headers: new Headers({ 'content-type': 'text/csv' }) });
    expect(seen.map((call) => [call.method, call.body, call.headers['content-type'] ?? null, call.headers['content-length'] ?? null])).toEqual([
      ['POST', '{"login":"a","password":"b"}', 'application/json', '28'],
      ['DELETE', '', null, '0'],
      ['PUT', 'part1,part2', 'text/csv', null],
    ]);
  });

  it('keeps the connection alive between calls', async () => {
    for (let index = 0; index < 3; index += 1) await (await upstream.upstreamFetch({ alias: null, path: 'info' })).text();
    expect(seen).toHaveLength(3);
    expect(new Set(seen.map((call) => call.socket)).size).toBe(1);
  });
});

describe('what comes back', () => {
  it('status and headers as sent (the proxy allowlists them), a redirect is not followed', async () => {
    handler = (_req, res) => json(res, 302, '{}', { location: 'http://evil.example/' });
    const response = await upstream.upstreamFetch({ alias: null, path: 'api/x' });
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('http://evil.example/');
    expect(seen).toHaveLength(1);
  });

  it('a 204 has no body; a 4xx/5xx answer is an answer, not an exception', async () => {
    handler = (_req, res) => {
      res.writeHead(204);
      res.end();
    };
    const empty = await upstream.upstreamFetch({ alias: null, method: 'DELETE', path: 'api/user' });
    expect(empty.status).toBe(204);
    expect(empty.body).toBeNull();
    handler = (_req, res) => json(res, 401, '{"message":"Unauthorized"}');
    const refused = await upstream.upstreamFetch({ alias: null, path: 'api/x' });
    expect(refused.status).toBe(401);
    await expect(refused.json()).resolves.toEqual({ message: 'Unauthorized' });
  });

  it('the API\'s rotated anti-forgery token reaches the caller through the client\'s hook, and only when sent', async () => {
    const rotated: string[] = [];
    await (await upstream.upstreamFetch({ alias: null, path: 'api/x', onCsrfToken: (token) => rotated.push(token) })).text();
    expect(rotated).toEqual(['csrf-9']);
    handler = (_req, res) => json(res, 200, '{"result":1}');
    await (await upstream.upstreamFetch({ alias: null, path: 'api/x', onCsrfToken: (token) => rotated.push(token) })).text();
    expect(rotated).toEqual(['csrf-9']);
  });

  it('a large answer streams through', async () => {
    const big = 'x'.repeat(600 * 1024);
    handler = (_req, res) => {
      res.writeHead(200, { 'content-type': 'text/csv' });
      res.write(big.slice(0, 300 * 1024));
      setTimeout(() => res.end(big.slice(300 * 1024)), 20);
    };
    const response = await upstream.upstreamFetch({ alias: null, path: 'api/merchant/report' });
    expect(await response.text()).toHaveLength(big.length);
  });

  it('a malformed JSON success is the "temporarily unavailable" 502; an empty one is null', async () => {
    handler = (_req, res) => json(res, 200, '{"result": {"broken": tru');
    await expect(upstream.upstreamJson({ alias: null, path: 'api/x' })).rejects.toEqual(expect.objectContaining({ status: 502 }));
    await expect(upstream.upstreamJson({ alias: null, path: 'api/x' })).rejects.toBeInstanceOf(upstream.UpstreamHttpError);
    handler = (_req, res) => json(res, 200, '');
    await expect(upstream.upstreamJson({ alias: null, path: 'api/x' })).resolves.toBeNull();
  });
});

describe('failures', () => {
  it('no answer within the bound: 504, and the connection is given up', async () => {
    handler = () => undefined; // never answers
    const started = Date.now();
    await expect(upstream.upstreamFetch({ alias: null, path: 'api/x' })).rejects.toEqual(expect.objectContaining({ name: 'Error', status: 504 }));
    expect(Date.now() - started).toBeGreaterThanOrEqual(TIMEOUT_MS - 20);
    expect(Date.now() - started).toBeLessThan(TIMEOUT_MS + 1000);
    await wait(50);
    expect(closed).toHaveLength(1);
  });

  it('a small answer that stalls half-way: 504 from upstreamJson, within the bound', async () => {
    handler = (_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json', 'content-length': '100' });
      res.write('{"result":');
    };
    await expect(upstream.upstreamJson({ alias: null, path: 'api/x' })).rejects.toEqual(expect.objectContaining({ status: 504 }));
  });

  it('a streamed answer that stalls: the body errors after the bound instead of hanging', async () => {
    handler = (_req, res) => {
      res.writeHead(200, { 'content-type': 'text/csv' });
      res.write('a,b\n');
    };
    const response = await upstream.upstreamFetch({ alias: null, path: 'api/merchant/report' });
    expect(response.status).toBe(200);
    await expect(response.text()).rejects.toBeDefined();
    await expect(upstream.upstreamJson({ alias: null, path: 'api/merchant/report' })).rejects.toEqual(expect.objectContaining({ status: 504 }));
  });

  it('a dropped connection: 502, before the answer or half-way through it', async () => {
    handler = (req) => req.socket.destroy();
    await expect(upstream.upstreamFetch({ alias: null, path: 'api/x' })).rejects.toEqual(expect.objectContaining({ status: 502 }));
    handler = (req, res) => {
      res.writeHead(200, { 'content-type': 'application/json', 'content-length': '100' });
      res.write('{"result":', () => req.socket.destroy());
    };
    await expect(upstream.upstreamJson({ alias: null, path: 'api/x' })).rejects.toEqual(expect.objectContaining({ status: 502 }));
    await expect(upstream.upstreamFetch({ alias: null, path: 'api/x' })).rejects.toEqual(expect.objectContaining({ status: 502 }));
  });

  it('nobody listening: 502', async () => {
    const closedServer = createServer();
    await new Promise<void>((resolve) => closedServer.listen(0, '127.0.0.1', resolve));
    const port = (closedServer.address() as AddressInfo).port;
    await new Promise((resolve) => closedServer.close(resolve));
    const base = process.env.ACQUIRING_API_URL ?? '';
    const previous = upstream.setUpstreamTransport((url, request) => upstream.nodeTransport(url.replace(base, `http://127.0.0.1:${port}`), request));
    try {
      await expect(upstream.upstreamFetch({ alias: null, path: 'info' })).rejects.toEqual(expect.objectContaining({ status: 502, cause: expect.objectContaining({ code: 'ECONNREFUSED' }) }));
    } finally {
      upstream.setUpstreamTransport(previous);
    }
  });

  it('the client going away aborts the call: before the answer, and while a body streams', async () => {
    handler = () => undefined;
    const controller = new AbortController();
    const pending = upstream.upstreamFetch({ alias: null, path: 'api/x', signal: controller.signal });
    await wait(50);
    controller.abort();
    await expect(pending).rejects.toEqual(expect.objectContaining({ name: 'AbortError' }));
    await wait(50);
    expect(closed).toHaveLength(1);

    handler = (_req, res) => {
      res.writeHead(200, { 'content-type': 'text/csv' });
      res.write('a,b\n');
    };
    const second = new AbortController();
    const response = await upstream.upstreamFetch({ alias: null, path: 'api/merchant/report', signal: second.signal });
    const reading = response.text();
    second.abort();
    await expect(reading).rejects.toBeDefined();
    await wait(50);
    expect(closed).toHaveLength(2);
  });

  it('an already aborted signal sends nothing', async () => {
    const controller = new AbortController();
    controller.abort();
    await expect(upstream.upstreamFetch({ alias: null, path: 'api/x', signal: controller.signal })).rejects.toEqual(expect.objectContaining({ name: 'AbortError' }));
    expect(seen).toHaveLength(0);
  });

  it('a pooled connection closed by the API: a GET goes once more on a new one, a POST does not', async () => {
    // the first call on a connection is answered; the next one on the same connection is cut
    const answered = new WeakSet<Socket>();
    handler = (req, res) => {
      if (answered.has(req.socket)) {
        req.socket.destroy();
        return;
      }
      answered.add(req.socket);
      json(res, 200, '{"result":"ok"}');
    };
    for (const socket of sockets) socket.destroy();
    await wait(20);
    await (await upstream.upstreamFetch({ alias: null, path: 'api/a' })).text();
    const again = await upstream.upstreamFetch({ alias: null, path: 'api/b' });
    await expect(again.json()).resolves.toEqual({ result: 'ok' });
    expect(seen.map((call) => call.url)).toEqual(['/api/a', '/api/b', '/api/b']);

    seen = [];
    await expect(upstream.upstreamFetch({ alias: null, method: 'POST', path: 'api/c', json: {} })).rejects.toEqual(expect.objectContaining({ status: 502 }));
    expect(seen.map((call) => call.url)).toEqual(['/api/c']);
  });
});

describe('the fetch transport (tests, other runtimes) keeps the same contract', () => {
  it('timeout → 504, failure → 502, abort passes through', async () => {
    const previous = upstream.setUpstreamTransport(upstream.fetchTransport(globalThis.fetch));
    try {
      handler = () => undefined;
      await expect(upstream.upstreamFetch({ alias: null, path: 'api/x' })).rejects.toEqual(expect.objectContaining({ status: 504 }));
      handler = (req) => req.socket.destroy();
      await expect(upstream.upstreamFetch({ alias: null, path: 'api/x' })).rejects.toEqual(expect.objectContaining({ status: 502 }));
      handler = () => undefined;
      const controller = new AbortController();
      const pending = upstream.upstreamFetch({ alias: null, path: 'api/x', signal: controller.signal });
      await wait(30);
      controller.abort();
      await expect(pending).rejects.toEqual(expect.objectContaining({ name: 'AbortError' }));
    } finally {
      upstream.setUpstreamTransport(previous);
    }
  });
});
