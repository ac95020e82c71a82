/**
 * TRACE never reaches Next: its middleware adapter builds a fetch `Request`, which refuses that method,
 * so Next answered 500 without the security headers and logged a stack trace per request (issue 19).
 * Installed on Node's HTTP server from next.config.mjs (loaded by `next start` and `next dev` in the
 * server process), the guard answers 405 with the security headers before Next sees the request. Node's
 * own parser answers TRACK and other unknown tokens 400, and CONNECT never becomes a 'request' event;
 * other methods reach the middleware, which answers pages with 405 (middleware.ts), and the BFF's route
 * handlers do the same. No imports but Node's and a plain sibling: Node loads it without a bundler.
 */
import { Server, type IncomingMessage, type ServerResponse } from 'node:http';
import { BARE_ANSWER_CSP, STATIC_SECURITY_HEADERS } from './static-headers.ts';

export const REFUSED_METHODS: ReadonlySet<string> = new Set(['TRACE']);

const installed = Symbol.for('merchant-back-office.method-guard');

/** Answers a refused method; false when the request is for Next. */
export function refuseMethod(request: IncomingMessage, response: ServerResponse): boolean {
  if (!REFUSED_METHODS.has((request.method ?? '').toUpperCase())) return false;
  request.resume();
  response.writeHead(405, {
    ...STATIC_SECURITY_HEADERS,
    'content-security-policy': BARE_ANSWER_CSP,
    'cache-control': 'no-store',
    'content-type': 'text/plain; charset=utf-8',
    allow: 'GET, HEAD, POST, PUT, DELETE',
  });
  response.end('Method Not Allowed');
  return true;
}

/** Puts `refuseMethod` in front of every HTTP server of this process, once. */
export function installMethodGuard(): void {
  const prototype = Server.prototype as Server & { [installed]?: true };
  if (prototype[installed]) return;
  prototype[installed] = true;
  const emit = prototype.emit as (this: Server, event: string | symbol, ...args: unknown[]) => boolean;
  prototype.emit = function guardedEmit(this: Server, event: string | symbol, ...args: unknown[]): boolean {
    if (event === 'request' && refuseMethod(args[0] as IncomingMessage, args[1] as ServerResponse)) return true;
    return emit.call(this, event, ...args);
  };
}
