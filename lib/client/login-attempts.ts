/**
 * Spec §4 "Wrong-password attempts are counted; the count resets after a block duration in minutes", with the
 * tenant's settings `session.incorrectPasswordBlock.after` (attempts before the block) and `.during` (minutes),
 * kept under the spec's storage key `authAttempt` (one count per tenant: tenants share the origin). It feeds the
 * §8 warning "with 3 or fewer attempts left …" when the API does not say how many are left itself.
 */
export const AUTH_ATTEMPT_KEY = 'authAttempt';

export interface AttemptPolicy {
  /** Wrong passwords before the block. */
  after: number;
  /** Minutes after the last wrong password when the count starts again. */
  duringMinutes: number;
}

interface StoredAttempts {
  count: number;
  /** epoch ms of the last wrong password */
  last: number;
}

/** The browser's localStorage, or null where it is refused (private modes, policies). */
export function browserStorage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

const keyFor = (alias: string | null) => `${AUTH_ATTEMPT_KEY}:${alias ?? ''}`;

function read(storage: Storage, alias: string | null): StoredAttempts | null {
  try {
    const value = JSON.parse(storage.getItem(keyFor(alias)) ?? 'null') as Partial<StoredAttempts> | null;
    return value && Number.isInteger(value.count) && Number.isFinite(value.last) ? { count: value.count as number, last: value.last as number } : null;
  } catch {
    return null;
  }
}

/** Counts one wrong password and answers how many attempts are left before the block. */
export function recordWrongPassword(storage: Storage, alias: string | null, policy: AttemptPolicy, now: number = Date.now()): number {
  const stored = read(storage, alias);
  const current = stored && now - stored.last < policy.duringMinutes * 60_000 ? stored.count : 0;
  const count = current + 1;
  try {
    storage.setItem(keyFor(alias), JSON.stringify({ count, last: now } satisfies StoredAttempts));
  } catch {
    // storage full or refused: the count lives for this answer only
  }
  return Math.max(0, policy.after - count);
}

/** A successful login starts the count again. */
export function clearWrongPasswords(storage: Storage, alias: string | null): void {
  try {
    storage.removeItem(keyFor(alias));
  } catch {
    // nothing kept, nothing to clear
  }
}
