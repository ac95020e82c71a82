import { expect, test, type Browser, type Cookie, type Page } from '@playwright/test';
import { installRecaptchaStub } from './recaptcha';
import { installMapStubs } from './maps';

export const DEMO_PASSWORD = 'demo';
export const GREENBANK_CODE = '123456';

export const DEMO_USERS = {
  holding: 'holding@demo.test',
  merchant: 'merchant@demo.test',
  operator: 'operator@demo.test',
} as const;

export function tenantPath(alias: string | null, page: string): string {
  return `${alias ? `/${alias}` : ''}/${page}`;
}

/**
 * Session cookies of this worker's sign-ins, by tenant, login and password. A later sign-in of the
 * same user in a new browser context reuses them when they still open the dashboard (a logout, a
 * password change or the expiry elsewhere ends them: then it signs in through the page again).
 * Not in the isolated project, whose tests change users, passwords and settings on purpose, nor in
 * e2e/auth.spec.ts, whose tests are about signing in through the page.
 */
const signedInCookies = new Map<string, Cookie[]>();

async function reuseSignIn(page: Page, key: string, landing: string): Promise<boolean> {
  const cookies = signedInCookies.get(key);
  if (!cookies) return false;
  await page.context().addCookies(cookies);
  await page.goto(landing);
  if (new URL(page.url()).pathname === new URL(landing, 'http://app').pathname) {
    // A session that the API ended (a test that signed out with these cookies) still opens /dashboard: the cookie
    // looks alive to the middleware, and the shell, told 401, shows "ending" instead of the header, signs out and
    // goes to the login page by itself. Either the user menu proves the session alive, or that login page comes.
    const alive = page.getByTestId('user-menu');
    await expect(alive.or(page.getByTestId('login-notice'))).toBeVisible({ timeout: 30_000 });
    if (await alive.isVisible()) {
      await waitForApp(page);
      return true;
    }
  }
  signedInCookies.delete(key);
  await page.context().clearCookies();
  return false;
}

/**
 * Signs in through the real login page (and the code step on multi-factor tenants); ends on the
 * hydrated dashboard. Outside the isolated project a user's later sign-ins in the same worker reuse
 * the first one's session (see `signedInCookies`): the login page is tested by e2e/auth.spec.ts.
 */
export async function signIn(page: Page, alias: string | null, login: string, password = DEMO_PASSWORD): Promise<void> {
  await signInThenOpen(page, alias, login, tenantPath(alias, 'dashboard'), password);
}

/**
 * Signs in and opens `path` (a page of the shell: the list, the organisation …). A reused session opens it at once,
 * not through the dashboard first (issue 37: a dashboard's server render and hydration fewer per test); a first sign-in
 * goes through the login page to the dashboard, then to `path`. Ends on `path`, hydrated.
 */
export async function signInAt(page: Page, alias: string | null, login: string, path: string): Promise<void> {
  await signInThenOpen(page, alias, login, path, DEMO_PASSWORD);
}

async function signInThenOpen(page: Page, alias: string | null, login: string, landing: string, password: string): Promise<void> {
  const key = `${alias ?? ''}|${login}|${password}`;
  const info = test.info();
  const reusable = info.project.name !== 'isolated' && !/[\\/]e2e[\\/]auth\.spec\.ts$/.test(info.file);
  if (reusable && (await reuseSignIn(page, key, landing))) return;
  // greenbank runs reCAPTCHA: serve the stand-in (Google is unreachable from tests).
  if (alias === 'greenbank') await installRecaptchaStub(page);
  await page.goto(tenantPath(alias, 'auth'));
  await waitForApp(page);
  await page.getByLabel(/E-mail/).fill(login);
  await page.getByLabel('Пароль', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Войти' }).click();
  if (alias === 'greenbank') {
    await page.getByLabel('Код подтверждения').fill(GREENBANK_CODE);
    await page.getByRole('button', { name: 'Подтвердить' }).click();
  }
  // the sign-in call, the session and the dashboard's server load: up to 30 s on a busy 2-core CI machine
  await expect(page).toHaveURL(new RegExp(`${tenantPath(alias, 'dashboard')}$`), { timeout: 30_000 });
  await waitForApp(page);
  if (reusable) signedInCookies.set(key, await page.context().cookies());
  if (landing !== tenantPath(alias, 'dashboard')) {
    await page.goto(landing);
    await waitForApp(page);
  }
}

/** Waits until React has hydrated the page, so clicks reach their handlers even on a slow machine. */
export async function waitForApp(page: Page): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', '1', { timeout: 30_000 });
}

/** Fills the default tenant's login form (the e-mail field and the password). */
export async function fillLogin(page: Page, login: string, password = DEMO_PASSWORD): Promise<void> {
  await page.getByLabel(/E-mail/).fill(login);
  await page.getByLabel('Пароль', { exact: true }).fill(password);
}

/**
 * One signed-in page per user for a whole isolated spec (`pages`: the spec's own, closed in its `afterAll`):
 * a new browser context with the map providers stubbed, signed in through the default tenant's login page.
 */
export async function signedInPageOf(browser: Browser, login: string, pages: Map<string, Page>): Promise<Page> {
  const known = pages.get(login);
  if (known) return known;
  const page = await (await browser.newContext()).newPage();
  await installMapStubs(page);
  await page.goto('/auth');
  await waitForApp(page);
  await fillLogin(page, login);
  await page.getByRole('button', { name: 'Войти' }).click();
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 30_000 });
  pages.set(login, page);
  return page;
}
