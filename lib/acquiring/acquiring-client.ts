/**
 * The server's client to the acquiring API (issue 20, the design card's ky): one ky instance whose hooks add what
 * every call carries (Request-Source, the bearer token, the anti-forgery token on a mutation, the request id) and hand the API's
 * rotated anti-forgery token back to the caller. ky's `fetch` is the keep-alive transport
 * (lib/acquiring/upstream-transport.ts), which keeps its own bounds: ky neither times out nor retries, and a
 * non-2xx answer is an answer, so the BFF passes it through.
 */
import 'server-only';
import ky, { type Options } from 'ky';
import type { TransportRequest, UpstreamTransport } from './upstream-transport';
import { currentRequest } from '../observability/request-context';
import { REQUEST_ID_HEADER } from '../observability/request-id';

/** What one call tells the hooks (ky's `context`). */
export interface AcquiringCallContext {
  token?: string;
  csrf?: string;
  /** Called with the API's rotated anti-forgery token when an answer carries one. */
  onCsrfToken?: (token: string) => void;
}

/**
 * What passes ky untouched to the transport: the body as given (a stream stays a stream, bytes keep their
 * length), the caller's own signal (its reason is what an abort rejects with) and the call's bound.
 */
interface TransportOptions {
  body?: BodyInit | null;
  signal?: AbortSignal;
  timeoutMs: number;
  /** The call's own: the API's rotated anti-forgery token goes to it, from the answer's headers. */
  onCsrfToken?: (token: string) => void;
}

export interface AcquiringRequest {
  method: TransportRequest['method'];
  headers: Headers;
  context: AcquiringCallContext;
  transport: TransportOptions;
}

/** ky forwards options it does not know to `fetch`; this one carries the transport's part. */
interface TransportInit extends RequestInit {
  transport: TransportOptions;
}

function contextOf(options: { context: Record<string, unknown> }): AcquiringCallContext {
  return options.context as AcquiringCallContext;
}

/** A ky instance over `transport()`, read at each call so tests can put a stand-in behind it. */
export function createAcquiringClient(transport: () => UpstreamTransport) {
  const client = ky.create({
    retry: 0,
    timeout: false,
    throwHttpErrors: false,
    fetch: async (input, init) => {
      const request = input as Request;
      const options = (init as TransportInit).transport;
      const response = await transport()(request.url, {
        method: request.method as TransportRequest['method'],
        headers: request.headers,
        body: options.body,
        signal: options.signal,
        timeoutMs: options.timeoutMs,
      });
      // Read here rather than in an `afterResponse` hook: ky hands each hook a clone of the answer, a tee of its
      // body that every streamed answer paid for (issue 36 §3 profile).
      const rotated = response.headers.get('x-csrf-token');
      if (rotated) options.onCsrfToken?.(rotated);
      return response;
    },
    hooks: {
      beforeRequest: [
        ({ request, options }) => {
          const { token, csrf } = contextOf(options);
          request.headers.set('request-source', 'frontend');
          if (!request.headers.has('accept')) request.headers.set('accept', 'application/json');
          if (token) request.headers.set('authorization', `Bearer ${token}`);
          if (csrf && request.method !== 'GET') request.headers.set('x-csrf-token', csrf);
          // the request's id (issue 35 §3): the API's log line of this call carries the id of ours
          const requestId = currentRequest()?.requestId;
          if (requestId) request.headers.set(REQUEST_ID_HEADER, requestId);
        },
      ],
    },
  });
  return (url: string, call: AcquiringRequest): Promise<Response> => {
    const options: Options & Pick<TransportInit, 'transport'> = {
      method: call.method,
      headers: call.headers,
      context: { ...call.context },
      transport: { ...call.transport, onCsrfToken: call.context.onCsrfToken },
    };
    return client(url, options);
  };
}
