/**
 * How one HTTP call reaches the acquiring API (issue 9): `node:http`/`node:https` with keep-alive
 * agents, instead of the global `fetch` (which Next patches for its data cache, and which cost a
 * third of a BFF call). Nothing here knows the BFF's rules: headers arrive already allowlisted, and
 * the caller maps errors (lib/acquiring/upstream.ts).
 *
 * What the transport guarantees:
 * - a deadline up to the response headers (up to the whole body for a small answer of known length,
 *   which is read before the call resolves), then the same bound on silence while a larger body
 *   flows: both end in `TransportTimeoutError`, the socket destroyed (never a hang);
 * - the caller's signal aborts the call at any point, the body stream included, and rejects with
 *   the signal's reason;
 * - no redirect is followed, no cookie is kept, no cache is consulted;
 * - a GET whose pooled keep-alive socket was closed by the server before answering is sent once
 *   more on a fresh socket (the usual keep-alive race; only a GET, which never mutates).
 */
import http from 'node:http';
import https from 'node:https';
import { Readable } from 'node:stream';

export interface TransportRequest {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  headers: Headers;
  body?: BodyInit | null;
  signal?: AbortSignal;
  timeoutMs: number;
}

/** Answers whatever status the server sent; rejects only when there is no answer. */
export type UpstreamTransport = (url: string, request: TransportRequest) => Promise<Response>;

export class TransportTimeoutError extends Error {
  constructor() {
    super('Upstream did not answer in time');
    this.name = 'TimeoutError';
  }
}

const AGENT_OPTIONS = { keepAlive: true, keepAliveMsecs: 1000, maxFreeSockets: 64, scheduling: 'lifo' as const };
let agents: { http: http.Agent; https: https.Agent } | undefined;

function agentsOnce() {
  agents ??= { http: new http.Agent(AGENT_OPTIONS), https: new https.Agent(AGENT_OPTIONS) };
  return agents;
}

/** Answers of known length up to this size are read whole before the call resolves. */
const BUFFER_UP_TO_BYTES = 256 * 1024;
/** Statuses whose answer has no body (a Response refuses one). */
const NULL_BODY = new Set([101, 103, 204, 205, 304]);
/** A closed pooled socket shows up as one of these before any byte of the answer. */
const STALE_SOCKET = new Set(['ECONNRESET', 'EPIPE', 'ECONNABORTED']);

interface PreparedBody {
  bytes?: Uint8Array;
  stream?: ReadableStream<Uint8Array>;
  contentType?: string | null;
}

async function prepareBody(body: BodyInit | null | undefined): Promise<PreparedBody> {
  if (body === undefined || body === null) return {};
  if (typeof body === 'string') return { bytes: Buffer.from(body, 'utf8'), contentType: 'text/plain;charset=UTF-8' };
  if (body instanceof Uint8Array) return { bytes: body };
  if (body instanceof ArrayBuffer) return { bytes: new Uint8Array(body) };
  if (ArrayBuffer.isView(body)) return { bytes: new Uint8Array(body.buffer, body.byteOffset, body.byteLength) };
  if (body instanceof ReadableStream) return { stream: body as ReadableStream<Uint8Array> };
  // FormData, Blob, URLSearchParams: let the platform encode them, with their content type
  const encoded = new Response(body);
  return { bytes: new Uint8Array(await encoded.arrayBuffer()), contentType: encoded.headers.get('content-type') };
}

function plainHeaders(headers: Headers, body: PreparedBody, method: string): Record<string, string> {
  const plain: Record<string, string> = {};
  headers.forEach((value, name) => {
    plain[name] = value;
  });
  if (body.contentType && !('content-type' in plain)) plain['content-type'] = body.contentType;
  // as fetch does: a known length always, an explicit 0 on a mutation without a body
  delete plain['content-length'];
  delete plain['transfer-encoding'];
  if (body.bytes) plain['content-length'] = String(body.bytes.byteLength);
  else if (!body.stream && method !== 'GET') plain['content-length'] = '0';
  return plain;
}

function responseHeaders(raw: string[]): Headers {
  const headers = new Headers();
  for (let index = 0; index + 1 < raw.length; index += 2) {
    try {
      headers.append(raw[index] as string, raw[index + 1] as string);
    } catch {
      // a header value the Fetch standard refuses is dropped, not fatal
    }
  }
  return headers;
}

interface Attempt {
  url: URL;
  method: TransportRequest['method'];
  headers: Record<string, string>;
  body: PreparedBody;
  signal?: AbortSignal;
  deadline: number;
  timeoutMs: number;
}

class StaleSocketError extends Error {
  constructor(readonly original: Error) {
    super(original.message);
  }
}

