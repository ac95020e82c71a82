import { expect, type Page } from '@playwright/test';
import type { Reconciliation, Terminal } from '../../lib/acquiring/contract';
import { E2E_SANDBOX_URL } from '../support/ports';
import { GREENBANK_CODE, DEMO_PASSWORD } from '../support/auth';

/** A session on the sandbox itself, to check what the page shows against the API's own answers. */
export class SandboxClient {
  private constructor(
    private readonly alias: string | null,
    private readonly token: string,
  ) {}

  static async signIn(alias: string | null, login: string): Promise<SandboxClient> {
    const base = `${E2E_SANDBOX_URL}${alias ? `/${alias}` : ''}`;
    const auth = await fetch(`${base}/api/session/auth`, {
      method: 'POST',
      headers: { 'request-source': 'frontend', 'content-type': 'application/json' },
      body: JSON.stringify({ login, password: DEMO_PASSWORD }),
    });
    if (!auth.ok) throw new Error(`sandbox auth ${auth.status}`);
    const session = ((await auth.json()) as { result: { token: string; authenticationCodeRequired?: boolean } }).result;
    if (!session.authenticationCodeRequired) return new SandboxClient(alias, session.token);
    const confirm = await fetch(`${base}/api/session/confirm-authentication-code`, {
      method: 'POST',
      headers: {
        'request-source': 'frontend',
        'content-type': 'application/json',
        authorization: `Bearer ${session.token}`,
        'x-csrf-token': auth.headers.get('x-csrf-token') ?? '',
      },
      body: JSON.stringify({ code: GREENBANK_CODE }),
    });
    if (!confirm.ok) throw new Error(`sandbox confirm ${confirm.status}`);
    return new SandboxClient(alias, ((await confirm.json()) as { result: { token: string } }).result.token);
  }

  async get<T>(path: string, search: URLSearchParams | string = ''): Promise<T> {
    const query = String(search);
    const response = await fetch(`${E2E_SANDBOX_URL}${this.alias ? `/${this.alias}` : ''}/${path}${query ? `?${query}` : ''}`, {
      headers: { 'request-source': 'frontend', authorization: `Bearer ${this.token}` },
    });
    if (!response.ok) throw new Error(`sandbox ${path}: ${response.status}`);
    return ((await response.json()) as { result: T }).result;
  }

  reconciliations(type: 'list' | 'archive', search: URLSearchParams): Promise<Reconciliation[]> {
    return this.get<Reconciliation[]>(`api/reconciliation/${type}`, search);
  }

  terminals(): Promise<Terminal[]> {
    return this.get<Terminal[]>('api/terminal/list', 'limit=1000');
  }
}

/** The ids of the rows the page shows (table on desktop, cards on phones). */
export async function shownIds(page: Page): Promise<number[]> {
  const rows = page.locator('[data-reconciliation-id]:visible');
  return (await rows.evaluateAll((elements) => elements.map((element) => Number(element.getAttribute('data-reconciliation-id')))));
}

export async function expectCount(page: Page, count: number): Promise<void> {
  await expect(page.getByTestId('reconciliation-count')).toHaveText(`Найдено сверок: ${count}`, { timeout: 30_000 });
}

/**
 * A fixed start for the date filter: what the page and the sandbox are asked for is then the same. `date` and
 * `time` as a Russian user types them into the form (31.12.2025, 14:05).
 */
export function fixedFrom(daysAgo: number): { iso: string; date: string; time: string } {
  // Whole Moscow minutes, as the form's fields give them.
  const moscow = new Date(Date.now() - daysAgo * 86_400_000 + 3 * 3_600_000);
  moscow.setUTCSeconds(0, 0);
  const [day, time] = moscow.toISOString().slice(0, 16).split('T') as [string, string];
  const [year, month, date] = day.split('-');
  return { iso: new Date(moscow.getTime() - 3 * 3_600_000).toISOString(), date: `${date}.${month}.${year}`, time };
}
