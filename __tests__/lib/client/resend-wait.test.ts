import { RESEND_COOKIE, formatWait } from '@/lib/client/resend-wait';

describe('"resend is possible, with a 5-minute wait kept in a cookie" (spec §4)', () => {
  it('the cookie is resend-await', () => {
    expect(RESEND_COOKIE).toBe('resend-await');
  });

  it('formats the wait as m:ss, rounding up and never negative', () => {
    expect(formatWait(5 * 60 * 1000)).toBe('5:00');
    expect(formatWait(61_000)).toBe('1:01');
    expect(formatWait(59_001)).toBe('1:00');
    expect(formatWait(1)).toBe('0:01');
    expect(formatWait(0)).toBe('0:00');
    expect(formatWait(-10_000)).toBe('0:00');
  });
});