function attempt({ url, method, headers, body, signal, deadline, timeoutMs }: Attempt): Promise<Response> {
  return new Promise<Response>((resolve, reject) => {
    const secure = url.protocol === 'https:';
    const client = secure ? https : http;
    let settled = false;
    let incoming: http.IncomingMessage | undefined;
    const fail = (error: unknown) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      signal?.removeEventListener('abort', onAbort);
      reject(error);
    };
    const request = client.request(url, { method, headers, agent: secure ? agentsOnce().https : agentsOnce().http });
    const onAbort = () => {
      const reason: unknown = signal?.reason ?? new DOMException('This operation was aborted', 'AbortError');
      request.destroy(reason instanceof Error ? reason : undefined);
      incoming?.destroy(reason instanceof Error ? reason : new Error('aborted'));
      fail(reason);
    };
    const timer = setTimeout(() => {
      const error = new TransportTimeoutError();
      request.destroy(error);
      fail(error);
    }, Math.max(0, deadline - Date.now()));
    signal?.addEventListener('abort', onAbort, { once: true });

    request.on('error', (error: NodeJS.ErrnoException) => {
      const stale = request.reusedSocket && !incoming && STALE_SOCKET.has(error.code ?? '');
      fail(stale ? new StaleSocketError(error) : error);
    });
    request.on('response', (answer) => {
      incoming = answer;
      if (settled) {
        answer.destroy();
        return;
      }
      const status = answer.statusCode ?? 0;
      if (status < 200 || status > 599) {
        answer.destroy();
        fail(new Error(`Upstream answered with status ${status}`));
        return;
      }
      const answerWith = (body: BodyInit | null) => {
        try {
          const response = new Response(body, { status, headers: responseHeaders(answer.rawHeaders) });
          settled = true;
          clearTimeout(timer);
          resolve(response);
        } catch (error) {
          answer.destroy();
          fail(error);
        }
      };
      if (NULL_BODY.has(status)) {
        answer.once('close', () => signal?.removeEventListener('abort', onAbort));
        answer.resume();
        answerWith(null);
        return;
      }
      const length = Number(answer.headers['content-length'] ?? NaN);
      if (Number.isInteger(length) && length >= 0 && length <= BUFFER_UP_TO_BYTES) {
        // A small answer of known length (most JSON) is read whole, still inside the deadline: a drop or
        // a stall half-way is then a clean failure instead of a truncated body, and it costs less.
        const bytes = new Uint8Array(length);
        let received = 0;
        answer.on('data', (chunk: Buffer) => {
          // never past the announced length (the HTTP parser holds to it; this is a second fence)
          bytes.set(chunk.subarray(0, length - received), received);
          received = Math.min(length, received + chunk.byteLength);
        });
        answer.once('end', () => {
          signal?.removeEventListener('abort', onAbort);
          answerWith(received === length ? bytes : bytes.subarray(0, received));
        });
        answer.once('error', fail);
        answer.once('aborted', () => fail(new Error('Upstream closed the connection half-way')));
        answer.once('close', () => {
          if (!answer.complete) fail(new Error('Upstream closed the connection half-way'));
        });
        return;
      }
      // A large or open-ended answer streams; the body may flow for long (a report), but never stall
      // for longer than the call's bound.
      clearTimeout(timer);
      answer.setTimeout(timeoutMs, () => answer.destroy(new TransportTimeoutError()));
      answer.once('close', () => signal?.removeEventListener('abort', onAbort));
      answerWith(Readable.toWeb(answer) as ReadableStream<Uint8Array>);
    });

    if (body.stream) {
      Readable.fromWeb(body.stream as import('node:stream/web').ReadableStream<Uint8Array>)
        .on('error', (error) => request.destroy(error))
        .pipe(request);
    } else {
      request.end(body.bytes);
    }
  });
}

/** The default transport: node:http(s) with keep-alive. */
export const nodeTransport: UpstreamTransport = async (href, { method, headers, body, signal, timeoutMs }) => {
  if (signal?.aborted) throw signal.reason;
  const url = new URL(href);
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error(`Unsupported upstream protocol ${url.protocol}`);
  const prepared = await prepareBody(body);
  const call: Attempt = { url, method, headers: plainHeaders(headers, prepared, method), body: prepared, signal, deadline: Date.now() + timeoutMs, timeoutMs };
  try {
    return await attempt(call);
  } catch (error) {
    if (!(error instanceof StaleSocketError)) throw error;
    // only a GET is sent again, and only once: the server closed an idle pooled socket as we used it
    if (method !== 'GET' || signal?.aborted) throw error.original;
    return attempt(call).catch((again: unknown) => {
      throw again instanceof StaleSocketError ? again.original : again;
    });
  }
};

/** A transport over a fetch function (tests, or a runtime without node:http); same timeout contract. */
export function fetchTransport(fetchImpl: typeof fetch): UpstreamTransport {
  return async (url, { method, headers, body, signal, timeoutMs }) => {
    const timeout = AbortSignal.timeout(timeoutMs);
    const combined = signal ? AbortSignal.any([signal, timeout]) : timeout;
    const streaming = body instanceof ReadableStream;
    try {
      return await fetchImpl(url, { method, headers, body, signal: combined, redirect: 'manual', cache: 'no-store', ...(streaming ? { duplex: 'half' } : {}) } as RequestInit);
    } catch (error) {
      if (!signal?.aborted && timeout.aborted) throw new TransportTimeoutError();
      throw error;
    }
  };
}
