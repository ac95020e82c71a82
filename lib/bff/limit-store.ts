/**
 * Where the BFF keeps the counts and waits of its sign-in limits (wrong confirmation codes, the code resend wait).
 * They cannot live in the sealed session cookie: a client replays an older cookie and the count is back to zero.
 * One app instance keeps them in memory; several instances behind a balancer share a Redis (`REDIS_URL`,
 * lib/bff/redis-limit-store.ts). Both keep this contract (one test runs against both).
 */

export interface LimitWindow {
  /** Events counted under the key since its window began, this one included. */
  count: number;
  /** Epoch ms the window ends and the count starts again from zero. */
  resetAt: number;
}

export interface LimitClaim {
  /** True when this call took the hold; false when an earlier hold still stands. */
  claimed: boolean;
  /** Epoch ms the hold in force ends. */
  until: number;
}

export interface LimitStore {
  /** Counts one more event under `key`; the window starts with the first event and lasts `windowMs`. */
  hit(key: string, windowMs: number): Promise<LimitWindow>;
  /** Takes a hold on `key` for `ms` unless one stands (atomic: of two concurrent claims one wins). */
  claim(key: string, ms: number): Promise<LimitClaim>;
  /** Holds `key` for `ms` from now, whatever stood before. */
  hold(key: string, ms: number): Promise<void>;
  /** Forgets `key` (a count or a hold). */
  release(key: string): Promise<void>;
  /** Resolves when the store answers (a sign-in that may send a code asks first); rejects when it cannot. */
  ping(): Promise<void>;
}

interface Entry {
  count: number;
  until: number;
}

/**
 * The store of one instance. Entries expire by time; beyond `maxKeys` the oldest go first, so a flood of made-up
 * logins cannot grow the process without bound (a forgotten count only gives back what a restart would).
 */
export class MemoryLimitStore implements LimitStore {
  private readonly entries = new Map<string, Entry>();
  private readonly now: () => number;
  private readonly maxKeys: number;

  constructor({ now = Date.now, maxKeys = 100_000 }: { now?: () => number; maxKeys?: number } = {}) {
    this.now = now;
    this.maxKeys = maxKeys;
  }

  private live(key: string): Entry | undefined {
    const entry = this.entries.get(key);
    if (entry && entry.until <= this.now()) {
      this.entries.delete(key);
      return undefined;
    }
    return entry;
  }

  private put(key: string, entry: Entry): void {
    this.entries.delete(key);
    this.entries.set(key, entry);
    while (this.entries.size > this.maxKeys) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) break;
      this.entries.delete(oldest);
    }
  }

  async hit(key: string, windowMs: number): Promise<LimitWindow> {
    const entry = this.live(key);
    if (entry) {
      entry.count += 1;
      return { count: entry.count, resetAt: entry.until };
    }
    const created = { count: 1, until: this.now() + windowMs };
    this.put(key, created);
    return { count: 1, resetAt: created.until };
  }

  async claim(key: string, ms: number): Promise<LimitClaim> {
    const entry = this.live(key);
    if (entry) return { claimed: false, until: entry.until };
    const until = this.now() + ms;
    this.put(key, { count: 0, until });
    return { claimed: true, until };
  }

  async hold(key: string, ms: number): Promise<void> {
    this.put(key, { count: 0, until: this.now() + ms });
  }

  async release(key: string): Promise<void> {
    this.entries.delete(key);
  }

  async ping(): Promise<void> {}
}
