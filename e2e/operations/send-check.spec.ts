import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import type { TransactionListRow } from '../../lib/acquiring/contract/transactions';
import { DEMO_USERS, signIn, tenantPath } from '../support/auth';
import { sandbox } from '../support/sandbox';
import { onPhoneAliasOnly } from '../support/widths';
import { fixedPeriod } from './support';
import { SandboxClient } from '../support/sandbox-client';

test.describe.configure({ timeout: 120_000 });

const { period, apiPeriod } = fixedPeriod();

for (const alias of [null, 'greenbank'] as const) {
  test.describe(`send and resend a check (${alias ?? 'default'})`, onPhoneAliasOnly(alias), () => {
    test('«Отправить чек» asks where; «Отправить чек повторно» goes where the check last went, and asks when it never went', async ({ page }, testInfo) => {
      await signIn(page, alias, DEMO_USERS.merchant);
      const client = await SandboxClient.signIn(alias, DEMO_USERS.merchant);
      // An operation of this tenant whose check nobody has sent yet: past the first rows, which other tests send, and
      // apart from the other project's, which runs beside this one on the same tenant.
      const tenant = alias ?? '';
      const sent = new Set((await sandbox.sentChecks()).filter((item) => item.alias === tenant).map((item) => item.transactionId));
      const offset = testInfo.project.name === 'phone' ? 40 : 10;
      const rows = await client.get<TransactionListRow[]>('api/transaction/total', `${apiPeriod}&order=serverDateTime,desc&offset=${offset}&limit=30`);
      const operation = rows.find((row) => !sent.has(row.id));
      if (!operation) throw new Error('no operation without a sent check');
      const buyer = `buyer-${testInfo.project.name}-${alias ?? 'default'}@example.com`;

      await page.goto(`${tenantPath(alias, 'list')}?${period}&trx=${operation.id}`);
      const details = page.getByTestId('transaction-details');
      await expect(details.getByTestId('receipt-amount')).toHaveAttribute('data-minor', String(operation.amount));
      const dialog = page.getByTestId('send-check-dialog');

      // A resend before any send: it offers the last contact, finds none, and asks for one.
      await details.getByRole('button', { name: 'Отправить чек повторно' }).click();
      await expect(dialog.getByRole('heading', { name: 'Повторная отправка чека' })).toBeVisible();
      await expect(dialog.getByRole('radio', { name: 'Туда же, куда в прошлый раз' })).toBeChecked();
      await expect(dialog.getByTestId('resend-last-note')).toBeVisible();
      await expect(dialog.getByLabel(/^Адрес электронной почты/)).toHaveCount(0);
      await dialog.getByRole('button', { name: 'Отправить повторно' }).click();
      await expect(dialog.getByTestId('resend-never-sent')).toHaveText('Чек этой операции ещё не отправлялся: укажите, куда его отправить.');
      await expect(dialog.getByLabel(/^Адрес электронной почты/)).toBeFocused();
      const { violations } = await new AxeBuilder({ page }).include('[data-testid="send-check-dialog"]').withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
      expect(violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical').map((violation) => violation.id)).toEqual([]);
      await dialog.getByRole('button', { name: 'Отменить' }).click();
      await expect(dialog).toBeHidden();

      // A first send names its contact.
      await details.getByRole('button', { name: 'Отправить чек', exact: true }).click();
      await expect(dialog.getByRole('heading', { name: 'Отправка чека' })).toBeVisible();
      await expect(dialog.getByRole('radio')).toHaveCount(0);
      await dialog.getByLabel(/^Адрес электронной почты/).fill(buyer);
      await dialog.getByRole('button', { name: 'Отправить', exact: true }).click();
      await expect(page.getByText(`Чек отправлен: ${buyer}`)).toBeVisible();
      await expect(dialog).toBeHidden();

      // The resend goes there again without asking, and says where it went.
      await details.getByRole('button', { name: 'Отправить чек повторно' }).click();
      await dialog.getByRole('button', { name: 'Отправить повторно' }).click();
      await expect(page.getByText(`Чек отправлен повторно: ${buyer}`)).toBeVisible();
      await expect(dialog).toBeHidden();

      const recorded = (await sandbox.sentChecks()).filter((item) => item.alias === tenant && item.transactionId === operation.id);
      expect(recorded.map((item) => [item.kind, item.contact])).toEqual([
        ['resend', buyer],
        ['send', buyer],
      ]);
    });
  });
}
