import { calendarSpanDays } from '@/lib/domain/periods';
import { calendarSpanRange, dateTimeParts, joinDateTime, periodPartsOf, withChosenDays, zonedDay, type PeriodParts } from '@/lib/operations/period-parts';

describe('a period as its form shows it: a day and a typed time at each end (issue 20: 24-hour time)', () => {
  it('splits the input value into the day and the time, and a filter\'s bounds in the zone', () => {
    expect(dateTimeParts('2026-03-01T09:05')).toEqual({ date: '2026-03-01', time: '09:05' });
    expect(dateTimeParts('')).toEqual({ date: '', time: '' });
    expect(periodPartsOf({ ge: '2026-11-24T20:31:10Z', le: null }, 'Europe/Moscow')).toEqual({ from: { date: '2026-11-24', time: '23:31' }, to: { date: '', time: '' } });
  });

  it('names the day of an instant in the zone as the date picker\'s value', () => {
    expect(zonedDay('2026-11-30T21:00:00Z', 'Europe/Moscow')).toBe('2026-12-01');
    expect(zonedDay('2026-11-30T21:00:00Z', 'UTC')).toBe('2026-11-30');
    expect(zonedDay('not a date', 'UTC')).toBe('');
  });

  it('joins them back; a blank time is the first minute of the day, or its last for the end', () => {
    expect(joinDateTime({ date: '2026-03-01', time: '9.05' }, false)).toBe('2026-03-01T09:05');
    expect(joinDateTime({ date: '2026-03-01', time: '' }, false)).toBe('2026-03-01T00:00');
    expect(joinDateTime({ date: '2026-03-01', time: ' ' }, true)).toBe('2026-03-01T23:59');
    expect(joinDateTime({ date: '', time: '10:00' }, true)).toBe('');
  });

  it('a time that is no time is refused', () => {
    expect(joinDateTime({ date: '2026-03-01', time: '24:00' }, false)).toBeUndefined();
    expect(joinDateTime({ date: '2026-03-01', time: '9 pm' }, false)).toBeUndefined();
  });
});

// Issue 34 §2: "Choose 25.11 to 27.11 in the list's filter: the request asks for 25.11 23:31 to 27.11 23:31. A day
// chosen without a time means 00:00 to 23:59:59 in the user's zone."
describe('days chosen in the date picker', () => {
  const lastThirtyDays: PeriodParts = { from: { date: '2026-10-28', time: '23:31' }, to: { date: '2026-11-27', time: '23:31' } };

  it('a range picked in the calendar is whole days, also where a day stays the one it was', () => {
    expect(withChosenDays(lastThirtyDays, ['2026-11-25', '2026-11-27'], true)).toEqual({ from: { date: '2026-11-25', time: '00:00' }, to: { date: '2026-11-27', time: '23:59' } });
  });

  it('the first day picked starts the range; the end waits for the second', () => {
    expect(withChosenDays(lastThirtyDays, ['2026-11-25'], true)).toEqual({ from: { date: '2026-11-25', time: '00:00' }, to: { date: '', time: '' } });
  });

  it('a typed day moves the time of its own end only, so a time typed beside the other stays', () => {
    const typedTime: PeriodParts = { ...lastThirtyDays, to: { date: '2026-11-27', time: '18:00' } };
    expect(withChosenDays(typedTime, ['2026-11-25', '2026-11-27'], false)).toEqual({ from: { date: '2026-11-25', time: '00:00' }, to: { date: '2026-11-27', time: '18:00' } });
    expect(withChosenDays(typedTime, [undefined, '2026-11-27'], false).from).toEqual({ date: '', time: '' });
  });

  it('a typed day keeps the time the user typed for its end, though the picker hands the day over after it', () => {
    const typedFirst: PeriodParts = { ...lastThirtyDays, from: { date: '2026-10-28', time: '09:30' } };
    expect(withChosenDays(typedFirst, ['2026-11-25', '2026-11-27'], false, ['from'])).toEqual({ from: { date: '2026-11-25', time: '09:30' }, to: { date: '2026-11-27', time: '23:31' } });
    // a pick in the calendar is whole days all the same
    expect(withChosenDays(typedFirst, ['2026-11-25', '2026-11-27'], true, ['from']).from).toEqual({ date: '2026-11-25', time: '00:00' });
  });

  it('the whole days become 00:00:00.000 to 23:59:59.999 in the zone', () => {
    const period = withChosenDays(lastThirtyDays, ['2026-11-25', '2026-11-27'], true);
    expect([joinDateTime(period.from, false), joinDateTime(period.to, true)]).toEqual(['2026-11-25T00:00', '2026-11-27T23:59']);
  });
});

// Issue 34 §2: presets «Сегодня», «Вчера», «Эта неделя» and «Этот месяц» beside the rolling windows; future days cannot be chosen.
describe('calendar presets', () => {
  it('name their days from the user\'s day; a week starts on Monday; none ends after today', () => {
    // Wednesday 2 December 2026
    expect(calendarSpanDays('today', '2026-12-02')).toEqual({ from: '2026-12-02', to: '2026-12-02' });
    expect(calendarSpanDays('yesterday', '2026-12-02')).toEqual({ from: '2026-12-01', to: '2026-12-01' });
    expect(calendarSpanDays('week', '2026-12-02')).toEqual({ from: '2026-11-30', to: '2026-12-02' });
    expect(calendarSpanDays('month', '2026-12-02')).toEqual({ from: '2026-12-01', to: '2026-12-02' });
    // across a year, on a Monday and on a Sunday
    expect(calendarSpanDays('yesterday', '2027-01-01')).toEqual({ from: '2026-12-31', to: '2026-12-31' });
    expect(calendarSpanDays('week', '2026-11-30')).toEqual({ from: '2026-11-30', to: '2026-11-30' });
    expect(calendarSpanDays('week', '2026-12-06')).toEqual({ from: '2026-11-30', to: '2026-12-06' });
    expect(() => calendarSpanDays('today', '02.12.2026')).toThrow(RangeError);
  });

  it('resolve to instants of the user\'s days: after 21:00 UTC it is already tomorrow in Moscow', () => {
    const lateEvening = new Date('2026-12-01T21:30:00Z');
    expect(calendarSpanRange('today', lateEvening, 'Europe/Moscow')).toEqual({ ge: '2026-12-01T21:00:00.000Z', le: '2026-12-02T20:59:59.999Z' });
    expect(calendarSpanRange('today', lateEvening, 'UTC')).toEqual({ ge: '2026-12-01T00:00:00.000Z', le: '2026-12-01T23:59:59.999Z' });
    expect(calendarSpanRange('month', lateEvening, 'Europe/Moscow')).toEqual({ ge: '2026-11-30T21:00:00.000Z', le: '2026-12-02T20:59:59.999Z' });
  });
});
