/** Product images (spec §7): the checks of an uploaded imageFile, and GET api/window/image/{id} for the stored ones. */
import type { WindowTexts } from '../present/catalogue-texts.ts';
import { IMAGE_MAX_BYTES } from '../../lib/window/catalogue.ts';
import { notFound, type Reply, type RequestContext } from '../http/types.ts';
import { findImage } from '../store/window.ts';
import { caller, idParam, refuse } from './window-caller.ts';

const IMAGE_TYPES: Record<string, { contentType: string; matches: (bytes: Buffer) => boolean }> = {
  png: { contentType: 'image/png', matches: (b) => b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) },
  jpg: { contentType: 'image/jpeg', matches: (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff },
  jpeg: { contentType: 'image/jpeg', matches: (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff },
  webp: { contentType: 'image/webp', matches: (b) => b.subarray(0, 4).toString('latin1') === 'RIFF' && b.subarray(8, 12).toString('latin1') === 'WEBP' },
};

/** imageFile { base64, extension }: an allowed extension, bytes that are that format, not empty, at most 2 MB. */
export function readImage(texts: WindowTexts, value: unknown): { contentType: string; data: Buffer } | null {
  if (value === undefined || value === null) return null;
  if (typeof value !== 'object' || Array.isArray(value)) throw refuse(texts.imageBroken, 'imageFile');
  const { base64, extension } = value as Record<string, unknown>;
  const type = typeof extension === 'string' ? IMAGE_TYPES[extension.toLowerCase().replace(/^\./, '')] : undefined;
  if (!type) throw refuse(texts.imageExtension, 'imageFile');
  if (typeof base64 !== 'string' || !/^[A-Za-z0-9+/]*={0,2}$/.test(base64.replace(/^data:[^,]*,/, ''))) throw refuse(texts.imageBroken, 'imageFile');
  const data = Buffer.from(base64.replace(/^data:[^,]*,/, ''), 'base64');
  if (data.length === 0) throw refuse(texts.imageEmpty, 'imageFile');
  if (data.length > IMAGE_MAX_BYTES) throw refuse(texts.imageTooLarge, 'imageFile');
  if (!type.matches(data)) throw refuse(texts.imageBroken, 'imageFile');
  return { contentType: type.contentType, data };
}

export function image(ctx: RequestContext): Reply {
  const { db, merchantId, texts } = caller(ctx);
  const found = findImage(db, merchantId, idParam(texts, ctx.params.id));
  if (!found) throw notFound(texts.imageNotFound);
  // an image id never changes its bytes (a new upload gets a new id)
  return { bytes: found.data, contentType: found.contentType, headers: { 'cache-control': 'private, max-age=86400, immutable' } };
}
