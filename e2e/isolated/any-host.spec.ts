import { expect, test, type Browser, type Page } from '@playwright/test';
import { DEMO_USERS, signIn, waitForApp } from '../support/auth';
import { chromiumLaunch } from '../support/chromium';
import { startAppInstance, type AppInstance } from '../support/app-instance';
import { startTlsProxy, type TlsProxy } from '../support/tls-proxy';
import { E2E_APP_PORT } from '../support/ports';
import { chooseUserMenuItem } from '../support/menu';

/**
 * Issue 19 §1 "Any host, any proxy": the product runs where a bank runs it, not only on localhost. The
 * login and one mutation of each screen, through the browser, on
 *  - http://127.0.0.1:PORT, the lane's app as `npm start` runs it (no APP_ORIGIN, no TRUST_PROXY);
 *  - https://lk.bank.test:PORT, a made-up host name Chromium maps to 127.0.0.1, through a TLS-terminating
 *    reverse proxy (e2e/support/tls-proxy.ts) in front of a second app instance with TRUST_PROXY=1.
 * The same proxy in front of the app without TRUST_PROXY: the sign-in is refused (the browser's origin is
 * not the one the app sees). Isolated: closing a day and the reader setting change the sandbox.
 */

const MADE_UP_HOST = 'lk.bank.test';
const TRUSTING_PORT = E2E_APP_PORT + 3;

test.use({
  launchOptions: { ...chromiumLaunch, args: [...chromiumLaunch.args, `--host-resolver-rules=MAP ${MADE_UP_HOST} 127.0.0.1`] },
  // the proxy's certificate is self-signed
  ignoreHTTPSErrors: true,
});
// Each test walks several screens on a shared 2-core machine: 50 s idle, past 60 s under load.
test.describe.configure({ mode: 'serial', timeout: 180_000 });

let trusting: AppInstance;
let proxy: TlsProxy;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  trusting = await startAppInstance(TRUSTING_PORT, { TRUST_PROXY: '1' });
  proxy = await startTlsProxy(MADE_UP_HOST, trusting.url);
});

test.afterAll(async () => {
  await proxy?.stop();
  await trusting?.stop();
});

async function pageOn(browser: Browser, origin: string): Promise<Page> {
  const context = await browser.newContext({ baseURL: origin, ignoreHTTPSErrors: true, locale: 'ru-RU', timezoneId: 'Europe/Moscow' });
  return context.newPage();
}

/** A call of the page itself (the browser resolves the made-up host; Playwright's own HTTP client does not). */
function pageFetch(page: Page, path: string, method = 'GET'): Promise<{ status: number; body: unknown }> {
  return page.evaluate(
    async ([url, verb]) => {
      const response = await fetch(url, { method: verb, headers: { accept: 'application/json', 'x-bo-request': '1' } });
      return { status: response.status, body: await response.json().catch(() => null) };
    },
    [path, method] as const,
  );
}

async function signOut(page: Page): Promise<void> {
  await chooseUserMenuItem(page, 'Выйти');
  await expect(page).toHaveURL(/\/auth$/);
}

