/** @jest-environment jsdom */
import { startResendWait } from '@/lib/account/resend-wait';
import { RESEND_COOKIE, resendDeadlineFor } from '@/lib/client/resend-wait';

describe('startResendWait (spec §4 "a 5-minute wait kept in a cookie", §9)', () => {
  afterEach(() => {
    document.cookie = `${RESEND_COOKIE}=; Path=/; Max-Age=0`;
  });

  it('returns the deadline 5 minutes on and keeps it in the resend-await cookie', () => {
    const now = Date.UTC(2026, 10, 22, 12, 0, 0);
    const deadline = startResendWait('code', 5, now);
    expect(deadline).toBe(now + 300_000);
    expect(document.cookie).toContain(`resend-await=code-${now + 300_000}`);
  });

  it('one cookie, two waits that never hold each other up: a code sent at login does not delay a recovery link', () => {
    const now = Date.UTC(2026, 10, 22, 12, 0, 0);
    startResendWait('code', 5, now);
    const value = /resend-await=([^;]+)/.exec(document.cookie)?.[1];
    expect(resendDeadlineFor(value, 'code')).toBe(now + 300_000);
    expect(resendDeadlineFor(value, 'restore')).toBe(0);
    startResendWait('restore', 5, now + 1000);
    const restored = /resend-await=([^;]+)/.exec(document.cookie)?.[1];
    expect(resendDeadlineFor(restored, 'restore')).toBe(now + 301_000);
    expect(resendDeadlineFor(restored, 'code')).toBe(0);
  });

  it.each([undefined, '', '1732300000000', 'code-', 'code-abc', 'other-1732300000000', 'code-1732300000000; x'])('%j holds no wait', (value) => {
    expect(resendDeadlineFor(value, 'code')).toBe(0);
  });
});
