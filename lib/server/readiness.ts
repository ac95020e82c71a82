import 'server-only';
import { createClient } from '@redis/client';
import { serverEnv } from '../env';
import { upstreamFetch } from '../acquiring/upstream';
import { DEPENDENCY_TIMEOUT_MS, readinessProbe, type DependencyCheck, type HealthAnswer } from './health';
import { isShuttingDown } from '../observability/lifecycle';

/** The acquiring API's `GET info` (spec §7), the tenant-free call every page starts with. */
const acquiringApiAnswers: DependencyCheck = async () => {
  const response = await upstreamFetch({ alias: null, path: 'info', timeoutMs: DEPENDENCY_TIMEOUT_MS });
  response.body?.cancel().catch(() => undefined);
  return response.ok;
};

/**
 * PING on a connection of the probe's own, opened and closed per check (one every few seconds at most): the limit
 * store's connection may be busy with sign-ins, and a probe leaves nothing running behind it.
 */
function redisAnswers(url: string): DependencyCheck {
  return async () => {
    const client = createClient({ url, disableOfflineQueue: true, socket: { connectTimeout: DEPENDENCY_TIMEOUT_MS, reconnectStrategy: false } });
    // the failed PING reports an outage; an unheard 'error' event would end the process
    client.on('error', () => undefined);
    try {
      await client.connect();
      return (await client.ping()) === 'PONG';
    } finally {
      if (client.isOpen) client.destroy();
    }
  };
}

const PROBE_KEY = Symbol.for('merchant-back-office.readiness');

/** This process's readiness probe (one for every route bundle). */
export function readiness(): Promise<HealthAnswer> {
  const global = globalThis as typeof globalThis & { [PROBE_KEY]?: () => Promise<HealthAnswer> };
  if (!global[PROBE_KEY]) {
    const { redisUrl } = serverEnv();
    global[PROBE_KEY] = readinessProbe({
      checks: { 'acquiring-api': acquiringApiAnswers, ...(redisUrl ? { redis: redisAnswers(redisUrl) } : {}) },
      shuttingDown: isShuttingDown,
    });
  }
  return global[PROBE_KEY]();
}
