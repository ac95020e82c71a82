import type { Terminal } from '../../lib/acquiring/contract/organisation';
import type { Reconciliation } from '../../lib/acquiring/contract/reconciliations';
import { DEMO_PASSWORD, GREENBANK_CODE } from './auth';
import { E2E_SANDBOX_URL } from './ports';

/**
 * A session on the sandbox itself, to check what a page shows against the API's own answers (never
 * hard-coded figures). Its token is its own, from the sandbox's `POST api/session/auth` (and the sign-in
 * code where the tenant asks for one), not the browser's.
 */
export class SandboxClient {
  private constructor(
    private readonly alias: string | null,
    private readonly token: string,
  ) {}

  static async signIn(alias: string | null, login: string): Promise<SandboxClient> {
    const base = `${E2E_SANDBOX_URL}${alias ? `/${alias}` : ''}`;
    const headers = { 'request-source': 'frontend', 'content-type': 'application/json' };
    const auth = await fetch(`${base}/api/session/auth`, { method: 'POST', headers, body: JSON.stringify({ login, password: DEMO_PASSWORD }) });
    if (!auth.ok) throw new Error(`sandbox auth ${auth.status}`);
    const session = ((await auth.json()) as { result: { token: string; authenticationCodeRequired?: boolean } }).result;
    if (!session.authenticationCodeRequired) return new SandboxClient(alias, session.token);
    const confirm = await fetch(`${base}/api/session/confirm-authentication-code`, {
      method: 'POST',
      headers: { ...headers, authorization: `Bearer ${session.token}`, 'x-csrf-token': auth.headers.get('x-csrf-token') ?? '' },
      body: JSON.stringify({ code: GREENBANK_CODE }),
    });
    if (!confirm.ok) throw new Error(`sandbox confirm ${confirm.status}`);
    return new SandboxClient(alias, ((await confirm.json()) as { result: { token: string } }).result.token);
  }

  private url(pathAndQuery: string): string {
    return `${E2E_SANDBOX_URL}${this.alias ? `/${this.alias}` : ''}${pathAndQuery}`;
  }

  async get<T>(path: string, search: URLSearchParams | string = ''): Promise<T> {
    const query = String(search);
    const response = await fetch(this.url(`/${path}${query ? `?${query}` : ''}`), {
      headers: { 'request-source': 'frontend', authorization: `Bearer ${this.token}` },
    });
    if (!response.ok) throw new Error(`sandbox ${path}: ${response.status} ${await response.text()}`);
    return ((await response.json()) as { result: T }).result;
  }

  /** The answer to a recorded request (path and query, as the app asked it) for a reader of `language`; null when it is not JSON. */
  async answer(pathAndQuery: string, language: string): Promise<unknown> {
    const response = await fetch(this.url(pathAndQuery), {
      headers: { 'request-source': 'frontend', authorization: `Bearer ${this.token}`, 'accept-language': language },
    });
    if (!response.ok || !(response.headers.get('content-type') ?? '').includes('json')) return null;
    return ((await response.json()) as { result?: unknown }).result ?? null;
  }

  /** The operations list's count for a query. */
  count(search: URLSearchParams | string): Promise<number> {
    return this.get<number>('api/transaction/total/count', search);
  }

  reconciliations(type: 'list' | 'archive', search: URLSearchParams): Promise<Reconciliation[]> {
    return this.get<Reconciliation[]>(`api/reconciliation/${type}`, search);
  }

  terminals(): Promise<Terminal[]> {
    return this.get<Terminal[]>('api/terminal/list', 'limit=1000');
  }
}
