/** Multipart request bodies (RFC 7578), read by the Fetch API's own parser rather than one of ours. */
import type { RequestContext } from './types.ts';

/** A file part as the routes keep it: its name as sent, its type (text/plain when the part names none) and bytes. */
export interface UploadedFile {
  fileName: string;
  contentType: string;
  data: Buffer;
}

/**
 * The body of a multipart/form-data request; undefined when the request is not one, has no boundary or is
 * malformed. The server keeps a mutating request's bytes as they came (respond.ts `parseBody`); a `Request` built
 * over them reads the parts.
 */
export async function formDataOf(ctx: RequestContext): Promise<FormData | undefined> {
  const contentType = ctx.req.headers['content-type'] ?? '';
  if (!Buffer.isBuffer(ctx.body) || !contentType.toLowerCase().startsWith('multipart/form-data')) return undefined;
  try {
    return await new Request(ctx.url, { method: 'POST', headers: { 'content-type': contentType }, body: Uint8Array.from(ctx.body) }).formData();
  } catch {
    return undefined;
  }
}

/** The form's file under `name` (a field of that name without a file name is not one). */
export async function fileOf(form: FormData | undefined, name: string): Promise<UploadedFile | undefined> {
  const value = form?.get(name);
  if (!(value instanceof File)) return undefined;
  return { fileName: value.name, contentType: value.type, data: Buffer.from(await value.arrayBuffer()) };
}
