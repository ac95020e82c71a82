/**
 * Issue 35 §6 "An operator's GET /api/user/list returns pinPwd, refundPwd and apiSecret in clear": what of a user's
 * secrets the browser may see, by the spec — §3 Operator "Passwords are sent as **** when empty" (written, never read:
 * only whether one is set), §3 settings "api secret display" (shown in the operator form, which only operator
 * managers — holding and merchant — open).
 */
import type { UserListItem } from '@/lib/acquiring/contract/organisation';
import { SET_PASSWORD_MARK, USER_SECRET_FIELDS, userAnswerForBrowser, userForBrowser } from '@/lib/organisation/user-secrets';

const user = { id: 7, fullName: 'Иванов', pinPwd: '1234', refundPwd: '9876', reversalPwd: '', apiSecret: 'sk_live_5f1c' } as Partial<UserListItem>;

describe('userForBrowser', () => {
  it('the table names every secret field of the contract’s user', () => {
    expect(Object.keys(USER_SECRET_FIELDS).sort()).toEqual(['apiSecret', 'pinPwd', 'refundPwd', 'reversalPwd']);
  });

  it.each(['operator', 'merchant', 'holding'] as const)('%s: passwords only say whether one is set', (role) => {
    const shown = userForBrowser(user, { roles: [role], apiSecretDisplay: true });
    expect([shown.pinPwd, shown.refundPwd, shown.reversalPwd]).toEqual([SET_PASSWORD_MARK, SET_PASSWORD_MARK, '']);
    expect(SET_PASSWORD_MARK).toBe('****');
  });

  it('the API secret: to operator managers while the tenant shows it, to nobody else', () => {
    expect(userForBrowser(user, { roles: ['merchant'], apiSecretDisplay: true }).apiSecret).toBe('sk_live_5f1c');
    expect(userForBrowser(user, { roles: ['holding'], apiSecretDisplay: true }).apiSecret).toBe('sk_live_5f1c');
    expect(userForBrowser(user, { roles: ['merchant'], apiSecretDisplay: false }).apiSecret).toBe('');
    expect(userForBrowser(user, { roles: ['operator'], apiSecretDisplay: true }).apiSecret).toBe('');
  });

  it('keeps the other fields, adds none', () => {
    const shown = userForBrowser({ id: 1, fullName: 'A' }, { roles: ['operator'], apiSecretDisplay: false });
    expect(shown).toEqual({ id: 1, fullName: 'A' });
  });

  it('an API answer: a list or one user under `result`; anything else passes as it is', () => {
    const reader = { roles: ['operator'] as const, apiSecretDisplay: false };
    expect(userAnswerForBrowser({ result: [user] }, reader)).toEqual({ result: [{ ...user, pinPwd: '****', refundPwd: '****', apiSecret: '' }] });
    expect(userAnswerForBrowser({ result: user }, reader)).toEqual({ result: { ...user, pinPwd: '****', refundPwd: '****', apiSecret: '' } });
    expect(userAnswerForBrowser({ message: 'x' }, reader)).toEqual({ message: 'x' });
  });
});
