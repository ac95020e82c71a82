/** @jest-environment jsdom */
import { clearWrongPasswords, recordWrongPassword } from '@/lib/client/login-attempts';
import { attemptPolicy } from '@/lib/account/attempt-policy';
import { SETTING_DEFAULTS } from '@/lib/domain/settings';

const POLICY = { after: 5, duringMinutes: 15 };
const T0 = Date.parse('2026-11-22T10:00:00Z');

beforeEach(() => window.localStorage.clear());

describe('spec §4 "Wrong-password attempts are counted; the count resets after a block duration in minutes"', () => {
  it('each wrong password counts; the answer is the attempts left before the block', () => {
    expect(recordWrongPassword(window.localStorage, null, POLICY, T0)).toBe(4);
    expect(recordWrongPassword(window.localStorage, null, POLICY, T0 + 1000)).toBe(3);
    expect(window.localStorage.getItem('authAttempt:')).toBe(JSON.stringify({ count: 2, last: T0 + 1000 }));
  });

  it('never below 0', () => {
    for (let index = 0; index < 7; index += 1) recordWrongPassword(window.localStorage, null, POLICY, T0 + index);
    expect(recordWrongPassword(window.localStorage, null, POLICY, T0 + 10)).toBe(0);
  });

  it('the count starts again once the block duration has passed since the last wrong password', () => {
    recordWrongPassword(window.localStorage, null, POLICY, T0);
    recordWrongPassword(window.localStorage, null, POLICY, T0 + 14 * 60_000);
    expect(recordWrongPassword(window.localStorage, null, POLICY, T0 + 28 * 60_000)).toBe(2);
    expect(recordWrongPassword(window.localStorage, null, POLICY, T0 + 44 * 60_000)).toBe(4);
  });

  it('one count per tenant; a successful login clears only its own', () => {
    recordWrongPassword(window.localStorage, 'greenbank', POLICY, T0);
    recordWrongPassword(window.localStorage, null, POLICY, T0);
    clearWrongPasswords(window.localStorage, 'greenbank');
    expect(window.localStorage.getItem('authAttempt:greenbank')).toBeNull();
    expect(recordWrongPassword(window.localStorage, null, POLICY, T0 + 1)).toBe(3);
  });

  it('a damaged stored value counts from zero', () => {
    window.localStorage.setItem('authAttempt:', '{not json');
    expect(recordWrongPassword(window.localStorage, null, POLICY, T0)).toBe(4);
  });

  it('the policy comes from the settings, their defaults where a value is not a positive whole number', () => {
    expect(attemptPolicy('3', '30')).toEqual({ after: 3, duringMinutes: 30 });
    const defaults = { after: Number(SETTING_DEFAULTS['session.incorrectPasswordBlock.after']), duringMinutes: Number(SETTING_DEFAULTS['session.incorrectPasswordBlock.during']) };
    expect(defaults).toEqual({ after: 5, duringMinutes: 15 });
    expect(attemptPolicy('', 'x')).toEqual(defaults);
    expect(attemptPolicy('0', '-1')).toEqual(defaults);
  });
});
