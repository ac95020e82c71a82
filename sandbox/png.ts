/** A tiny PNG encoder (RGBA, zlib) and the tenant logo mark drawn with it. */
import { crc32, deflateSync } from 'node:zlib';

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typeAndData = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typeAndData) >>> 0);
  return Buffer.concat([length, typeAndData, crc]);
}

export function encodePng(width: number, height: number, rgba: Uint8Array): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 6; // colour type RGBA
  const raw = Buffer.alloc((width * 4 + 1) * height);
  for (let y = 0; y < height; y++) {
    raw[y * (width * 4 + 1)] = 0; // filter: none
    Buffer.from(rgba.buffer, rgba.byteOffset + y * width * 4, width * 4).copy(raw, y * (width * 4 + 1) + 1);
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

function parseColor(hex: string): [number, number, number] {
  const m = /^#?([0-9a-f]{6})$/i.exec(hex);
  const n = m ? parseInt(m[1] as string, 16) : 0x2193a7;
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

/**
 * The logo mark: a brand-coloured rounded square with a white ring and a brand dot,
 * anti-aliased by 4×4 supersampling. 96×96 px.
 */
export function drawLogo(color: string, size = 96): Buffer {
  const [r, g, b] = parseColor(color);
  const px = new Uint8Array(size * size * 4);
  const c = size / 2;
  const radius = size * 0.18;
  const inside = (x: number, y: number): 'brand' | 'white' | 'none' => {
    const dx = Math.max(Math.abs(x - c) - (c - radius), 0);
    const dy = Math.max(Math.abs(y - c) - (c - radius), 0);
    if (dx * dx + dy * dy > radius * radius) return 'none';
    const d = Math.hypot(x - c, y - c);
    if (d < size * 0.14) return 'brand';
    if (d < size * 0.3) return 'white';
    return 'brand';
  };
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      let brand = 0;
      for (let sy = 0; sy < 4; sy++) {
        for (let sx = 0; sx < 4; sx++) {
          if (inside(x + (sx + 0.5) / 4, y + (sy + 0.5) / 4) === 'brand') brand++;
        }
      }
      // The ring is transparent, so the mark reads on any background, and inverted (white) on a brand header.
      const i = (y * size + x) * 4;
      if (brand === 0) continue;
      px[i] = r;
      px[i + 1] = g;
      px[i + 2] = b;
      px[i + 3] = Math.round((brand / 16) * 255);
    }
  }
  return encodePng(size, size, px);
}
