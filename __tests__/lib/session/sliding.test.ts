import { extendedExpiry } from '@/lib/session/sliding';
import { RESEAL_STEP_MS, resealStepMs } from '@/lib/shared/session-step';

const MINUTE = 60_000;
const NOW = 1_800_000_000_000;

describe('sliding expiry (issue 20: re-seal only when the expiry moves by a meaningful step)', () => {
  it('the step is five minutes', () => {
    expect(RESEAL_STEP_MS).toBe(5 * MINUTE);
    expect(resealStepMs(3600)).toBe(5 * MINUTE);
  });

  it('a one-hour session keeps its cookie while the expiry would move by less than five minutes', () => {
    // 61 s after the last move: the old one-minute step re-sealed here on every call
    const session = { lifeTime: 3600, expiresAt: NOW + 60 * MINUTE - 61_000 };
    expect(extendedExpiry(session, NOW)).toBeNull();
    expect(extendedExpiry({ ...session, expiresAt: NOW + 55 * MINUTE + 1 }, NOW)).toBeNull();
  });

  it('a one-hour session moves once the step is reached, to lifeTime from now', () => {
    expect(extendedExpiry({ lifeTime: 3600, expiresAt: NOW + 55 * MINUTE }, NOW)).toBe(NOW + 60 * MINUTE);
    expect(extendedExpiry({ lifeTime: 3600, expiresAt: NOW + 10 * MINUTE }, NOW)).toBe(NOW + 60 * MINUTE);
  });

  it('a short session steps by a fifth of its lifetime at most (15 min: 3 min), so an idle user is not signed out much early', () => {
    expect(resealStepMs(900)).toBe(3 * MINUTE);
    expect(extendedExpiry({ lifeTime: 900, expiresAt: NOW + 12 * MINUTE + 1 }, NOW)).toBeNull();
    expect(extendedExpiry({ lifeTime: 900, expiresAt: NOW + 12 * MINUTE }, NOW)).toBe(NOW + 15 * MINUTE);
  });

  it('never revives an ended session, nor moves one without a lifetime', () => {
    expect(extendedExpiry({ lifeTime: 3600, expiresAt: NOW }, NOW)).toBeNull();
    expect(extendedExpiry({ lifeTime: 0, expiresAt: NOW + MINUTE }, NOW)).toBeNull();
  });
});
