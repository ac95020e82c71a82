import { call, login, sandboxPerFile, startTestSandbox } from './helpers.ts';

jest.setTimeout(60_000);

const sb = sandboxPerFile({}, { resetEachTest: true });
beforeAll(async () => {
});

const DEMO = [
  ['holding@demo.test', ['holding'], false],
  ['merchant@demo.test', ['merchant'], false],
  ['operator@demo.test', ['operator'], true],
  ['operator-nowindow@demo.test', ['operator'], false],
  ['newuser@demo.test', ['merchant'], false],
  ['expiring@demo.test', ['merchant'], false],
  ['nopolicy@demo.test', ['merchant'], false],
] as const;

describe.each(['', '/greenbank'])('tenant "%s"', (prefix) => {
  test.each(DEMO)('%s logs in with roles %j, showWindowPage %s', async (loginName, roles, window) => {
    const { session, token, csrf } = await login(sb.url, prefix, loginName);
    expect(session.roles).toEqual(roles);
    expect(session.showWindowPage).toBe(window);
    expect(session.lifeTime).toBe(3600);
    expect(token).toBeTruthy();
    expect(csrf).toBeTruthy();
    const user = session.user as Record<string, unknown>;
    expect(user.loginEmail).toBe(loginName);
    if (roles[0] === 'merchant') expect(user.company).toEqual(expect.objectContaining({ name: expect.any(String), inn: expect.stringMatching(/^\d{10,12}$/) }));
    if (loginName === 'newuser@demo.test') expect(user.needChangePassword).toBe(true);
    if (loginName === 'expiring@demo.test') {
      const days = (Date.parse(String(session.passExpireDate)) - Date.now()) / 86_400_000;
      expect(days).toBeGreaterThan(1);
      expect(days).toBeLessThanOrEqual(3);
    }
  });

  test('login by phone', async () => {
    const { session } = await login(sb.url, prefix, '8 (999) 000-00-03');
    expect((session.user as Record<string, unknown>).loginEmail).toBe('operator@demo.test');
  });
});

test('every response carries financial-institute-alias; default has no MFA, greenbank has', async () => {
  const plain = await call<{ result: Record<string, unknown> }>(sb.url, '/api/session/auth', { body: { login: 'merchant@demo.test', password: 'demo' } });
  expect(plain.headers.get('financial-institute-alias')).toBe('');
  expect(plain.body.result.authenticationCodeRequired).toBeUndefined();
  const green = await call<{ result: Record<string, unknown> }>(sb.url, '/greenbank/api/session/auth', { body: { login: 'merchant@demo.test', password: 'demo' } });
  expect(green.headers.get('financial-institute-alias')).toBe('greenbank');
  expect(green.body.result.authenticationCodeRequired).toBe(true);
  // where the code went (issue 34): the login e-mail, which the outbox line names
  expect(green.body.result.authenticationCodeChannel).toBe('email');
  expect(plain.body.result.authenticationCodeChannel).toBeUndefined();
});

test('MFA: pending token only confirms/resends; wrong code 400; right code gives a full session', async () => {
  const auth = await call<{ result: Record<string, unknown> }>(sb.url, '/greenbank/api/session/auth', { body: { login: 'operator@demo.test', password: 'demo' } });
  const token = String(auth.body.result.token);
  const csrf = auth.headers.get('x-csrf-token') ?? '';
  expect((await call(sb.url, '/greenbank/api/setting/list', { token })).status).toBe(401);
  const wrong = await call(sb.url, '/greenbank/api/session/confirm-authentication-code', { token, csrf, body: { code: '000000' } });
  expect(wrong.status).toBe(400);
  expect(wrong.body).toEqual({ message: 'Неверный код подтверждения', exception: 'WrongAuthenticationCodeException', attemptsLeft: 4 });
  const noCsrf = await call(sb.url, '/greenbank/api/session/confirm-authentication-code', { token, body: { code: '123456' } });
  expect(noCsrf.status).toBe(403);
  const ok = await call<{ result: Record<string, unknown> }>(sb.url, '/greenbank/api/session/confirm-authentication-code', { token, csrf, body: { code: '123456' } });
  expect(ok.status).toBe(200);
  expect(ok.body.result.authenticationCodeRequired).toBeUndefined();
  const full = String(ok.body.result.token);
  expect((await call(sb.url, '/greenbank/api/setting/list', { token: full })).status).toBe(200);
  // a token of one tenant is not valid in another
  expect((await call(sb.url, '/api/setting/list', { token: full })).status).toBe(401);
});

