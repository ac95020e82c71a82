import { mkdtempSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { dataFilePath, generateDataFile } from '../../sandbox/store/db.ts';
import { GENERATED_TABLES } from '../../sandbox/store/schema.ts';
import { SETTINGS } from '../../lib/domain/settings.ts';
import { optionsFromEnv } from '../../sandbox/config.ts';
import { startSandbox } from '../../sandbox/server.ts';
import { call, login, sandboxPerFile, startTestSandbox } from './helpers.ts';

jest.setTimeout(60_000);

const sb = sandboxPerFile({}, { resetEachTest: true });
beforeAll(async () => {
});

test('unknown alias → 404 Unknown financial institute', async () => {
  const res = await call(sb.url, '/nosuchbank/api/language/list');
  expect(res.status).toBe(404);
  expect(res.body).toEqual({ message: 'Unknown financial institute' });
  expect((await call(sb.url, '/nosuchbank/api/image/logo/logo.png')).status).toBe(404);
  expect((await call(sb.url, '/api/image/logo/logo.png?alias=nosuchbank')).status).toBe(404);
});

test('guest reference data', async () => {
  expect((await call(sb.url, '/info')).body).toEqual({ buildVersion: expect.any(String) });
  expect((await call(sb.url, '/api/language/list')).body).toEqual({ result: [
    { id: 'ru', name: 'Русский', enabled: true }, { id: 'en', name: 'English', enabled: true },
  ] });
  expect((await call(sb.url, '/api/language/defaultId')).body).toEqual({ result: 'ru' });
  expect((await call(sb.url, '/api/dictionary?id=en')).body).toEqual({ result: expect.objectContaining({ 'Brand.productName': 'Merchant cabinet' }) });
  expect((await call(sb.url, '/greenbank/api/dictionary?id=ru')).body).toEqual({ result: expect.objectContaining({ 'Brand.productName': 'Гринбанк Бизнес' }) });
  const policies = await call<{ result: { id: number; languageId: string; content: string }[] }>(sb.url, '/greenbank/api/privacy-policy/');
  expect(policies.body.result.map((p) => p.languageId)).toEqual(['ru', 'en']);
  const one = await call<{ result: { content: string } }>(sb.url, `/greenbank/api/privacy-policy/${policies.body.result[0]?.id}`);
  expect(one.body.result.content).toContain('<h1>');
  // a stale token on a public call is treated as a guest, not 401
  expect((await call(sb.url, '/api/privacy-policy/', { token: 'stale' })).status).toBe(200);
});

test('settings: guest subset vs full list; tenant values; overrides and restore', async () => {
  const guest = await call<{ result: { name: string; value: string }[] }>(sb.url, '/greenbank/api/setting/guest-list');
  const names = guest.body.result.map((s) => s.name);
  expect(names).toContain('mainColor');
  expect(names).not.toContain('map.provider');
  expect(guest.body.result.find((s) => s.name === 'mainColor')?.value).toBe('#2E7D32');
  const { token } = await login(sb.url, '', 'merchant@demo.test');
  const all = await call<{ result: { name: string; value: string }[] }>(sb.url, '/api/setting/list', { token });
  expect(all.body.result).toHaveLength(SETTINGS.length);
  expect(all.body.result.find((s) => s.name === 'mainColor')?.value).toBe('#2193A7');
  expect(all.body.result.find((s) => s.name === 'map.provider')?.value).toBe('osm');
  await call(sb.url, '/__sandbox/settings/_default', { method: 'PUT', body: { mainColor: '#123456' } });
  const changed = await call<{ result: { name: string; value: string }[] }>(sb.url, '/api/setting/guest-list');
  expect(changed.body.result.find((s) => s.name === 'mainColor')?.value).toBe('#123456');
  await call(sb.url, '/__sandbox/settings/_default', { method: 'DELETE' });
  const restored = await call<{ result: { name: string; value: string }[] }>(sb.url, '/api/setting/guest-list');
  expect(restored.body.result.find((s) => s.name === 'mainColor')?.value).toBe('#2193A7');
});

test('logo is a PNG per tenant (prefix or ?alias=)', async () => {
  const get = async (path: string) => {
    const r = await fetch(`${sb.url}${path}`, { headers: { 'Request-Source': 'frontend' } });
    return { type: r.headers.get('content-type'), bytes: Buffer.from(await r.arrayBuffer()) };
  };
  const plain = await get('/api/image/logo/logo.png');
  const green = await get('/greenbank/api/image/logo/logo.png');
  const greenQuery = await get('/api/image/logo/logo.png?alias=greenbank');
  expect(plain.type).toBe('image/png');
  expect(plain.bytes.subarray(1, 4).toString()).toBe('PNG');
  expect(green.bytes.equals(plain.bytes)).toBe(false);
  expect(greenQuery.bytes.equals(green.bytes)).toBe(true);
});

test('currencies and payment instruments', async () => {
  const { token } = await login(sb.url, '', 'operator@demo.test');
  const currencies = await call<{ result: { numberCode: number; fraction: number; defaultCurrency: boolean }[] }>(sb.url, '/api/currency/list', { token });
  expect(currencies.body.result.find((c) => c.defaultCurrency)?.numberCode).toBe(643);
  expect(currencies.body.result.some((c) => c.fraction === 0)).toBe(true);
  const instruments = await call<{ result: { type: string; name: string }[] }>(sb.url, '/api/payment-instrument/list', { token });
  expect(instruments.body.result).toEqual(expect.arrayContaining([{ type: 'Terminal', name: 'Card' }, { type: 'Cash', name: 'Cash' }]));
});

test('organisation by role', async () => {
  const holding = await login(sb.url, '', 'holding@demo.test');
  const h = await call<{ result: { title: string; companyList: unknown[]; merchantList: unknown[] } }>(sb.url, '/api/organization/holding', { token: holding.token });
  expect(h.status).toBe(200);
  expect(h.body.result.companyList.length).toBeGreaterThanOrEqual(2);
  expect(h.body.result.merchantList.length).toBeGreaterThanOrEqual(4);

  const merchant = await login(sb.url, '', 'merchant@demo.test');
  expect((await call(sb.url, '/api/organization/holding', { token: merchant.token })).status).toBe(403);
  const c = await call<{ result: { name: string; inn: string; merchantList: { id: number }[] } }>(sb.url, '/api/organization/company', { token: merchant.token });
  expect(c.body.result.name).toBe('ООО «Демо Ритейл»');
  expect(c.body.result.merchantList.length).toBe(4);
  const first = await call<{ result: { sbpXUserLogin: string | null } }>(sb.url, `/api/organization/merchant?id=${c.body.result.merchantList[0]?.id}`, { token: merchant.token });
  expect(first.body.result.sbpXUserLogin).toBeTruthy();

  const operator = await login(sb.url, '', 'operator@demo.test');
  const m = await call<{ result: { id: number; externalId: string; merchantGrantList: { grantId: number; value: string }[] } }>(sb.url, '/api/organization/merchant', { token: operator.token });
  expect(m.body.result.id).toBe((operator.session.user as { merchantId: number }).merchantId);
  expect(m.body.result.merchantGrantList).toEqual(expect.arrayContaining([{ grantId: 10, value: '1' }]));
  expect((await call(sb.url, '/api/organization/company', { token: operator.token })).status).toBe(403);
});

describe('control API', () => {
  test('faults: status, times, method filter', async () => {
    await call(sb.url, '/__sandbox/faults', { body: { path: '/api/language/list$', status: 502, times: 1 } });
    const failed = await call(sb.url, '/api/language/list');
    expect(failed.status).toBe(502);
    expect((await call(sb.url, '/api/language/list')).status).toBe(200);
    await call(sb.url, '/__sandbox/faults', { body: { path: 'language', method: 'POST', status: 504 } });
    expect((await call(sb.url, '/api/language/list')).status).toBe(200);
    await call(sb.url, '/__sandbox/faults', { method: 'DELETE' });
  });

  test('faults: delay, malformed, dropped connection', async () => {
    await call(sb.url, '/__sandbox/faults', { body: { path: '/info', delayMs: 150, times: 1 } });
    const started = Date.now();
    expect((await call(sb.url, '/info')).status).toBe(200);
    expect(Date.now() - started).toBeGreaterThanOrEqual(140);

    await call(sb.url, '/__sandbox/faults', { body: { path: '/info', malformed: true, times: 1 } });
    const malformed = await call(sb.url, '/info');
    expect(typeof malformed.body).toBe('string');

    await call(sb.url, '/__sandbox/faults', { body: { path: '/info', drop: true, times: 1 } });
    const dropped = await new Promise<string>((resolve) => {
      const req = request(`${sb.url}/info`, { headers: { 'Request-Source': 'frontend' }, agent: false }, (res) => resolve(`status ${res.statusCode}`));
      req.on('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? 'error'));
      req.end();
    });
    expect(dropped).toBe('ECONNRESET');
    expect((await call(sb.url, '/info')).status).toBe(200);
  });

  test('request log keeps method, url and headers as received', async () => {
    await call(sb.url, '/__sandbox/requests', { method: 'DELETE' });
    await call(sb.url, '/greenbank/api/language/list', { headers: { 'x-probe': 'yes' } });
    const log = await call<{ result: { method: string; url: string; headers: Record<string, string> }[] }>(sb.url, '/__sandbox/requests');
    expect(log.body.result).toEqual([expect.objectContaining({ method: 'GET', url: '/greenbank/api/language/list', headers: expect.objectContaining({ 'request-source': 'frontend', 'x-probe': 'yes' }) })]);
  });

  test('request log keeps no secret: bearer token, CSRF value, cookie, restore token, code', async () => {
    const { token, csrf } = await login(sb.url, '', 'merchant@demo.test');
    await call(sb.url, '/__sandbox/requests', { method: 'DELETE' });
    await call(sb.url, '/api/currency/list', { token, headers: { cookie: 'JSESSIONID=secret-cookie' } });
    await call(sb.url, '/api/privacy-policy/confirm/', { token, csrf, body: {} });
    await call(sb.url, '/api/session/change-password?token=restore-secret-0123&code=654321&lang=ru', { body: { newPassword: 'x' } });
    const log = await call<{ result: { url: string; headers: Record<string, string> }[] }>(sb.url, '/__sandbox/requests');
    const text = JSON.stringify(log.body);
    for (const secret of [token, csrf, 'secret-cookie', 'restore-secret-0123', '654321']) expect(text).not.toContain(secret);
    const [read, confirm, change] = log.body.result;
    expect(read?.headers.authorization).toBe('Bearer [redacted]');
    expect(read?.headers.cookie).toBe('[redacted]');
    expect(confirm?.headers['x-csrf-token']).toBe('[redacted]');
    expect(change?.url).toBe('/api/session/change-password?token=%5Bredacted%5D&code=%5Bredacted%5D&lang=ru');
  });

  test('sessions: the newest tokens, for tests that look for them where they must not be', async () => {
    const { token } = await login(sb.url, '/greenbank', 'operator@demo.test');
    const sessions = await call<{ result: { token: string; alias: string; login: string; pending: boolean }[] }>(sb.url, '/__sandbox/sessions');
    expect(sessions.body.result[0]).toEqual(expect.objectContaining({ token, alias: 'greenbank', login: 'operator@demo.test', pending: false }));
  });

  test('refuses anything a browser sends: an Origin (no-cors POST from a web page) or a cross-site fetch', async () => {
    const forged: Record<string, string>[] = [
      { origin: 'https://evil.example' },
      { origin: 'null' },
      { 'sec-fetch-site': 'cross-site' },
      { 'sec-fetch-site': 'same-site' },
    ];
    for (const headers of forged) {
      const res = await call(sb.url, '/__sandbox/faults', { body: { path: '.*', status: 500 }, headers });
      expect(res.status).toBe(403);
      expect((await call(sb.url, '/__sandbox/requests', { headers })).status).toBe(403);
    }
    expect((await call<{ result: unknown[] }>(sb.url, '/__sandbox/faults')).body.result).toEqual([]);
    expect((await call(sb.url, '/info')).status).toBe(200);
    // typed into the address bar (Sec-Fetch-Site: none): a tester reading the log
    expect((await call(sb.url, '/__sandbox/faults', { headers: { 'sec-fetch-site': 'none' } })).status).toBe(200);
  });

  test('version', async () => {
    await call(sb.url, '/__sandbox/version', { body: { buildVersion: '2.0.0' } });
    expect((await call(sb.url, '/info')).body).toEqual({ buildVersion: '2.0.0' });
    await call(sb.url, '/__sandbox/reset', { method: 'POST' });
    expect((await call(sb.url, '/info')).body).not.toEqual({ buildVersion: '2.0.0' });
  });
});

test('control API: off unless asked for (SANDBOX_CONTROL=1 from the environment, control: true in code)', async () => {
  const off = await startSandbox({ port: 0, host: '127.0.0.1', seed: 7, scale: 2000, quiet: true, dataDir: sb.dataDir });
  try {
    expect((await call(off.url, '/__sandbox/reset', { method: 'POST' })).status).toBe(404);
    expect((await call(off.url, '/__sandbox/requests')).status).toBe(404);
    expect((await call(off.url, '/info')).status).toBe(200);
  } finally {
    await off.close();
  }
  const saved = process.env.SANDBOX_CONTROL;
  try {
    for (const [value, on] of [[undefined, false], ['', false], ['0', false], ['true', false], ['1', true]] as const) {
      if (value === undefined) delete process.env.SANDBOX_CONTROL;
      else process.env.SANDBOX_CONTROL = value;
      expect([value, optionsFromEnv().control]).toEqual([value, on]);
    }
  } finally {
    if (saved === undefined) delete process.env.SANDBOX_CONTROL;
    else process.env.SANDBOX_CONTROL = saved;
  }
});

test('data survives a restart (sessions and password changes included)', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'sandbox-restart-'));
  try {
    const first = await startTestSandbox({ dataDir: dir });
    const { token, csrf } = await login(first.url, '', 'merchant@demo.test');
    await call(first.url, '/api/session/change-password', { token, csrf, body: { oldPassword: 'demo', newPassword: 'kept-123' } });
    const holding = await login(first.url, '', 'holding@demo.test');
    const before = await call(first.url, '/api/organization/holding', { token: holding.token });
    await first.close();
    const second = await startTestSandbox({ dataDir: dir });
    // a session of before the restart goes on (the app's sealed cookies hold these tokens)
    expect((await call(second.url, '/api/organization/holding', { token: holding.token })).body).toEqual(before.body);
    expect((await login(second.url, '', 'merchant@demo.test', 'kept-123')).token).toBeTruthy();
    const after = await call(second.url, '/api/organization/holding', { token: (await login(second.url, '', 'holding@demo.test')).token });
    expect(after.body).toEqual(before.body);
    await second.close();
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test('same seed → same data; another seed → other data', () => {
  const dirs = [0, 1, 2].map(() => mkdtempSync(join(tmpdir(), 'sandbox-determinism-')));
  try {
    const dump = (dataDir: string, seed: number): string => {
      const options = { dataDir, seed, scale: 1500 };
      generateDataFile(options);
      const db = new DatabaseSync(dataFilePath(options));
      try {
        return GENERATED_TABLES.map((table) => JSON.stringify(db.prepare(`SELECT * FROM ${table} ORDER BY rowid`).all())).join('\n');
      } finally {
        db.close();
      }
    };
    const a = dump(dirs[0] as string, 11);
    const b = dump(dirs[1] as string, 11);
    const c = dump(dirs[2] as string, 12);
    expect(a.length).toBeGreaterThan(10_000);
    expect(b).toBe(a);
    expect(c).not.toBe(a);
  } finally {
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  }
});
