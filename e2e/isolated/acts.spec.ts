import { mkdirSync } from 'node:fs';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { DEMO_USERS, signIn } from '../support/auth';
import { sandbox } from '../support/sandbox';
import { chooseUserMenuItem } from '../support/menu';

// Acts are stored in the sandbox (one per company): these tests run alone, from the seed state (see playwright.config.ts).
test.describe.configure({ mode: 'serial', timeout: 120_000 });

const SCREENS = 'test-results/acts-screens';

test.beforeEach(async () => {
  await sandbox.reset();
});

const REQUIRED = 'Поле обязательно для заполнения';

const VALUES = {
  companyName: 'ООО «Акт Тест»',
  companyAddress: 'г. Казань, ул. Баумана, д. 7',
  companyAdminName: 'Актов Пётр Иванович',
  localityName: 'Kazan',
  organizationName: 'Act Test 2',
  organizationUnitName: '1655123456',
  commonName: 'Petr Aktov',
  email: 'acts@demo.test',
};

async function openMenu(page: Page): Promise<Locator> {
  await page.getByTestId('user-menu').click();
  const menu = page.getByRole('menu');
  await expect(menu.getByRole('menuitem', { name: 'Сменить пароль' })).toBeVisible();
  return menu;
}

async function menuItems(page: Page): Promise<string[]> {
  const menu = await openMenu(page);
  const items = (await menu.getByRole('menuitem').allTextContents()).map((text) => text.trim());
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  return items;
}

async function choose(page: Page, item: 'Сгенерировать акт' | 'Показать акт' | 'Отправить акт'): Promise<void> {
  await chooseUserMenuItem(page, item);
}

const field = (dialog: Locator, name: string) => dialog.locator(`input[name="${name}"]`);
const error = (dialog: Locator, name: string) => dialog.locator(`[data-field="${name}"]`);

async function chooseCountry(dialog: Locator, query: string, name: string): Promise<void> {
  const combobox = dialog.getByRole('combobox', { name: 'Страна' });
  await combobox.fill(query);
  await dialog.getByRole('option', { name: new RegExp(name) }).click();
  await expect(combobox).toHaveValue(name);
}

async function fillValid(dialog: Locator, values: Record<string, string> = VALUES): Promise<void> {
  for (const [name, value] of Object.entries(values)) await field(dialog, name).fill(value);
  await chooseCountry(dialog, 'казах', 'Казахстан');
  await dialog.getByLabel('Интерфейс подключения').selectOption({ label: 'Интернет-ресурс' });
}

async function shot(page: Page, name: string): Promise<void> {
  mkdirSync(SCREENS, { recursive: true });
  await page.screenshot({ path: `${SCREENS}/${name}.png`, fullPage: false });
}

