/**
 * Dates of the Операции screens in the user's time zone (next-intl gives it): the spec's
 * default pattern YYYY-MM-DD plus the time, and the values of `datetime-local` inputs.
 * With the zone's offset table registered (the root layout hands it to every page) the parts come
 * from arithmetic; Intl is the fallback outside the table's window.
 */
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

const pad = (value: number, width = 2) => String(value).padStart(width, '0');

function zonedParts(date: Date, timeZone: string): ZonedParts {
  const table = registeredZoneOffsets(timeZone);
  return padded(table ? wallPartsIn(table, date.getTime()) : intlWallParts(timeZone, date.getTime()));
}

function padded(p: WallParts): ZonedParts {
  return { year: pad(p.year, 4), month: pad(p.month), day: pad(p.day), hour: pad(p.hour), minute: pad(p.minute), second: pad(p.second) };
}

function toDate(value: string | Date): Date | null {
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** 'YYYY-MM-DD' (the spec's default pattern) in the zone; '' for an invalid date. */
export function formatDate(value: string | Date, timeZone: string): string {
  const date = toDate(value);
  if (!date) return '';
  const p = zonedParts(date, timeZone);
  return `${p.year}-${p.month}-${p.day}`;
}

/** 'YYYY-MM-DD HH:mm:ss' in the zone; '' for an invalid date. */
export function formatDateTime(value: string | Date, timeZone: string): string {
  const date = toDate(value);
  if (!date) return '';
  const p = zonedParts(date, timeZone);
  return `${p.year}-${p.month}-${p.day} ${p.hour}:${p.minute}:${p.second}`;
}

/** 'YYYY-MM-DD HH:mm' in the zone (chart labels, period captions). */
export function formatDateTimeShort(value: string | Date, timeZone: string): string {
  return formatDateTime(value, timeZone).slice(0, 16);
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

/** The numeric date of the bundled languages as their date pickers show it (Intl's own output for them). */
const PICKER_DATES: Readonly<Record<string, (p: ZonedParts) => string>> = {
  ru: (p) => `${p.day}.${p.month}.${p.year}`,
  en: (p) => `${p.month}/${p.day}/${p.year}`,
};

const pickerFormats = new Map<string, { date: Intl.DateTimeFormat; time: Intl.DateTimeFormat }>();

/**
 * 'dd.MM.yyyy HH:mm' in Russian, 'MM/dd/yyyy HH:mm' in English: the instant in the zone as the date picker shows
 * its day (the language's numeric date) and the time fields their 24-hour time, so what a caption shows is what
 * the period form takes. '' for an invalid date. The bundled languages take the zone's parts (no Intl formatter
 * during hydration: the first one of a page costs tens of milliseconds on a phone); others ask Intl.
 */
export function formatPickerDateTime(value: string | Date, locale: string, timeZone: string): string {
  const date = toDate(value);
  if (!date) return '';
  const pickerDate = PICKER_DATES[locale];
  if (pickerDate) {
    const p = zonedParts(date, timeZone);
    return `${pickerDate(p)} ${p.hour}:${p.minute}`;
  }
  const key = `${locale}|${timeZone}`;
  let formats = pickerFormats.get(key);
  if (!formats) {
    formats = {
      date: new Intl.DateTimeFormat(locale, { timeZone, day: '2-digit', month: '2-digit', year: 'numeric' }),
      time: new Intl.DateTimeFormat(locale, { timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }),
    };
    pickerFormats.set(key, formats);
  }
  return `${formats.date.format(date)} ${formats.time.format(date)}`;
}
