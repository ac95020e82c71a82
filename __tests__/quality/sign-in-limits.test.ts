/**
 * Sign-in defences an attacker cannot reset (issue 19 §3), in the BFF: the route handlers run as in production
 * against the recording stand-in of the acquiring API (bff-harness.ts), which never locks a sign-in itself — so
 * what holds here is the BFF's own limit, counted on the server (lib/bff/sign-in-limits.ts), not in the cookie.
 * The counts live in this process's memory store; tests use different users so that none sees another's count.
 * A reverse proxy is trusted here (TRUST_PROXY=1), so the client address counts too.
 */
import { sealData } from 'iron-session';
import { NextRequest } from 'next/server';
import type { SessionData } from '@/lib/session/types';
import { CODE_ATTEMPTS_PER_ADDRESS, CODE_ATTEMPTS_PER_USER, CODE_ATTEMPT_WINDOW_MS } from '@/lib/bff/sign-in-limits';
import { ORIGIN, PASSWORD, SESSION_COOKIE, SESSION_OBJECT, TOKEN, startBff, withJar, type Bff, type Handler, type UpstreamCall } from './bff-harness';

process.env.TRUST_PROXY = '1';

let bff: Bff;
let routes: { confirm: Handler; resend: Handler; login: Handler };
beforeAll(async () => {
  bff = await startBff({ timeoutMs: 2000 });
  const session = await import('@/lib/bff/sign-in-routes');
  routes = { confirm: session.confirmCode as Handler, resend: session.resendCode as Handler, login: session.login as Handler };
});
afterAll(async () => {
  await bff.stop();
});
beforeEach(() => {
  bff.upstream.fault = null;
  bff.upstream.answer = null;
});

/** The sealed cookie of a pending code step (signed in with the password, code still due) of user `userId`. */
function codeStepSeal(userId: number): Promise<string> {
  const data: SessionData = {
    alias: 'greenbank',
    token: TOKEN,
    upstreamCsrf: 'csrf-1',
    expiresAt: Date.now() + 3_600_000,
    lifeTime: 900,
    mfaPending: true,
    user: { ...SESSION_OBJECT.user, id: userId, roles: ['merchant'], showWindowPage: false, companyName: null },
  };
  return sealData(data, { password: { '1': PASSWORD }, ttl: 13 * 3600 });
}

interface Answer {
  status: number;
  body: Record<string, unknown>;
  cookies: string[];
}

/** A same-origin POST as our page sends it, with the session cookie `seal` (and more cookies, if given). */
async function post(handler: Handler, path: string, seal: string | null, { json, headers = {}, cookies = {} }: { json?: unknown; headers?: Record<string, string>; cookies?: Record<string, string> } = {}): Promise<Answer> {
  const incoming = new Map(Object.entries(cookies));
  if (seal) incoming.set(SESSION_COOKIE, seal);
  const jar = { incoming, outgoing: [] as string[] };
  const cookieHeader = [...incoming].map(([name, value]) => `${name}=${value}`).join('; ');
  const request = new NextRequest(`${ORIGIN}/${path}`, {
    method: 'POST',
    headers: { 'x-bo-request': '1', 'sec-fetch-site': 'same-origin', 'content-type': 'application/json', ...(cookieHeader ? { cookie: cookieHeader } : {}), ...headers },
    body: JSON.stringify(json ?? {}),
  });
  const response = await withJar(jar, () => handler(request));
  const setCookies = response.headers.getSetCookie();
  return { status: response.status, body: (await response.json()) as Record<string, unknown>, cookies: [...jar.outgoing, ...setCookies] };
}

const confirm = (seal: string, code: string, headers?: Record<string, string>) => post(routes.confirm, 'api/session/confirm-authentication-code', seal, { json: { code }, headers });
const callsTo = (path: string) => bff.upstream.calls.filter((call: UpstreamCall) => call.url.pathname.endsWith(path)).length;
const wrongCode = (call: UpstreamCall) =>
  call.url.pathname.endsWith('confirm-authentication-code') ? { status: 400, body: { message: 'Неверный код подтверждения', exception: 'WrongAuthenticationCodeException' } } : null;

