import { expect, test, type Page } from '@playwright/test';
import type { Terminal } from '../../lib/acquiring/contract/organisation';
import type { TransactionDetails, TransactionListRow } from '../../lib/acquiring/contract/transactions';
import { DEMO_USERS, signIn, tenantPath } from '../support/auth';
import { listCount, visibleRows } from './support';
import { SandboxClient } from '../support/sandbox-client';
import { onPhoneAliasOnly } from '../support/widths';

test.describe.configure({ timeout: 240_000 });

const DAY = 86_400_000;
/** A fixed period, so the list and the sandbox answer for exactly the same operations. */
const to = new Date(Math.floor(Date.now() / 60_000) * 60_000 - 60_000).toISOString();
const from = new Date(Date.parse(to) - 30 * DAY).toISOString();
const period = `from=${encodeURIComponent(from)}&to=${encodeURIComponent(to)}`;
const apiPeriod = `serverDateTime.ge=${encodeURIComponent(from)}&serverDateTime.le=${encodeURIComponent(to)}&currencyId.eq=643`;

async function openList(page: Page, alias: string | null, query: string): Promise<number> {
  await page.goto(`${tenantPath(alias, 'list')}?${query}`);
  return listCount(page);
}

for (const alias of [null, 'greenbank'] as const) {
  test.describe(`operations list (${alias ?? 'default'})`, onPhoneAliasOnly(alias), () => {
    test('every filter narrows the list exactly as the sandbox counts', async ({ page }) => {
      await signIn(page, alias, DEMO_USERS.merchant);
      const sandbox = await SandboxClient.signIn(alias, DEMO_USERS.merchant);
      const all = await openList(page, alias, period);
      expect(all).toBe(await sandbox.count(apiPeriod));

      const sample = (await sandbox.get<TransactionListRow[]>('api/transaction/total', `${apiPeriod}&rrn.nullable=false&limit=1`))[0];
      const terminals = await sandbox.get<Terminal[]>('api/terminal/list');
      const terminal = terminals.find((item) => item.status === 0) ?? terminals[0];
      const week = new Date(Date.parse(to) - 7 * DAY).toISOString();
      const cases: [string, string][] = [
        ['status=unsuccessful', 'status.in=unsuccessful'],
        ['operation=REFUND', 'operation.in=REFUND'],
        ['cardMethod=CONTACTLESS', 'cardMethod.in=CONTACTLESS'],
        ['amountFrom=100&amountTo=1000', 'amount.ge=10000&amount.le=100000'],
        [`rrn=${sample?.rrn}`, `rrn.like=${sample?.rrn}`],
        [`terminalId=${terminal?.id}`, `terminalId.in=${terminal?.id}`],
        ['instrument=Cash', 'paymentInstrument.name.inWithNull=Cash'],
      ];
      for (const [ui, api] of cases) {
        const shown = await openList(page, alias, `${period}&${ui}`);
        expect(shown, ui).toBe(await sandbox.count(`${apiPeriod}&${api}`));
        expect(shown, ui).toBeLessThan(all);
      }
      const recent = await openList(page, alias, `from=${encodeURIComponent(week)}&to=${encodeURIComponent(to)}`);
      expect(recent).toBe(await sandbox.count(`serverDateTime.ge=${encodeURIComponent(week)}&serverDateTime.le=${encodeURIComponent(to)}&currencyId.eq=643`));
      expect(recent).toBeLessThan(all);

      // The rows shown carry what was filtered for.
      await openList(page, alias, `${period}&operation=REFUND`);
      const operations = page.locator('[data-testid="cell-operation"]:visible, [data-testid="card-operation"]:visible');
      await expect(operations.first()).toBeVisible();
      for (const value of await operations.evaluateAll((cells) => cells.map((cell) => cell.getAttribute('data-value')))) expect(value).toBe('REFUND');
    });

    test('filters from the panel go to the URL; the URL opened elsewhere shows the same rows; back works', async ({ page, context }) => {
      await signIn(page, alias, DEMO_USERS.merchant);
      const before = await openList(page, alias, period);
      await page.getByTestId('filters-toggle').click();
      await page.getByTestId('filter-statuses').getByText('Неуспешно').click();
      await page.getByTestId('filter-card-methods').getByText('Чип').click();
      await page.getByTestId('filter-apply').click();
      await expect(page).toHaveURL(/status=unsuccessful/);
      await expect(page).toHaveURL(/cardMethod=CONTACT(&|$)/);
      await expect(page.getByTestId('list-count')).not.toHaveAttribute('data-count', String(before));
      const filtered = await listCount(page);
      expect(filtered).toBeLessThan(before);
      const ids = await visibleRows(page).evaluateAll((rows) => rows.map((row) => row.getAttribute('data-id')));

      const other = await context.newPage();
      await other.goto(page.url());
      expect(await listCount(other)).toBe(filtered);
      expect(await visibleRows(other).evaluateAll((rows) => rows.map((row) => row.getAttribute('data-id')))).toEqual(ids);
      await other.close();

      await page.goBack();
      await expect(page.getByTestId('list-count')).toHaveAttribute('data-count', String(before));
    });

    test('details show the operation, the receipt prints, checks are sent with the spec validation', async ({ page }) => {
      await signIn(page, alias, DEMO_USERS.merchant);
      const sandbox = await SandboxClient.signIn(alias, DEMO_USERS.merchant);
      await openList(page, alias, period);
      const first = visibleRows(page).first();
      const id = Number(await first.getAttribute('data-id'));
      await first.getByRole('button', { name: /Подробнее об операции/ }).click();
      await expect(page).toHaveURL(new RegExp(`trx=${id}`));
      const details = await sandbox.get<TransactionDetails>('api/transaction/receipt', `id=${id}`);
      const receipt = page.getByTestId('transaction-receipt');
      await expect(receipt.getByTestId('receipt-amount')).toHaveAttribute('data-minor', String(details.amount));
      if (details.rrn) await expect(receipt.getByTestId('receipt-rrn')).toHaveText(details.rrn);

      // paper gets the customer's slip (e2e/operations/receipt-print.spec.ts), not the technical panel
      await page.emulateMedia({ media: 'print' });
      await expect(page.getByTestId('receipt-slip')).toBeVisible();
      await expect(receipt).toBeHidden();
      await expect(page.getByRole('heading', { level: 1 })).toBeHidden();
      await expect(page.getByTestId('print-receipt')).toBeHidden();
      await page.emulateMedia({ media: 'screen' });

      await page.getByRole('button', { name: 'Отправить чек', exact: true }).click();
      const dialog = page.getByTestId('send-check-dialog');
      await dialog.getByRole('button', { name: 'Отправить' }).click();
      await expect(dialog.getByTestId('contact-error')).toHaveText('Введите адрес электронной почты');
      await dialog.getByLabel('Адрес электронной почты').fill('not-an-email');
      await expect(dialog.getByTestId('contact-error')).toHaveText('Введите адрес электронной почты');
      await dialog.getByLabel('Адрес электронной почты').fill('Buyer@Example.com');
      await dialog.getByRole('button', { name: 'Отправить' }).click();
      // The toast lives outside the (modal) drawer, so it is found by its text.
      await expect(page.getByText('Чек отправлен: buyer@example.com')).toBeVisible();

      await page.getByRole('button', { name: 'Отправить чек', exact: true }).click();
      await dialog.getByLabel('Способ отправки').selectOption('phone');
      await dialog.getByRole('button', { name: 'Отправить' }).click();
      await expect(dialog.getByTestId('contact-error')).toHaveText('Введите номер телефона');
      await dialog.getByLabel('Номер телефона').pressSequentially('9991234567');
      await expect(dialog.getByLabel('Номер телефона')).toHaveValue('+7 (999) 123-45-67');
      await dialog.getByRole('button', { name: 'Отправить' }).click();
      await expect(page.getByText('Чек отправлен: +79991234567')).toBeVisible();

      await page.goBack();
      await expect(page.getByTestId('transaction-details')).toHaveCount(0);
    });
  });
}
