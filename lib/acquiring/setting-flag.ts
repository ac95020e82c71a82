/**
 * How a server-driven setting's text reads as a flag. Apart from the settings table (lib/domain/settings.ts), so that a
 * browser module that reads a flag does not carry the whole table.
 */

/** "true" / "1" → true; everything else false. */
export function settingFlag(value: string | undefined): boolean {
  return value === 'true' || value === '1';
}
