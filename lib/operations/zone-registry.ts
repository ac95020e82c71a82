import type { ZoneOffsets } from './zone-offsets';

/**
 * The zones' offset tables the page was given (the root layout hands the user's zone to every page), so dates
 * format by arithmetic instead of loading ICU in the browser (lib/operations/dates.ts). Its own small module: every
 * page registers, only the pages that show dates load the formatting.
 */
const zoneTables = new Map<string, ZoneOffsets>();

/** Makes the zone's offsets known here (idempotent; the providers call it while rendering). */
export function registerZoneOffsets(table: ZoneOffsets): void {
  const known = zoneTables.get(table.zone);
  if (!known || known.from !== table.from || known.to !== table.to) zoneTables.set(table.zone, table);
}

/** The registered table of the zone, if any. */
export function registeredZoneOffsets(zone: string): ZoneOffsets | undefined {
  return zoneTables.get(zone);
}
