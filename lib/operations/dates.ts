/**
 * Dates of the Операции screens in the user's time zone (next-intl gives it) and the interface language's format
 * (lib/operations/date-formats.ts: ru 02.12.2026 21:13:50), and the values of `datetime-local` inputs.
 * With the zone's offset table registered (the root layout hands it to every page) the parts come
 * from arithmetic; Intl is the fallback outside the table's window.
 */
import { pad, wallDate, wallDateTime } from './date-formats';
import { intlWallParts, wallPartsIn, type WallParts } from './zone-offsets';
import { registeredZoneOffsets } from './zone-registry';

interface ZonedParts {
  year: string;
  month: string;
  day: string;
  hour: string;
  minute: string;
  second: string;
}

function wallParts(date: Date, timeZone: string): WallParts {
  const table = registeredZoneOffsets(timeZone);
  return table ? wallPartsIn(table, date.getTime()) : intlWallParts(timeZone, date.getTime());
}

function zonedParts(date: Date, timeZone: string): ZonedParts {
  return padded(wallParts(date, timeZone));
}

function padded(p: WallParts): ZonedParts {
  return { year: pad(p.year, 4), month: pad(p.month), day: pad(p.day), hour: pad(p.hour), minute: pad(p.minute), second: pad(p.second) };
}

function toDate(value: string | Date): Date | null {
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** The day in the zone, in the language's format (ru 02.12.2026); '' for an invalid date. */
export function formatDate(value: string | Date, locale: string, timeZone: string): string {
  const date = toDate(value);
  return date ? wallDate(wallParts(date, timeZone), locale) : '';
}

/** The day and time to the second in the zone (ru 02.12.2026 21:13:50): the list, details, receipt, search; '' for an invalid date. */
export function formatDateTime(value: string | Date, locale: string, timeZone: string): string {
  const date = toDate(value);
  return date ? wallDateTime(wallParts(date, timeZone), locale) : '';
}

/** The wall-clock parts of the instant in the zone; null for an invalid date. */
export function wallPartsOf(value: string | Date, timeZone: string): WallParts | null {
  const date = toDate(value);
  return date ? wallParts(date, timeZone) : null;
}

/** The value of a `datetime-local` input ('YYYY-MM-DDTHH:mm') showing this instant in the zone. */
export function toZonedInputValue(iso: string | null, timeZone: string): string {
  if (!iso) return '';
  const date = toDate(iso);
  if (!date) return '';
  const p = zonedParts(date, timeZone);
  return `${p.year}-${p.month}-${p.day}T${p.hour}:${p.minute}`;
}

/** Milliseconds the zone is ahead of UTC at this instant. */
function zoneOffsetMs(date: Date, timeZone: string): number {
  const p = zonedParts(date, timeZone);
  const asUtc = Date.UTC(Number(p.year), Number(p.month) - 1, Number(p.day), Number(p.hour), Number(p.minute), Number(p.second));
  return asUtc - Math.floor(date.getTime() / 1000) * 1000;
}

const INPUT_VALUE = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/;

/**
 * The instant (ISO, UTC) a `datetime-local` value means in the zone; null when empty or invalid.
 * `endOfMinute` makes '…T10:15' mean 10:15:59.999, so an upper bound includes its whole minute.
 */
export function fromZonedInputValue(value: string, timeZone: string, endOfMinute = false): string | null {
  const match = INPUT_VALUE.exec(value.trim());
  if (!match) return null;
  const [, y, mo, d, h, mi, s] = match.map(Number) as [number, number, number, number, number, number, number];
  const wall = Date.UTC(y, mo - 1, d, h, mi, Number.isNaN(s) ? 0 : s);
  // Two passes settle the offset also next to a daylight-saving change.
  let instant = wall - zoneOffsetMs(new Date(wall), timeZone);
  instant = wall - zoneOffsetMs(new Date(instant), timeZone);
  if (Number.isNaN(instant)) return null;
  return new Date(instant + (endOfMinute ? 59_999 : 0)).toISOString();
}

/**
 * 'dd.MM.yyyy HH:mm' in Russian, 'MM/dd/yyyy HH:mm' in English: the instant in the zone as the date picker shows
 * its day (the language's numeric date) and the time fields their 24-hour time, so what a caption shows is what
 * the period form takes. '' for an invalid date. The bundled languages take the zone's parts (no Intl formatter
 * during hydration: the first one of a page costs tens of milliseconds on a phone); others ask Intl.
 */
export function formatPickerDateTime(value: string | Date, locale: string, timeZone: string): string {
  const date = toDate(value);
  return date ? wallDateTime(wallParts(date, timeZone), locale, false) : '';
}
