/**
 * The UTC offsets of one IANA time zone over a window of years, measured once on the server with Intl
 * and handed to the browser with the page. With it the browser turns instants into wall-clock parts by
 * arithmetic: the first `Intl.DateTimeFormat` of a page costs ~40 ms of main thread on a phone (ICU
 * loads its zone and pattern data), which the dashboard and the list paid during hydration.
 */
export interface ZoneOffsets {
  zone: string;
  /** The window the table covers, in epoch milliseconds: [from, to). */
  from: number;
  to: number;
  /** offsets[i] (minutes east of UTC) holds from starts[i] until starts[i + 1]; starts[0] === from. */
  starts: number[];
  offsets: number[];
}

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
const YEARS_BEFORE = 3;
const YEARS_AFTER = 2;

const formatters = new Map<string, Intl.DateTimeFormat>();

export interface WallParts {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

/** The wall-clock time of the instant in the zone, by Intl (the one Intl reader of the app's dates). */
export function intlWallParts(zone: string, instant: number): WallParts {
  let format = formatters.get(zone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-GB', { timeZone: zone, year: 'numeric', month: 'numeric', day: 'numeric', hour: 'numeric', minute: 'numeric', second: 'numeric', hourCycle: 'h23' });
    formatters.set(zone, format);
  }
  const parts: Record<string, number> = {};
  for (const part of format.formatToParts(instant)) if (part.type !== 'literal') parts[part.type] = Number(part.value);
  return { year: parts.year ?? 1970, month: parts.month ?? 1, day: parts.day ?? 1, hour: (parts.hour ?? 0) % 24, minute: parts.minute ?? 0, second: parts.second ?? 0 };
}

/** Minutes the zone is ahead of UTC at the instant (Intl; whole minutes, as every zone is today). */
export function measureOffset(zone: string, instant: number): number {
  const p = intlWallParts(zone, instant);
  const wall = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute);
  return Math.round((wall - Math.floor(instant / MINUTE) * MINUTE) / MINUTE);
}

/** The table of the zone over [from, to): sampled daily, each change found to the minute. */
export function computeZoneOffsets(zone: string, from: number, to: number): ZoneOffsets {
  const starts = [from];
  const offsets = [measureOffset(zone, from)];
  let previous = from;
  let previousOffset = offsets[0] as number;
  for (let instant = from + DAY; ; instant += DAY) {
    const at = Math.min(instant, to - MINUTE);
    const offset = measureOffset(zone, at);
    if (offset !== previousOffset) {
      // The change lies in (previous, at]: halve down to the minute.
      let low = previous;
      let high = at;
      while (high - low > MINUTE) {
        const middle = low + Math.floor((high - low) / 2 / MINUTE) * MINUTE;
        if (measureOffset(zone, middle) === previousOffset) low = middle;
        else high = middle;
      }
      starts.push(high);
      offsets.push(offset);
      previousOffset = offset;
    }
    previous = at;
    if (at >= to - MINUTE) break;
  }
  return { zone, from, to, starts, offsets };
}

/** The zone's offset at the instant from the table; null outside its window. */
export function offsetAt(table: ZoneOffsets, instant: number): number | null {
  if (!(instant >= table.from && instant < table.to)) return null;
  let low = 0;
  let high = table.starts.length - 1;
  while (low < high) {
    const middle = (low + high + 1) >> 1;
    if ((table.starts[middle] as number) <= instant) low = middle;
    else high = middle - 1;
  }
  return table.offsets[low] ?? null;
}

/** The wall-clock time of the instant in the table's zone: arithmetic inside the table's window, Intl outside it. */
export function wallPartsIn(table: ZoneOffsets, instant: number): WallParts {
  const offset = offsetAt(table, instant);
  if (offset === null) return intlWallParts(table.zone, instant);
  const wall = new Date(instant + offset * MINUTE);
  return { year: wall.getUTCFullYear(), month: wall.getUTCMonth() + 1, day: wall.getUTCDate(), hour: wall.getUTCHours(), minute: wall.getUTCMinutes(), second: wall.getUTCSeconds() };
}

/** The IANA name of a zone the runtime knows (canonical spelling), else null. */
export function knownTimeZone(value: string | null | undefined): string | null {
  if (!value) return null;
  try {
    return new Intl.DateTimeFormat('en', { timeZone: value }).resolvedOptions().timeZone;
  } catch {
    return null;
  }
}

/**
 * The zone as a reader of a file or a page needs it named, in the language: its offset at the instant and its
 * name, "UTC+3 (Москва, стандартное время)", "UTC+5:30 (India Standard Time)".
 */
export function zoneCaption(zone: string, locale: string, instant: number): string {
  const offset = measureOffset(zone, instant);
  const hours = Math.floor(Math.abs(offset) / 60);
  const minutes = Math.abs(offset) % 60;
  const utc = `UTC${offset < 0 ? '-' : '+'}${hours}${minutes ? `:${String(minutes).padStart(2, '0')}` : ''}`;
  const name = new Intl.DateTimeFormat(locale, { timeZone: zone, timeZoneName: 'longGeneric' }).formatToParts(instant).find((part) => part.type === 'timeZoneName')?.value;
  return name && !name.startsWith('GMT') ? `${utc} (${name})` : `${utc} (${zone})`;
}

const cache = new Map<string, ZoneOffsets>();
const CACHE_LIMIT = 64;

/**
 * The table a page hands to the browser: from 1 January three years back to 1 January two years ahead
 * (the dashboard's periods and the list's usual filters), computed once per zone and year.
 */
export function zoneOffsetsFor(zone: string, now: Date = new Date()): ZoneOffsets {
  const year = now.getUTCFullYear();
  const key = `${zone}|${year}`;
  let table = cache.get(key);
  if (!table) {
    table = computeZoneOffsets(zone, Date.UTC(year - YEARS_BEFORE, 0, 1), Date.UTC(year + YEARS_AFTER, 0, 1));
    if (cache.size >= CACHE_LIMIT) cache.delete(cache.keys().next().value as string);
    cache.set(key, table);
  }
  return table;
}
