import { expect, test } from '@playwright/test';
import type { TransactionListRow } from '../../lib/acquiring/contract';
import { DEMO_USERS, signIn, tenantPath } from '../support/auth';
import { onPhoneAliasOnly } from '../support/widths';
import { isPhone, SandboxClient } from './support';

test.describe.configure({ timeout: 180_000 });

for (const alias of [null, 'greenbank'] as const) {
  test.describe(`operation search (${alias ?? 'default'})`, onPhoneAliasOnly(alias), () => {
    test('Ctrl+K (or the header button) finds an operation by RRN and by its card, keyboard only; Enter opens its details', async ({ page }) => {
      await signIn(page, alias, DEMO_USERS.merchant);
      const sandbox = await SandboxClient.signIn(alias, DEMO_USERS.merchant);
      const [known] = await sandbox.get<TransactionListRow[]>('api/transaction/total', 'rrn.nullable=false&cardMask.nullable=false&limit=1&order=serverDateTime,desc');
      expect(known?.rrn).toBeTruthy();
      const { id, rrn, cardMask } = known as TransactionListRow & { rrn: string; cardMask: string };
      await expect(page.locator('html')).toHaveAttribute('data-hydrated', '1');

      const open = async () => {
        if (isPhone(page)) await page.getByRole('button', { name: 'Поиск операций' }).click();
        else await page.keyboard.press('Control+K');
        const input = page.getByRole('combobox', { name: /RRN, код авторизации/ });
        await expect(input).toBeFocused();
        return input;
      };

      let input = await open();
      await page.keyboard.type(rrn);
      const byRrn = page.getByRole('option').filter({ hasText: `RRN ${rrn}` });
      await expect(byRrn).toHaveCount(1);
      // Esc closes the open list of hits, then the dialog
      await page.keyboard.press('Escape');
      await page.keyboard.press('Escape');
      await expect(input).toBeHidden();

      input = await open();
      const last4 = cardMask.slice(-4);
      await page.keyboard.type(last4);
      const byCard = page.getByRole('option').filter({ hasText: `Карта ${cardMask}` });
      await expect(byCard.first()).toBeVisible();
      // every hit found by the card ends with those four digits
      for (const text of await page.getByRole('option').filter({ hasText: 'Карта ' }).allTextContents()) expect(text).toMatch(new RegExp(`\\*${last4}\\b`));
      await page.keyboard.press('Control+A');
      await page.keyboard.type(rrn);
      await expect(page.getByRole('option').first()).toContainText(`RRN ${rrn}`);
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(new RegExp(`${tenantPath(alias, 'list')}\\?trx=${id}$`));
      await expect(page.getByTestId('transaction-receipt').getByTestId('receipt-rrn')).toHaveText(rrn);
    });
  });
}