async function pendingSignIn(base: string, loginName: string): Promise<{ token: string; csrf: string }> {
  const auth = await call<{ result: Record<string, unknown> }>(base, '/greenbank/api/session/auth', { body: { login: loginName, password: 'demo' } });
  expect(auth.body.result.authenticationCodeRequired).toBe(true);
  return { token: String(auth.body.result.token), csrf: auth.headers.get('x-csrf-token') ?? '' };
}

test('MFA: the 5th wrong code ends the pending sign-in (429); its token, even with the right code, is refused after', async () => {
  const { token, csrf } = await pendingSignIn(sb.url, 'holding@demo.test');
  const confirm = (code: string) => call(sb.url, '/greenbank/api/session/confirm-authentication-code', { token, csrf, body: { code } });
  for (const left of [4, 3, 2, 1]) expect((await confirm('000000')).body.attemptsLeft).toBe(left);
  const locked = await confirm('000000');
  expect(locked.status).toBe(429);
  expect(locked.body).toEqual({ message: 'Превышено число попыток ввода кода. Войдите снова.', exception: 'AuthenticationCodeAttemptsExceededException' });
  expect((await confirm('123456')).status).toBe(401);
  expect((await call(sb.url, '/greenbank/api/session/resend-authentication-code', { token, csrf, body: {} })).status).toBe(401);
  // a new sign-in with the password starts over, and the right code then signs in
  const again = await pendingSignIn(sb.url, 'holding@demo.test');
  const ok = await call(sb.url, '/greenbank/api/session/confirm-authentication-code', { ...again, body: { code: '123456' } });
  expect(ok.status).toBe(200);
});

test("MFA resend: the host's 5-minute wait from the last code sent (the login's too), 429 with Retry-After until then", async () => {
  let now = Date.now();
  const clocked = await startTestSandbox({ now: () => now });
  try {
    const { token, csrf } = await pendingSignIn(clocked.url, 'merchant@demo.test');
    const resend = () => call(clocked.url, '/greenbank/api/session/resend-authentication-code', { token, csrf, body: {} });
    const early = await resend();
    expect(early.status).toBe(429);
    expect(early.body).toEqual({ message: 'Повторно отправить код можно через 5 мин.', exception: 'AuthenticationCodeResendTooEarlyException' });
    expect(early.headers.get('retry-after')).toBe('300');
    now += 4 * 60_000 + 1_000;
    const later = await resend();
    expect(later.status).toBe(429);
    expect(later.headers.get('retry-after')).toBe('59');
    expect(later.body.message).toBe('Повторно отправить код можно через 1 мин.');
    now += 60_000;
    expect((await resend()).body).toEqual({ result: true });
    expect((await resend()).status).toBe(429);
    // the wait is the user's, not the pending sign-in's: a new sign-in sends a code and restarts it
    now += 5 * 60_000;
    const other = await pendingSignIn(clocked.url, 'merchant@demo.test');
    expect((await call(clocked.url, '/greenbank/api/session/resend-authentication-code', { ...other, body: {} })).status).toBe(429);
  } finally {
    await clocked.dispose();
  }
});

test('wrong passwords count down, then block with 429 for the configured time', async () => {
  await call(sb.url, '/__sandbox/settings/_default', { method: 'PUT', body: { 'session.incorrectPasswordBlock.after': '3' } });
  const attempt = (password: string) => call(sb.url, '/api/session/auth', { body: { login: 'merchant@demo.test', password } });
  const first = await attempt('bad');
  expect(first.status).toBe(401);
  expect(first.body).toEqual({ message: 'Неверный логин или пароль', exception: 'WrongPasswordException', attemptsLeft: 2 });
  expect((await attempt('bad')).body.attemptsLeft).toBe(1);
  const third = await attempt('bad');
  expect(third.status).toBe(429);
  expect(third.body.exception).toBe('AuthBlockedException');
  expect((await attempt('demo')).status).toBe(429);
  // another tenant counts separately
  expect((await call(sb.url, '/greenbank/api/session/auth', { body: { login: 'merchant@demo.test', password: 'demo' } })).status).toBe(200);
  await call(sb.url, '/__sandbox/reset', { method: 'POST' });
  expect((await attempt('demo')).status).toBe(200);
});

