import 'server-only';
import { UpstreamUnavailableError } from '../acquiring/upstream';
import { serverEnv } from '../env';
import { MemoryLimitStore, type LimitClaim, type LimitStore } from './limit-store';
import { RedisLimitStore, StoreUnavailableError } from './redis-limit-store';

/**
 * The BFF's own sign-in limits (issue 19 §3), on top of the acquiring API's: they hold whatever the client replays,
 * because they are counted on the server, in a store every app instance shares (lib/bff/limit-store.ts).
 *
 * - Confirmation codes: every attempt counts, per user (any address) and per client address (any user) in a
 *   15-minute window that starts with the first attempt; a confirmed code clears the user's count. Past either
 *   limit the code step ends and the next sign-in waits for the window. The API ends a pending sign-in after
 *   5 wrong codes; the user's limit spans sign-ins, so a password alone never buys endless guesses.
 * - The code resend: one per 5 minutes and user, the login's code included (spec §4, §9).
 */
export const CODE_ATTEMPTS_PER_USER = 10;
export const CODE_ATTEMPTS_PER_ADDRESS = 30;
export const CODE_ATTEMPT_WINDOW_MS = 15 * 60_000;

/** Whose sign-in it is: the tenant and the user the API named at login, and the client's address when known. */
export interface SignInParty {
  alias: string | null;
  userId: number;
  address: string | null;
}

const STORE_KEY = Symbol.for('merchant-back-office.limit-store');

interface StoreHolder {
  redisUrl: string | null;
  store: LimitStore;
}

/** One store per process, shared by every route bundle (each bundle has its own copy of this module). */
export function limitStore(): LimitStore {
  const { redisUrl } = serverEnv();
  const global = globalThis as typeof globalThis & { [STORE_KEY]?: StoreHolder };
  const current = global[STORE_KEY];
  if (current && current.redisUrl === redisUrl) return current.store;
  const store = redisUrl ? new RedisLimitStore(redisUrl) : new MemoryLimitStore();
  global[STORE_KEY] = { redisUrl, store };
  return store;
}

/** A store that cannot answer is a backend that is down: the spec §8 "temporarily unavailable", never a pass. */
async function guarded<T>(operation: Promise<T>): Promise<T> {
  try {
    return await operation;
  } catch (error) {
    if (error instanceof StoreUnavailableError) throw new UpstreamUnavailableError(502, error);
    throw error;
  }
}

const userKey = (kind: string, party: SignInParty) => `${kind}:user:${party.alias ?? ''}:${party.userId}`;

/** Counts one code attempt; the epoch ms until which the code step is refused, or null when this attempt may go on. */
export async function countCodeAttempt(party: SignInParty, store: LimitStore = limitStore()): Promise<number | null> {
  const windows = [guarded(store.hit(userKey('code', party), CODE_ATTEMPT_WINDOW_MS)).then((w) => (w.count > CODE_ATTEMPTS_PER_USER ? w.resetAt : null))];
  if (party.address) {
    const byAddress = guarded(store.hit(`code:address:${party.address}`, CODE_ATTEMPT_WINDOW_MS));
    windows.push(byAddress.then((w) => (w.count > CODE_ATTEMPTS_PER_ADDRESS ? w.resetAt : null)));
  }
  const refusals = (await Promise.all(windows)).filter((until): until is number => until !== null);
  return refusals.length > 0 ? Math.max(...refusals) : null;
}

/**
 * Issue 35 §6: a sign-in that may send a confirmation code asks the store first. The API sends the code as it signs
 * the password in, and the resend wait is kept here right after: with the store down, the user would get a code
 * for a sign-in that then fails. So the sign-in fails before the API is asked (the spec §8 "temporarily unavailable").
 */
export function limitStoreReady(store: LimitStore = limitStore()): Promise<void> {
  return guarded(store.ping());
}

/** The right code: the user's count starts again (the address's does not: it counts other users too). */
export function codeConfirmed(party: SignInParty, store: LimitStore = limitStore()): Promise<void> {
  return guarded(store.release(userKey('code', party)));
}

/** Takes the user's resend slot for `waitMs`, unless a wait stands (then `until` says when it ends). */
export function claimResend(party: SignInParty, waitMs: number, store: LimitStore = limitStore()): Promise<LimitClaim> {
  return guarded(store.claim(userKey('resend', party), waitMs));
}

/** A code went out (the login's, or the API asked for a wait): the next resend waits `waitMs` from now. */
export function holdResend(party: SignInParty, waitMs: number, store: LimitStore = limitStore()): Promise<void> {
  return guarded(store.hold(userKey('resend', party), waitMs));
}

/** The claimed resend was not sent after all: no wait for it. */
export function releaseResend(party: SignInParty, store: LimitStore = limitStore()): Promise<void> {
  return guarded(store.release(userKey('resend', party)));
}
