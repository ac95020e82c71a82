import { expect, test, type Locator, type Page } from '@playwright/test';
import { DEMO_USERS, signIn, tenantPath, waitForApp } from '../support/auth';
import { installMapStubs } from '../support/maps';
import { sandbox } from '../support/sandbox';
import { clickUntilShown } from '../organisation/support';
import { SandboxClient } from '../support/sandbox-client';
import { chooseMenuItem } from '../support/menu';

/**
 * Issue 21: with English chosen, no screen or dialog shows Russian except data. Data is precise: the strings
 * the acquiring API answered (to an English reader) under the fields that hold names, titles and addresses
 * of people, companies, terminals and products, and the tenant dictionary's own English overrides.
 * Everything else in the page (texts, labels, titles, options, the host's own texts) must not be Cyrillic.
 */

const CYRILLIC = /[А-Яа-яЁё]/;
/** Fields whose values are the merchant's or the bank's data, not interface texts. */
const DATA_FIELDS = new Set([
  'name', 'title', 'fullName', 'merchantName', 'companyName', 'holdingTitle', 'organizationName', 'organizationUnitName',
  'companyAdminName', 'bankAdminName', 'cardholderName', 'commonName', 'localityName',
  'address', 'realAddress', 'legalAddress', 'companyAddress', 'site', 'imageName', 'imageLabel',
]);
/** The storefront's categories and products carry the merchant's own descriptions. */
const DESCRIBED_DATA = /^\/api\/window\//;

interface Finding {
  where: string;
  text: string;
}

class EnglishCheck {
  readonly findings: Finding[] = [];
  private readonly data = new Set<string>();
  private readonly replayed = new Set<string>();

  constructor(
    readonly page: Page,
    private readonly api: SandboxClient | null,
  ) {}

  /** The tenants' dictionaries' English overrides are the banks' own words. */
  async addDictionary(): Promise<void> {
    for (const alias of ['', '/greenbank']) {
      const response = await fetch(`${sandbox.url}${alias}/api/dictionary?id=en`, { headers: { 'request-source': 'frontend' } });
      const dictionary = ((await response.json()) as { result: Record<string, string> }).result;
      Object.values(dictionary).forEach((value) => this.data.add(value));
    }
  }

  /**
   * What the guest pages show of the banks' own configuration: the footer's settings (licence, description…)
   * and the names of the languages offered, each written in its own language.
   */
  async addGuestData(): Promise<void> {
    for (const alias of ['', '/greenbank']) {
      const get = async <T>(path: string) =>
        ((await (await fetch(`${sandbox.url}${alias}/${path}`, { headers: { 'request-source': 'frontend' } })).json()) as { result: T }).result;
      (await get<{ name: string; value: string }[]>('api/setting/guest-list')).filter((setting) => setting.name.startsWith('footer.')).forEach((setting) => this.data.add(setting.value));
      (await get<{ name: string }[]>('api/language/list')).forEach((language) => this.data.add(language.name));
    }
  }

  /** Asks the API again, in English, for what the app asked it since the last look, and keeps the data fields' values. */
  private async collectData(): Promise<void> {
    if (!this.api) return;
    for (const { method, url } of await sandbox.requests()) {
      if (method !== 'GET' || !url.startsWith('/api/') || url.startsWith('/api/session') || this.replayed.has(url)) continue;
      this.replayed.add(url);
      const answer = await this.api.answer(url, 'en');
      if (answer !== null) this.keepData(answer, DESCRIBED_DATA.test(url));
    }
  }

  private keepData(value: unknown, described: boolean, key = ''): void {
    if (typeof value === 'string') {
      if (DATA_FIELDS.has(key) || (described && key === 'description')) this.data.add(value.trim());
    } else if (Array.isArray(value)) {
      value.forEach((item) => this.keepData(item, described, key));
    } else if (value && typeof value === 'object') {
      for (const [name, item] of Object.entries(value)) this.keepData(item, described, name);
    }
  }