test('unknown login is a wrong password too', async () => {
  const res = await call(sb.url, '/api/session/auth', { body: { login: 'nobody@demo.test', password: 'x' } });
  expect(res.status).toBe(401);
  expect(res.body.exception).toBe('WrongPasswordException');
});

test('CSRF: authenticated mutations need the current x-csrf-token', async () => {
  const { token, csrf } = await login(sb.url, '', 'nopolicy@demo.test');
  const missing = await call(sb.url, '/api/privacy-policy/confirm/', { token, body: {} });
  expect(missing.status).toBe(403);
  expect(missing.body).toEqual({ message: 'CSRF token mismatch', exception: 'CsrfException' });
  const wrongValue = await call(sb.url, '/api/privacy-policy/confirm/', { token, csrf: 'nope', body: {} });
  expect(wrongValue.status).toBe(403);
  const ok = await call(sb.url, '/api/privacy-policy/confirm/', { token, csrf, body: {} });
  expect(ok.status).toBe(200);
  expect(ok.headers.get('x-csrf-token')).toBe(csrf);
});

test('409 until the privacy policy is confirmed', async () => {
  const { token, csrf } = await login(sb.url, '', 'nopolicy@demo.test');
  const blocked = await call(sb.url, '/api/organization/company', { token });
  expect(blocked.status).toBe(409);
  expect(blocked.body.exception).toBe('PrivacyPolicyNotConfirmedException');
  expect((await call(sb.url, '/api/privacy-policy/', { token })).status).toBe(200);
  expect((await call(sb.url, '/api/dictionary?id=ru', { token })).status).toBe(200);
  expect((await call(sb.url, '/api/privacy-policy/confirm/', { token, csrf, body: {} })).status).toBe(200);
  expect((await call(sb.url, '/api/organization/company', { token })).status).toBe(200);
  // reset restores the unconfirmed state
  await call(sb.url, '/__sandbox/reset', { method: 'POST' });
  const again = await login(sb.url, '', 'nopolicy@demo.test');
  expect((await call(sb.url, '/api/organization/company', { token: again.token })).status).toBe(409);
});

test('401 without or with an unknown token; logout ends the session', async () => {
  expect((await call(sb.url, '/api/setting/list')).status).toBe(401);
  expect((await call(sb.url, '/api/setting/list', { token: 'nope' })).body).toEqual({ message: 'Unauthorized' });
  const { token, csrf } = await login(sb.url, '', 'holding@demo.test');
  const out = await call(sb.url, '/api/session/logout', { token, csrf, body: {} });
  expect(out.body).toEqual({ result: true });
  expect((await call(sb.url, '/api/setting/list', { token })).status).toBe(401);
});

test('change password with a session: validates the old password, 423 on low captcha score, returns a new session', async () => {
  const { token, csrf } = await login(sb.url, '', 'newuser@demo.test');
  const wrongOld = await call(sb.url, '/api/session/change-password', { token, csrf, body: { oldPassword: 'x', newPassword: 'secret-1' } });
  expect(wrongOld.status).toBe(400);
  expect((wrongOld.body.errors as { message: string }[])[0]?.message).toBe('Неверный текущий пароль');
  const captcha = await call(sb.url, '/api/session/change-password', {
    token, csrf, body: { oldPassword: 'demo', newPassword: 'secret-1', assessment: { token: 'low-score', type: 'invisible' } },
  });
  expect(captcha.status).toBe(423);
  expect(captcha.body.exception).toBe('CaptchaRequiredException');
  const changed = await call<{ result: Record<string, unknown> }>(sb.url, '/api/session/change-password', {
    token, csrf, body: { oldPassword: 'demo', newPassword: 'secret-1', assessment: { token: 'ok', type: 'checkbox' } },
  });
  expect(changed.status).toBe(200);
  expect((changed.body.result.user as Record<string, unknown>).needChangePassword).toBe(false);
  expect(changed.body.result.token).not.toBe(token);
  expect((await call(sb.url, '/api/setting/list', { token })).status).toBe(401);
  expect((await login(sb.url, '', 'newuser@demo.test', 'secret-1')).token).toBeTruthy();
});

