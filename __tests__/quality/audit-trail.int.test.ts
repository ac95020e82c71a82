/**
 * Issue 35 §5, the audit trail: every action a bank follows, done through the BFF's real route handlers against the
 * real sandbox, writes its one line under the logger name "audit", found by the request's id, with the actor (user
 * id and role, never the login), the tenant, the target and the result. And no line holds a secret: no password,
 * code, token, cookie, restore token or login.
 */
import { NextRequest } from 'next/server';
import type { DestinationStream } from 'pino';
import { startTestSandbox, type TestSandbox } from '../sandbox/helpers';
import { ORIGIN, pointServerAt, SESSION_COOKIE, withJar, type Handler } from './bff-harness';
import { routedProxy } from './bff-router';

jest.setTimeout(120_000);

interface AuditLine {
  name: string;
  msg: string;
  action: string;
  actor: { userId: number; role: string } | null;
  tenant: string | null;
  target?: Record<string, unknown>;
  result: 'success' | 'failure' | 'pending';
  status?: number;
  reason?: string;
  detail?: Record<string, unknown>;
  requestId: string | null;
}

let sandbox: TestSandbox;
let proxy: Record<'GET' | 'POST' | 'PUT' | 'DELETE', Handler>;
let routes: typeof import('@/lib/bff/sign-in-routes') & typeof import('@/lib/bff/session-routes') & typeof import('@/lib/bff/password-routes');
const written: string[] = [];
const lines = (): AuditLine[] => written.map((line) => JSON.parse(line) as AuditLine);

beforeAll(async () => {
  sandbox = await startTestSandbox({ scale: 2000 });
  pointServerAt(sandbox.url, 15_000);
  const audit = await import('@/lib/bff/audit-log');
  const destination: DestinationStream = { write: (line: string) => void written.push(line) };
  audit.setAuditDestination(destination);
  proxy = await routedProxy();
  routes = { ...(await import('@/lib/bff/sign-in-routes')), ...(await import('@/lib/bff/session-routes')), ...(await import('@/lib/bff/password-routes')) };
});
afterAll(async () => {
  await sandbox.dispose();
});

interface Sent {
  json?: unknown;
  form?: FormData;
  query?: string;
}

let sequence = 0;

/** A browser of one tenant: its cookies, and calls as our page makes them, each with its own request id. */
class Browser {
  readonly cookies = new Map<string, string>();
  constructor(readonly alias: string | null = null) {}