describe('confirmation codes', () => {
  it(`past ${CODE_ATTEMPTS_PER_USER} codes the code step ends, and the cookie from before the guesses, replayed, is refused too`, async () => {
    const before = await codeStepSeal(101);
    bff.upstream.answer = wrongCode;
    for (let attempt = 1; attempt <= CODE_ATTEMPTS_PER_USER; attempt += 1) {
      // the attacker replays the same cookie each time and claims a new address each time: neither resets the count
      const guess = await confirm(before, String(100000 + attempt), { 'x-forwarded-for': `198.51.100.${attempt}` });
      expect([attempt, guess.status, guess.body.message]).toEqual([attempt, 400, 'Неверный код подтверждения']);
    }
    const confirmsBefore = callsTo('confirm-authentication-code');
    const logoutsBefore = callsTo('session/logout');
    const refused = await confirm(before, '000000');
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({ message: expect.any(String), reason: 'code-attempts', retryAt: expect.any(Number) });
    expect(refused.body.retryAt).toBeGreaterThan(Date.now() + CODE_ATTEMPT_WINDOW_MS - 60_000);
    // the code step is over: its cookie goes, and the API is asked to forget its token
    expect(refused.cookies).toEqual([expect.stringMatching(new RegExp(`^${SESSION_COOKIE}=(;|$)`))]);
    expect(callsTo('session/logout')).toBe(logoutsBefore + 1);

    // the right code with the replayed cookie: refused, and the API is not even asked
    bff.upstream.answer = null;
    const replayed = await confirm(before, '123456');
    expect(replayed.status).toBe(429);
    expect(replayed.body.reason).toBe('code-attempts');
    expect(callsTo('confirm-authentication-code')).toBe(confirmsBefore);
  });

  it(`past ${CODE_ATTEMPTS_PER_ADDRESS} codes from one client address, any user's code step from there ends; another address goes on`, async () => {
    bff.upstream.answer = wrongCode;
    // the proxy appends the address it saw; what the client wrote before it changes nothing
    const from = (address: string, attempt: number) => ({ 'x-forwarded-for': `10.0.0.${attempt}, ${address}` });
    let attempt = 0;
    for (let user = 301; attempt < CODE_ATTEMPTS_PER_ADDRESS; user += 1) {
      const seal = await codeStepSeal(user);
      for (let mine = 0; mine < CODE_ATTEMPTS_PER_USER - 2 && attempt < CODE_ATTEMPTS_PER_ADDRESS; mine += 1, attempt += 1) {
        expect((await confirm(seal, '000000', from('203.0.113.9', attempt))).status).toBe(400);
      }
    }
    const fresh = await codeStepSeal(399);
    const refused = await confirm(fresh, '000000', from('203.0.113.9', 99));
    expect([refused.status, refused.body.reason]).toEqual([429, 'code-attempts']);
    expect((await confirm(await codeStepSeal(398), '000000', from('203.0.113.10', 1))).status).toBe(400);
  });

  it('a right code clears the count: the user then has all the attempts again', async () => {
    const seal = await codeStepSeal(102);
    bff.upstream.answer = wrongCode;
    for (let attempt = 1; attempt < CODE_ATTEMPTS_PER_USER; attempt += 1) expect((await confirm(seal, '000000')).status).toBe(400);
    bff.upstream.answer = null;
    expect((await confirm(seal, '123456')).status).toBe(200);
    bff.upstream.answer = wrongCode;
    for (let attempt = 1; attempt <= CODE_ATTEMPTS_PER_USER; attempt += 1) expect((await confirm(seal, '000000')).status).toBe(400);
  });

  it("the API's own lock (429) ends the code step with its message; the next sign-in may go on", async () => {
    const seal = await codeStepSeal(103);
    bff.upstream.answer = (call) =>
      call.url.pathname.endsWith('confirm-authentication-code')
        ? { status: 429, body: { message: 'Превышено число попыток ввода кода. Войдите снова.', exception: 'AuthenticationCodeAttemptsExceededException' } }
        : null;
    const locked = await confirm(seal, '000000');
    expect(locked.status).toBe(429);
    expect(locked.body).toEqual({ message: 'Превышено число попыток ввода кода. Войдите снова.', reason: 'code-attempts' });
    expect(locked.cookies).toEqual([expect.stringMatching(new RegExp(`^${SESSION_COOKIE}=(;|$)`))]);
  });
});

