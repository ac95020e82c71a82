import { expect, type Locator, type Page } from '@playwright/test';
import { DEMO_PASSWORD, GREENBANK_CODE, signInAt, tenantPath, waitForApp } from '../support/auth';
import { sandbox } from '../support/sandbox';
import { chooseMenuItem, menuOpening } from '../support/menu';

export const TENANTS = [null, 'greenbank'] as const;

/** A name no other run (project, tenant, worker) uses at the same time. */
export function uniqueSuffix(): string {
  return `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;
}

export async function openOrganisation(page: Page, alias: string | null, login: string): Promise<void> {
  await signInAt(page, alias, login, tenantPath(alias, 'organisation'));
  await waitForApp(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Организация' })).toBeVisible();
}

/** The rows of a list as the viewport shows them: table rows from md up, cards below. */
export function listRows(page: Page, name: string): Locator {
  return page.getByRole('table', { name }).getByRole('row').or(page.getByRole('list', { name }).getByRole('listitem'));
}

export function rowOf(page: Page, list: string, text: string): Locator {
  return listRows(page, list).filter({ hasText: text });
}

interface SandboxSession {
  token: string;
}

/** A session straight against the sandbox (the e2e server's own), to find test data the UI then uses. */
export async function sandboxLogin(alias: string | null, login: string): Promise<SandboxSession> {
  const prefix = alias ? `/${alias}` : '';
  const headers = { 'request-source': 'frontend', 'content-type': 'application/json' };
  const auth = await fetch(`${sandbox.url}${prefix}/api/session/auth`, { method: 'POST', headers, body: JSON.stringify({ login, password: DEMO_PASSWORD }) });
  const session = ((await auth.json()) as { result: { token: string; authenticationCodeRequired?: boolean } }).result;
  if (!session.authenticationCodeRequired) return { token: session.token };
  const confirmed = await fetch(`${sandbox.url}${prefix}/api/session/confirm-authentication-code`, {
    method: 'POST',
    headers: { ...headers, authorization: `Bearer ${session.token}`, 'x-csrf-token': auth.headers.get('x-csrf-token') ?? '' },
    body: JSON.stringify({ code: GREENBANK_CODE }),
  });
  return { token: ((await confirmed.json()) as { result: { token: string } }).result.token };
}

export async function sandboxGet<T>(alias: string | null, session: SandboxSession, path: string): Promise<T> {
  const response = await fetch(`${sandbox.url}${alias ? `/${alias}` : ''}/${path}`, { headers: { 'request-source': 'frontend', authorization: `Bearer ${session.token}` } });
  if (!response.ok) throw new Error(`${path}: ${response.status}`);
  return ((await response.json()) as { result: T }).result;
}

/** An operator of the merchant's outlets with operations no reconciliation closed yet. */
export async function operatorWithUnclosedOperations(alias: string | null): Promise<{ id: number; fullName: string }> {
  const session = await sandboxLogin(alias, 'merchant@demo.test');
  const operators = await sandboxGet<{ id: number; fullName: string }[]>(alias, session, 'api/user/list?status.in=0,1,6&canMobile.eq=1&holdingId.nullable=true&limit=9999');
  for (const operator of operators) {
    if (await sandboxGet<boolean>(alias, session, `api/user/check-unclosed-transactions/${operator.id}`)) return operator;
  }
  throw new Error('no operator with unclosed operations');
}

/**
 * Clicks until `shown` appears: a click that lands before hydration (a loaded machine) is lost otherwise. A trigger
 * whose menu is open, or still loading (a menu on demand's stand-in says `aria-busy` until the menu replaces it and
 * opens by itself), is not clicked again: on a slow machine that second click closed the menu it had just opened.
 */
export async function clickUntilShown(trigger: Locator, shown: Locator): Promise<void> {
  await expect(async () => {
    if (!(await shown.isVisible()) && !(await menuOpening(trigger))) await trigger.click();
    await expect(shown).toBeVisible({ timeout: 5_000 });
  }).toPass({ timeout: 60_000 });
}

/** Opens the operator's menu and chooses `action` (e2e/support/menu.ts: a choice not taken is made again). */
export async function operatorAction(page: Page, name: string, action: string): Promise<void> {
  await chooseMenuItem(page.getByRole('button', { name: `Действия с оператором ${name}` }), page.getByRole('menuitem', { name: action }));
}
