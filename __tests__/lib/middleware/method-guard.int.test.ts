/**
 * Issue 19 §2 "Methods": TRACE on a page answered 500 without the security headers and logged a stack
 * trace per request (Next's middleware adapter cannot build a fetch Request for it), PROPFIND on the BFF a
 * bare 400. The app's HTTP server (lib/server/server.ts) answers 405 with the headers before Next sees them.
 */
import { request as httpRequest } from 'node:http';
import { STATIC_SECURITY_HEADERS } from '@/lib/middleware/static-headers';
import { startTestServer, type TestServer } from '../server/test-server';

let server: TestServer;
const reached: string[] = [];

beforeAll(async () => {
  server = await startTestServer((request, response) => {
    reached.push(request.method ?? '');
    response.end('next');
  });
});
afterAll(() => server.stop());

function send(method: string, path = '/dashboard'): Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: string }> {
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest({ host: '127.0.0.1', port: server.port, method, path }, (response) => {
      let body = '';
      response.on('data', (chunk: Buffer) => (body += chunk.toString()));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body }));
    });
    outgoing.on('error', reject);
    outgoing.end();
  });
}

it.each(['TRACE', 'PROPFIND', 'MKCOL', 'LOCK'])('%s answers 405 with the security headers and never reaches Next', async (method) => {
  reached.length = 0;
  for (const path of ['/dashboard', '/api/currency/list', '/_next/static/chunks/x.js']) {
    const answer = await send(method, path);
    expect(answer.status).toBe(405);
    expect(answer.headers.allow).toBe('GET, HEAD, POST, PUT, DELETE');
    for (const [name, value] of Object.entries(STATIC_SECURITY_HEADERS)) expect(answer.headers[name]).toBe(value);
    expect(answer.headers['content-security-policy']).toContain("default-src 'none'");
    expect(answer.body).not.toMatch(/dashboard|Error/);
  }
  expect(reached).toEqual([]);
  // refused, and still one log line each
  expect(server.lines().filter((line) => line.method === method).map((line) => line.status)).toEqual([405, 405, 405]);
});

it.each(['GET', 'HEAD', 'POST', 'PUT', 'DELETE', 'OPTIONS', 'PATCH'])('%s goes on to Next (the middleware answers pages itself)', async (method) => {
  reached.length = 0;
  const answer = await send(method);
  expect(answer.status).toBe(200);
  expect(reached).toEqual([method]);
});
