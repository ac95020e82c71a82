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
