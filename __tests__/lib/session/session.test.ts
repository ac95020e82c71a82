/**
 * getSession (lib/session/session.ts): iron-session's session object, its content unsealed through the
 * process-wide seal cache. Logout and every cookie replacement forget the old seal; a request's changes
 * never reach another request; a tampered cookie is never remembered.
 */
import { sealData } from 'iron-session';
import type { SessionData } from '@/lib/session/types';

jest.mock('server-only', () => ({}));

const PASSWORD = 'session-test-password-0123456789-abcdefghijklmnop';
const COOKIE = '__Host-bo-session';
process.env.SESSION_PASSWORD = PASSWORD;
process.env.SESSION_COOKIE_SECURE = 'true';

interface Written {
  name: string;
  value: string;
  options: { maxAge?: number };
}
let incoming = new Map<string, string>();
let written: Written[] = [];
jest.mock('next/headers', () => ({
  cookies: async () => ({
    get: (name: string) => (incoming.has(name) ? { name, value: incoming.get(name) ?? '' } : undefined),
    set: (name: string, value: string, options: { maxAge?: number }) => {
      written.push({ name, value, options });
    },
  }),
}));

const unsealSpy = jest.fn();
jest.mock('iron-session', () => {
  const actual = jest.requireActual<typeof import('iron-session')>('iron-session');
  return {
    ...actual,
    unsealData: (...args: Parameters<typeof actual.unsealData>) => {
      unsealSpy();
      return actual.unsealData(...args);
    },
  };
});

const DATA: SessionData = {
  alias: null,
  token: 'UPSTREAM-TOKEN',
  upstreamCsrf: 'csrf-1',
  expiresAt: Date.now() + 3_600_000,
  lifeTime: 900,
  user: { id: 1, fullName: 'A', loginEmail: 'a@b.test', loginPhone: null, holdingId: null, companyId: 1, merchantId: 1, roles: ['merchant'], showWindowPage: true, passExpireDate: null, needChangePassword: false, companyName: null },
};

let session: typeof import('@/lib/session/session');
let seal: string;

beforeAll(async () => {
  session = await import('@/lib/session/session');
  seal = await sealData(DATA, { password: { '1': PASSWORD }, ttl: 13 * 3600 });
});

beforeEach(() => {
  session.sealCache().clear();
  session.resealCache().clear();
  unsealSpy.mockClear();
  incoming = new Map([[COOKIE, seal]]);
  written = [];
});

describe('getSession', () => {
  it('opens a seal once and then answers from memory, with no cookie written', async () => {
    const first = await session.getSession();
    const second = await session.getSession();
    expect({ ...first }).toEqual(DATA);
    expect({ ...second }).toEqual(DATA);
    expect(unsealSpy).toHaveBeenCalledTimes(1);
    expect(written).toEqual([]);
  });

  it('one request’s changes never show in the next one', async () => {
    const first = await session.getSession();
    first.upstreamCsrf = 'changed';
    first.user?.roles.push('holding');
    const second = await session.getSession();
    expect(second.upstreamCsrf).toBe('csrf-1');
    expect(second.user?.roles).toEqual(['merchant']);
  });

  it('logout (destroy) clears the cookie and forgets the seal at once', async () => {
    const current = await session.getSession();
    expect(session.sealCache().size).toBe(1);
    current.destroy();
    expect(written).toEqual([expect.objectContaining({ name: COOKIE, value: '', options: expect.objectContaining({ maxAge: 0 }) })]);
    expect(session.sealCache().size).toBe(0);
    // the same cookie replayed is unsealed again (and then refused by the upstream, whose token is gone)
    await session.getSession();
    expect(unsealSpy).toHaveBeenCalledTimes(2);
  });

  it('save writes a new seal of the changed content; the old seal stays what it was', async () => {
    const current = await session.getSession();
    current.expiresAt = DATA.expiresAt + 60_000;
    await current.save();
    expect(written).toHaveLength(1);
    const [cookie] = written;
    expect(cookie?.name).toBe(COOKIE);
    expect(cookie?.value).not.toBe(seal);
    incoming = new Map([[COOKIE, cookie?.value ?? '']]);
    expect((await session.getSession()).expiresAt).toBe(DATA.expiresAt + 60_000);
    incoming = new Map([[COOKIE, seal]]);
    expect((await session.getSession()).expiresAt).toBe(DATA.expiresAt);
  });

  it('a tampered or foreign cookie is an empty session and is never remembered', async () => {
    for (const bad of [`${seal.slice(0, -6)}AAAA~2`, 'Fe26.2**forged*<script>']) {
      incoming = new Map([[COOKIE, bad]]);
      expect({ ...(await session.getSession()) }).toEqual({});
      expect({ ...(await session.getSession()) }).toEqual({});
    }
    expect(unsealSpy).toHaveBeenCalledTimes(4);
    expect(session.sealCache().size).toBe(0);
  });

  it('no cookie: an empty session, nothing unsealed; saving it writes a cookie', async () => {
    incoming = new Map();
    const guest = await session.getSession();
    expect({ ...guest }).toEqual({});
    expect(unsealSpy).not.toHaveBeenCalled();
    Object.assign(guest, DATA);
    await guest.save();
    expect(written.map((cookie) => cookie.name)).toEqual([COOKIE]);
  });

  it('seals opened with other passwords live in another cache', () => {
    const current = session.sealCache();
    expect(session.sealCache({ '1': 'x'.repeat(40) })).not.toBe(current);
  });
});

