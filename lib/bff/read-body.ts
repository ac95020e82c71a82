import { readBodyLimited } from './body-limits';

/** The body as UTF-8 text, or null once it passes `maxBytes` (read no further than that). */
async function readLimited(request: Request, maxBytes: number): Promise<string | null> {
  const bytes = await readBodyLimited(request.body, maxBytes);
  return bytes === null ? null : new TextDecoder().decode(bytes);
}

/** A body past the reader's limit: the answer is 413, not "field required" (issue 35 §6). */
export const TOO_LARGE = 'too-large';

/** Reads a small JSON object body from the browser; null when it is not one, `TOO_LARGE` past `maxBytes`. */
export async function readJsonObject(request: Request, maxBytes = 16 * 1024): Promise<Record<string, unknown> | null | typeof TOO_LARGE> {
  const type = request.headers.get('content-type') ?? '';
  if (!type.toLowerCase().startsWith('application/json')) return null;
  if (Number(request.headers.get('content-length') ?? 0) > maxBytes) return TOO_LARGE;
  const text = await readLimited(request, maxBytes);
  if (text === null) return TOO_LARGE;
  try {
    const value: unknown = JSON.parse(text);
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

export function stringField(body: Record<string, unknown>, name: string, maxLength: number): string | null {
  const value = body[name];
  return typeof value === 'string' && value.length > 0 && value.length <= maxLength ? value : null;
}
