import type { SessionObject } from '@/lib/acquiring/contract/session';
import { sessionDataFrom, toShellUser } from '@/lib/session/from-upstream';
import { isSignedIn } from '@/lib/session/signed-in';

const NOW = Date.UTC(2025, 0, 15, 12, 0, 0);

function upstream(extra: Partial<SessionObject> = {}): SessionObject {
  return {
    token: 'upstream-bearer-SECRET-token',
    lifeTime: 1800,
    roles: ['operator'],
    passExpireDate: '2025-02-01',
    showWindowPage: true,
    user: {
      id: 7,
      passExpireDate: '2025-03-01',
      holdingId: null,
      companyId: 3,
      fullName: 'Иванов Иван',
      loginEmail: 'ivanov@example.com',
      loginPhone: '',
      status: 0,
      canMobile: 1,
      merchantId: 11,
      needChangePassword: false,
      company: { name: 'ООО Ромашка', realAddress: 'Москва', inn: '7700000000' },
    },
    ...extra,
  };
}

describe('sessionDataFrom: "The session is kept in storage for lifeTime seconds"', () => {
  it('expires lifeTime seconds after sign-in', () => {
    expect(sessionDataFrom(null, upstream(), NOW).expiresAt).toBe(NOW + 1800 * 1000);
  });

  it('a negative lifeTime gives an already-expired session, never a longer one', () => {
    const data = sessionDataFrom(null, upstream({ lifeTime: -100 }), NOW);
    expect(data.expiresAt).toBe(NOW);
    expect(isSignedIn(data, NOW)).toBe(false);
  });

  it('keeps the alias, the token (server side only), and the build version', () => {
    const data = sessionDataFrom('greenbank', upstream(), NOW, '1.2.3');
    expect(data).toMatchObject({ alias: 'greenbank', token: 'upstream-bearer-SECRET-token', buildVersion: '1.2.3' });
  });

  it('"with the multi-factor setting on … a code is confirmed later": mfaPending only when authenticationCodeRequired is true', () => {
    expect(sessionDataFrom(null, upstream({ authenticationCodeRequired: true }), NOW).mfaPending).toBe(true);
    expect(sessionDataFrom(null, upstream({ authenticationCodeRequired: false }), NOW).mfaPending).toBe(false);
    expect(sessionDataFrom(null, upstream(), NOW).mfaPending).toBe(false);
  });

  it('a session with the code still due is not signed in', () => {
    expect(isSignedIn(sessionDataFrom(null, upstream({ authenticationCodeRequired: true }), NOW), NOW)).toBe(false);
    expect(isSignedIn(sessionDataFrom(null, upstream(), NOW), NOW)).toBe(true);
  });
});

describe('toShellUser: "enough to render the shell, never the token"', () => {
  it('carries roles, showWindowPage and the user fields', () => {
    expect(toShellUser(upstream())).toEqual({
      id: 7,
      fullName: 'Иванов Иван',
      loginEmail: 'ivanov@example.com',
      loginPhone: null,
      holdingId: null,
      companyId: 3,
      merchantId: 11,
      roles: ['operator'],
      showWindowPage: true,
      passExpireDate: '2025-02-01',
      needChangePassword: false,
      companyName: 'ООО Ромашка',
      companyRealAddress: 'Москва',
      companyInn: '7700000000',
    });
  });

  it('the session passExpireDate wins; the user one is the fallback', () => {
    expect(toShellUser(upstream({ passExpireDate: null })).passExpireDate).toBe('2025-03-01');
  });

  it('no company → companyName null; showWindowPage false is kept', () => {
    const base = upstream();
    const user = toShellUser({ ...base, showWindowPage: false, roles: ['merchant', 'holding'], user: { ...base.user, company: null } });
    expect(user.companyName).toBeNull();
    expect(user.showWindowPage).toBe(false);
    expect(user.roles).toEqual(['merchant', 'holding']);
  });

  it('the token appears nowhere in the ShellUser', () => {
    const user = toShellUser(upstream());
    expect(JSON.stringify(user)).not.toContain('SECRET');
    expect(Object.keys(user)).not.toContain('token');
    expect(JSON.stringify(sessionDataFrom(null, upstream(), NOW).user)).not.toContain('SECRET');
  });
});
