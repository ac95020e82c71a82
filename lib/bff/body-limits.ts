/**
 * What a proxied call may carry to the acquiring API: the body's type and its size. The browser
 * checks file sizes too (lib/account/acts.ts, the storefront's catalogue limits), but only the
 * BFF can make the limits hold; a body over the limit is never forwarded.
 */
import * as ENDPOINTS from '../acquiring/endpoints';

export type BodyKind = 'json' | 'multipart';

export interface BodyLimit {
  kind: BodyKind;
  maxBytes: number;
}

const KIB = 1024;
const MIB = 1024 * KIB;
/** Room for the multipart framing and the other form fields around a file. */
const FORM_OVERHEAD = 64 * KIB;

const LIMITS: Readonly<Record<string, BodyLimit>> = {
  // the act file: at most 5 MB (ACT_FILE_MAX_BYTES)
  [ENDPOINTS.actSend.path]: { kind: 'multipart', maxBytes: 5 * MIB + FORM_OVERHEAD },
  // the catalogue CSV: at most 4 MB
  [ENDPOINTS.catalogueUpload.path]: { kind: 'multipart', maxBytes: 4 * MIB + FORM_OVERHEAD },
  // a product with its image as base64 (an image of at most 2 MB grows by a third)
  [ENDPOINTS.productCreate.path]: { kind: 'json', maxBytes: 3 * MIB },
};

/** Every other call with a body sends a small JSON document (filters, forms). */
const DEFAULT_LIMIT: BodyLimit = { kind: 'json', maxBytes: 256 * KIB };

export function bodyLimitFor(path: string): BodyLimit {
  return LIMITS[path] ?? DEFAULT_LIMIT;
}

export type BodyVerdict = 'ok' | 'unsupported-type' | 'too-large';

/** Checks the declared type and length of a body before reading it; an empty body always passes. */
export function checkBodyHeaders(limit: BodyLimit, contentType: string | null, contentLength: string | null): BodyVerdict {
  const length = contentLength === null ? null : Number(contentLength);
  if (length !== null && Number.isFinite(length) && length > limit.maxBytes) return 'too-large';
  const type = (contentType ?? '').toLowerCase().trim();
  if (type === '') return length === null || length === 0 ? 'ok' : 'unsupported-type';
  if (limit.kind === 'json') return /^application\/json\s*(;|$)/.test(type) ? 'ok' : 'unsupported-type';
  return /^multipart\/form-data\s*;.*\bboundary=/.test(type) ? 'ok' : 'unsupported-type';
}

/** The body's bytes, or null once it passes `maxBytes` (reading stops there). */
export async function readBodyLimited(body: ReadableStream<Uint8Array> | null, maxBytes: number): Promise<Uint8Array<ArrayBuffer> | null> {
  if (!body) return new Uint8Array(0);
  const reader = body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      reader.cancel().catch(() => undefined); // not awaited: a tee'd body settles only when every branch is cancelled
      return null;
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}
