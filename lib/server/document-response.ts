/**
 * A page's HTML passes through the late-scripts rewrite (lib/server/late-scripts.ts) on its way out, and is
 * compressed here after it.
 *
 * Next compresses its answers itself (its `compression` middleware wraps the response's `write` inside its
 * handler), so a rewrite placed around its handler would see gzip. For a page request the server therefore takes
 * `Accept-Encoding` off the request before Next sees it (Next then answers uncompressed), rewrites the HTML, and
 * gzips it with the encoding the browser asked for. Every other request (the BFF, RSC payloads of client
 * navigations, assets) is left to Next as before. An answer to a page request that is not HTML (a redirect's body,
 * a file) goes out as it is, uncompressed.
 */
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { constants, createGzip, type Gzip } from 'node:zlib';
import { LateScripts } from './late-scripts.ts';

/** A browser's request for a page: a GET that accepts HTML and is not a client navigation's RSC request. */
export function isDocumentRequest(request: IncomingMessage): boolean {
  if (request.method !== 'GET') return false;
  const headers = request.headers;
  if (headers.rsc !== undefined || headers['next-router-prefetch'] !== undefined || headers['next-router-state-tree'] !== undefined) return false;
  return (headers.accept ?? '').includes('text/html');
}

/** Whether `Accept-Encoding` takes gzip (`gzip;q=0` refuses it). */
export function acceptsGzip(acceptEncoding: string | string[] | undefined): boolean {
  const value = Array.isArray(acceptEncoding) ? acceptEncoding.join(',') : (acceptEncoding ?? '');
  return value.split(',').some((part) => {
    const [coding = '', ...params] = part.trim().split(';');
    const name = coding.trim().toLowerCase();
    if (name !== 'gzip' && name !== '*') return false;
    const quality = params.map((param) => param.trim()).find((param) => param.startsWith('q='));
    return quality === undefined || Number(quality.slice(2)) > 0;
  });
}

type Chunk = string | Buffer | Uint8Array;

function textOf(chunk: Chunk | undefined, decoder: TextDecoder, final: boolean): string {
  // the decoder's held bytes (a character cut between two buffers) come first, and go out at the end
  if (chunk === undefined || typeof chunk === 'string') return (final ? decoder.decode() : '') + (chunk ?? '');
  return decoder.decode(chunk, { stream: !final });
}

/**
 * Rewrites and compresses the HTML answer of a page request (call before the app handles it). The decision is
 * taken when the headers go out, from the answer's own Content-Type: every path of Node's response there passes
 * through `writeHead` (`flushHeaders`, the first `write`, `end`).
 */
export function rewriteDocumentResponse(request: IncomingMessage, response: ServerResponse): void {
  const acceptEncoding = request.headers['accept-encoding'];
  delete request.headers['accept-encoding'];
  const writeHead = response.writeHead.bind(response) as (status: number, ...rest: unknown[]) => ServerResponse;
  const write = response.write.bind(response) as (chunk: Chunk) => boolean;
  const end = response.end.bind(response) as (chunk?: Chunk) => ServerResponse;
  let html: { scripts: LateScripts; decoder: TextDecoder; gzip: Gzip | null } | null = null;
  let decided = false;

  function decide(): void {
    if (decided) return;
    decided = true;
    const type = String(response.getHeader('content-type') ?? '');
    if (!type.toLowerCase().startsWith('text/html') || response.statusCode === 204 || response.statusCode === 304) return;
    response.removeHeader('content-length');
    const vary = String(response.getHeader('vary') ?? '');
    if (!/accept-encoding/i.test(vary)) response.setHeader('vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding');
    let gzip: Gzip | null = null;
    if (acceptsGzip(acceptEncoding)) {
      response.setHeader('content-encoding', 'gzip');
      gzip = createGzip();
      gzip.on('data', (data: Buffer) => write(data));
      gzip.on('end', () => end());
    }
    html = { scripts: new LateScripts(), decoder: new TextDecoder(), gzip };
  }

  function send(text: string, final: boolean): void {
    if (!html) return;
    if (html.gzip) {
      if (final) html.gzip.end(text);
      else if (text) {
        html.gzip.write(text);
        // a streamed part reaches the browser as soon as it is rendered, not when zlib's buffer fills
        html.gzip.flush(constants.Z_SYNC_FLUSH);
      }
    } else if (final) end(text);
    else if (text) write(text);
  }

  response.writeHead = ((status: number, ...rest: unknown[]) => {
    const headers = rest.find((item): item is OutgoingHttpHeaders => typeof item === 'object' && item !== null && !Array.isArray(item));
    response.statusCode = status;
    // headers given here are set first, so that the decision reads them (raw arrays pass through as given)
    if (headers) for (const [name, value] of Object.entries(headers)) if (value !== undefined) response.setHeader(name, value);
    decide();
    return writeHead(status, ...rest.filter((item) => item !== headers));
  }) as ServerResponse['writeHead'];

  response.write = ((chunk: Chunk, ...rest: unknown[]) => {
    decide();
    if (!html) return (write as (...args: unknown[]) => boolean)(chunk, ...rest);
    send(html.scripts.push(textOf(chunk, html.decoder, false)), false);
    const callback = rest.find((item) => typeof item === 'function') as (() => void) | undefined;
    callback?.();
    return true;
  }) as ServerResponse['write'];

  response.end = ((chunk?: Chunk | (() => void), ...rest: unknown[]) => {
    decide();
    const body = typeof chunk === 'function' ? undefined : chunk;
    if (!html) return (end as (...args: unknown[]) => ServerResponse)(chunk, ...rest);
    const callback = [chunk, ...rest].find((item) => typeof item === 'function') as (() => void) | undefined;
    if (callback) response.once('finish', callback);
    const { scripts, decoder } = html;
    send(scripts.push(textOf(body, decoder, true)) + scripts.end(), true);
    return response;
  }) as ServerResponse['end'];
}
