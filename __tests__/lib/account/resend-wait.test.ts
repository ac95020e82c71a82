/** @jest-environment jsdom */
import { startResendWait } from '@/lib/account/resend-wait';
import { RESEND_COOKIE } from '@/lib/client/resend-wait';

describe('startResendWait (spec §4 "a 5-minute wait kept in a cookie", §9)', () => {
  afterEach(() => {
    document.cookie = `${RESEND_COOKIE}=; Path=/; Max-Age=0`;
  });

  it('returns the deadline 5 minutes on and keeps it in the resend-await cookie', () => {
    const now = Date.UTC(2026, 10, 22, 12, 0, 0);
    const deadline = startResendWait(5, now);
    expect(deadline).toBe(now + 300_000);
    expect(document.cookie).toContain(`resend-await=${now + 300_000}`);
  });
});
