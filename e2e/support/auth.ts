import { expect, type Page } from '@playwright/test';
import { installRecaptchaStub } from './recaptcha';

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

/** Signs in through the real login page (and the code step on multi-factor tenants). */
export async function signIn(page: Page, alias: string | null, login: string, password = DEMO_PASSWORD): Promise<void> {
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
  await expect(page).toHaveURL(new RegExp(`${tenantPath(alias, 'dashboard')}$`));
  await waitForApp(page);
}

/** Waits until React has hydrated the page, so clicks reach their handlers even on a slow machine. */
export async function waitForApp(page: Page): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', '1', { timeout: 30_000 });
}