describe('the code resend', () => {
  const resend = (seal: string, cookies: Record<string, string> = {}) => post(routes.resend, 'api/session/resend-authentication-code', seal, { cookies });

  it('waits 5 minutes on the server: without the browser cookie a second resend is refused (429), and the cookie comes back', async () => {
    const seal = await codeStepSeal(201);
    const first = await resend(seal);
    expect(first.status).toBe(200);
    const sent = callsTo('resend-authentication-code');
    const second = await resend(seal);
    expect(second.status).toBe(429);
    expect(second.body).toEqual({ message: 'Повторно отправить код можно через 5 мин.', reason: 'resend-wait', waitUntil: first.body.waitUntil });
    expect(second.cookies).toEqual([expect.stringMatching(new RegExp(`^resend-await=code-${String(first.body.waitUntil)}; Path=/; Max-Age=(299|300);`))]);
    expect(callsTo('resend-authentication-code')).toBe(sent);
  });

  it("the login that sends the code starts the wait (not only the browser's cookie)", async () => {
    bff.upstream.answer = (call) =>
      call.url.pathname.endsWith('session/auth') ? { status: 200, body: { result: { ...SESSION_OBJECT, user: { ...SESSION_OBJECT.user, id: 202 }, authenticationCodeRequired: true } } } : null;
    const login = await post(routes.login, 'api/session/auth', null, { json: { login: 'user@example.com', password: 'x' }, headers: { 'x-tenant-alias': 'greenbank' } });
    // the page counts down from the answer, and the cookie keeps the deadline over a reload
    expect(login.body).toEqual({ next: 'code', waitUntil: expect.any(Number) });
    expect(Number(login.body.waitUntil) - Date.now()).toBeGreaterThan(295_000);
    expect(login.cookies).toContainEqual(expect.stringMatching(new RegExp(`^resend-await=code-${String(login.body.waitUntil)}; Path=/; Max-Age=300;`)));
    const refused = await resend(await codeStepSeal(202));
    expect(refused.status).toBe(429);
    expect(refused.body.reason).toBe('resend-wait');
  });

  it('the login names where the code went, masked (issue 34); never the full address, nor a guess when the API does not say', async () => {
    const pending = (channel?: 'email' | 'phone') => (call: UpstreamCall) =>
      call.url.pathname.endsWith('session/auth')
        ? { status: 200, body: { result: { ...SESSION_OBJECT, user: { ...SESSION_OBJECT.user, id: 204, loginEmail: 'merchant@demo.test', loginPhone: '+79990000002' }, authenticationCodeRequired: true, authenticationCodeChannel: channel } } }
        : null;
    const signIn = async (channel?: 'email' | 'phone') => {
      bff.upstream.answer = pending(channel);
      return post(routes.login, 'api/session/auth', null, { json: { login: 'merchant@demo.test', password: 'x' }, headers: { 'x-tenant-alias': 'greenbank' } });
    };
    const byEmail = await signIn('email');
    expect(byEmail.body).toEqual({ next: 'code', waitUntil: expect.any(Number), sentTo: 'm•••t@demo.test' });
    const byPhone = await signIn('phone');
    expect(byPhone.body.sentTo).toBe('+7 ••• •••-••-02');
    for (const answer of [byEmail, byPhone]) {
      expect(JSON.stringify(answer.body)).not.toMatch(/merchant@|9990000002/);
    }
    expect((await signIn()).body).toEqual({ next: 'code', waitUntil: expect.any(Number) });
  });

  it("the API's wait (429 Retry-After) is kept for the next resend; a resend that failed starts no wait", async () => {
    const seal = await codeStepSeal(203);
    bff.upstream.answer = (call) => (call.url.pathname.endsWith('resend-authentication-code') ? { status: 500, body: { message: 'Сервис недоступен' } } : null);
    expect((await resend(seal)).status).toBe(500);
    bff.upstream.answer = (call) =>
      call.url.pathname.endsWith('resend-authentication-code')
        ? { status: 429, body: { message: 'Повторно отправить код можно через 2 мин.', exception: 'AuthenticationCodeResendTooEarlyException' }, headers: { 'retry-after': '90' } }
        : null;
    const early = await resend(seal);
    expect(early.status).toBe(429);
    expect(early.body).toEqual({ message: 'Повторно отправить код можно через 2 мин.', reason: 'resend-wait', waitUntil: expect.any(Number) });
    expect(Number(early.body.waitUntil) - Date.now()).toBeGreaterThan(85_000);
    expect(Number(early.body.waitUntil) - Date.now()).toBeLessThanOrEqual(90_000);
    const sent = callsTo('resend-authentication-code');
    expect((await resend(seal)).status).toBe(429);
    expect(callsTo('resend-authentication-code')).toBe(sent);
  });
});

