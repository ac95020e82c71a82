import { expect as baseExpect, test } from '@playwright/test';

// Dialog animations and first clicks wait for hydration: slow on a loaded machine.
const expect = baseExpect.configure({ timeout: 30_000 });
test.describe.configure({ timeout: 180_000 });
import { DEMO_USERS } from '../support/auth';
import { sandbox } from '../support/sandbox';
import { clickUntilShown, openOrganisation, operatorAction, rowOf } from '../organisation/support';

// Switches tenant settings and a shared user's status for everyone: runs alone, after the other projects.
test.describe.configure({ mode: 'serial' });

for (const alias of [null, 'greenbank'] as const) {
  test(`switching a setting off hides its action (${alias ?? 'default tenant'})`, async ({ page }) => {
    await sandbox.setSettings(alias, {
      'operators.allowAdd': 'false',
      'operators.allowDelete': 'false',
      'operators.allowResetPasswords': 'false',
      'autoregistration.terminalId': 'true',
    });
    try {
      await openOrganisation(page, alias, DEMO_USERS.merchant);
      await expect(page.getByRole('table', { name: 'Операторы' }).getByRole('columnheader', { name: 'TID для авторегистрации' })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Добавить оператора' })).toHaveCount(0);
      await clickUntilShown(page.getByRole('button', { name: /Действия с оператором/ }).first(), page.getByRole('menuitem', { name: 'Изменить' }));
      await expect(page.getByRole('menuitem', { name: 'Удалить' })).toHaveCount(0);
      await expect(page.getByRole('menuitem', { name: 'Сбросить пароль' })).toHaveCount(0);
      await page.keyboard.press('Escape');
    } finally {
      await sandbox.restoreSettings(alias);
    }
    await page.reload();
    await expect(page.getByRole('button', { name: 'Добавить оператора' })).toBeVisible();
    // greenbank has the autoregistration TID on by itself (sandbox/CONTRACT.md "Tenants")
    await expect(page.getByRole('columnheader', { name: 'TID для авторегистрации' })).toHaveCount(alias === 'greenbank' ? 1 : 0);
  });
}

test('a status change shows in both the operator and the administrator lists', async ({ page }) => {
  const name = 'Безвитринный Павел Олегович'; // operator-nowindow@demo.test: canMobile and canLkm
  await openOrganisation(page, null, DEMO_USERS.merchant);
  // A retry starts where a failed attempt left the operator: active again first.
  if ((await rowOf(page, 'Операторы', name).textContent())?.includes('Заблокирован')) {
    await operatorAction(page, name, 'Разблокировать');
    await expect(rowOf(page, 'Операторы', name)).toContainText('Активен');
  }
  await operatorAction(page, name, 'Заблокировать');
  await expect(rowOf(page, 'Операторы', name)).toContainText('Заблокирован');
  await expect(rowOf(page, 'Администраторы', name)).toContainText('Заблокирован');
  await operatorAction(page, name, 'Разблокировать');
  await expect(rowOf(page, 'Операторы', name)).toContainText('Активен');
  await expect(rowOf(page, 'Администраторы', name)).toContainText('Активен');
});
