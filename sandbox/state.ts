/** In-memory runtime state: injected faults, the request log, settings overrides, build version, login and code attempts. */

export interface Fault {
  id: number;
  path: RegExp;
  method?: string;
  status?: number;
  delayMs?: number;
  drop?: boolean;
  malformed?: boolean;
  /** remaining matches; undefined = until deleted */
  remaining?: number;
}

export interface LoggedRequest {
  time: string;
  method: string;
  url: string;
  headers: Record<string, string | string[] | undefined>;
}

export interface LoginAttempts {
  failures: number;
  lastFailureAt: number;
  blockedUntil: number;
}

/** Configured answer of api/terminal/close-day/{id} (control API PUT /__sandbox/terminal-close-day/{id}). */
export interface CloseDayState {
  code: string;
  description: string;
  hostCode?: string;
  hostDescription?: string;
}

export const REQUEST_LOG_LIMIT = 500;
export const DEFAULT_BUILD_VERSION = '1.0.0-sandbox';

/** Headers and query parameters that carry a secret (a token, a CSRF value, a code): the log keeps only that one was sent. */
const SECRET_HEADERS = new Set(['authorization', 'x-csrf-token', 'cookie', 'set-cookie', 'proxy-authorization']);
const SECRET_PARAMETERS = new Set(['token', 'code', 'password']);
export const REDACTED = '[redacted]';

function redactHeader(name: string, value: string | string[] | undefined): string | string[] | undefined {
  if (value === undefined || !SECRET_HEADERS.has(name)) return value;
  // the scheme says how the call was authorised; the credential stays out
  const scheme = name === 'authorization' && typeof value === 'string' ? /^(\S+)\s/.exec(value)?.[1] : undefined;
  return scheme ? `${scheme} ${REDACTED}` : REDACTED;
}

/**
 * A request as the control API's log keeps it: no credential, restore token or code in its headers or query.
 * The path stays as received (tests look there for what a proxy must not let through, such as `..`).
 */
export function loggedRequest(time: string, method: string, rawUrl: string, headers: Record<string, string | string[] | undefined>): LoggedRequest {
  const queryAt = rawUrl.indexOf('?');
  let url = rawUrl;
  if (queryAt >= 0) {
    const query = new URLSearchParams(rawUrl.slice(queryAt + 1));
    const secret = [...query.keys()].filter((name) => SECRET_PARAMETERS.has(name.toLowerCase()));
    for (const name of secret) query.set(name, REDACTED);
    if (secret.length > 0) url = `${rawUrl.slice(0, queryAt)}?${query.toString()}`;
  }
  const kept: LoggedRequest['headers'] = {};
  for (const [name, value] of Object.entries(headers)) kept[name] = redactHeader(name, value);
  return { time, method, url, headers: kept };
}

export class RuntimeState {
  faults: Fault[] = [];
  private nextFaultId = 1;
  requests: LoggedRequest[] = [];
  /** tenant alias ('' = default) → setting name → value */
  settingOverrides = new Map<string, Record<string, string>>();
  buildVersion = DEFAULT_BUILD_VERSION;
  /** `${tenant}\u0000${login}` → attempts */
  loginAttempts = new Map<string, LoginAttempts>();
  /** session token → mass-send-check calls so far (every third answers 429) */
  massSendCalls = new Map<string, number>();
  /** terminal id → configured close-day answer */
  closeDay = new Map<number, CloseDayState>();
  /** pending (code-step) session token → wrong confirmation codes so far */
  codeFailures = new Map<string, number>();
  /** `${tenant}\u0000${user id}` → ms epoch the last confirmation code was sent (at login or by a resend) */
  codeSentAt = new Map<string, number>();

  addFault(fault: Omit<Fault, 'id'>): Fault {
    const created = { ...fault, id: this.nextFaultId++ };
    this.faults.push(created);
    return created;
  }

  /** Finds the first matching fault and consumes one of its `times`. */
  takeFault(method: string, path: string): Fault | undefined {
    const fault = this.faults.find((f) => (!f.method || f.method === method) && f.path.test(path));
    if (!fault) return undefined;
    if (fault.remaining !== undefined) {
      fault.remaining -= 1;
      if (fault.remaining <= 0) this.faults = this.faults.filter((f) => f !== fault);
    }
    return fault;
  }

  logRequest(entry: LoggedRequest): void {
    this.requests.push(entry);
    if (this.requests.length > REQUEST_LOG_LIMIT) this.requests.splice(0, this.requests.length - REQUEST_LOG_LIMIT);
  }

  reset(): void {
    this.faults = [];
    this.requests = [];
    this.settingOverrides.clear();
    this.buildVersion = DEFAULT_BUILD_VERSION;
    this.loginAttempts.clear();
    this.massSendCalls.clear();
    this.closeDay.clear();
    this.codeFailures.clear();
    this.codeSentAt.clear();
  }
}
