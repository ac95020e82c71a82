import { formatDate, formatDateTime, formatPickerDateTime, fromZonedInputValue, toZonedInputValue } from '@/lib/operations/dates';
import { registerZoneOffsets } from '@/lib/operations/zone-registry';
import { computeZoneOffsets } from '@/lib/operations/zone-offsets';

describe('dates in the user time zone', () => {
  // Issue 34 §2: "Use the interface language's format everywhere: ru 02.12.2026 21:13:50, chart 01.12 23:25."
  it('writes a day and time in the interface language\'s format, in the zone', () => {
    expect(formatDateTime('2026-12-02T18:13:50Z', 'ru', 'Europe/Moscow')).toBe('02.12.2026 21:13:50');
    expect(formatDateTime('2026-12-02T18:13:50Z', 'en', 'Europe/Moscow')).toBe('12/02/2026 21:13:50');
    expect(formatDate('2026-03-01T22:30:00Z', 'ru', 'Europe/Moscow')).toBe('02.03.2026');
    expect(formatDate('2026-03-01T22:30:00Z', 'en', 'Europe/Moscow')).toBe('03/02/2026');
    expect(formatDateTime('2026-03-01T22:30:05Z', 'ru', 'America/New_York')).toBe('01.03.2026 17:30:05');
    expect(formatDateTime('not a date', 'ru', 'UTC')).toBe('');
  });

  it('round-trips datetime-local values through the zone', () => {
    expect(toZonedInputValue('2026-03-01T22:30:00Z', 'Europe/Moscow')).toBe('2026-03-02T01:30');
    expect(fromZonedInputValue('2026-03-02T01:30', 'Europe/Moscow')).toBe('2026-03-01T22:30:00.000Z');
    expect(fromZonedInputValue('2026-03-02T01:30', 'Europe/Moscow', true)).toBe('2026-03-01T22:30:59.999Z');
    expect(toZonedInputValue(null, 'UTC')).toBe('');
    expect(fromZonedInputValue('', 'UTC')).toBeNull();
    expect(fromZonedInputValue('2026-13-45', 'UTC')).toBeNull();
  });

  it('settles the offset across a daylight-saving change', () => {
    // New York moved to summer time on 2026-03-08 at 02:00 local.
    expect(fromZonedInputValue('2026-03-08T12:00', 'America/New_York')).toBe('2026-03-08T16:00:00.000Z');
    expect(fromZonedInputValue('2026-03-07T12:00', 'America/New_York')).toBe('2026-03-07T17:00:00.000Z');
  });

  it('shows an instant as the period form takes it: the language\'s numeric date and a 24-hour time, in the zone (issue 20)', () => {
    expect(formatPickerDateTime('2026-11-24T12:56:12Z', 'ru', 'Europe/Moscow')).toBe('24.11.2026 15:56');
    expect(formatPickerDateTime('2026-11-24T12:56:12Z', 'en', 'Europe/Moscow')).toBe('11/24/2026 15:56');
    expect(formatPickerDateTime('2026-11-24T21:05:00Z', 'ru', 'Asia/Yekaterinburg')).toBe('25.11.2026 02:05');
    expect(formatPickerDateTime('2026-11-24T00:05:00Z', 'en', 'UTC')).toBe('11/24/2026 00:05');
    expect(formatPickerDateTime('not a date', 'ru', 'UTC')).toBe('');
  });

  it('writes the picker date of Russian and English by the zone\'s table, as Intl writes it, without an Intl formatter', () => {
    const from = Date.UTC(2025, 0, 1);
    const to = Date.UTC(2027, 0, 1);
    for (const zone of ['Asia/Yekaterinburg', 'America/New_York']) registerZoneOffsets(computeZoneOffsets(zone, from, to));
    const instants = Array.from({ length: 40 }, (_, index) => new Date(from + index * 17 * 86_400_000 + index * 3_599_000));
    const expected = instants.flatMap((instant) =>
      ['ru', 'en'].flatMap((locale) =>
        ['Asia/Yekaterinburg', 'America/New_York'].map((zone) => {
          const date = new Intl.DateTimeFormat(locale, { timeZone: zone, day: '2-digit', month: '2-digit', year: 'numeric' }).format(instant);
          const time = new Intl.DateTimeFormat(locale, { timeZone: zone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(instant);
          return { instant, locale, zone, text: `${date} ${time}` };
        }),
      ),
    );
    const intl = jest.spyOn(Intl, 'DateTimeFormat');
    try {
      for (const { instant, locale, zone, text } of expected) expect(formatPickerDateTime(instant, locale, zone)).toBe(text);
      expect(intl).not.toHaveBeenCalled();
    } finally {
      intl.mockRestore();
    }
  });
});
