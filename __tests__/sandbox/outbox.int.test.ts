/**
 * What a bank sends by e-mail or SMS, the sandbox prints on its console (README "Demo logins", sandbox/outbox.ts):
 * one line per message, in one form, and what it says works — the sign-in code confirms, the restore code sets a
 * password, a new operator's and a reset password sign in.
 */
import { call, login, startTestSandbox, type TestSandbox } from './helpers.ts';

jest.setTimeout(60_000);

let sb: TestSandbox;
let printed: string[] = [];
beforeAll(async () => {
  sb = await startTestSandbox({ quiet: false });
  jest.spyOn(process.stdout, 'write').mockImplementation((chunk: string | Uint8Array) => {
    printed.push(String(chunk));
    return true;
  });
});
afterAll(async () => {
  jest.restoreAllMocks();
  await sb.dispose();
});
beforeEach(() => {
  printed = [];
});

/** The text of the one message printed to `to`, in the outbox's form. */
function messageTo(to: string, tenant: string): string {
  const prefix = `[sandbox] message to ${to} (${tenant}): `;
  const lines = printed.filter((line) => line.startsWith(prefix));
  expect(lines).toHaveLength(1);
  return (lines[0] as string).slice(prefix.length).trimEnd();
}

test('the sign-in code of a multi-factor tenant', async () => {
  const auth = await call<{ result: { token: string } }>(sb.url, '/greenbank/api/session/auth', { body: { login: 'holding@demo.test', password: 'demo' } });
  const text = messageTo('holding@demo.test', 'tenant greenbank');
  const code = /^sign-in code (\d+)$/.exec(text)?.[1];
  expect(code).toBeDefined();
  const confirmed = await call(sb.url, '/greenbank/api/session/confirm-authentication-code', {
    token: auth.body.result.token, csrf: auth.headers.get('x-csrf-token') ?? '', body: { code },
  });
  expect(confirmed.status).toBe(200);
});

test('the password-restore code and link', async () => {
  await call(sb.url, '/api/session/forgot-send-token', { body: { login: 'expiring@demo.test' } });
  const text = messageTo('expiring@demo.test', 'default tenant');
  const match = /^password restore code ([0-9a-f]+), link \/forgot-restore\?token=([0-9a-f]+) \(valid 60 min\)$/.exec(text);
  expect(match?.[1]).toBe(match?.[2]);
  const changed = await call(sb.url, `/api/session/change-password?token=${match?.[1]}`, { body: { newPassword: 'restored-1' } });
  expect(changed.status).toBe(200);
  expect((await login(sb.url, '', 'expiring@demo.test', 'restored-1')).token).toBeTruthy();
});

test("a new operator's password, and an operator's reset password", async () => {
  const merchant = await login(sb.url, '', 'merchant@demo.test');
  const company = await call<{ result: { merchantList: { id: number }[] } }>(sb.url, '/api/organization/company', { token: merchant.token });
  const body = {
    fullName: 'Почтов Оператор', loginEmail: 'outbox.op@example.ru', loginPhone: '+79120004499', merchantId: company.body.result.merchantList[0]?.id,
    pinPwd: '****', refundPwd: '****', reversalPwd: '****',
  };
  const created = await call<{ result: { id: number } }>(sb.url, '/api/user', { token: merchant.token, csrf: merchant.csrf, body });
  expect(created.status).toBe(200);
  const first = /^operator account created \(company \d+, outlet \d+\), password (\S+) \(to change at the first sign-in\)$/.exec(messageTo('outbox.op@example.ru', 'default tenant'))?.[1];
  expect((await login(sb.url, '', 'outbox.op@example.ru', first)).session.user).toEqual(expect.objectContaining({ needChangePassword: true }));

  printed = [];
  await call(sb.url, '/api/user', { method: 'PUT', token: merchant.token, csrf: merchant.csrf, body: { id: created.body.result.id, resetPassword: true } });
  const reset = /^password reset, new password (\S+) \(to change at the first sign-in\)$/.exec(messageTo('outbox.op@example.ru', 'default tenant'))?.[1];
  expect(reset).not.toBe(first);
  expect((await login(sb.url, '', 'outbox.op@example.ru', reset)).token).toBeTruthy();
});
