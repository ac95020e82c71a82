import type * as OptionsModule from '@/lib/session/options';
import type * as EnvModule from '@/lib/env';

type Env = Record<string, string | undefined>;
const ENV_KEYS = ['NODE_ENV', 'SESSION_PASSWORD', 'SESSION_COOKIE_SECURE', 'ACQUIRING_API_URL', 'SANDBOX_PORT', 'UPSTREAM_TIMEOUT_MS'];
const saved: Env = {};
const env = process.env as Env;

beforeEach(() => {
  for (const key of ENV_KEYS) saved[key] = env[key];
});
afterEach(() => {
  for (const key of ENV_KEYS) {
    if (saved[key] === undefined) delete env[key];
    else env[key] = saved[key];
  }
});

const P1 = 'a'.repeat(32);
const P2 = 'b'.repeat(40);

function withEnv<T>(values: Env, load: () => T): T {
  for (const key of ENV_KEYS) delete env[key];
  env.NODE_ENV = 'test';
  Object.assign(env, values);
  let result: T | undefined;
  jest.isolateModules(() => {
    result = load();
  });
  return result as T;
}

const options = (values: Env) => withEnv(values, () => jest.requireActual<typeof OptionsModule>('@/lib/session/options'));
const serverEnv = (values: Env) => withEnv(values, () => jest.requireActual<typeof EnvModule>('@/lib/env').serverEnv());

describe('session cookie options ("HttpOnly, Secure, SameSite=Lax, Path=/, __Host- prefix in production")', () => {
  it('secure cookies: __Host- prefix, Secure, HttpOnly, SameSite lax, Path /, no Domain', () => {
    const { sessionOptions } = options({ SESSION_PASSWORD: P1, SESSION_COOKIE_SECURE: 'true' });
    const o = sessionOptions(1800);
    expect(o.cookieName).toBe('__Host-bo-session');
    expect(o.cookieOptions).toMatchObject({ httpOnly: true, secure: true, sameSite: 'lax', path: '/' });
    expect(o.cookieOptions?.domain).toBeUndefined();
  });

  it('production defaults to secure cookies', () => {
    const { sessionOptions } = options({ NODE_ENV: 'production', SESSION_PASSWORD: P1 });
    const o = sessionOptions();
    expect(o.cookieName).toBe('__Host-bo-session');
    expect(o.cookieOptions?.secure).toBe(true);
  });

  it('plain http development: no prefix (browsers refuse __Host- without Secure), still HttpOnly', () => {
    const { sessionOptions } = options({ SESSION_COOKIE_SECURE: 'false' });
    const o = sessionOptions(1800);
    expect(o.cookieName).toBe('bo-session');
    expect(o.cookieOptions).toMatchObject({ httpOnly: true, secure: false, sameSite: 'lax', path: '/' });
  });

  it('"lifetime = the session\'s lifeTime", bounded by 12 h', () => {
    const { sessionOptions, MAX_SESSION_SECONDS } = options({ SESSION_PASSWORD: P1 });
    expect(MAX_SESSION_SECONDS).toBe(12 * 60 * 60);
    expect(sessionOptions(1800).cookieOptions?.maxAge).toBe(1800);
    expect(sessionOptions(10 * 24 * 3600).cookieOptions?.maxAge).toBe(43200);
    expect(sessionOptions().cookieOptions?.maxAge).toBe(43200);
    expect(sessionOptions(Number.MAX_SAFE_INTEGER).cookieOptions?.maxAge).toBe(43200);
  });

  it('the seal outlives the cookie only slightly', () => {
    const { sessionOptions } = options({ SESSION_PASSWORD: P1 });
    const o = sessionOptions(1800);
    expect(o.ttl).toBeGreaterThanOrEqual(1800);
    expect(o.ttl).toBeLessThanOrEqual(1800 + 300);
  });

  it('passes the password map for rotation', () => {
    const { sessionOptions } = options({ SESSION_PASSWORD: `1:${P1},2:${P2}` });
    expect(sessionOptions().password).toEqual({ '1': P1, '2': P2 });
  });
});

describe('serverEnv: "password of ≥32 characters from the environment (rotation: several passwords by id)"', () => {
  it('accepts one password of 32 characters as id 1', () => {
    expect(serverEnv({ SESSION_PASSWORD: P1 }).sessionPasswords).toEqual({ '1': P1 });
  });

  it('rejects a password shorter than 32 characters', () => {
    expect(() => serverEnv({ SESSION_PASSWORD: 'a'.repeat(31) })).toThrow(/32/);
    expect(() => serverEnv({ NODE_ENV: 'production', SESSION_PASSWORD: 'short' })).toThrow();
  });

  it('accepts rotation "1:…,2:…"', () => {
    expect(serverEnv({ SESSION_PASSWORD: `1:${P1}, 2:${P2}` }).sessionPasswords).toEqual({ '1': P1, '2': P2 });
  });

  it.each([
    ['a short rotated password', `1:${P1},2:short`],
    ['a non-numeric id', `one:${P1}`],
    ['an empty id', `:${P1}`],
    ['an empty entry', `1:${P1},`],
  ])('rejects %s', (_label, value) => {
    expect(() => serverEnv({ SESSION_PASSWORD: value })).toThrow();
  });

  it('throws in production without SESSION_PASSWORD', () => {
    expect(() => serverEnv({ NODE_ENV: 'production' })).toThrow(/SESSION_PASSWORD/);
    expect(() => serverEnv({ NODE_ENV: 'production', SESSION_PASSWORD: '' })).toThrow(/SESSION_PASSWORD/);
  });

  it('outside production a development password (≥ 32 characters) is used', () => {
    const passwords = serverEnv({}).sessionPasswords;
    expect(Object.keys(passwords)).toEqual(['1']);
    expect(passwords['1']?.length).toBeGreaterThanOrEqual(32);
  });

  it('production cookies are secure unless explicitly switched off; development ones are not', () => {
    expect(serverEnv({ NODE_ENV: 'production', SESSION_PASSWORD: P1 }).secureCookies).toBe(true);
    expect(serverEnv({ SESSION_PASSWORD: P1 }).secureCookies).toBe(false);
    expect(serverEnv({ SESSION_PASSWORD: P1, SESSION_COOKIE_SECURE: 'true' }).secureCookies).toBe(true);
  });

  it('"A dead or slow upstream gets a bounded timeout": default 15 s, invalid values ignored', () => {
    expect(serverEnv({}).upstreamTimeoutMs).toBe(15000);
    expect(serverEnv({ UPSTREAM_TIMEOUT_MS: '-5' }).upstreamTimeoutMs).toBe(15000);
    expect(serverEnv({ UPSTREAM_TIMEOUT_MS: 'abc' }).upstreamTimeoutMs).toBe(15000);
    expect(serverEnv({ UPSTREAM_TIMEOUT_MS: '3000' }).upstreamTimeoutMs).toBe(3000);
  });

  it('the upstream URL loses trailing slashes; the sandbox is the default', () => {
    expect(serverEnv({ ACQUIRING_API_URL: 'https://api.example/' }).acquiringApiUrl).toBe('https://api.example');
    expect(serverEnv({ SANDBOX_PORT: '5000' }).acquiringApiUrl).toBe('http://127.0.0.1:5000');
  });
});
