/**
 * A page's HTML through the app's server (issue 36): the build's scripts become placeholders that load after the
 * first paint, and the HTML is still compressed, with Next's own compression middleware in the stand-in for Next,
 * layered as Next layers it (it wraps the response inside the handler).
 */
import { request as httpRequest, type IncomingHttpHeaders, type IncomingMessage, type ServerResponse } from 'node:http';
import { gunzipSync } from 'node:zlib';
import { acceptsGzip, isDocumentRequest } from '@/lib/server/document-response';
import { LATE_SRC_ATTRIBUTE } from '@/lib/server/late-scripts';
import type { RequestHandler } from '@/lib/server/server';
import { startTestServer, type TestServer } from './test-server';

interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

function send(port: number, path: string, headers: Record<string, string>): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest({ host: '127.0.0.1', port, path, headers, agent: false }, (response) => {
      const parts: Buffer[] = [];
      response.on('data', (chunk: Buffer) => parts.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(parts) }));
      response.on('error', reject);
    });
    outgoing.on('error', reject);
    outgoing.end();
  });
}

const text = (answer: Answer) => (answer.headers['content-encoding'] === 'gzip' ? gunzipSync(answer.body) : answer.body).toString('utf8');

const HEAD = '<!DOCTYPE html><html><head><link rel="preload" as="script" fetchPriority="low" nonce="n1" href="/_next/static/chunks/b.js"/>';
const SCRIPT = '<script src="/_next/static/chunks/a.js" async="" nonce="n1"></script>';
const BODY = `</head><body><main>${'<p>Операции за период</p>'.repeat(200)}</main><script src="/_next/static/chunks/b.js" nonce="n1" async=""></script></body></html>`;

type Middleware = (request: IncomingMessage, response: ServerResponse, next: () => void) => void;
// Next's own copy of the `compression` middleware (router-server.js applies it), untyped in Next's package
// eslint-disable-next-line @typescript-eslint/no-require-imports
const compression = require('next/dist/compiled/compression') as () => Middleware;

/** Next's way: its compression around the response, headers flushed first, then the stream's pieces. */
const compress = compression();
const nextLike: RequestHandler = (request: IncomingMessage, response: ServerResponse) => {
  compress(request, response, () => {});
  const path = request.url ?? '/';
  if (path === '/file') {
    response.setHeader('content-type', 'text/csv');
    response.end('a;b\n'.repeat(1000));
    return;
  }
  if (path === '/whole') {
    response.setHeader('content-type', 'text/html; charset=utf-8');
    response.setHeader('content-length', String(Buffer.byteLength(HEAD + SCRIPT + BODY)));
    response.end(HEAD + SCRIPT + BODY);
    return;
  }
  response.statusCode = 200;
  response.setHeader('content-type', request.headers.rsc ? 'text/x-component' : 'text/html; charset=utf-8');
  response.flushHeaders();
  // a tag split across two pieces, as a stream may cut it
  const pieces = [HEAD, SCRIPT.slice(0, 20), SCRIPT.slice(20), BODY];
  const next = () => {
    const piece = pieces.shift();
    if (piece === undefined) response.end();
    else {
      response.write(Buffer.from(piece));
      setImmediate(next);
    }
  };
  next();
};

describe('a page’s HTML through the app server', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(nextLike);
  });
  afterAll(() => server.stop());

  const page = { accept: 'text/html,application/xhtml+xml', 'accept-encoding': 'gzip, deflate, br' };

  it('is streamed gzipped, its build scripts placeholders that load after the first paint', async () => {
    const answer = await send(server.port, '/list', page);
    expect(answer.status).toBe(200);
    expect(answer.headers['content-encoding']).toBe('gzip');
    expect(answer.headers['content-length']).toBeUndefined();
    expect(answer.headers.vary).toMatch(/Accept-Encoding/);
    const html = text(answer);
    expect(html).not.toContain('<script src="/_next/static/chunks/');
    expect(html).not.toContain('as="script"');
    expect([...html.matchAll(new RegExp(`${LATE_SRC_ATTRIBUTE}="([^"]+)"`, 'g'))].map((match) => match[1])).toEqual(['/_next/static/chunks/a.js', '/_next/static/chunks/b.js']);
    expect(html).toContain('<script nonce="n1">(function(){var d=document;');
    expect(html).toContain('<p>Операции за период</p>'.repeat(200));
  });

  it('a whole answer with its length: the length goes, the rewrite and gzip stay', async () => {
    const answer = await send(server.port, '/whole', page);
    expect(answer.headers['content-encoding']).toBe('gzip');
    expect(answer.headers['content-length']).toBeUndefined();
    expect(text(answer)).toContain(`${LATE_SRC_ATTRIBUTE}="/_next/static/chunks/a.js"`);
  });

  it('is rewritten but not compressed for a client that does not take gzip', async () => {
    const answer = await send(server.port, '/list', { accept: 'text/html', 'accept-encoding': 'gzip;q=0, identity' });
    expect(answer.headers['content-encoding']).toBeUndefined();
    expect(answer.body.toString('utf8')).toContain(`${LATE_SRC_ATTRIBUTE}="/_next/static/chunks/b.js"`);
  });

  it('leaves a client navigation’s RSC answer to Next, compressed by it', async () => {
    const answer = await send(server.port, '/list', { ...page, rsc: '1' });
    expect(answer.headers['content-type']).toBe('text/x-component');
    expect(answer.headers['content-encoding']).toBe('gzip');
    expect(text(answer)).toContain(SCRIPT);
  });

  it('passes a page request’s answer that is not HTML through as it is', async () => {
    const answer = await send(server.port, '/file', page);
    expect(answer.headers['content-encoding']).toBeUndefined();
    expect(answer.body.toString('utf8')).toBe('a;b\n'.repeat(1000));
  });
});

describe('which requests are pages', () => {
  const request = (method: string, headers: Record<string, string>) => ({ method, headers }) as unknown as IncomingMessage;

  it('a GET that accepts HTML, not an RSC or prefetch request', () => {
    expect(isDocumentRequest(request('GET', { accept: 'text/html,*/*' }))).toBe(true);
    expect(isDocumentRequest(request('POST', { accept: 'text/html' }))).toBe(false);
    expect(isDocumentRequest(request('GET', { accept: 'text/html', rsc: '1' }))).toBe(false);
    expect(isDocumentRequest(request('GET', { accept: '*/*', 'next-router-prefetch': '1' }))).toBe(false);
    expect(isDocumentRequest(request('GET', { accept: 'application/json' }))).toBe(false);
  });

  it('gzip when Accept-Encoding takes it', () => {
    expect(acceptsGzip('gzip, deflate, br')).toBe(true);
    expect(acceptsGzip('br;q=1.0, gzip;q=0.8')).toBe(true);
    expect(acceptsGzip('*')).toBe(true);
    expect(acceptsGzip('gzip;q=0')).toBe(false);
    expect(acceptsGzip('identity')).toBe(false);
    expect(acceptsGzip(undefined)).toBe(false);
  });
});
