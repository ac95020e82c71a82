/**
 * How each interface language writes a date, in one place (issue 34 §2: one date format per language, everywhere).
 * The screens, the chart's axis, the CSV report (the sandbox) and the XLSX export (the BFF) all write a wall-clock
 * time through these, in the order the language's date picker takes a typed day:
 *   ru  02.12.2026 21:13:50   chart 01.12 23:25   month 12.2026
 *   en  12/02/2026 21:13:50   chart 12/01 23:25   month 12/2026
 * Times are 24-hour in both. A language without an entry asks Intl for its numeric date. Pure (no zone: the
 * caller hands wall-clock parts); imported by the sandbox, so relative imports carry `.ts`.
 */
import type { WallParts } from './zone-offsets.ts';

interface LanguageDates {
  /** day, month and year as the date picker shows a day */
  date: (day: string, month: string, year: string) => string;
  /** day and month: the chart's hourly and daily axis */
  dayMonth: (day: string, month: string) => string;
  /** month and year: the chart's monthly axis */
  monthYear: (month: string, year: string) => string;
  /** the same date-time as an Excel number format (the XLSX export) */
  spreadsheet: string;
}

export const LANGUAGE_DATES: Readonly<Record<'ru' | 'en', LanguageDates>> = {
  ru: {
    date: (day, month, year) => `${day}.${month}.${year}`,
    dayMonth: (day, month) => `${day}.${month}`,
    monthYear: (month, year) => `${month}.${year}`,
    spreadsheet: 'dd.mm.yyyy hh:mm:ss',
  },
  en: {
    date: (day, month, year) => `${month}/${day}/${year}`,
    dayMonth: (day, month) => `${month}/${day}`,
    monthYear: (month, year) => `${month}/${year}`,
    spreadsheet: 'mm/dd/yyyy hh:mm:ss',
  },
};

export const pad = (value: number, width = 2) => String(value).padStart(width, '0');

/** The bundled language of a locale ('ru-RU' → ru), or undefined. */
export function languageDates(locale: string): LanguageDates | undefined {
  const language = locale.toLowerCase().split('-')[0];
  return language === 'ru' || language === 'en' ? LANGUAGE_DATES[language] : undefined;
}

/** Another language's numeric date by Intl (the parts are a wall-clock time: read as UTC). */
export function intlDate(p: WallParts, locale: string, options: Intl.DateTimeFormatOptions): string {
  return new Intl.DateTimeFormat(locale, { ...options, timeZone: 'UTC' }).format(Date.UTC(p.year, p.month - 1, p.day));
}

/** The day: ru 02.12.2026, en 12/02/2026. */
export function wallDate(p: WallParts, locale: string): string {
  const dates = languageDates(locale);
  if (dates) return dates.date(pad(p.day), pad(p.month), pad(p.year, 4));
  return intlDate(p, locale, { day: '2-digit', month: '2-digit', year: 'numeric' });
}

/** The 24-hour time: 21:13, or 21:13:50 with seconds. */
export function wallTime(p: WallParts, seconds: boolean): string {
  return `${pad(p.hour)}:${pad(p.minute)}${seconds ? `:${pad(p.second)}` : ''}`;
}

/** The day and time: ru 02.12.2026 21:13:50, en 12/02/2026 21:13:50 (without seconds: 21:13). */
export function wallDateTime(p: WallParts, locale: string, seconds = true): string {
  return `${wallDate(p, locale)} ${wallTime(p, seconds)}`;
}

/** Excel's number format of a date-time in the language's order (others: the Russian one, the product's default). */
export function spreadsheetDateTimeFormat(locale: string): string {
  return (languageDates(locale) ?? LANGUAGE_DATES.ru).spreadsheet;
}
