import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import type { TransactionListRow } from '../../lib/acquiring/contract/transactions';
import { DEMO_USERS, signIn, tenantPath } from '../support/auth';
import { onPhoneAliasOnly } from '../support/widths';
import { transactionStatusGroup } from '../../lib/domain/transaction-status';
import { isPhone } from './support';
import { SandboxClient } from '../support/sandbox-client';

test.describe.configure({ timeout: 180_000 });

for (const alias of [null, 'greenbank'] as const) {
  test.describe(`operation search (${alias ?? 'default'})`, onPhoneAliasOnly(alias), () => {
    const openSearch = async (page: Page) => {
      if (isPhone(page)) await page.getByRole('button', { name: 'Поиск операций' }).click();
      else await page.keyboard.press('Control+K');
      const input = page.getByRole('combobox', { name: /RRN, код авторизации/ });
      await expect(input).toBeFocused();
      return input;
    };

    test('Ctrl+K (or the header button) finds an operation by RRN and by its card, keyboard only; Enter opens its details', async ({ page }) => {
      await signIn(page, alias, DEMO_USERS.merchant);
      const sandbox = await SandboxClient.signIn(alias, DEMO_USERS.merchant);
      const [known] = await sandbox.get<TransactionListRow[]>('api/transaction/total', 'rrn.nullable=false&cardMask.nullable=false&limit=1&order=serverDateTime,desc');
      expect(known?.rrn).toBeTruthy();
      const { id, rrn, cardMask } = known as TransactionListRow & { rrn: string; cardMask: string };
      await expect(page.locator('html')).toHaveAttribute('data-hydrated', '1');

      const open = () => openSearch(page);

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

    test('the last 4 digits of a card list that card\'s operations first, then what merely contains them; each with its status and time', async ({ page }) => {
      await signIn(page, alias, DEMO_USERS.merchant);
      const sandbox = await SandboxClient.signIn(alias, DEMO_USERS.merchant);
      // A card whose last 4 digits also sit inside RRNs of other cards' operations: the case that buried the card (issue 34 §4).
      const recent = await sandbox.get<TransactionListRow[]>('api/transaction/total', 'cardMask.nullable=false&limit=30&order=serverDateTime,desc');
      let last4 = '';
      for (const { cardMask } of recent) {
        const digits = (cardMask ?? '').slice(-4);
        const inRrns = await sandbox.get<TransactionListRow[]>('api/transaction/total', `rrn.like=${digits}&limit=5`);
        if (inRrns.some((row) => !(row.cardMask ?? '').endsWith(digits))) {
          last4 = digits;
          break;
        }
      }
      expect(last4, 'a card whose last 4 digits are inside another operation\'s RRN').not.toBe('');
      const byCard = await sandbox.get<TransactionListRow[]>('api/transaction/total', `cardMask.like=*${last4}&limit=5&order=serverDateTime,desc`);
      await expect(page.locator('html')).toHaveAttribute('data-hydrated', '1');

      await openSearch(page);
      await page.keyboard.type(last4);
      const hits = page.getByTestId('search-hit');
      await expect(hits.first()).toBeVisible();
      await expect(page.getByLabel('Идёт поиск')).toHaveCount(0);

      // the card's operations, newest first, lead: each with the status and the time of that operation
      for (const [index, row] of byCard.entries()) {
        const hit = hits.nth(index);
        await expect(hit).toHaveAttribute('data-match', 'card');
        await expect(hit).toContainText(`Карта ${row.cardMask}`);
        await expect(hit.locator('time')).toHaveAttribute('datetime', row.serverDateTime);
        await expect(hit.getByTestId('search-hit-status')).toHaveAttribute('data-status', transactionStatusGroup(row.hostResponseCode));
      }
      // then the rest, exact matches (an amount) before what merely contains the digits (an RRN, a code)
      const found = await hits.evaluateAll((items) => items.map((item) => ({ match: item.getAttribute('data-match'), exact: item.getAttribute('data-exact') })));
      expect(found.slice(byCard.length).map((hit) => hit.match)).not.toContain('card');
      expect(found.some((hit) => hit.match === 'rrn' && hit.exact === 'false')).toBe(true);
      expect(found.map((hit) => hit.exact)).toEqual([...found.map((hit) => hit.exact)].sort().reverse());
      const { violations } = await new AxeBuilder({ page }).include('[role="dialog"]').withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
      expect(violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical').map((violation) => violation.id)).toEqual([]);
      for (const hit of await hits.all()) {
        await expect(hit.locator('time')).toHaveText(/\d{2}:\d{2}:\d{2}/);
        await expect(hit.getByTestId('search-hit-status')).toHaveText(/^(Успешно|Неуспешно|Отменена|В обработке|Неизвестно)$/);
      }
    });
  });
}