test('greenbank wants a captcha assessment on password change', async () => {
  const { token, csrf } = await login(sb.url, '/greenbank', 'merchant@demo.test');
  const none = await call(sb.url, '/greenbank/api/session/change-password', { token, csrf, body: { oldPassword: 'demo', newPassword: 'secret-2' } });
  expect(none.status).toBe(423);
  const config = await call(sb.url, '/greenbank/api/session/recaptcha/configuration');
  expect(config.body).toEqual({ result: { enabled: true, siteKeys: { invisible: expect.any(String), checkbox: expect.any(String) } } });
  expect((await call(sb.url, '/api/session/recaptcha/configuration')).body).toEqual({ result: { enabled: false, siteKeys: { invisible: '', checkbox: '' } } });
});

test('forgot password: a real token restores the password once', async () => {
  const sent = await call(sb.url, '/api/session/forgot-send-token', { body: { login: 'merchant@demo.test' } });
  expect(sent.body).toEqual({ result: true });
  const tokens = await call<{ result: { token: string }[] }>(sb.url, '/__sandbox/password-tokens?login=merchant@demo.test');
  const restore = tokens.body.result[0]?.token ?? '';
  expect(restore).toMatch(/^[0-9a-f]{32}$/);
  const bad = await call(sb.url, '/api/session/change-password?token=deadbeef', { body: { newPassword: 'restored-1' } });
  expect(bad.status).toBe(400);
  const ok = await call(sb.url, `/api/session/change-password?token=${restore}`, { body: { token: restore, newPassword: 'restored-1' } });
  expect(ok.status).toBe(200);
  expect(ok.body).toEqual({ result: null });
  expect((await call(sb.url, `/api/session/change-password?token=${restore}`, { body: { newPassword: 'restored-2' } })).status).toBe(400);
  expect((await login(sb.url, '', 'merchant@demo.test', 'restored-1')).token).toBeTruthy();
});

test('a Request-Source header is required', async () => {
  const res = await call(sb.url, '/api/language/list', { noSource: true });
  expect(res.status).toBe(400);
  expect(res.body).toEqual({ message: 'Request-Source header required' });
});

test('the session answers are in the reader\'s language (issue 21): English for English, Russian unchanged', async () => {
  const CYRILLIC = /[А-Яа-яЁё]/;
  const answer = async (path: string, body: unknown, language: string, extra: { token?: string; csrf?: string } = {}) =>
    (await call(sb.url, path, { body, ...extra, headers: { 'accept-language': language } })).body as { message?: string; errors?: { message: string }[] };
  const english = [
    await answer('/api/session/auth', { login: 'merchant@demo.test' }, 'en'),
    await answer('/api/session/auth', { login: 'merchant@demo.test', password: 'wrong' }, 'en-US,en;q=0.9'),
    await answer('/api/session/forgot-send-token', { login: ' ' }, 'en'),
    await answer('/api/session/change-password?token=no-such-token', { newPassword: 'whatever1' }, 'en'),
  ];
  expect(english.map((item) => item.message)).toEqual([
    'Enter the login and the password', 'Wrong login or password', 'This field is required', 'The password recovery link is invalid or has expired',
  ]);
  expect(JSON.stringify(english)).not.toMatch(CYRILLIC);
  const { token, csrf } = await pendingSignIn(sb.url, 'merchant@demo.test');
  expect((await answer('/greenbank/api/session/confirm-authentication-code', { code: '000000' }, 'en', { token, csrf })).message).toBe('Wrong confirmation code');
  expect((await answer('/greenbank/api/session/resend-authentication-code', {}, 'en', { token, csrf })).message).toBe('You can request a new code in 5 min.');
  expect((await answer('/api/session/auth', { login: 'merchant@demo.test', password: 'wrong' }, 'ru')).message).toBe('Неверный логин или пароль');
  expect((await answer('/greenbank/api/session/confirm-authentication-code', { code: '000000' }, 'ru', { token, csrf })).message).toBe('Неверный код подтверждения');
});
