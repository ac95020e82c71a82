/**
 * Issue 35 §6, the security review's findings in the BFF: the real route handlers against the recording stand-in of
 * the acquiring API (bff-harness.ts). Each test fails on the code the review read.
 * - the role × grant matrix of POST api/merchant/grant (the sandbox's side: __tests__/sandbox/grant-matrix.int.test.ts);
 * - the logo's tenant comes from its URL alone (a shared cache keys on the URL);
 * - one deadline per BFF call (the reader's language shares the forward's), shorter than the browser's own wait;
 * - users' secrets are hidden from the browser as lib/organisation/user-secrets.ts says;
 * - a body too large answers 413, saying so in the reader's language.
 */
import { sealData } from 'iron-session';
import { NextRequest } from 'next/server';
import type { Role } from '@/lib/acquiring/contract/session';
import type { SessionData } from '@/lib/session/types';
import { CHANGEABLE_GRANTS } from '@/lib/domain/roles';
import { ORIGIN, PASSWORD, SESSION_COOKIE, SESSION_OBJECT, TOKEN, startBff, withJar, type Bff, type Handler, type UpstreamCall } from './bff-harness';

/** This suite's UPSTREAM_TIMEOUT_MS: short, so that a hang costs little. */
const TIMEOUT_MS = 800;
/** What the BFF may take beyond its deadline to answer (a loaded 2-core machine). */
const MARGIN_MS = 500;

let bff: Bff;
let session: typeof import('@/lib/bff/sign-in-routes') & typeof import('@/lib/bff/password-routes');
beforeAll(async () => {
  bff = await startBff({ timeoutMs: TIMEOUT_MS });
  session = { ...(await import('@/lib/bff/sign-in-routes')), ...(await import('@/lib/bff/password-routes')) };
});
afterAll(async () => {
  await bff.stop();
});
beforeEach(() => {
  bff.upstream.fault = null;
  bff.upstream.answer = null;
  bff.upstream.calls.length = 0;
});

/** A signed-in session of `role` under `alias`. */
function sealFor(role: Role, alias: string | null = null): Promise<string> {
  const user = { ...SESSION_OBJECT.user, holdingId: role === 'holding' ? 1 : null, companyId: role === 'operator' ? null : 1, roles: [role], showWindowPage: role === 'operator', companyName: null };
  const data: SessionData = { alias, token: TOKEN, upstreamCsrf: 'csrf-1', expiresAt: Date.now() + 3_600_000, lifeTime: 900, user };
  return sealData(data, { password: { '1': PASSWORD }, ttl: 13 * 3600 });
}

interface Sent {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  seal?: string | null;
  json?: unknown;
  bytes?: Uint8Array<ArrayBuffer>;
  headers?: Record<string, string>;
  cookies?: Record<string, string>;
}

interface Answer {
  status: number;
  text: string;
  headers: Headers;
  ms: number;
}

/** A call as our page sends it (same origin, the anti-forgery header), through `handler`. */
async function send(handler: Handler, path: string, { method = 'POST', seal = null, json, bytes, headers = {}, cookies = {} }: Sent = {}): Promise<Answer> {
  const incoming = new Map(Object.entries(cookies));
  if (seal) incoming.set(SESSION_COOKIE, seal);
  const cookieHeader = [...incoming].map(([name, value]) => `${name}=${value}`).join('; ');
  const body = bytes ?? (json === undefined ? undefined : new TextEncoder().encode(JSON.stringify(json)));
  const request = new NextRequest(`${ORIGIN}/${path}`, {
    method,
    headers: {
      'x-bo-request': '1',
      'sec-fetch-site': 'same-origin',
      ...(body ? { 'content-type': 'application/json' } : {}),
      ...(cookieHeader ? { cookie: cookieHeader } : {}),
      ...headers,
    },
    body,
  });
  const started = Date.now();
  const response = await withJar({ incoming, outgoing: [] }, () => handler(request));
  return { status: response.status, text: await response.text(), headers: response.headers, ms: Date.now() - started };
}

const proxy = (method: 'GET' | 'POST' | 'PUT' | 'DELETE') => bff.proxy[method];
const callsTo = (path: string) => bff.upstream.calls.filter((call: UpstreamCall) => call.url.pathname.endsWith(path));

