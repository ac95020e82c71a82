/**
 * The period chart's axis labels in the interface language (issue 34 §2: the axis showed 12-01 23:25, which a
 * Russian reader takes as 12 January): by the chart's buckets, hours ru 01.12 23:25, days 01.12, months 12.2026
 * (en 12/01 23:25, 12/01, 12/2026), in the user's zone. Apart from lib/operations/dates.ts, which the list loads
 * whole: only the dashboard's chart needs these.
 */
import type { SummaryPeriodFormat } from '../acquiring/contract/summaries';
import { intlDate, languageDates, pad } from './date-formats';
import { wallPartsOf } from './dates';
import type { WallParts } from './zone-offsets';

/** The day without its year: ru 01.12, en 12/01. */
export function wallDayMonth(p: WallParts, locale: string): string {
  const dates = languageDates(locale);
  if (dates) return dates.dayMonth(pad(p.day), pad(p.month));
  return intlDate(p, locale, { day: '2-digit', month: '2-digit' });
}

/** The month: ru 12.2026, en 12/2026. */
export function wallMonthYear(p: WallParts, locale: string): string {
  const dates = languageDates(locale);
  if (dates) return dates.monthYear(pad(p.month), pad(p.year, 4));
  return intlDate(p, locale, { month: '2-digit', year: 'numeric' });
}

/** A label of the axis for a bucket starting at `value`; '' for an invalid date. */
export function formatChartLabel(value: string | Date, unit: SummaryPeriodFormat, locale: string, timeZone: string): string {
  const p = wallPartsOf(value, timeZone);
  if (!p) return '';
  if (unit === 'month') return wallMonthYear(p, locale);
  const day = wallDayMonth(p, locale);
  return unit === 'hour' ? `${day} ${pad(p.hour)}:${pad(p.minute)}` : day;
}
