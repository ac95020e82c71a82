/** Writing replies and reading bodies. */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { HttpError } from './types.ts';

export const MAX_BODY_BYTES = 5 * 1024 * 1024;

export function sendJson(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  const text = JSON.stringify(body);
  res.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(text),
    'cache-control': 'no-store',
    ...headers,
  });
  res.end(text);
}

export function sendBytes(res: ServerResponse, status: number, bytes: Buffer, contentType: string, headers: Record<string, string> = {}): void {
  res.writeHead(status, { 'content-type': contentType, 'content-length': bytes.length, ...headers });
  res.end(bytes);
}

export async function readBody(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    const buffer = chunk as Buffer;
    size += buffer.length;
    if (size > MAX_BODY_BYTES) throw new HttpError(413, { message: 'Request body too large' });
    chunks.push(buffer);
  }
  return Buffer.concat(chunks);
}

/** JSON bodies are parsed (whatever the content type says, unless multipart or CSV); an empty body is null; others stay raw. */
export function parseBody(req: IncomingMessage, raw: Buffer): unknown {
  if (raw.length === 0) return null;
  const type = req.headers['content-type'] ?? '';
  if (type.includes('multipart') || type.includes('csv') || type.includes('octet-stream')) return raw;
  try {
    return JSON.parse(raw.toString('utf8')) as unknown;
  } catch {
    if (type.includes('json')) throw new HttpError(400, { message: 'Malformed JSON body', exception: 'ValidationException' });
    return raw;
  }
}

export function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