describe('POST api/merchant/grant: role × grant (the review: an operator granted itself the storefront)', () => {
  const ROLES: Role[] = ['operator', 'merchant', 'holding'];
  // grant 1 the reader password, 10 the storefront, 5 and one no outlet has
  const GRANTS = [1, 5, 10, 42];
  const cases = ROLES.flatMap((role) => GRANTS.map((grantId) => [role, grantId] as const));

  it.each(cases)('%s, grant %i: forwarded only when the role may change it', async (role, grantId) => {
    const answer = await send(proxy('POST'), 'api/merchant/grant', { seal: await sealFor(role), json: { merchantId: 29, grantId, value: '1' } });
    if (CHANGEABLE_GRANTS[role].includes(grantId)) {
      expect(answer.status).toBe(200);
      expect(callsTo('api/merchant/grant')).toHaveLength(1);
    } else {
      expect([answer.status, JSON.parse(answer.text)]).toEqual([403, { message: 'Недостаточно прав для изменения этой настройки', action: 'forbidden' }]);
      expect(bff.upstream.calls).toHaveLength(0);
    }
  });

  it('only the operator’s grant 1 is offered: the table quotes the interface', () => {
    expect(CHANGEABLE_GRANTS).toEqual({ operator: [1], merchant: [], holding: [] });
  });

  it.each([
    ['a string the API may read as a number', { merchantId: 29, grantId: '10', value: '1' }],
    ['a grant id that is no whole number', { merchantId: 29, grantId: 1.5, value: '1' }],
    ['no grant at all', { merchantId: 29, value: '1' }],
  ])('%s is refused before the API', async (_label, json) => {
    const answer = await send(proxy('POST'), 'api/merchant/grant', { seal: await sealFor('operator'), json });
    expect(answer.status).toBe(403);
    expect(bff.upstream.calls).toHaveLength(0);
  });

  it('the API gets exactly the body that was checked: a second key cannot slip another grant past the check', async () => {
    const bytes = new TextEncoder().encode('{"merchantId":29,"grantId":10,"value":"1","grantId":1}');
    let forwarded = '';
    bff.upstream.answer = (call) => (call.url.pathname.endsWith('api/merchant/grant') ? { status: 200, body: { result: [] } } : null);
    const answer = await send(proxy('POST'), 'api/merchant/grant', { seal: await sealFor('operator'), bytes });
    expect(answer.status).toBe(200);
    // the stand-in records headers, not bodies: the forwarded length says which body went (the re-serialised one)
    forwarded = callsTo('api/merchant/grant')[0]?.headers.get('content-length') ?? '';
    expect(Number(forwarded)).toBe(JSON.stringify({ merchantId: 29, grantId: 1, value: '1' }).length);
  });

  it('the refusal is in the reader’s language', async () => {
    const answer = await send(proxy('POST'), 'api/merchant/grant', { seal: await sealFor('merchant'), json: { merchantId: 29, grantId: 10, value: '1' }, cookies: { language: 'en' } });
    expect(JSON.parse(answer.text)).toEqual({ message: 'You may not change this setting', action: 'forbidden' });
  });
});

describe('the logo: its tenant from its URL alone (the review: a cache keyed on the URL showed one bank’s brand to another)', () => {
  it('the x-tenant-alias header does not choose the tenant', async () => {
    const answer = await send(proxy('GET'), 'api/image/logo/logo.png', { method: 'GET', headers: { 'x-tenant-alias': 'greenbank' } });
    expect(answer.status).toBe(200);
    expect(bff.upstream.calls.map((call) => call.url.pathname)).toEqual(['/api/image/logo/logo.png']);
  });

  it('?alias= does, and the answer may be kept by a shared cache under that URL', async () => {
    bff.upstream.answer = () => ({ status: 200, body: 'png', headers: { 'content-type': 'image/png', 'cache-control': 'public, max-age=300' } });
    const answer = await send(proxy('GET'), 'api/image/logo/logo.png?alias=greenbank', { method: 'GET', headers: { 'x-tenant-alias': 'otherbank' } });
    expect(bff.upstream.calls.map((call) => call.url.pathname)).toEqual(['/greenbank/api/image/logo/logo.png']);
    expect(answer.headers.get('cache-control')).toBe('public, max-age=300');
  });
});

describe('one deadline per BFF call (the review: 8 s with UPSTREAM_TIMEOUT_MS=4000)', () => {
  // A tenant whose languages no call has loaded yet: the reader's language is looked up first, and the API hangs.
  it.each([
    ['a proxied call', 'api/currency/list', 'GET' as const, undefined],
    ['a proxied call with a body', 'api/transaction/send-check', 'POST' as const, { id: 1 }],
  ])('%s answers 504 within the one deadline, language lookup included', async (_label, path, method, json) => {
    bff.upstream.fault = { hang: true };
    const answer = await send(proxy(method), path, { method, seal: await sealFor('merchant', `hang-${method.toLowerCase()}`), json });
    expect(answer.status).toBe(504);
    expect(answer.ms).toBeLessThan(TIMEOUT_MS + MARGIN_MS);
  });

  it('the sign-in too: the language, the settings and the call share one deadline', async () => {
    bff.upstream.fault = { hang: true };
    const answer = await send(session.login as Handler, 'api/session/auth', { json: { login: 'a@b.test', password: 'demo' }, headers: { 'x-tenant-alias': 'hang-login' } });
    expect(answer.status).toBe(504);
    expect(answer.ms).toBeLessThan(TIMEOUT_MS + MARGIN_MS);
  });

  it('the deadline is UPSTREAM_TIMEOUT_MS, and shorter than the browser’s own wait whatever it is set to', async () => {
    const { BFF_TIMEOUT_MS } = await import('@/lib/client/api-failure');
    const { bffCallBudgetMs } = await import('@/lib/bff/handler');
    expect(bffCallBudgetMs()).toBe(TIMEOUT_MS);
    const saved = process.env.UPSTREAM_TIMEOUT_MS;
    process.env.UPSTREAM_TIMEOUT_MS = '60000';
    try {
      await jest.isolateModulesAsync(async () => {
        const fresh = await import('@/lib/bff/handler');
        expect(fresh.bffCallBudgetMs()).toBeLessThan(BFF_TIMEOUT_MS);
      });
    } finally {
      process.env.UPSTREAM_TIMEOUT_MS = saved;
    }
  });
});

