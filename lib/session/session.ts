import 'server-only';
import { cache } from 'react';
import { cookies } from 'next/headers';
import { redirect } from 'next/navigation';
import { getIronSession, unsealData, type CookieJar, type IronSession } from 'iron-session';
import { sessionOptions } from './options';
import { SealCache, unsealCached } from './seal-cache';
import type { SessionData } from './types';
import { isSignedIn, type SignedInSession } from './signed-in';
import { noteUser } from '../observability/request-context';

export { isSignedIn, type SignedInSession };
import { buildPath } from '../domain/routes';

export type AppSession = IronSession<SessionData>;

/**
 * Seals this process opened in the last seconds (lib/session/seal-cache.ts), and the re-seal each of
 * them got for the sliding expiry (see `saveSession`). One pair per process, shared by every route
 * bundle (each bundle has its own copy of this module), so a logout forgets the seal for all.
 */
const SEAL_CACHE_KEY = Symbol.for('merchant-back-office.session-seal-cache');
const SEAL_CACHE_TTL_MS = 30_000;
const SEAL_CACHE_MAX_ENTRIES = 5_000;

interface SealCacheHolder {
  /** The passwords the seals were opened with: other passwords, other caches. */
  passwords: unknown;
  cache: SealCache;
  reseals: SealCache;
}

function holderFor(passwords: unknown): SealCacheHolder {
  const global = globalThis as typeof globalThis & { [SEAL_CACHE_KEY]?: SealCacheHolder };
  const current = global[SEAL_CACHE_KEY];
  if (current && current.passwords === passwords) return current;
  const options = { ttlMs: SEAL_CACHE_TTL_MS, maxEntries: SEAL_CACHE_MAX_ENTRIES };
  const holder = { passwords, cache: new SealCache(options), reseals: new SealCache(options) };
  global[SEAL_CACHE_KEY] = holder;
  return holder;
}

export function sealCache(passwords: unknown = sessionOptions().password): SealCache {
  return holderFor(passwords).cache;
}

/** Re-seals by original seal: what `saveSession` wrote for it, recently. */
export function resealCache(passwords: unknown = sessionOptions().password): SealCache {
  return holderFor(passwords).reseals;
}

interface CookieWrite {
  name: string;
  value: string;
  options: Parameters<CookieJar['write']>[2];
}

/** Where a request's session came from: its seal, and what was written to the cookie store since. */
interface SessionOrigin {
  seal: string | undefined;
  cookieName: string;
  write: (cookie: CookieWrite) => void;
  writes: CookieWrite[];
}
const origins = new WeakMap<object, SessionOrigin>();

/**
 * The request's session: iron-session's own object (its `save` and `destroy`, its cookie writing), with
 * the content unsealed through the seal cache instead of by iron-session on every request.
 */
export async function getSession(): Promise<AppSession> {
  const store = await cookies();
  const options = sessionOptions();
  const { cache, reseals } = holderFor(options.password);
  const seal = store.get(options.cookieName)?.value;
  const data = seal
    ? await unsealCached<SessionData>(cache, seal, (value) => unsealData<SessionData>(value, { password: options.password, ttl: options.ttl }))
    : {};
  // the request's log line names the user by id, never by login (issue 35 §3)
  noteUser(data.user?.id);
  const origin: SessionOrigin = {
    seal,
    cookieName: options.cookieName,
    write: ({ name, value, options: cookieOptions }) => store.set(name, value, cookieOptions),
    writes: [],
  };
  // iron-session reads nothing while it builds the session (the content is ours), then the jar is the real cookie store.
  let opened = false;
  const jar: CookieJar = {
    read: (name) => (opened ? store.get(name)?.value : undefined),
    write: (name, value, cookieOptions) => {
      if (seal && name === options.cookieName && value === '') {
        // logout: the seal is forgotten at once, and so is its re-seal
        cache.delete(seal);
        reseals.delete(seal);
      }
      origin.writes.push({ name, value, options: cookieOptions });
      store.set(name, value, cookieOptions);
    },
  };
  const session = await getIronSession<SessionData>(jar, options);
  opened = true;
  origins.set(session, origin);
  return Object.assign(session, data);
}

interface Reseal {
  /** The session content that was sealed (JSON), and its expiry. */
  json: string;
  expiresAt: number;
  cookie: CookieWrite;
}

/**
 * Saves a session whose content changed in this request (a new upstream CSRF token, the sliding
 * expiry moved). A browser sends the same cookie on all its calls until the answer with the new one
 * arrives, and a busy page makes many: each of them would seal the same content again (two PBKDF2
 * derivations and an encryption). So the re-seal of a seal is remembered for a few seconds, and a
 * call with the same seal whose content is the same but for the expiry gets that same cookie
 * again — an expiry at most those seconds earlier than a fresh one (the sliding step is minutes
 * anyway), never later, and never for anything but a change the content already had. A new seal is
 * also known to the seal cache at once (its content is the one just sealed).
 */
export async function saveSession(session: AppSession): Promise<void> {
  const origin = origins.get(session);
  if (!origin?.seal) return session.save();
  const { cache, reseals } = holderFor(sessionOptions().password);
  const previous = reseals.get<Reseal>(origin.seal);
  if (previous && typeof session.expiresAt === 'number' && previous.expiresAt <= session.expiresAt) {
    if (JSON.stringify({ ...session, expiresAt: previous.expiresAt }) === previous.json) {
      session.expiresAt = previous.expiresAt;
      origin.writes.push(previous.cookie);
      origin.write(previous.cookie);
      return;
    }
  }
  const json = JSON.stringify({ ...session });
  const before = origin.writes.length;
  await session.save();
  const written = origin.writes.slice(before).findLast((cookie) => cookie.name === origin.cookieName && cookie.value !== '');
  // remembered only when the content did not move while it was being sealed
  if (!written || typeof session.expiresAt !== 'number' || JSON.stringify({ ...session }) !== json) return;
  reseals.set(origin.seal, { json, expiresAt: session.expiresAt, cookie: written } satisfies Reseal);
  cache.set(written.value, JSON.parse(json));
}

/** The signed-in session of this request for this tenant, or null. Cached per request. */
export const readSignedInSession = cache(async (alias: string | null): Promise<SignedInSession | null> => {
  const session = await getSession();
  if (!isSignedIn(session)) return null;
  if ((session.alias ?? null) !== alias) return null;
  return session;
});

/** Every protected page calls this itself: middleware is never the only gate. */
export async function requireSession(alias: string | null): Promise<SignedInSession> {
  const session = await readSignedInSession(alias);
  if (!session) redirect(buildPath(alias, 'auth'));
  return session;
}
