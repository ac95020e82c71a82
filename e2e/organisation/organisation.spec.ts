import { expect as baseExpect, test } from '@playwright/test';

// Dialog animations and first clicks wait for hydration: slow on a loaded machine.
const expect = baseExpect.configure({ timeout: 30_000 });
test.describe.configure({ timeout: 180_000 });
import { DEMO_USERS, tenantPath } from '../support/auth';
import { clickUntilShown, listRows, openOrganisation, operatorAction, operatorWithUnclosedOperations, rowOf, sandboxGet, sandboxLogin, TENANTS, uniqueSuffix } from './support';
import { onPhoneAliasOnly } from '../support/widths';

for (const alias of TENANTS) {
  test.describe(`organisation ${alias ?? 'default tenant'}`, onPhoneAliasOnly(alias), () => {
    test('holding: the holding title and its legal entities with INN; no terminal actions', async ({ page }) => {
      await openOrganisation(page, alias, DEMO_USERS.holding);
      await expect(page.getByTestId('holding-title')).toContainText('Холдинг: ');
      // spec §3 "holding (id, title)"
      await expect(page.getByTestId('holding-id')).toHaveText(/^\d+$/);
      const entities = page.getByRole('table', { name: 'Юридические лица' });
      await expect(entities.getByRole('columnheader', { name: 'ИНН' })).toBeVisible();
      await expect(entities.getByRole('row').nth(1)).toContainText(/\d{10}/);
      await expect(listRows(page, 'Терминалы').first()).toBeVisible();
      await expect(page.getByRole('button', { name: /Закрыть день терминала/ })).toHaveCount(0);
    });

    test('holding: opens a legal entity by keyboard, sees its outlets and terminals, back returns; another holding\'s entity is not shown', async ({ page }) => {
      // what the API says the holding holds, and a legal entity of another holding (the other tenant's demo holding)
      const own = await sandboxGet<{ companyList: { id: number; name: string }[] }>(alias, await sandboxLogin(alias, DEMO_USERS.holding), 'api/organization/holding');
      const otherAlias = alias === null ? 'greenbank' : null;
      const other = await sandboxGet<{ companyList: { id: number; name: string }[] }>(otherAlias, await sandboxLogin(otherAlias, DEMO_USERS.holding), 'api/organization/holding');
      const entity = own.companyList[0];
      const foreign = other.companyList[0];
      if (!entity || !foreign) throw new Error('both demo holdings have legal entities');
      const company = await sandboxGet<{ merchantList: { id: number; name: string }[] }>(alias, await sandboxLogin(alias, DEMO_USERS.holding), `api/organization/company?id=${entity.id}`);

      await openOrganisation(page, alias, DEMO_USERS.holding);
      const link = page.getByRole('table', { name: 'Юридические лица' }).getByRole('link', { name: entity.name, exact: true });
      await link.focus();
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(new RegExp(`${tenantPath(alias, 'organisation')}\\?company=${entity.id}$`));
      await expect(page.getByTestId('company-name')).toHaveText(entity.name);
      // the keyboard goes on from the entity's name, not from the top of the page
      await expect(page.getByTestId('company-name')).toBeFocused();
      const trail = page.getByRole('navigation', { name: 'Путь по организации' });
      await expect(trail.getByRole('link', { name: /^Холдинг: / })).toBeVisible();
      await expect(trail.getByText(entity.name)).toHaveAttribute('aria-current', 'page');

      // its outlets, each with its terminals; the terminals are those of these outlets only
      const dataRows = (name: string) =>
        page.getByRole('table', { name }).getByRole('row').filter({ has: page.getByRole('cell') }).or(page.getByRole('list', { name }).getByRole('listitem')).filter({ visible: true });
      await expect(dataRows('Торговые точки')).toHaveCount(company.merchantList.length);
      for (const outlet of company.merchantList) await expect(dataRows('Торговые точки').filter({ hasText: outlet.name })).toHaveCount(1);
      await expect(dataRows('Терминалы').first()).toBeVisible();
      const outletNames = company.merchantList.map((outlet) => outlet.name);
      for (const text of await dataRows('Терминалы').allInnerTexts()) expect(outletNames.some((name) => text.includes(name))).toBe(true);

      // the back button returns to the holding, forward to the entity
      await page.goBack();
      await expect(page.getByTestId('holding-title')).toContainText('Холдинг: ');
      await page.goForward();
      await expect(page.getByTestId('company-name')).toHaveText(entity.name);
      // the trail leads back too
      await trail.getByRole('link', { name: /^Холдинг: / }).click();
      await expect(page.getByTestId('holding-title')).toBeVisible();

      // by its address: another holding's legal entity is not shown, nor its outlets or terminals
      await page.goto(`${tenantPath(alias, 'organisation')}?company=${foreign.id}`);
      await expect(page.getByTestId('legal-entity-not-found')).toHaveText('Такого юридического лица нет в вашем холдинге.');
      await expect(page.getByText(foreign.name)).toHaveCount(0);
      await expect(listRows(page, 'Терминалы')).toHaveCount(0);
    });

    test('operator: its outlet with external id, addresses, INN, phone, site and the reader checkbox', async ({ page }, testInfo) => {
      await openOrganisation(page, alias, DEMO_USERS.operator);
      await expect(page.getByTestId('merchant-external-id')).toHaveText(/^\d{10,}$/);
      await expect(page.getByTestId('merchant-outlet-name')).not.toBeEmpty();
      await expect(page.getByTestId('merchant-legal-address')).toHaveText(/^(г\. .+|Не указан)$/);
      await expect(page.getByTestId('merchant-inn')).toHaveText(/^\d{10}$/);
      await expect(page.getByTestId('merchant-phone')).toHaveText(/^(\+7\d{10}|Не указан)$/);
      await expect(page.getByTestId('merchant-site')).toHaveText(/^(https:\/\/.+|Не указан)$/);
      const checkbox = page.getByRole('checkbox', { name: 'Авторизация ридера с паролем' });
      await expect(checkbox).toBeChecked();
      // no operator management for the operator role
      await expect(page.getByRole('button', { name: 'Добавить оператора' })).toHaveCount(0);
      await expect(page.getByRole('button', { name: /Действия с оператором/ })).toHaveCount(0);
      if (testInfo.project.name !== 'desktop') return; // one project changes the shared grant
      await clickUntilShown(page.getByText('Авторизация ридера с паролем'), page.getByRole('status').filter({ hasText: 'Настройка авторизации ридера сохранена' }));
      await expect(page.getByRole('status').filter({ hasText: 'Настройка авторизации ридера сохранена' })).toBeVisible();
      await page.reload();
      await expect(page.getByRole('checkbox', { name: 'Авторизация ридера с паролем' })).not.toBeChecked();
      await page.getByText('Авторизация ридера с паролем').click();
      await expect(page.getByRole('checkbox', { name: 'Авторизация ридера с паролем' })).toBeChecked();
      await page.reload();
      await expect(page.getByRole('checkbox', { name: 'Авторизация ридера с паролем' })).toBeChecked();
    });

    test('merchant: the company, terminals with the action column, administrators with access levels', async ({ page }) => {
      await openOrganisation(page, alias, DEMO_USERS.merchant);
      await expect(page.getByTestId('company-name')).toHaveText('ООО «Демо Ритейл»');
      await expect(page.getByTestId('company-inn')).toHaveText(/^\d{10}$/);
      // 4 outlets × 3 terminals, the deleted ones hidden without a text filter
      const terminals = listRows(page, 'Терминалы');
      await expect(terminals.filter({ hasText: 'Удалён' })).toHaveCount(0);
      await expect(terminals.filter({ hasText: /[TG]\d{7}/ }).first()).toBeVisible();
      await expect(page.getByRole('button', { name: /Закрыть день терминала/ }).first()).toBeVisible();
      await page.getByLabel('Поиск по названию или Terminal ID').fill('00');
      await expect(terminals.filter({ hasText: /[TG]\d{7}/ }).first()).toBeVisible();
      await expect(rowOf(page, 'Администраторы', 'Мерчантова Ольга Сергеевна')).toContainText('Администратор юридического лица: ООО «Демо Ритейл»');
      await page.getByLabel('Фильтр по имени').nth(1).fill('Мерчантова');
      await expect(listRows(page, 'Администраторы').filter({ hasText: /Администратор/ })).toHaveCount(1);
    });

    test('merchant: add with validation, edit, block / unblock (persists), delete an operator', async ({ page }) => {
      const suffix = uniqueSuffix();
      const name = `Тестовый Оператор ${suffix}`;
      const renamed = `Переименованный Оператор ${suffix}`;
      await openOrganisation(page, alias, DEMO_USERS.merchant);
      const dialog = page.getByRole('dialog', { name: 'Новый оператор' });
      await clickUntilShown(page.getByRole('button', { name: 'Добавить оператора' }), dialog);
      await dialog.getByRole('button', { name: 'Сохранить' }).click();
      await expect(dialog.getByText('Поле обязательно для заполнения')).toBeVisible();
      await expect(dialog.getByText('Введите адрес электронной почты')).toBeVisible();
      await expect(dialog.getByText('Введите номер телефона')).toBeVisible();
      await dialog.getByLabel('ФИО').fill(name);
      await dialog.getByLabel('Email').fill('not-an-email');
      await dialog.getByLabel('Телефон').fill('12');
      await expect(dialog.getByText('Введите адрес электронной почты')).toBeVisible();
      await dialog.getByLabel('Email').fill(`op-${suffix}@e2e.example.ru`);
      // typed as Russians dial it, saved international (issue 21: it was saved as +8…)
      const phone = `9${String(Date.now()).slice(-9)}`;
      await dialog.getByLabel('Телефон').fill(`8 ${phone}`);
      await dialog.getByLabel('PIN-код').fill('12a');
      await expect(dialog.getByText('Допустимы только цифры')).toBeVisible();
      await dialog.getByLabel('PIN-код').fill('1234');
      await dialog.getByRole('button', { name: 'Сохранить' }).click();
      await expect(dialog).toBeHidden();
      const added = page.getByRole('status').filter({ hasText: `Оператор ${name} добавлен` });
      await expect(added).toBeVisible();
      // below the header, at either width: a toast over the user menu held it for its 5 s (375 px)
      const header = await page.locator('header').first().boundingBox();
      await expect.poll(async () => (await added.boundingBox())?.y ?? 0).toBeGreaterThanOrEqual((header?.y ?? 0) + (header?.height ?? 64));
      await expect(rowOf(page, 'Операторы', name)).toContainText('Активен');
      await expect(rowOf(page, 'Операторы', name)).toContainText(`+7${phone}`);

      await operatorAction(page, name, 'Изменить');
      const edit = page.getByRole('dialog', { name: 'Изменение оператора' });
      await expect(edit.getByLabel('PIN-код')).toHaveAttribute('placeholder', '****');
      await edit.getByLabel('ФИО').fill(renamed);
      await edit.getByRole('button', { name: 'Сохранить' }).click();
      await expect(edit).toBeHidden();
      await expect(rowOf(page, 'Операторы', renamed)).toBeVisible();

      await operatorAction(page, renamed, 'Заблокировать');
      await expect(rowOf(page, 'Операторы', renamed)).toContainText('Заблокирован');
      await page.reload();
      await expect(rowOf(page, 'Операторы', renamed)).toContainText('Заблокирован');
      await operatorAction(page, renamed, 'Разблокировать');
      await expect(rowOf(page, 'Операторы', renamed)).toContainText('Активен');
      await page.reload();
      await expect(rowOf(page, 'Операторы', renamed)).toContainText('Активен');

      await operatorAction(page, renamed, 'Удалить');
      const confirm = page.getByRole('alertdialog', { name: 'Удалить оператора?' });
      await confirm.getByRole('button', { name: 'Удалить' }).click();
      await expect(page.getByRole('status').filter({ hasText: `Оператор ${renamed} удалён` })).toBeVisible();
      await expect(rowOf(page, 'Операторы', renamed)).toHaveCount(0);
      await page.reload();
      await expect(listRows(page, 'Операторы').first()).toBeVisible();
      await expect(rowOf(page, 'Операторы', renamed)).toHaveCount(0);
    });

    test('merchant: deleting an operator with unclosed operations is refused', async ({ page }) => {
      const operator = await operatorWithUnclosedOperations(alias);
      await openOrganisation(page, alias, DEMO_USERS.merchant);
      await page.getByLabel('Фильтр по имени').first().fill(operator.fullName);
      await operatorAction(page, operator.fullName, 'Удалить');
      await page.getByRole('alertdialog', { name: 'Удалить оператора?' }).getByRole('button', { name: 'Удалить' }).click();
      await expect(page.getByRole('alert').filter({ hasText: `Нельзя удалить оператора ${operator.fullName}: у него есть незакрытые операции` })).toBeVisible();
      await expect(rowOf(page, 'Операторы', operator.fullName)).toHaveCount(1);
    });
  });
}