describe("the BFF's own sign-in texts are in the reader's language (issue 21)", () => {
  const CYRILLIC = /[А-Яа-яЁё]/;
  const changePassword = async () => (await import('@/lib/bff/password-routes')).changePassword as Handler;

  it.each([
    ['en', 'This field is required'],
    ['ru', 'Поле обязательно для заполнения'],
  ])('a missing field (%s): login, code and new password', async (language, text) => {
    const cookies = { language };
    const headers = { 'x-tenant-alias': 'greenbank' };
    expect((await post(routes.login, 'api/session/auth', null, { json: { login: 'user@example.com' }, headers, cookies })).body.message).toBe(text);
    expect((await post(routes.confirm, 'api/session/confirm-authentication-code', await codeStepSeal(501), { json: {}, cookies })).body.message).toBe(text);
    expect((await post(await changePassword(), 'api/session/change-password', null, { json: {}, headers, cookies })).body.message).toBe(text);
  });

  it("asks the host for its own sign-in texts in the reader's language: login, code, resend, new password", async () => {
    const headers = { 'x-tenant-alias': 'greenbank' };
    const asked = (path: string) => bff.upstream.calls.filter((call: UpstreamCall) => call.url.pathname.endsWith(path)).at(-1)?.headers.get('accept-language');
    await post(routes.login, 'api/session/auth', null, { json: { login: 'user@example.com', password: 'x' }, headers, cookies: { language: 'en' } });
    expect(asked('session/auth')).toBe('en');
    await post(routes.confirm, 'api/session/confirm-authentication-code', await codeStepSeal(504), { json: { code: '1' }, cookies: { language: 'en' } });
    expect(asked('confirm-authentication-code')).toBe('en');
    await post(routes.resend, 'api/session/resend-authentication-code', await codeStepSeal(505), { cookies: { language: 'en' } });
    expect(asked('resend-authentication-code')).toBe('en');
    await post(await changePassword(), 'api/session/change-password?token=' + 'a'.repeat(32), null, { json: { newPassword: 'x' }, headers, cookies: { language: 'ru' } });
    expect(asked('change-password')).toBe('ru');
  });

  it('a resend too early, and the end of a code step past the limit, in English; Russian unchanged', async () => {
    const english = await codeStepSeal(502);
    expect((await post(routes.resend, 'api/session/resend-authentication-code', english, { cookies: { language: 'en' } })).status).toBe(200);
    const early = await post(routes.resend, 'api/session/resend-authentication-code', english, { cookies: { language: 'en' } });
    expect(early.body.message).toBe('You can request a new code in 5 min.');
    const russian = await post(routes.resend, 'api/session/resend-authentication-code', english, { cookies: { language: 'ru' } });
    expect(russian.body.message).toBe('Повторно отправить код можно через 5 мин.');

    bff.upstream.answer = wrongCode;
    const seal = await codeStepSeal(503);
    for (let attempt = 1; attempt <= CODE_ATTEMPTS_PER_USER; attempt += 1) await confirm(seal, '000000');
    const refused = await post(routes.confirm, 'api/session/confirm-authentication-code', seal, { json: { code: '000000' }, cookies: { language: 'en' } });
    expect([refused.status, refused.body.message]).toEqual([429, 'Too many attempts to enter the code. Please sign in again later.']);
    expect(String(refused.body.message)).not.toMatch(CYRILLIC);
    const again = await post(routes.confirm, 'api/session/confirm-authentication-code', seal, { json: { code: '000000' }, cookies: { language: 'ru' } });
    expect(again.body.message).toBe('Слишком много попыток ввода кода. Повторите вход позже.');
  });
});
