import { spreadsheetDateTimeFormat, wallDate, wallDateTime } from '@/lib/operations/date-formats';
import { formatChartLabel, wallDayMonth, wallMonthYear } from '@/lib/operations/chart-labels';

const wall = { year: 2026, month: 12, day: 2, hour: 21, minute: 13, second: 5 };

// Issue 34 §2: "One date format per language … ru 02.12.2026 21:13:50, chart 01.12 23:25"; the English interface in English.
describe('the date format of each interface language (lib/operations/date-formats.ts)', () => {
  it('writes Russian dates day first with dots, 24-hour times', () => {
    expect(wallDateTime(wall, 'ru')).toBe('02.12.2026 21:13:05');
    expect(wallDateTime(wall, 'ru', false)).toBe('02.12.2026 21:13');
    expect(wallDate(wall, 'ru-RU')).toBe('02.12.2026');
    expect(wallDayMonth(wall, 'ru')).toBe('02.12');
    expect(wallMonthYear(wall, 'ru')).toBe('12.2026');
    expect(spreadsheetDateTimeFormat('ru')).toBe('dd.mm.yyyy hh:mm:ss');
  });

  it('writes English dates as its date picker takes them: month first with slashes, 24-hour times', () => {
    expect(wallDateTime(wall, 'en')).toBe('12/02/2026 21:13:05');
    expect(wallDayMonth(wall, 'en')).toBe('12/02');
    expect(wallMonthYear(wall, 'en')).toBe('12/2026');
    expect(spreadsheetDateTimeFormat('en')).toBe('mm/dd/yyyy hh:mm:ss');
  });

  it('writes the bundled languages as Intl writes their numeric dates', () => {
    for (const locale of ['ru', 'en']) {
      const intl = new Intl.DateTimeFormat(locale, { timeZone: 'UTC', day: '2-digit', month: '2-digit', year: 'numeric' });
      expect(wallDate(wall, locale)).toBe(intl.format(Date.UTC(2026, 11, 2)));
    }
  });

  it('asks Intl for another language\'s numeric date, and keeps the time 24-hour', () => {
    expect(wallDateTime(wall, 'de')).toBe('02.12.2026 21:13:05');
    expect(spreadsheetDateTimeFormat('de')).toBe('dd.mm.yyyy hh:mm:ss');
  });

  it('labels the chart\'s axis by its buckets, never as 12-01 (read as 12 January in Russian)', () => {
    expect(formatChartLabel('2026-12-01T20:25:00Z', 'hour', 'ru', 'Europe/Moscow')).toBe('01.12 23:25');
    expect(formatChartLabel('2026-12-01T20:25:00Z', 'hour', 'en', 'Europe/Moscow')).toBe('12/01 23:25');
    expect(formatChartLabel('2026-11-30T21:00:00Z', 'day', 'ru', 'Europe/Moscow')).toBe('01.12');
    expect(formatChartLabel('2026-11-30T21:00:00Z', 'month', 'ru', 'Europe/Moscow')).toBe('12.2026');
    expect(formatChartLabel('2026-11-30T21:00:00Z', 'month', 'en', 'Europe/Moscow')).toBe('12/2026');
    expect(formatChartLabel('not a date', 'hour', 'ru', 'UTC')).toBe('');
  });
});