/** Merchant: the dashboard's data, a check sent from the list, a terminal day closed, then logout. */
async function merchantScreens(page: Page): Promise<void> {
  await signIn(page, null, DEMO_USERS.merchant);
  await expect(page.getByRole('heading', { level: 1, name: 'Дашборд' })).toBeVisible();
  await expect(page.getByTestId('total-count')).toHaveAttribute('data-value', /^\d+$/);

  await page.goto('/list');
  await waitForApp(page);
  await page.getByRole('button', { name: /Подробнее об операции/ }).first().click();
  await page.getByRole('button', { name: 'Отправить чек', exact: true }).click();
  const dialog = page.getByTestId('send-check-dialog');
  await dialog.getByLabel('Адрес электронной почты').fill('buyer@example.com');
  await dialog.getByRole('button', { name: 'Отправить' }).click();
  await expect(page.getByText('Чек отправлен: buyer@example.com')).toBeVisible();

  await page.goto('/reconciliation');
  await waitForApp(page);
  const terminal = page.getByLabel('Терминал', { exact: true });
  const value = await terminal.locator('option').nth(1).getAttribute('value');
  await terminal.selectOption(value ?? '');
  await page.getByRole('button', { name: /^Закрыть день терминала / }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Закрыть день' }).click();
  await expect(page.getByRole('status').filter({ hasText: /Операционный день терминала .+ закрыт/ })).toBeVisible();
  await signOut(page);
}

/** Operator: the organisation's reader setting (and back), a storefront category made and removed, then logout. */
async function operatorScreens(page: Page): Promise<void> {
  await signIn(page, null, DEMO_USERS.operator);
  await page.goto('/organisation');
  await waitForApp(page);
  const reader = page.getByRole('checkbox', { name: 'Авторизация ридера с паролем' });
  const before = await reader.isChecked();
  for (const _ of [1, 2]) {
    await page.getByText('Авторизация ридера с паролем').click();
    await expect(page.getByRole('status').filter({ hasText: 'Настройка авторизации ридера сохранена' }).last()).toBeVisible();
  }
  await page.reload();
  expect(await page.getByRole('checkbox', { name: 'Авторизация ридера с паролем' }).isChecked()).toBe(before);

  await page.goto('/window');
  await waitForApp(page);
  const title = `Категория ${new URL(page.url()).hostname} ${Date.now().toString(36)}`;
  await page.getByRole('button', { name: 'Добавить категорию' }).click();
  const dialog = page.getByRole('dialog', { name: 'Новая категория' });
  await dialog.getByRole('textbox', { name: 'Название' }).fill(title);
  await dialog.getByRole('button', { name: 'Сохранить' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('category-tree').getByRole('button', { name: new RegExp(`^${title}`) })).toBeVisible();
  const list = await pageFetch(page, '/api/window/category/list?limit=10000');
  const created = (list.body as { result: { id: number; title: string }[] }).result.find((category) => category.title === title);
  expect(created).toBeDefined();
  expect((await pageFetch(page, `/api/window/category?id=${created?.id}&force=true`, 'DELETE')).status).toBe(200);
  await signOut(page);
}

for (const where of ['127.0.0.1', MADE_UP_HOST] as const) {
  test.describe(where === MADE_UP_HOST ? `https://${where} behind a TLS proxy, TRUST_PROXY=1` : `http://${where}, as npm start runs`, () => {
    const origin = () => (where === MADE_UP_HOST ? proxy.origin : `http://127.0.0.1:${E2E_APP_PORT}`);

    test('merchant: login, dashboard, a check sent, a terminal day closed, logout', async ({ browser }) => {
      const page = await pageOn(browser, origin());
      await merchantScreens(page);
      await page.context().close();
    });

    test('operator: login, the reader setting, a storefront category, logout', async ({ browser }) => {
      const page = await pageOn(browser, origin());
      await operatorScreens(page);
      await page.context().close();
    });
  });
}

test('the same proxy in front of an app without TRUST_PROXY: the sign-in is refused', async ({ browser }) => {
  proxy.retarget(`http://127.0.0.1:${E2E_APP_PORT}`);
  try {
    const page = await pageOn(browser, proxy.origin);
    await page.goto('/auth');
    await waitForApp(page);
    await page.getByLabel(/E-mail/).fill(DEMO_USERS.merchant);
    await page.getByLabel('Пароль', { exact: true }).fill('demo');
    const [answer] = await Promise.all([page.waitForResponse((response) => response.url().endsWith('/api/session/auth')), page.getByRole('button', { name: 'Войти' }).click()]);
    expect(answer.status()).toBe(403);
    await expect(page).toHaveURL(/\/auth$/);
    await page.context().close();
  } finally {
    proxy.retarget(trusting.url);
  }
});

test('through the trusted proxy a form on another site is still refused', async ({ browser }) => {
  const page = await pageOn(browser, proxy.origin);
  await page.route('https://evil.example/**', (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: `<!doctype html><form method="post" action="${proxy.origin}/api/session/auth"><input name="login" value="merchant@demo.test"><input name="password" value="demo"></form>`,
    }),
  );
  await page.goto('https://evil.example/');
  const [answer] = await Promise.all([page.waitForResponse((response) => response.url().endsWith('/api/session/auth')), page.evaluate(() => document.forms[0]?.submit())]);
  expect(answer.status()).toBe(403);
  await page.context().close();
});
