import { dashboardPeriodRange, defaultDateRange, isPasswordChangeDue } from '@/lib/domain/periods';

const now = new Date('2024-03-31T12:00:00.000Z');

describe('default date range ("default range and default report period last 30 days")', () => {
  it('ends now and starts 30 days earlier', () => {
    const range = defaultDateRange(now);
    expect(range.le).toEqual(now);
    expect(range.ge.toISOString()).toBe('2024-03-01T12:00:00.000Z');
  });
});

describe('dashboard period ("dashboard default 24 hours with units hour, day, month")', () => {
  it('defaults to the last 24 hours', () => {
    expect(dashboardPeriodRange(now).ge.toISOString()).toBe('2024-03-30T12:00:00.000Z');
  });

  it('supports days and months', () => {
    expect(dashboardPeriodRange(now, { length: 7, unit: 'day' }).ge.toISOString()).toBe('2024-03-24T12:00:00.000Z');
    expect(dashboardPeriodRange(now, { length: 1, unit: 'month' }).ge.getUTCMonth()).toBe(1);
  });

  it('refuses an empty period', () => {
    expect(() => dashboardPeriodRange(now, { length: 0, unit: 'day' })).toThrow(RangeError);
  });
});

describe('password change ("opens … when the password expires in 5 days or less")', () => {
  it('is due at 5 days or less, and after expiry', () => {
    expect(isPasswordChangeDue(new Date('2024-04-05T12:00:00.000Z'), now)).toBe(true);
    expect(isPasswordChangeDue(new Date('2024-04-01T00:00:00.000Z'), now)).toBe(true);
    expect(isPasswordChangeDue(new Date('2024-03-01T00:00:00.000Z'), now)).toBe(true);
  });

  it('is not due earlier, or without an expiry date', () => {
    expect(isPasswordChangeDue(new Date('2024-04-05T12:00:00.001Z'), now)).toBe(false);
    expect(isPasswordChangeDue(null, now)).toBe(false);
    expect(isPasswordChangeDue(new Date('garbage'), now)).toBe(false);
  });
});