describe('saveSession (the sliding expiry and the upstream CSRF token, lib/bff/proxy.ts)', () => {
  const extend = async (by: number) => {
    const current = await session.getSession();
    current.expiresAt = DATA.expiresAt + by;
    await session.saveSession(current);
    return current;
  };

  it('calls with the same cookie get the same re-seal instead of sealing again', async () => {
    const first = await extend(120_000);
    expect(written).toHaveLength(1);
    const resealed = written[0]?.value ?? '';
    expect(resealed).not.toBe(seal);
    // the browser has not got the new cookie yet: its next calls send the old one
    const second = await extend(125_000);
    const third = await extend(130_000);
    expect(written.map((cookie) => cookie.value)).toEqual([resealed, resealed, resealed]);
    expect(written[1]?.options).toEqual(written[0]?.options);
    // the expiry given is the one sealed: earlier than a fresh one by the seconds since, never later
    expect(first.expiresAt).toBe(DATA.expiresAt + 120_000);
    expect(second.expiresAt).toBe(DATA.expiresAt + 120_000);
    expect(third.expiresAt).toBe(DATA.expiresAt + 120_000);
    // and the new cookie is known without unsealing it
    unsealSpy.mockClear();
    incoming = new Map([[COOKIE, resealed]]);
    expect({ ...(await session.getSession()) }).toEqual({ ...DATA, expiresAt: DATA.expiresAt + 120_000 });
    expect(unsealSpy).not.toHaveBeenCalled();
  });

  it('any other change is sealed afresh', async () => {
    await extend(120_000);
    const current = await session.getSession();
    current.expiresAt = DATA.expiresAt + 125_000;
    current.upstreamCsrf = 'csrf-2';
    await session.saveSession(current);
    expect(written).toHaveLength(2);
    expect(written[1]?.value).not.toBe(written[0]?.value);
    incoming = new Map([[COOKIE, written[1]?.value ?? '']]);
    expect((await session.getSession()).upstreamCsrf).toBe('csrf-2');
  });

  it('an earlier expiry than the remembered one is sealed afresh (never extends a session further back)', async () => {
    await extend(120_000);
    await extend(60_000);
    expect(written).toHaveLength(2);
    expect(written[1]?.value).not.toBe(written[0]?.value);
  });

  it('a logout forgets the re-seal too', async () => {
    await extend(120_000);
    (await session.getSession()).destroy();
    written = [];
    await extend(125_000);
    expect(written).toHaveLength(1);
    incoming = new Map([[COOKIE, written[0]?.value ?? '']]);
    expect((await session.getSession()).expiresAt).toBe(DATA.expiresAt + 125_000);
  });

  it('a re-seal is remembered for a few seconds only', async () => {
    jest.useFakeTimers({ now: Date.now(), doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'] });
    try {
      await extend(120_000);
      jest.setSystemTime(Date.now() + 31_000);
      await extend(151_000);
      expect(written).toHaveLength(2);
      expect(written[1]?.value).not.toBe(written[0]?.value);
    } finally {
      jest.useRealTimers();
    }
  });

  it('a session without a cookie is simply saved', async () => {
    incoming = new Map();
    const guest = await session.getSession();
    Object.assign(guest, DATA);
    await session.saveSession(guest);
    await session.saveSession(guest);
    expect(written).toHaveLength(2);
    expect(written[1]?.value).not.toBe(written[0]?.value);
  });
});
