/**
 * A short-lived, bounded memory of cookie seals this process has already opened (issue 9).
 *
 * Unsealing the session cookie (two PBKDF2 key derivations, an HMAC check and an AES decryption)
 * was the largest single cost of a BFF call. The key is the exact sealed cookie value, and only a
 * seal that unsealed successfully — its HMAC checked with our own password — is ever stored, so a
 * hit gives exactly what unsealing the same string again would give:
 * - a forged, tampered or foreign value never hits (its string was never stored);
 * - an entry never outlives the seal's own expiry (the timestamp inside the authenticated seal) nor
 *   `ttlMs`; the session's `expiresAt` is checked on every request from the data, as before;
 * - logout (`session.destroy()`) forgets the seal at once. A replayed cookie was and still is refused
 *   by the acquiring API, whose token is gone (the BFF then ends the session) — the cache changes
 *   nothing there, on this instance or on another one.
 * Every hit is a fresh deep copy: a request may change its session without touching the entry.
 */

export interface SealCacheOptions {
  /** How long an entry may be used, at most. */
  ttlMs: number;
  /** Bound on the number of entries; the least recently used goes first. */
  maxEntries: number;
}

interface Entry {
  /** The data as JSON: each hit parses its own copy (cheaper than a structured clone, and the data is JSON anyway). */
  json: string;
  until: number;
}

/** iron-webcrypto's seal: `Fe26.2*id*salt*iv*cipher*expiration*hmacSalt*hmac`, plus iron-session's `~version`. */
export function sealExpiry(seal: string): number | null {
  const parts = seal.split('*');
  if (parts.length !== 8) return null;
  const raw = parts[5] ?? '';
  if (!/^\d{1,15}$/.test(raw)) return null;
  return Number(raw);
}

export class SealCache {
  private readonly entries = new Map<string, Entry>();
  private readonly ttlMs: number;
  private readonly maxEntries: number;

  constructor({ ttlMs, maxEntries }: SealCacheOptions) {
    this.ttlMs = ttlMs;
    this.maxEntries = maxEntries;
  }

  get size(): number {
    return this.entries.size;
  }

  /** A copy of what `seal` unsealed to, or undefined when unknown or stale. */
  get<T>(seal: string, now = Date.now()): T | undefined {
    const entry = this.entries.get(seal);
    if (!entry) return undefined;
    if (entry.until <= now) {
      this.entries.delete(seal);
      return undefined;
    }
    // most recently used goes last: the first key is the one to drop when full
    this.entries.delete(seal);
    this.entries.set(seal, entry);
    return JSON.parse(entry.json) as T;
  }

  /** Remembers a seal that unsealed to `data`; call it only with the result of a successful unseal. */
  set(seal: string, data: unknown, now = Date.now()): void {
    if (this.ttlMs <= 0 || this.maxEntries <= 0) return;
    const expiry = sealExpiry(seal);
    // a seal without a readable expiry is not remembered at all
    if (expiry === null) return;
    const until = Math.min(now + this.ttlMs, expiry);
    if (until <= now) return;
    this.entries.delete(seal);
    while (this.entries.size >= this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) break;
      this.entries.delete(oldest);
    }
    this.entries.set(seal, { json: JSON.stringify(data), until });
  }

  delete(seal: string): void {
    this.entries.delete(seal);
  }

  clear(): void {
    this.entries.clear();
  }
}

/**
 * The unsealed content of `seal`, from `cache` when this process opened the same string recently.
 * `unseal` must answer `{}` (or null) for anything it refuses, as iron-session's `unsealData` does;
 * such answers are never stored.
 */
export async function unsealCached<T extends object>(
  cache: SealCache,
  seal: string,
  unseal: (seal: string) => Promise<T | Record<string, never> | null>,
  now = Date.now(),
): Promise<Partial<T>> {
  const hit = cache.get<T>(seal, now);
  if (hit !== undefined) return hit;
  const data = await unseal(seal);
  if (!data || typeof data !== 'object' || Object.keys(data).length === 0) return {};
  cache.set(seal, data, now);
  return data as Partial<T>;
}
