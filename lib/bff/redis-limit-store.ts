import 'server-only';
import { createClient } from '@redis/client';
import type { LimitClaim, LimitStore, LimitWindow } from './limit-store';

/**
 * The sign-in limits' store shared by every app instance behind a balancer (`REDIS_URL`). Each operation is one
 * atomic step on the Redis server (a Lua script or SET NX), so two instances counting at once never lose a count,
 * and windows and holds expire by Redis's own clock (PEXPIRE), not by any instance's.
 */

/** INCR, and the window's expiry set by the first hit (or mended when a key lost it); answers [count, ms left]. */
const HIT = `local count = redis.call('INCR', KEYS[1])
local left = redis.call('PTTL', KEYS[1])
if count == 1 or left < 0 then redis.call('PEXPIRE', KEYS[1], ARGV[1]); left = tonumber(ARGV[1]) end
return {count, left}`;

/** SET NX PX, or the ms left of the hold that stands; answers [1 taken | 0 not, ms left]. */
const CLAIM = `if redis.call('SET', KEYS[1], '1', 'NX', 'PX', ARGV[1]) then return {1, tonumber(ARGV[1])} end
local left = redis.call('PTTL', KEYS[1])
if left < 0 then left = 0 end
return {0, left}`;

/** A Redis that does not answer in this time fails the call (the BFF then answers "temporarily unavailable"). */
const COMMAND_TIMEOUT_MS = 2000;
const KEY_PREFIX = 'bo:limits:';

export class StoreUnavailableError extends Error {}

type Client = ReturnType<typeof createClient>;

function pair(reply: unknown): [number, number] {
  if (!Array.isArray(reply) || reply.length !== 2) throw new StoreUnavailableError('unexpected Redis reply');
  return [Number(reply[0]), Number(reply[1])];
}

export class RedisLimitStore implements LimitStore {
  private readonly client: Client;
  private connecting: Promise<unknown> | null = null;

  constructor(url: string) {
    this.client = createClient({
      url,
      // no queue while disconnected: a sign-in waits at most the timeout, it never hangs on a dead Redis
      disableOfflineQueue: true,
      socket: { connectTimeout: COMMAND_TIMEOUT_MS, reconnectStrategy: (retries: number) => Math.min(100 * 2 ** retries, 5000) },
    });
    // Without a listener an 'error' event would end the process; the failed command itself reports the outage.
    this.client.on('error', () => undefined);
  }

  private async ready(): Promise<Client> {
    if (!this.client.isOpen) this.connecting ??= this.client.connect().finally(() => (this.connecting = null));
    if (this.connecting) await this.connecting;
    return this.client;
  }

  private async run<T>(command: (client: Client) => Promise<T>): Promise<T> {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new StoreUnavailableError('Redis did not answer in time')), COMMAND_TIMEOUT_MS);
    });
    try {
      return await Promise.race([this.ready().then(command), timeout]);
    } catch (error) {
      throw error instanceof StoreUnavailableError ? error : new StoreUnavailableError(error instanceof Error ? error.message : String(error));
    } finally {
      clearTimeout(timer);
    }
  }

  async hit(key: string, windowMs: number): Promise<LimitWindow> {
    const [count, left] = pair(await this.run((c) => c.eval(HIT, { keys: [KEY_PREFIX + key], arguments: [String(windowMs)] })));
    return { count, resetAt: Date.now() + left };
  }

  async claim(key: string, ms: number): Promise<LimitClaim> {
    const [taken, left] = pair(await this.run((c) => c.eval(CLAIM, { keys: [KEY_PREFIX + key], arguments: [String(ms)] })));
    return { claimed: taken === 1, until: Date.now() + left };
  }

  async hold(key: string, ms: number): Promise<void> {
    await this.run((c) => c.set(KEY_PREFIX + key, '1', { expiration: { type: 'PX', value: ms } }));
  }

  async release(key: string): Promise<void> {
    await this.run((c) => c.del(KEY_PREFIX + key));
  }

  async ping(): Promise<void> {
    await this.run((c) => c.ping());
  }

  /** For tests and shutdown: closes the connection. */
  async close(): Promise<void> {
    if (this.client.isOpen) await this.client.close();
  }
}
