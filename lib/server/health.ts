/**
 * The probes (issue 35 §2). Liveness: the process answers, nothing else is asked. Readiness: the acquiring API
 * answered within a second, and so did Redis where `REDIS_URL` is set; an instance that is stopping is not ready.
 * A result is kept a few seconds, so that probes from every orchestrator and balancer do not load the bank's API.
 * The answers say up or down and which dependency failed, nothing more: no session, no limit counts them.
 */

export type Dependency = 'acquiring-api' | 'redis' | 'shutting-down';

export interface HealthAnswer {
  status: 'up' | 'down';
  /** What is down, when the answer is down. */
  failed?: Dependency[];
}

/** Each dependency's answer may take this long. */
export const DEPENDENCY_TIMEOUT_MS = 1000;
/** A readiness result is reused for this long. */
export const READINESS_CACHE_MS = 3000;

export type DependencyCheck = () => Promise<boolean>;

/** `check` within the time, a failure or no answer being false. */
export function withinTime(check: DependencyCheck, ms = DEPENDENCY_TIMEOUT_MS): Promise<boolean> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<boolean>((resolve) => {
    timer = setTimeout(() => resolve(false), ms);
  });
  return Promise.race([check().catch(() => false), late]).finally(() => clearTimeout(timer));
}

export interface ReadinessOptions {
  checks: Partial<Record<Exclude<Dependency, 'shutting-down'>, DependencyCheck>>;
  shuttingDown: () => boolean;
  cacheMs?: number;
  timeoutMs?: number;
  now?: () => number;
}

/** The readiness probe's answer, its dependencies asked at most once per `cacheMs` (probes at once share one check). */
export function readinessProbe({ checks, shuttingDown, cacheMs = READINESS_CACHE_MS, timeoutMs = DEPENDENCY_TIMEOUT_MS, now = Date.now }: ReadinessOptions) {
  let last: { at: number; answer: Promise<HealthAnswer> } | null = null;
  const checkAll = async (): Promise<HealthAnswer> => {
    const entries = Object.entries(checks) as [Exclude<Dependency, 'shutting-down'>, DependencyCheck][];
    const results = await Promise.all(entries.map(async ([name, check]) => [name, await withinTime(check, timeoutMs)] as const));
    const failed = results.filter(([, up]) => !up).map(([name]) => name);
    return failed.length > 0 ? { status: 'down', failed } : { status: 'up' };
  };
  return (): Promise<HealthAnswer> => {
    // stopping is known at once, never from the cache
    if (shuttingDown()) return Promise.resolve({ status: 'down', failed: ['shutting-down'] });
    if (!last || now() - last.at >= cacheMs) last = { at: now(), answer: checkAll() };
    return last.answer;
  };
}

export function healthResponse(answer: HealthAnswer): Response {
  return new Response(JSON.stringify(answer), {
    status: answer.status === 'up' ? 200 : 503,
    headers: { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' },
  });
}