  /** Every text of the page (text nodes, the title, labels, placeholders, tooltips) with its Cyrillic that is not data. */
  async check(where: string): Promise<void> {
    await this.collectData();
    await expect(this.page.locator('html')).toHaveAttribute('lang', 'en');
    const texts = await this.page.evaluate(() => {
      const found: string[] = [document.title];
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT | NodeFilter.SHOW_ELEMENT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        if (node instanceof Element) {
          if (['SCRIPT', 'STYLE', 'NOSCRIPT', 'TEMPLATE'].includes(node.tagName)) continue;
          for (const name of ['aria-label', 'title', 'placeholder', 'alt', 'aria-description', 'aria-valuetext']) {
            const value = node.getAttribute(name);
            if (value) found.push(value);
          }
        } else if (node.parentElement && !['SCRIPT', 'STYLE', 'NOSCRIPT'].includes(node.parentElement.tagName)) {
          found.push(node.textContent ?? '');
        }
      }
      return found;
    });
    const data = [...this.data].filter((value) => CYRILLIC.test(value)).sort((a, b) => b.length - a.length);
    for (const text of texts) {
      if (!CYRILLIC.test(text)) continue;
      const left = data.reduce((rest, value) => rest.split(value).join(' '), text);
      if (CYRILLIC.test(left)) this.findings.push({ where: `${where} (${new URL(this.page.url()).pathname})`, text: text.trim().slice(0, 160) });
    }
  }
}

/** The language select of the header (in the burger menu's drawer on a phone) or of the guest footer. */
async function chooseEnglish(page: Page): Promise<void> {
  let select = page.getByRole('combobox', { name: 'Язык' });
  if (!(await select.first().isVisible())) {
    await page.getByRole('button', { name: 'Открыть меню' }).click();
    select = page.getByRole('dialog').getByRole('combobox', { name: 'Язык' });
  }
  await select.first().selectOption('en');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en', { timeout: 30_000 });
  if (await page.getByRole('dialog').isVisible()) await page.keyboard.press('Escape');
}

/** Signed in as `login` (through the Russian login page), then English chosen in the header. */
async function englishSession(page: Page, login: string): Promise<EnglishCheck> {
  await signIn(page, null, login);
  const english = new EnglishCheck(page, await SandboxClient.signIn(null, login));
  await english.addDictionary();
  await chooseEnglish(page);
  return english;
}

async function visit(page: Page, screen: string): Promise<void> {
  await page.goto(tenantPath(null, screen));
  await waitForApp(page);
}

async function closeDialog(page: Page, dialog: Locator): Promise<void> {
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
}

test.describe.configure({ mode: 'parallel' });

test('English tour, operations: dashboard, list, filter, details, send check, map, reconciliation', async ({ page }) => {
  test.setTimeout(240_000);
  await installMapStubs(page);
  const english = await englishSession(page, DEMO_USERS.merchant);

  await expect(page.getByTestId('total-count')).toBeVisible();
  await english.check('dashboard');

  await visit(page, 'list');
  await expect(page.getByTestId('list-count')).toHaveAttribute('data-count', /\d+/);
  await english.check('list');
  await page.getByTestId('filters-toggle').click();
  await expect(page.getByTestId('filter-panel')).toBeVisible();
  await english.check('list: filters');
  await page.getByTestId('filters-toggle').click();

  const first = page.locator('[data-testid="transaction-row"]:visible, [data-testid="transaction-card"]:visible').first();
  await clickUntilShown(first.getByRole('button', { name: /Details of operation/ }), page.getByTestId('transaction-receipt'));
  await english.check('list: details');
  const details = page.getByTestId('transaction-details');
  await details.getByRole('button', { name: 'Send receipt', exact: true }).click();
  const sendCheck = page.getByTestId('send-check-dialog');
  await expect(sendCheck).toBeVisible();
  await sendCheck.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(sendCheck.getByTestId('contact-error')).toBeVisible();
  await english.check('list: send check');
  await closeDialog(page, sendCheck);
  await closeDialog(page, details);

  await visit(page, 'onMap');
  await expect(page.getByTestId('map-count')).toBeVisible();
  await english.check('map');

  await visit(page, 'reconciliation');
  await expect(page.getByRole('heading', { level: 1, name: 'Reconciliations' })).toBeVisible();
  await english.check('reconciliation');
  await page.getByRole('button', { name: 'Show filters' }).click();
  await expect(page.getByRole('form', { name: 'Reconciliation filter' })).toBeVisible();
  await english.check('reconciliation: filters');

  expect(english.findings).toEqual([]);
});

