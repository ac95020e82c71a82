/**
 * A tiny in-memory cache for tenant-wide reference data (settings, languages, dictionary…).
 * Keys always include the tenant and language; user data never goes in here.
 * Concurrent misses share one load; failures are not cached.
 */
export class TtlCache<T> {
  private readonly entries = new Map<string, { value: T; expires: number; loaded: number }>();
  private readonly pending = new Map<string, Promise<T>>();
  private readonly ttlMs: number;
  private readonly maxEntries: number;

  constructor(ttlMs: number, maxEntries = 500) {
    this.ttlMs = ttlMs;
    this.maxEntries = maxEntries;
  }

  /** `maxAgeMs`: for this call, a value loaded longer ago than that counts as expired (a bounded re-check). */
  async get(key: string, load: () => Promise<T>, now = Date.now(), maxAgeMs = Infinity): Promise<T> {
    const hit = this.entries.get(key);
    if (hit && hit.expires > now && now - hit.loaded <= maxAgeMs) return hit.value;
    const inFlight = this.pending.get(key);
    if (inFlight) return inFlight;
    const promise = load()
      .then((value) => {
        if (this.ttlMs > 0) {
          if (this.entries.size >= this.maxEntries) this.entries.clear();
          const loaded = Date.now();
          this.entries.set(key, { value, expires: loaded + this.ttlMs, loaded });
        }
        return value;
      })
      .finally(() => this.pending.delete(key));
    this.pending.set(key, promise);
    return promise;
  }

  clear(): void {
    this.entries.clear();
  }
}
