import { subDays, subHours, subMonths } from 'date-fns';
import {
  DASHBOARD_DEFAULT_PERIOD,
  DEFAULT_RANGE_DAYS,
  PASSWORD_EXPIRY_WARNING_DAYS,
  type DashboardPeriodLength,
} from './limits.ts';

export interface DateRange {
  ge: Date;
  le: Date;
}

/** The default filter range and report period: the last 30 days up to `now` (spec §9). */
export function defaultDateRange(now: Date, days: number = DEFAULT_RANGE_DAYS): DateRange {
  return { ge: subDays(now, days), le: now };
}

const SUBTRACT = { hour: subHours, day: subDays, month: subMonths } as const;

/** A dashboard period ending at `now`; by default the last 24 hours (spec §3, §9). */
export function dashboardPeriodRange(now: Date, period: DashboardPeriodLength = DASHBOARD_DEFAULT_PERIOD): DateRange {
  if (!Number.isInteger(period.length) || period.length < 1) {
    throw new RangeError(`Invalid dashboard period length: ${period.length}`);
  }
  return { ge: SUBTRACT[period.unit](now, period.length), le: now };
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** The password-change dialog opens when the password expires in 5 days or less (spec §2, §9). */
export function isPasswordChangeDue(passExpireDate: Date | null, now: Date): boolean {
  if (passExpireDate === null || Number.isNaN(passExpireDate.getTime())) return false;
  return passExpireDate.getTime() - now.getTime() <= PASSWORD_EXPIRY_WARNING_DAYS * DAY_MS;
}

/**
 * The calendar periods offered beside the rolling windows, on the dashboard and in the date pickers (issue 34 §2):
 * «Сегодня», «Вчера», «Эта неделя», «Этот месяц».
 */
export const CALENDAR_SPANS = ['today', 'yesterday', 'week', 'month'] as const;

export type CalendarSpan = (typeof CALENDAR_SPANS)[number];

export function isCalendarSpan(value: unknown): value is CalendarSpan {
  return typeof value === 'string' && (CALENDAR_SPANS as readonly string[]).includes(value);
}

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/**
 * The first and last day ('YYYY-MM-DD') of a calendar span seen from `today` (the user's day, 'YYYY-MM-DD'). A week
 * starts on Monday; this week and this month end today, since no later day can be chosen.
 */
export function calendarSpanDays(span: CalendarSpan, today: string): { from: string; to: string } {
  const match = ISO_DAY.exec(today);
  if (!match) throw new RangeError(`Not a day: ${today}`);
  const [, year, month, day] = match.map(Number) as [number, number, number, number];
  const todayMs = Date.UTC(year, month - 1, day);
  switch (span) {
    case 'today':
      return { from: today, to: today };
    case 'yesterday': {
      const yesterday = isoDay(todayMs - DAY_MS);
      return { from: yesterday, to: yesterday };
    }
    case 'week': {
      const sinceMonday = (new Date(todayMs).getUTCDay() + 6) % 7;
      return { from: isoDay(todayMs - sinceMonday * DAY_MS), to: today };
    }
    case 'month':
      return { from: isoDay(Date.UTC(year, month - 1, 1)), to: today };
  }
}
