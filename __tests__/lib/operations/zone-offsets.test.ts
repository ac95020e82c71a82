import fc from 'fast-check';
import { computeZoneOffsets, measureOffset, offsetAt, zoneOffsetsFor } from '@/lib/operations/zone-offsets';
import { formatDateTime, toZonedInputValue } from '@/lib/operations/dates';
import { registerZoneOffsets } from '@/lib/operations/zone-registry';

const year = (y: number) => Date.UTC(y, 0, 1);

describe('zone offset tables (dates without ICU in the browser)', () => {
  it('Moscow has one offset, +03:00, across the window', () => {
    const table = computeZoneOffsets('Europe/Moscow', year(2023), year(2028));
    expect(table.offsets).toEqual([180]);
    expect(table.starts).toEqual([year(2023)]);
  });

  it('Berlin changes at 01:00 UTC on the last Sundays of March and October, to the minute', () => {
    const table = computeZoneOffsets('Europe/Berlin', year(2025), year(2026));
    expect(table.offsets).toEqual([60, 120, 60]);
    expect(table.starts.slice(1).map((start) => new Date(start).toISOString())).toEqual(['2025-03-30T01:00:00.000Z', '2025-10-26T01:00:00.000Z']);
    expect(offsetAt(table, Date.parse('2025-03-30T00:59:59.999Z'))).toBe(60);
    expect(offsetAt(table, Date.parse('2025-03-30T01:00:00.000Z'))).toBe(120);
  });

  it('answers null outside its window, so Intl takes over', () => {
    const table = computeZoneOffsets('Europe/Berlin', year(2025), year(2026));
    expect(offsetAt(table, year(2024))).toBeNull();
    expect(offsetAt(table, year(2026))).toBeNull();
    expect(offsetAt(table, Number.NaN)).toBeNull();
  });

  it('handles half-hour zones and zones west of UTC', () => {
    expect(measureOffset('Asia/Kolkata', year(2026))).toBe(330);
    expect(measureOffset('America/New_York', year(2026))).toBe(-300);
    expect(computeZoneOffsets('Australia/Adelaide', year(2026), year(2027)).offsets).toEqual([630, 570, 630]);
  });

  it('a page’s table spans three years back and two ahead of the current year, once per zone and year', () => {
    const table = zoneOffsetsFor('Asia/Yekaterinburg', new Date('2026-11-22T10:00:00Z'));
    expect(table.from).toBe(year(2023));
    expect(table.to).toBe(year(2028));
    expect(zoneOffsetsFor('Asia/Yekaterinburg', new Date('2026-02-01T00:00:00Z'))).toBe(table);
  });

  it('dates take the registered table, not Intl, inside its window', () => {
    registerZoneOffsets({ zone: 'Etc/GMT-5', from: year(2026), to: year(2027), starts: [year(2026)], offsets: [7] });
    expect(formatDateTime('2026-06-01T00:00:00Z', 'ru', 'Etc/GMT-5')).toBe('01.06.2026 00:07:00');
    expect(formatDateTime('2027-06-01T00:00:00Z', 'ru', 'Etc/GMT-5')).toBe('01.06.2027 05:00:00');
  });

  it('formats every instant of the window exactly as Intl does, in zones with and without daylight saving', () => {
    const zones = ['Europe/Moscow', 'Europe/Berlin', 'America/New_York', 'Australia/Lord_Howe', 'Asia/Kolkata', 'America/Santiago'];
    const intl = (instant: number, zone: string) => {
      const text = new Intl.DateTimeFormat('sv-SE', { timeZone: zone, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit', hourCycle: 'h23' }).format(instant);
      return text.replace(',', '');
    };
    const intlRu = (instant: number, zone: string) =>
      new Intl.DateTimeFormat('ru', { timeZone: zone, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit', hourCycle: 'h23' })
        .format(instant)
        .replace(', ', ' ');
    for (const zone of zones) registerZoneOffsets(zoneOffsetsFor(zone, new Date('2026-11-22T10:00:00Z')));
    fc.assert(
      fc.property(fc.constantFrom(...zones), fc.integer({ min: year(2023), max: year(2028) - 1 }), (zone, instant) => {
        expect(formatDateTime(new Date(instant), 'ru', zone)).toBe(intlRu(instant, zone));
        expect(toZonedInputValue(new Date(instant).toISOString(), zone)).toBe(intl(instant, zone).slice(0, 16).replace(' ', 'T'));
      }),
      { numRuns: 2000 },
    );
  });
});