for (const alias of [null, 'greenbank'] as const) {
  test.describe(`acts on ${alias ?? 'the default tenant'}`, () => {
    test('a merchant generates an act (every validation message first), shows it with the values entered, sends a file', async ({ page }) => {
      const tag = alias ?? 'default';
      await signIn(page, alias, DEMO_USERS.merchant);
      expect(await menuItems(page)).toEqual(['Сгенерировать акт', 'Сменить пароль', 'Выйти']);

      await choose(page, 'Сгенерировать акт');
      const dialog = page.getByTestId('generate-act-dialog');
      await expect(dialog.getByRole('heading', { name: 'Сгенерировать акт' })).toBeVisible();
      // prefilled from the company and the user
      await expect(field(dialog, 'companyName')).toHaveValue('ООО «Демо Ритейл»');
      await expect(field(dialog, 'companyAddress')).not.toHaveValue('');
      await expect(field(dialog, 'companyAdminName')).toHaveValue('Мерчантова Ольга Сергеевна');
      await expect(field(dialog, 'organizationUnitName')).toHaveValue(/^\d{10}$/);
      await expect(field(dialog, 'email')).toHaveValue('merchant@demo.test');
      await expect(dialog.getByLabel('Интерфейс подключения').locator('option')).toHaveText([
        'Выберите интерфейс', 'Стационарные устройства', 'Мобильные устройства', 'Интернет-ресурс', 'Комплексное решение',
      ]);
      if (alias === null) await shot(page, 'generate-1280');

      // every field required
      for (const name of ['companyName', 'companyAddress', 'companyAdminName', 'organizationUnitName', 'email']) await field(dialog, name).fill('');
      await dialog.getByRole('button', { name: 'Сгенерировать' }).click();
      for (const name of ['companyName', 'companyAddress', 'companyAdminName', 'countryName', 'state', 'localityName', 'organizationName', 'organizationUnitName', 'commonName', 'email']) {
        await expect(error(dialog, name)).toHaveText(REQUIRED);
      }
      if (alias === null) await shot(page, 'generate-required-1280');

      // the rules of spec §5
      await field(dialog, 'companyName').fill('x'.repeat(101));
      await field(dialog, 'companyAddress').fill('y'.repeat(101));
      await field(dialog, 'companyAdminName').fill('z'.repeat(101));
      await field(dialog, 'localityName').fill('Казань');
      await field(dialog, 'organizationName').fill('Act_Test!');
      await field(dialog, 'organizationUnitName').fill('1234567');
      await field(dialog, 'commonName').fill('Petr 1');
      await field(dialog, 'email').fill('not-an-email');
      await dialog.getByRole('button', { name: 'Сгенерировать' }).click();
      await expect(error(dialog, 'companyName')).toHaveText('Длина поля не должна превышать 100 символов');
      await expect(error(dialog, 'companyAddress')).toHaveText('Длина поля не должна превышать 100 символов');
      await expect(error(dialog, 'companyAdminName')).toHaveText('Длина поля не должна превышать 100 символов');
      await expect(error(dialog, 'localityName')).toHaveText('Допустимы только латинские буквы и цифры, без кириллицы и специальных символов');
      await expect(error(dialog, 'organizationName')).toHaveText('Допустимы только латинские буквы и цифры, без кириллицы и специальных символов');
      await expect(error(dialog, 'organizationUnitName')).toHaveText('Длина поля должна быть от 8 до 14 символов');
      await expect(error(dialog, 'commonName')).toHaveText('Допустимы только буквы');
      await expect(error(dialog, 'email')).toHaveText('Некорректный Email');
      await field(dialog, 'localityName').fill('K'.repeat(129));
      await field(dialog, 'organizationName').fill('O'.repeat(65));
      await field(dialog, 'organizationUnitName').fill('12345abc90');
      await field(dialog, 'commonName').fill('C'.repeat(65));
      await expect(error(dialog, 'localityName')).toHaveText('Длина поля не должна превышать 128 символов');
      await expect(error(dialog, 'organizationName')).toHaveText('Длина поля не должна превышать 64 символа');
      await expect(error(dialog, 'organizationUnitName')).toHaveText('Допустимы только цифры');
      await expect(error(dialog, 'commonName')).toHaveText('Длина поля не должна превышать 64 символа');
      await field(dialog, 'organizationUnitName').fill('123456789012345');
      await expect(error(dialog, 'organizationUnitName')).toHaveText('Длина поля должна быть от 8 до 14 символов');

      // the country dropdown searches; Escape keeps the dialog, the choice stays
      await fillValid(dialog);
      if (alias === null) await shot(page, 'generate-filled-1280');
      await dialog.getByRole('button', { name: 'Сгенерировать' }).click();
      await expect(page.getByText('Акт успешно создан и отправлен на указанный электронный адрес')).toBeVisible();
      await expect(dialog).toHaveCount(0);

      // the menu switches to show and send (and stays so after a reload: the act is stored)
      expect(await menuItems(page)).toEqual(['Показать акт', 'Отправить акт', 'Сменить пароль', 'Выйти']);
      await page.reload();
      expect(await menuItems(page)).toEqual(['Показать акт', 'Отправить акт', 'Сменить пароль', 'Выйти']);

      await choose(page, 'Показать акт');
      const shown = page.getByTestId('show-act-dialog');
      await expect(shown.getByTestId('act-row-companyName')).toContainText(VALUES.companyName);
      await expect(shown.getByTestId('act-row-companyAddress')).toContainText(VALUES.companyAddress);
      await expect(shown.getByTestId('act-row-companyAdminName')).toContainText(VALUES.companyAdminName);
      await expect(shown.getByTestId('act-row-bankAdminName')).toContainText(alias === null ? 'Банкиров Андрей Викторович' : 'Зеленова Марина Игоревна');
      await expect(shown.getByTestId('act-row-actDate')).toContainText(/«\d{2}» [а-я]+ \d{4} г\./);
      await expect(shown.getByTestId('act-row-certStartDate')).toContainText(/\d{2}\.\d{2}\.\d{4}/);
      await expect(shown.getByTestId('act-row-certUniqNumber')).toContainText(/[0-9A-F]{32}/);
      for (const label of ['Номер акта', 'Дата создания', 'Наименование клиента', 'Адрес клиента', 'Уполномоченное лицо клиента', 'Уполномоченное лицо банка',
        'Уникальный номер сертификата', 'Дата начала действия', 'Дата окончания действия', 'Алгоритм ключа', 'Средство шифрования', 'Открытый ключ', 'Удостоверяющий центр']) {
        await expect(shown.getByText(label, { exact: true })).toBeVisible();
      }
      await expect(shown.getByTestId('act-public-key')).toBeHidden();
      await shown.getByRole('button', { name: 'Показать ключ' }).click();
      await expect(shown.getByTestId('act-public-key')).toContainText('-----BEGIN PUBLIC KEY-----');
      await expect(shown.getByRole('button', { name: 'Скрыть ключ' })).toHaveAttribute('aria-expanded', 'true');
      if (alias === null) await shot(page, 'show-1280');
      // the corner close button: it does not move while the key unfolds
      await shown.getByRole('button', { name: 'Закрыть', exact: true }).last().click();
      await expect(shown).toHaveCount(0);

      await choose(page, 'Отправить акт');
      const send = page.getByTestId('send-act-dialog');
      await expect(send.getByRole('button', { name: 'Отменить' })).toBeVisible();
      await send.getByRole('button', { name: 'Отправить' }).click();
      await expect(send.getByText('Выберите файл', { exact: true }).last()).toBeVisible();
      await send.locator('input[type="file"]').setInputFiles({ name: 'empty.pdf', mimeType: 'application/pdf', buffer: Buffer.alloc(0) });
      await expect(send.getByText('Файл пуст')).toBeVisible();
      await send.locator('input[type="file"]').setInputFiles({ name: `акт-${tag}.pdf`, mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4 signed act') });
      await expect(send.getByTestId('act-file')).toContainText(`акт-${tag}.pdf`);
      if (alias === null) await shot(page, 'send-1280');
      await send.getByRole('button', { name: 'Отправить' }).click();
      await expect(page.getByText('Акт успешно отправлен')).toBeVisible();
      await expect(send).toHaveCount(0);
    });

    test('an operator sees no act items', async ({ page }) => {
      await signIn(page, alias, DEMO_USERS.operator);
      expect(await menuItems(page)).toEqual(['Сменить пароль', 'Выйти']);
    });
  });
}

test('the mail fails: the warning; a 4th act call within a minute shows the server text (429)', async ({ page }) => {
  await signIn(page, null, DEMO_USERS.merchant);
  await choose(page, 'Сгенерировать акт');
  const dialog = page.getByTestId('generate-act-dialog');
  await fillValid(dialog, { ...VALUES, email: 'boss@fail.test' });
  await dialog.getByRole('button', { name: 'Сгенерировать' }).click();
  await expect(page.getByText('Акт создан, но при отправке произошла ошибка, обратитесь к администратору')).toBeVisible();

  for (let call = 2; call <= 4; call++) {
    await choose(page, 'Отправить акт');
    const send = page.getByTestId('send-act-dialog');
    await send.locator('input[type="file"]').setInputFiles({ name: 'act.pdf', mimeType: 'application/pdf', buffer: Buffer.from('signed') });
    await send.getByRole('button', { name: 'Отправить' }).click();
    if (call < 4) {
      await expect(send).toHaveCount(0);
      continue;
    }
    await expect(page.getByText(/Слишком много запросов по акту: не более 3 в минуту/)).toBeVisible();
    await expect(send).toBeVisible();
  }
});

test.describe('at 375 px', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('the three dialogs fit a phone', async ({ page }) => {
    await signIn(page, null, DEMO_USERS.merchant);
    await choose(page, 'Сгенерировать акт');
    const dialog = page.getByTestId('generate-act-dialog');
    await dialog.getByRole('button', { name: 'Сгенерировать' }).click();
    await expect(error(dialog, 'countryName')).toHaveText(REQUIRED);
    await shot(page, 'generate-375');
    await fillValid(dialog);
    await dialog.getByRole('combobox', { name: 'Страна' }).fill('ро');
    await expect(dialog.getByRole('option', { name: /Россия/ })).toBeVisible();
    await shot(page, 'country-search-375');
    await dialog.getByRole('option', { name: /Россия/ }).click();
    await dialog.getByRole('button', { name: 'Сгенерировать' }).click();
    await expect(page.getByText('Акт успешно создан и отправлен на указанный электронный адрес')).toBeVisible();

    await choose(page, 'Показать акт');
    const shown = page.getByTestId('show-act-dialog');
    await shown.getByRole('button', { name: 'Показать ключ' }).click();
    await expect(shown.getByTestId('act-public-key')).toBeVisible();
    await shot(page, 'show-375');
    const box = await shown.boundingBox();
    expect(box?.width ?? 999).toBeLessThanOrEqual(375);
    await shown.getByRole('button', { name: 'Закрыть', exact: true }).last().click();
    await expect(shown).toHaveCount(0);

    await choose(page, 'Отправить акт');
    const send = page.getByTestId('send-act-dialog');
    await send.locator('input[type="file"]').setInputFiles({ name: 'Подписанный акт признания сертификата.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF') });
    await shot(page, 'send-375');
  });
});