describe('users’ secrets (the review: an operator’s GET api/user/list carried pinPwd, refundPwd, apiSecret in clear)', () => {
  const SECRETS = { pinPwd: '1234', refundPwd: '5678', reversalPwd: '', apiSecret: 'sk_live_7f3a9' };
  const operatorRow = { id: 7, fullName: 'Иванов', canMobile: 1, ...SECRETS };

  function answerWith(apiSecretDisplay: boolean) {
    bff.upstream.answer = (call) => {
      if (call.url.pathname.endsWith('api/setting/list')) return { status: 200, body: { result: [{ name: 'apiSecret.display', value: String(apiSecretDisplay) }] } };
      if (call.url.pathname.endsWith('api/user/list')) return { status: 200, body: { result: [operatorRow] } };
      if (call.url.pathname.endsWith('api/user')) return { status: 200, body: { result: operatorRow } };
      return null;
    };
  }

  it('an operator gets whether a password is set, never a password or the API secret', async () => {
    answerWith(true);
    const answer = await send(proxy('GET'), 'api/user/list?limit=9999', { method: 'GET', seal: await sealFor('operator', 'secrets-operator') });
    expect(JSON.parse(answer.text)).toEqual({ result: [{ ...operatorRow, pinPwd: '****', refundPwd: '****', reversalPwd: '', apiSecret: '' }] });
    for (const secret of ['1234', '5678', 'sk_live_7f3a9']) expect(answer.text).not.toContain(secret);
  });

  it('a merchant sees the API secret while the tenant shows it, and not otherwise', async () => {
    answerWith(true);
    const shown = await send(proxy('GET'), 'api/user/list', { method: 'GET', seal: await sealFor('merchant', 'secrets-shown') });
    expect(JSON.parse(shown.text).result[0]).toMatchObject({ apiSecret: 'sk_live_7f3a9', pinPwd: '****' });
    answerWith(false);
    const hidden = await send(proxy('GET'), 'api/user/list', { method: 'GET', seal: await sealFor('merchant', 'secrets-hidden') });
    expect(JSON.parse(hidden.text).result[0]).toMatchObject({ apiSecret: '', pinPwd: '****' });
  });

  it.each(['POST', 'PUT'] as const)('the answer of %s api/user is the same user, as hidden', async (method) => {
    answerWith(false);
    const answer = await send(proxy(method), 'api/user', { method, seal: await sealFor('merchant', `secrets-${method.toLowerCase()}`), json: { id: 7 } });
    expect(JSON.parse(answer.text)).toEqual({ result: { ...operatorRow, pinPwd: '****', refundPwd: '****', reversalPwd: '', apiSecret: '' } });
  });
});

describe('a body too large: 413, saying so (the review: «Поле обязательно для заполнения»)', () => {
  const big = { login: 'a@b.test', password: 'x'.repeat(64 * 1024) };

  it.each([
    ['ru', 'Запрос слишком большой'],
    ['en', 'The request is too large'],
  ])('the login, in %s', async (language, message) => {
    const answer = await send(session.login as Handler, 'api/session/auth', { json: big, cookies: { language } });
    expect([answer.status, JSON.parse(answer.text).message]).toEqual([413, message]);
    expect(callsTo('api/session/auth')).toHaveLength(0);
  });

  it('the password change and the code step too', async () => {
    const change = await send(session.changePassword as Handler, 'api/session/change-password', { seal: await sealFor('merchant'), json: { newPassword: 'x'.repeat(64 * 1024) } });
    expect(change.status).toBe(413);
    const pending: SessionData = { alias: null, token: TOKEN, expiresAt: Date.now() + 60_000, mfaPending: true, user: { ...SESSION_OBJECT.user, roles: ['merchant'], showWindowPage: false, companyName: null } };
    const mfa = await sealData(pending, { password: { '1': PASSWORD }, ttl: 3600 });
    const code = await send(session.confirmCode as Handler, 'api/session/confirm-authentication-code', { seal: mfa, json: { code: '1'.repeat(64 * 1024) } });
    expect(code.status).toBe(413);
  });

  it('a proxied call over its limit, in the reader’s language', async () => {
    const answer = await send(proxy('POST'), 'api/transaction/send-check', { seal: await sealFor('merchant'), json: { text: 'x'.repeat(300 * 1024) }, cookies: { language: 'en' } });
    expect([answer.status, JSON.parse(answer.text).message]).toEqual([413, 'The request is too large']);
    expect(bff.upstream.calls).toHaveLength(0);
  });
});
