import { createSessionClock, noteSessionActivity, setActiveSessionClock } from '@/lib/client/session-clock';

const MINUTE = 60_000;

describe('session clock (spec §2: a click without a session goes to /auth)', () => {
  it('needs no question before the expiry the page was rendered with, and asks from that moment', () => {
    const clock = createSessionClock(10 * MINUTE, 900);
    expect(clock.mayHaveEnded(10 * MINUTE - 1)).toBe(false);
    expect(clock.mayHaveEnded(10 * MINUTE)).toBe(true);
  });

  it('activity moves the bound to lifeTime after it, less the step the server may not move the expiry by', () => {
    const clock = createSessionClock(10 * MINUTE, 900);
    clock.noteActivity(8 * MINUTE);
    // 8 min + 15 min − 3 min (a fifth of a 15-minute session)
    expect(clock.mayHaveEnded(20 * MINUTE - 1)).toBe(false);
    expect(clock.mayHaveEnded(20 * MINUTE)).toBe(true);
    const hour = createSessionClock(10 * MINUTE, 3600);
    hour.noteActivity(8 * MINUTE);
    // 8 min + 60 min − 5 min
    expect(hour.mayHaveEnded(63 * MINUTE - 1)).toBe(false);
    expect(hour.mayHaveEnded(63 * MINUTE)).toBe(true);
  });

  it('never moves the bound back, and a session without a lifetime keeps its fixed expiry', () => {
    const sliding = createSessionClock(30 * MINUTE, 900);
    sliding.noteActivity(1 * MINUTE);
    expect(sliding.mayHaveEnded(30 * MINUTE - 1)).toBe(false);
    const fixed = createSessionClock(10 * MINUTE, null);
    fixed.noteActivity(9 * MINUTE);
    expect(fixed.mayHaveEnded(10 * MINUTE)).toBe(true);
  });

  it("takes the server's answer as it is (another tab may have kept the session alive, or not)", () => {
    const clock = createSessionClock(10 * MINUTE, 900);
    clock.confirm(40 * MINUTE);
    expect(clock.mayHaveEnded(39 * MINUTE)).toBe(false);
    clock.confirm(Number.NaN);
    expect(clock.mayHaveEnded(39 * MINUTE)).toBe(false);
    clock.confirm(5 * MINUTE);
    expect(clock.mayHaveEnded(6 * MINUTE)).toBe(true);
  });

  it('the API client reaches the active clock only while one is set', () => {
    const clock = createSessionClock(Date.now() - 1, 900);
    setActiveSessionClock(clock);
    expect(clock.mayHaveEnded()).toBe(true);
    noteSessionActivity();
    expect(clock.mayHaveEnded()).toBe(false);
    setActiveSessionClock(null);
    expect(() => noteSessionActivity()).not.toThrow();
  });
});
