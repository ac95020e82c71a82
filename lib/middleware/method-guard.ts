/**
 * Methods the app never serves answer 405 here, with the security headers, before Next sees them. TRACE
 * matters most: Next's middleware adapter builds a fetch `Request`, which refuses it, so Next answered 500
 * without the security headers and logged a stack trace per request (issue 19); other unknown methods got
 * a bare 400 from the BFF's route handlers. The app's HTTP server asks it first (lib/server/server.ts,
 * for every way the app runs: the image, `npm start`, `npm run dev`, the tests). Node's own parser answers unknown
 * tokens such as TRACK with 400, and CONNECT never becomes a 'request' event. Known methods go on: the middleware
 * answers pages 405 for anything but GET and HEAD (middleware.ts), the BFF for what it does not route.
 * No imports but Node's types and a plain sibling: Node loads it without a bundler.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { BARE_ANSWER_HEADERS } from './static-headers.ts';

/** What a browser, our pages and the BFF ever use. */
export const SERVED_METHODS: ReadonlySet<string> = new Set(['GET', 'HEAD', 'POST', 'PUT', 'DELETE', 'OPTIONS', 'PATCH']);

/** Answers a refused method; false when the request is for Next. */
export function refuseMethod(request: IncomingMessage, response: ServerResponse): boolean {
  if (SERVED_METHODS.has(request.method ?? '')) return false;
  request.resume();
  response.writeHead(405, {
    ...BARE_ANSWER_HEADERS,
    'content-type': 'text/plain; charset=utf-8',
    allow: 'GET, HEAD, POST, PUT, DELETE',
  });
  response.end('Method Not Allowed');
  return true;
}
