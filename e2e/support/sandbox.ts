import { E2E_SANDBOX_URL } from './ports';

/** The sandbox's control API (sandbox/CONTRACT.md): faults, settings overrides, recorded requests. */
async function control(method: string, path: string, body?: unknown): Promise<unknown> {
  const response = await fetch(`${E2E_SANDBOX_URL}/__sandbox/${path}`, {
    method,
    headers: { 'content-type': 'application/json', 'request-source': 'frontend' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`sandbox control ${method} ${path}: ${response.status}`);
  const text = await response.text();
  return text ? (JSON.parse(text) as unknown) : null;
}

export interface Fault {
  path: string;
  method?: string;
  status?: number;
  delayMs?: number;
  drop?: boolean;
  malformed?: boolean;
  times?: number;
}

export interface RecordedRequest {
  method: string;
  url: string;
  headers: Record<string, string | string[] | undefined>;
}

export interface SentCheck {
  alias: string;
  transactionId: number;
  kind: 'send' | 'resend' | 'mass';
  channel: 'phone' | 'email';
  contact: string;
}

export const sandbox = {
  url: E2E_SANDBOX_URL,
  addFault: (fault: Fault) => control('POST', 'faults', fault),
  clearFaults: () => control('DELETE', 'faults'),
  setSettings: (alias: string | null, values: Record<string, string>) => control('PUT', `settings/${alias ?? '_default'}`, values),
  restoreSettings: (alias: string | null) => control('DELETE', `settings/${alias ?? '_default'}`),
  setVersion: (buildVersion: string) => control('POST', 'version', { buildVersion }),
  reset: () => control('POST', 'reset'),
  async requests(): Promise<RecordedRequest[]> {
    const body = (await control('GET', 'requests')) as { result?: RecordedRequest[] } | RecordedRequest[];
    return Array.isArray(body) ? body : (body.result ?? []);
  },
  clearRequests: () => control('DELETE', 'requests'),
  /** The receipts sent so far, newest first (`GET /__sandbox/sent-checks`). */
  async sentChecks(): Promise<SentCheck[]> {
    return ((await control('GET', 'sent-checks')) as { result: SentCheck[] }).result;
  },
  /** The upstream tokens of the newest sessions (the request log keeps none): what must never reach the browser. */
  async bearerTokens(): Promise<Set<string>> {
    const body = (await control('GET', 'sessions')) as { result: { token: string }[] };
    return new Set(body.result.map((session) => session.token));
  },
};