test('English tour, organisation and the user menu: operator dialog, change password, acts', async ({ page }) => {
  test.setTimeout(240_000);
  const english = await englishSession(page, DEMO_USERS.merchant);

  await visit(page, 'organisation');
  await page.getByRole('heading', { name: 'Administrators' }).waitFor();
  await english.check('organisation');
  const operatorDialog = page.getByRole('dialog', { name: 'New operator' });
  await clickUntilShown(page.getByRole('button', { name: 'Add operator' }), operatorDialog);
  await operatorDialog.getByRole('button', { name: /Save|Add|Create/ }).first().click();
  await english.check('organisation: new operator');
  // the host's own refusal (an e-mail another user signs in with) shows at its field, in English too
  await operatorDialog.getByLabel('Full name').fill('Tour Operator');
  await operatorDialog.getByLabel('Email').fill(DEMO_USERS.merchant);
  await operatorDialog.getByLabel('Phone').fill(`9${String(Date.now()).slice(-9)}`);
  await operatorDialog.getByLabel('PIN code').fill('1234');
  await operatorDialog.getByRole('button', { name: 'Save' }).click();
  // at the field (the same text may also be in a toast, which the open dialog holds)
  await expect(operatorDialog.locator('[data-scope="field"][data-part="error-text"]').filter({ hasText: 'A user with this e-mail already exists' })).toBeVisible();
  await english.check('organisation: new operator refused by the host');
  await closeDialog(page, operatorDialog);
  // The refusal's toast closes by itself (spec: error alerts 5 s). Until then, at 375 px it lies over the header's
  // user menu; a click aimed through it keeps the pointer on it, which holds it open (CI of 53136ad: 4 minutes).
  await expect(page.getByRole('region', { name: 'Notifications' }).getByText('A user with this e-mail already exists')).toHaveCount(0, { timeout: 15_000 });

  for (const item of ['Change password', 'Generate act', 'Show act', 'Send act']) {
    await page.getByTestId('user-menu').click();
    const entry = page.getByRole('menuitem', { name: item });
    if (!(await entry.isVisible())) {
      await page.keyboard.press('Escape');
      continue;
    }
    await english.check(`user menu (${item})`);
    // The open menu's item, chosen as every e2e choice is (a click right after the menu opened may not be taken).
    await chooseMenuItem(page.getByTestId('user-menu'), entry);
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await english.check(`user menu: ${item}`);
    await closeDialog(page, dialog);
  }

  expect(english.findings).toEqual([]);
});

test('English tour, the storefront with its dialogs', async ({ page }) => {
  test.setTimeout(240_000);
  const english = await englishSession(page, DEMO_USERS.operator);

  await visit(page, 'window');
  await expect(page.getByRole('heading', { level: 1, name: 'Storefront' })).toBeVisible();
  await english.check('storefront');
  for (const [button, title] of [
    ['Add category', 'New category'],
    ['Add product', 'New product'],
  ] as const) {
    const dialog = page.getByRole('dialog', { name: title });
    await clickUntilShown(page.getByRole('button', { name: button }).first(), dialog);
    await english.check(`storefront: ${title}`);
    await closeDialog(page, dialog);
  }

  expect(english.findings).toEqual([]);
});

test('English tour, the guest pages', async ({ page }) => {
  test.setTimeout(120_000);
  const english = new EnglishCheck(page, null);
  await english.addDictionary();
  await english.addGuestData();
  await page.goto(tenantPath(null, 'auth'));
  await waitForApp(page);
  // An error shown before the switch is said in the new language after it (the switch keeps the form's state).
  await page.locator('input[name="login"]').fill(`english-${Date.now().toString(36)}@nobody.test`);
  await page.locator('input[name="password"]').fill('not-the-password');
  await page.getByRole('button', { name: 'Войти' }).click();
  await expect(page.getByTestId('login-error')).toHaveText('Неверный логин или пароль');
  await chooseEnglish(page);
  await expect(page.getByTestId('login-error')).toHaveText('Wrong login or password');
  await english.check('login with its error');
  for (const [label, path] of [
    ['login', tenantPath(null, 'auth')],
    ['login (greenbank)', tenantPath('greenbank', 'auth')],
    ['forgot password', tenantPath(null, 'forgotPass')],
    ['privacy policy', tenantPath(null, 'privacyPolicy')],
    ['error', tenantPath(null, 'error')],
    ['not found', '/no-such-page'],
  ] as const) {
    await page.goto(path);
    await waitForApp(page);
    await english.check(label);
  }
  expect(english.findings).toEqual([]);
});
