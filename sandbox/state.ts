/** In-memory runtime state: injected faults, the request log, settings overrides, build version, login attempts. */

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
  }
}
