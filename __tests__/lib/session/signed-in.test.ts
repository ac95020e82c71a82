import type { SessionData, ShellUser } from '@/lib/session/types';
import { isSignedIn } from '@/lib/session/signed-in';

const NOW = 1_700_000_000_000;
const user: ShellUser = {
  id: 1,
  fullName: 'A',
  loginEmail: null,
  loginPhone: null,
  holdingId: null,
  companyId: null,
  merchantId: 1,
  roles: ['merchant'],
  showWindowPage: false,
  passExpireDate: null,
  needChangePassword: false,
  companyName: null,
};
const complete: SessionData = { alias: null, token: 't', expiresAt: NOW + 1000, user };

describe('isSignedIn: "A session that is complete (code confirmed) and not past its lifetime"', () => {
  it('a complete, live session is signed in', () => {
    expect(isSignedIn(complete, NOW)).toBe(true);
  });

  it('an empty (new) session is not', () => {
    expect(isSignedIn({}, NOW)).toBe(false);
  });

  it.each([
    ['no token', { ...complete, token: '' }],
    ['no user', { ...complete, user: undefined }],
    ['code still due', { ...complete, mfaPending: true }],
    ['expired exactly now', { ...complete, expiresAt: NOW }],
    ['expired', { ...complete, expiresAt: NOW - 1 }],
  ])('%s → not signed in', (_label, session) => {
    expect(isSignedIn(session, NOW)).toBe(false);
  });

  it('mfaPending false is signed in', () => {
    expect(isSignedIn({ ...complete, mfaPending: false }, NOW)).toBe(true);
  });
});
