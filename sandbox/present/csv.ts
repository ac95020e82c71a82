/** CSV of reports: amounts with the currency fraction, dates, cp1251 encoding (cells and lines: lib/domain/spreadsheet-cells.ts). */
import { wallDateTime } from '../../lib/operations/date-formats.ts';
import type { WallParts } from '../../lib/operations/zone-offsets.ts';

/** Minor units → "1234,50" (comma decimal separator, fraction digits of the currency; JPY "1234"). */
export function csvAmount(minor: number | null, fraction: number): string {
  if (minor === null) return '';
  const factor = 10 ** fraction;
  const abs = Math.abs(minor);
  const whole = Math.floor(abs / factor);
  const part = fraction === 0 ? '' : `,${String(abs % factor).padStart(fraction, '0')}`;
  return `${minor < 0 ? '-' : ''}${whole}${part}`;
}

/** A wall-clock time (the report's zone) in the reader's language: ru "DD.MM.YYYY HH:mm:ss", en "MM/DD/YYYY HH:mm:ss". */
export function csvDateTime(wall: WallParts, language: string): string {
  return wallDateTime(wall, language);
}

/** windows-1251 bytes 0x80–0xBF (0x98 is unassigned); 0xC0–0xFF are U+0410–U+044F. */
const CP1251_HIGH = [
  0x0402, 0x0403, 0x201a, 0x0453, 0x201e, 0x2026, 0x2020, 0x2021, 0x20ac, 0x2030, 0x0409, 0x2039, 0x040a, 0x040c, 0x040b, 0x040f,
  0x0452, 0x2018, 0x2019, 0x201c, 0x201d, 0x2022, 0x2013, 0x2014, -1, 0x2122, 0x0459, 0x203a, 0x045a, 0x045c, 0x045b, 0x045f,
  0x00a0, 0x040e, 0x045e, 0x0408, 0x00a4, 0x0490, 0x00a6, 0x00a7, 0x0401, 0x00a9, 0x0404, 0x00ab, 0x00ac, 0x00ad, 0x00ae, 0x0407,
  0x00b0, 0x00b1, 0x0406, 0x0456, 0x0491, 0x00b5, 0x00b6, 0x00b7, 0x0451, 0x2116, 0x0454, 0x00bb, 0x0458, 0x0405, 0x0455, 0x0457,
];
const CP1251 = new Map<number, number>(CP1251_HIGH.flatMap((code, i): [number, number][] => (code < 0 ? [] : [[code, 0x80 + i]])));
for (let code = 0x0410; code <= 0x044f; code++) CP1251.set(code, 0xc0 + code - 0x0410);

/** Encodes text as windows-1251; characters it lacks become "?". */
export function encodeCp1251(text: string): Buffer {
  const out = Buffer.allocUnsafe(text.length);
  let n = 0;
  for (const ch of text) {
    const code = ch.codePointAt(0) as number;
    out[n++] = code < 0x80 ? code : (CP1251.get(code) ?? 0x3f);
  }
  return out.subarray(0, n);
}

export type ReportEncoding = 'utf-8' | 'windows-1251';

/** `report.unloadingEncoding`: windows-1251 / cp1251 / 1251 (any case) → windows-1251; anything else UTF-8 (with BOM). */
export function reportEncoding(setting: string | undefined): ReportEncoding {
  return /^(windows-?1251|cp-?1251|1251)$/i.test((setting ?? '').trim()) ? 'windows-1251' : 'utf-8';
}

export const UTF8_BOM = Buffer.from([0xef, 0xbb, 0xbf]);

export function encodeText(text: string, encoding: ReportEncoding): Buffer {
  return encoding === 'windows-1251' ? encodeCp1251(text) : Buffer.from(text, 'utf8');
}