  async call(handler: Handler, method: string, path: string, { json, form, query = '' }: Sent = {}): Promise<{ status: number; body: Record<string, unknown> | null; requestId: string }> {
    sequence += 1;
    const requestId = `audit-test-${sequence}`;
    const headers = new Headers({ 'x-bo-request': '1', 'sec-fetch-site': 'same-origin', 'x-request-id': requestId, accept: 'application/json' });
    if (this.alias) headers.set('x-tenant-alias', this.alias);
    let body: Uint8Array<ArrayBuffer> | undefined;
    if (json !== undefined) {
      body = new TextEncoder().encode(JSON.stringify(json));
      headers.set('content-type', 'application/json');
    } else if (form) {
      const encoded = new Request('http://form.test', { method: 'POST', body: form });
      body = new Uint8Array(await encoded.arrayBuffer());
      headers.set('content-type', encoded.headers.get('content-type') ?? '');
    }
    if (this.cookies.size > 0) headers.set('cookie', [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; '));
    const request = new NextRequest(`${ORIGIN}/${path}${query ? `?${query}` : ''}`, { method, headers, body });
    const jar = { incoming: new Map(this.cookies), outgoing: [] as string[] };
    const response = await withJar(jar, () => handler(request));
    for (const cookie of [...jar.outgoing, ...response.headers.getSetCookie().map((line) => line.split(';')[0] ?? '')]) {
      const [name = '', ...rest] = cookie.split('=');
      const value = rest.join('=');
      if (value === '') this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    const text = await response.text();
    let parsed: Record<string, unknown> | null = null;
    try {
      parsed = JSON.parse(text) as Record<string, unknown>;
    } catch {
      parsed = null;
    }
    return { status: response.status, body: parsed, requestId };
  }

  signIn(login: string, password = 'demo') {
    return this.call(routes.login as Handler, 'POST', 'api/session/auth', { json: { login, password } });
  }
}

/** The one audit line of a request. */
function lineOf(requestId: string): AuditLine {
  const found = lines().filter((line) => line.requestId === requestId);
  expect(found).toHaveLength(1);
  return found[0] as AuditLine;
}

const control = (path: string) => fetch(`${sandbox.url}/__sandbox${path}`).then((response) => response.json() as Promise<{ result: Record<string, unknown>[] }>);

const result = <T>(answer: { body: Record<string, unknown> | null }) => answer.body?.result as T;

describe('every action writes its line', () => {
  it('sign-in, a failed sign-in and sign-out: the user by id and role, never by login', async () => {
    const browser = new Browser();
    const failed = await browser.signIn('merchant@demo.test', 'wrong-password-1');
    expect(failed.status).toBeGreaterThanOrEqual(400);
    expect(lineOf(failed.requestId)).toMatchObject({ name: 'audit', action: 'sign-in', result: 'failure', actor: null, tenant: null, status: failed.status, detail: { step: 'password' } });

    const signedIn = await browser.signIn('merchant@demo.test');
    expect(signedIn.status).toBe(200);
    const line = lineOf(signedIn.requestId);
    expect(line).toMatchObject({ name: 'audit', msg: 'sign-in', action: 'sign-in', result: 'success', tenant: null, status: 200, actor: { role: 'merchant' } });
    expect(line.actor?.userId).toEqual(expect.any(Number));

    const out = await browser.call(routes.logout as Handler, 'POST', 'api/session/logout');
    expect(lineOf(out.requestId)).toMatchObject({ action: 'sign-out', result: 'success', actor: line.actor, tenant: null });
  });

  it('a sign-in with a code: pending after the password, success after the code, failure for a wrong one', async () => {
    const browser = new Browser('greenbank');
    const password = await browser.signIn('operator@demo.test');
    expect(result(password) ?? password.body?.next).toBe('code');
    expect(lineOf(password.requestId)).toMatchObject({ action: 'sign-in', result: 'pending', tenant: 'greenbank', actor: { role: 'operator' }, detail: { step: 'password' } });
    const wrong = await browser.call(routes.confirmCode as Handler, 'POST', 'api/session/confirm-authentication-code', { json: { code: '000000' } });
    expect(lineOf(wrong.requestId)).toMatchObject({ action: 'sign-in', result: 'failure', actor: { role: 'operator' }, detail: { step: 'code' } });
    const right = await browser.call(routes.confirmCode as Handler, 'POST', 'api/session/confirm-authentication-code', { json: { code: '123456' } });
    expect(right.status).toBe(200);
    expect(lineOf(right.requestId)).toMatchObject({ action: 'sign-in', result: 'success', tenant: 'greenbank', actor: { role: 'operator' }, detail: { step: 'code' } });
  });

  it('password change, and a restore: its request and its change by token', async () => {
    const browser = new Browser();
    await browser.signIn('expiring@demo.test');
    const changed = await browser.call(routes.changePassword as Handler, 'POST', 'api/session/change-password', { json: { oldPassword: 'demo', newPassword: 'Changed-pass-1' } });
    expect(changed.status).toBe(200);
    expect(lineOf(changed.requestId)).toMatchObject({ action: 'password.change', result: 'success', actor: { role: 'merchant' } });

    const guest = new Browser();
    const asked = await guest.call(proxy.POST, 'POST', 'api/session/forgot-send-token', { json: { login: 'newuser@demo.test' } });
    expect(asked.status).toBe(200);
    expect(lineOf(asked.requestId)).toMatchObject({ action: 'password.restore-request', result: 'success', actor: null });
    const token = String((await control('/password-tokens?login=newuser@demo.test')).result[0]?.token);
    const restored = await guest.call(routes.changePassword as Handler, 'POST', 'api/session/change-password', { query: `token=${token}`, json: { newPassword: 'Restored-pass-1' } });
    expect(restored.status).toBe(200);
    expect(lineOf(restored.requestId)).toMatchObject({ action: 'password.restore', result: 'success', actor: null });
  });

  it('a terminal day closed, with the host’s code', async () => {
    const browser = new Browser();
    await browser.signIn('merchant@demo.test');
    const terminals = result<{ id: number; status: number }[]>(await browser.call(proxy.GET, 'GET', 'api/terminal/list', { query: 'limit=1000&offset=0' }));
    const terminal = terminals.find((item) => item.status === 0) as { id: number };
    const closed = await browser.call(proxy.GET, 'GET', `api/terminal/close-day/${terminal.id}`);
    expect(result<{ code: string }>(closed).code).toBe('00');
    expect(lineOf(closed.requestId)).toMatchObject({ action: 'terminal.close-day', result: 'success', actor: { role: 'merchant' }, target: { terminalId: terminal.id }, detail: { code: '00' } });
  });

  it('a grant changed, and a grant refused', async () => {
    const browser = new Browser();
    await browser.signIn('operator@demo.test');
    const outlet = result<{ id: number }>(await browser.call(proxy.GET, 'GET', 'api/organization/merchant'));
    const changed = await browser.call(proxy.POST, 'POST', 'api/merchant/grant', { json: { merchantId: outlet.id, grantId: 1, value: '0' } });
    expect(changed.status).toBe(200);
    expect(lineOf(changed.requestId)).toMatchObject({ action: 'grant.change', result: 'success', actor: { role: 'operator' }, target: { merchantId: outlet.id, grantId: 1, value: '0' } });
    const refused = await browser.call(proxy.POST, 'POST', 'api/merchant/grant', { json: { merchantId: outlet.id, grantId: 10, value: '1' } });
    expect(refused.status).toBe(403);
    expect(lineOf(refused.requestId)).toMatchObject({ action: 'grant.change', result: 'failure', status: 403, reason: 'grant-not-allowed', target: { grantId: 10, value: '1' } });
  });

  it('an operator created, changed, blocked, unblocked, its password reset, deleted', async () => {
    const browser = new Browser();
    await browser.signIn('merchant@demo.test');
    const company = result<{ merchantList: { id: number }[] }>(await browser.call(proxy.GET, 'GET', 'api/organization/company'));
    const created = await browser.call(proxy.POST, 'POST', 'api/user', {
      json: { fullName: 'Аудитов Аудит', loginEmail: 'audit.operator@example.ru', loginPhone: '+79120000777', merchantId: company.merchantList[0]?.id, pinPwd: '4321', canMobile: 1 },
    });
    expect(created.status).toBe(200);
    const id = result<{ id: number }>(created).id;
    expect(lineOf(created.requestId)).toMatchObject({ action: 'user.create', result: 'success', actor: { role: 'merchant' }, target: { userId: id, kind: 'operator' } });
    const steps: [string, unknown][] = [
      ['user.change', { id, fullName: 'Аудитов Аудит Аудитович' }],
      ['user.block', { id, status: 1 }],
      ['user.unblock', { id, status: 0 }],
      ['user.reset-password', { id, resetPassword: true }],
    ];
    for (const [action, json] of steps) {
      const answer = await browser.call(proxy.PUT, 'PUT', 'api/user', { json });
      expect([action, answer.status]).toEqual([action, 200]);
      expect(lineOf(answer.requestId)).toMatchObject({ action, result: 'success', target: { userId: id, kind: 'operator' } });
    }
    const deleted = await browser.call(proxy.DELETE, 'DELETE', 'api/user', { query: `id=${id}` });
    expect(deleted.status).toBe(200);
    expect(lineOf(deleted.requestId)).toMatchObject({ action: 'user.delete', result: 'success', target: { userId: id } });
  });

  it('the storefront catalogue uploaded', async () => {
    const { csvTemplate } = await import('@/lib/window/csv');
    const browser = new Browser();
    await browser.signIn('operator@demo.test');
    const form = new FormData();
    form.append('file', new Blob([csvTemplate()], { type: 'text/csv' }), 'catalogue.csv');
    const uploaded = await browser.call(proxy.POST, 'POST', 'api/window/product-upload-csv', { form });
    expect(uploaded.status).toBe(200);
    expect(lineOf(uploaded.requestId)).toMatchObject({ action: 'catalogue.upload', result: 'success', actor: { role: 'operator' }, detail: { rowErrors: 0 } });
  });

  it('an act generated (its mail sent or not) and sent', async () => {
    const browser = new Browser();
    await browser.signIn('merchant@demo.test');
    const form = {
      companyName: 'ООО Демо Ритейл', companyAddress: 'г. Москва, ул. Тверская, д. 1', companyAdminName: 'Мерчантова Ольга Сергеевна', countryName: 'RU', state: 'ECOMM',
      localityName: 'Moscow', organizationName: 'Demo Retail', organizationUnitName: '7701234567', commonName: 'Olga Merchantova', email: 'boss@fail.test',
    };
    const generated = await browser.call(proxy.POST, 'POST', 'api/qps-refund-keys/generate', { json: form });
    expect([generated.status, result(generated)]).toEqual([200, false]);
    expect(lineOf(generated.requestId)).toMatchObject({ action: 'act.generate', result: 'success', actor: { role: 'merchant' }, detail: { mailed: false } });
    const file = new FormData();
    file.append('file', new Blob([new Uint8Array([0x25, 0x50, 0x44, 0x46])], { type: 'application/pdf' }), 'act-signed.pdf');
    const sent = await browser.call(proxy.POST, 'POST', 'api/qps-refund-keys/send', { form: file });
    expect(sent.status).toBe(200);
    expect(lineOf(sent.requestId)).toMatchObject({ action: 'act.send', result: 'success', actor: { role: 'merchant' } });
  });
});

describe('the trail', () => {
  it('has its own logger name, and every line a request id', () => {
    expect(lines().length).toBeGreaterThan(20);
    expect(lines().every((line) => line.name === 'audit' && /^audit-test-\d+$/.test(line.requestId ?? ''))).toBe(true);
  });

  it('holds no secret and no login: passwords, codes, tokens, cookies, restore tokens', async () => {
    const tokens = (await control('/sessions')).result.map((session) => String(session.token));
    const restoreTokens = (await control('/password-tokens')).result.map((item) => String(item.token));
    expect(tokens.length).toBeGreaterThan(3);
    const secrets = ['"demo"', 'wrong-password-1', 'Changed-pass-1', 'Restored-pass-1', '123456', '000000', '4321', '@demo.test', 'example.ru', ...tokens, ...restoreTokens];
    const text = written.join('\n');
    for (const secret of secrets) expect([secret, text.includes(secret)]).toEqual([secret, false]);
    expect(text).not.toContain(SESSION_COOKIE);
    expect(text).not.toContain('Fe26.2');
  });
});
