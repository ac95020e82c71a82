import { isRefusedRestoreToken, restoreLinkOf } from '@/lib/domain/restore-token';

describe('a recovery link (issue 19: /forgot-restore?token=abc silently showed the send form)', () => {
  it('no token: no link; a token of the right form: the restoration; anything else: a bad link', () => {
    expect(restoreLinkOf(undefined)).toEqual({ kind: 'none' });
    expect(restoreLinkOf('0123456789abcdef0123456789abcdef')).toEqual({ kind: 'token', token: '0123456789abcdef0123456789abcdef' });
    expect(restoreLinkOf('abc')).toEqual({ kind: 'invalid' });
    expect(restoreLinkOf('')).toEqual({ kind: 'invalid' });
    expect(restoreLinkOf('<script>alert(1)</script>')).toEqual({ kind: 'invalid' });
    expect(restoreLinkOf(['0123456789abcdef', '0123456789abcdef'])).toEqual({ kind: 'invalid' });
  });

  it("the API's refusal of the token (unknown, used, expired) is told apart from a refused password", () => {
    const message = 'Ссылка для восстановления пароля недействительна или устарела';
    expect(isRefusedRestoreToken(400, { message, exception: 'InvalidTokenException', errors: [{ field: 'token', message }] })).toBe(true);
    expect(isRefusedRestoreToken(400, { message, exception: 'ru.bank.InvalidTokenException' })).toBe(true);
    expect(isRefusedRestoreToken(400, { message, errors: [{ field: 'token', message }] })).toBe(true);
    expect(isRefusedRestoreToken(400, { message: 'Пароль должен содержать не менее 6 символов', errors: [{ field: 'newPassword', message: '…' }] })).toBe(false);
    expect(isRefusedRestoreToken(423, { exception: 'CaptchaRequiredException' })).toBe(false);
    expect(isRefusedRestoreToken(502, null)).toBe(false);
  });
});
