/**
 * Server configuration read from the environment, validated once.
 * Imported by server code only (route handlers, server components, middleware).
 */

const DEV_SESSION_PASSWORD = 'dev-only-session-password-change-me-0123456789';

export interface ServerEnv {
  /** Base URL of the acquiring API; the embedded sandbox when unset. */
  acquiringApiUrl: string;
  /** Session sealing passwords by id; the highest id seals, all unseal (rotation). */
  sessionPasswords: Record<string, string>;
  /** Cookies get `Secure` and the `__Host-` prefix. */
  secureCookies: boolean;
  /** Upper bound for one upstream call, in milliseconds. */
  upstreamTimeoutMs: number;
  /** The public origins the browser reaches the app at (`APP_ORIGIN`); empty: the request's own Host. */
  appOrigins: readonly string[];
  /** `X-Forwarded-Host` / `X-Forwarded-Proto` come from our own reverse proxy (`TRUST_PROXY=1`). */
  trustProxy: boolean;
  /** `REDIS_URL`: the store the sign-in limits share across app instances; unset, each instance counts in memory. */
  redisUrl: string | null;
}

/** `APP_ORIGIN`: comma-separated origins such as `https://lk.bank.example`; a path or another scheme is a mistake. */
export function parseAppOrigins(raw: string | undefined): string[] {
  if (!raw || raw.trim() === '') return [];
  return raw.split(',').map((item) => {
    const value = item.trim();
    let url: URL | null = null;
    try {
      url = new URL(value);
    } catch {
      url = null;
    }
    if (!url || (url.protocol !== 'https:' && url.protocol !== 'http:') || url.pathname !== '/' || url.search || url.hash || url.username) {
      throw new Error(`APP_ORIGIN entries must be origins such as https://lk.bank.example, not ${JSON.stringify(value)}`);
    }
    return url.origin;
  });
}

function parsePasswords(raw: string | undefined, production: boolean): Record<string, string> {
  if (!raw) {
    if (production) {
      // Running production without a secret would make every cookie forgeable by anyone who reads this file.
      throw new Error('SESSION_PASSWORD is required in production (at least 32 characters)');
    }
    return { '1': DEV_SESSION_PASSWORD };
  }
  // Either a single password or "id:password,id:password" for rotation.
  const entries = raw.includes(':')
    ? raw.split(',').map((pair) => {
        const index = pair.indexOf(':');
        return [pair.slice(0, index).trim(), pair.slice(index + 1).trim()] as const;
      })
    : ([['1', raw.trim()]] as const);
  const passwords: Record<string, string> = {};
  for (const [id, password] of entries) {
    if (!/^\d+$/.test(id) || password.length < 32) {
      throw new Error('SESSION_PASSWORD entries must be "<number>:<password of at least 32 characters>"');
    }
    passwords[id] = password;
  }
  return passwords;
}

let cached: ServerEnv | undefined;

export function serverEnv(): ServerEnv {
  if (cached) return cached;
  const production = process.env.NODE_ENV === 'production';
  const sandboxPort = process.env.SANDBOX_PORT ?? '4010';
  cached = {
    acquiringApiUrl: (process.env.ACQUIRING_API_URL || `http://127.0.0.1:${sandboxPort}`).replace(/\/+$/, ''),
    sessionPasswords: parsePasswords(process.env.SESSION_PASSWORD, production),
    secureCookies: process.env.SESSION_COOKIE_SECURE ? process.env.SESSION_COOKIE_SECURE !== 'false' : production,
    upstreamTimeoutMs: Number(process.env.UPSTREAM_TIMEOUT_MS) > 0 ? Number(process.env.UPSTREAM_TIMEOUT_MS) : 15000,
    appOrigins: parseAppOrigins(process.env.APP_ORIGIN),
    trustProxy: process.env.TRUST_PROXY === '1' || process.env.TRUST_PROXY === 'true',
    redisUrl: process.env.REDIS_URL?.trim() || null,
  };
  return cached;
}
