/**
 * A period as its form shows it: each end a day (the date picker's 'YYYY-MM-DD') and a typed 24-hour time, in the
 * user's time zone. Used by the list's filter, the dashboard's custom period and the reconciliation filter.
 * Issue 34 §2: a day chosen without a time means the whole day, 00:00 to 23:59:59.
 */
import { calendarSpanDays, type CalendarSpan } from '../domain/periods';
import { pad } from './date-formats';
import { fromZonedInputValue, toZonedInputValue, wallPartsOf } from './dates';

export interface DateTimeParts {
  date: string;
  time: string;
}

export type PeriodBound = 'from' | 'to';

export type PeriodParts = Record<PeriodBound, DateTimeParts>;

/** The time a chosen day starts or ends with: its first minute, or its last (which the period takes to 23:59:59.999). */
export const DAY_BOUND_TIME: Readonly<Record<PeriodBound, string>> = { from: '00:00', to: '23:59' };

/** A `datetime-local` value ('YYYY-MM-DDTHH:mm') as a day and a time. */
export function dateTimeParts(value: string): DateTimeParts {
  const [date = '', time = ''] = value.split('T');
  return { date, time: time.slice(0, 5) };
}

/** The period a filter's bounds (ISO instants, null for an open end) show in the zone. */
export function periodPartsOf(range: { ge: string | null; le: string | null }, timeZone: string): PeriodParts {
  return { from: dateTimeParts(toZonedInputValue(range.ge, timeZone)), to: dateTimeParts(toZonedInputValue(range.le, timeZone)) };
}

const TIME = /^([01]?\d|2[0-3])[:.]([0-5]\d)$/;

/**
 * The draft date of a day and a typed time (24-hour, «9:05» or «09.05»); a blank time is the day's first
 * minute, or its last for the end of a period; no day is no date. Undefined: the time is not a time.
 */
export function joinDateTime({ date, time }: DateTimeParts, end: boolean): string | undefined {
  if (date === '') return '';
  const typed = time.trim();
  if (typed === '') return `${date}T${DAY_BOUND_TIME[end ? 'to' : 'from']}`;
  const match = TIME.exec(typed);
  if (!match) return undefined;
  return `${date}T${match[1]!.padStart(2, '0')}:${match[2]}`;
}

/**
 * The period after days were chosen in its date picker (`days`: the picker's start and end, 'YYYY-MM-DD').
 * A day picked in the calendar or by a preset names the whole day: its end's time goes to 00:00 or 23:59, also
 * when the day is the one already there (issue 34 §2: 25.11 to 27.11 asked for 25.11 23:31 to 27.11 23:31). A
 * typed day (`wholeDays` false) moves only the time of the end it changed, so a time typed beside it stays; and
 * where the user typed that end's own time (`typedTimes`), it keeps it: the picker hands a typed day over when its
 * input loses the focus, which may come after the time typed next to it.
 */
export function withChosenDays(period: PeriodParts, days: readonly (string | undefined)[], wholeDays: boolean, typedTimes: readonly PeriodBound[] = []): PeriodParts {
  const bound = (name: PeriodBound, day = ''): DateTimeParts => {
    if (day === '') return { date: '', time: '' };
    if (wholeDays) return { date: day, time: DAY_BOUND_TIME[name] };
    if (day === period[name].date) return period[name];
    return { date: day, time: typedTimes.includes(name) ? period[name].time : DAY_BOUND_TIME[name] };
  };
  return { from: bound('from', days[0]), to: bound('to', days[1]) };
}

/** The day ('YYYY-MM-DD', the date picker's value) of the instant in the zone; '' for an invalid date. */
export function zonedDay(value: string | Date, timeZone: string): string {
  const p = wallPartsOf(value, timeZone);
  return p ? `${pad(p.year, 4)}-${pad(p.month)}-${pad(p.day)}` : '';
}

/** The days of a calendar preset on the user's day `now`: «Сегодня», «Вчера», «Эта неделя», «Этот месяц». */
export function calendarSpanIn(span: CalendarSpan, now: Date, timeZone: string): { from: string; to: string } {
  return calendarSpanDays(span, zonedDay(now, timeZone));
}

/** The instants of a calendar span: its first day's 00:00 to its last day's 23:59:59.999, in the zone. */
export function calendarSpanRange(span: CalendarSpan, now: Date, timeZone: string): { ge: string; le: string } {
  const { from, to } = calendarSpanIn(span, now, timeZone);
  const ge = fromZonedInputValue(`${from}T${DAY_BOUND_TIME.from}`, timeZone);
  const le = fromZonedInputValue(`${to}T${DAY_BOUND_TIME.to}`, timeZone, true);
  if (ge === null || le === null) throw new RangeError(`No instants for ${from}…${to} in ${timeZone}`);
  return { ge, le };
}
