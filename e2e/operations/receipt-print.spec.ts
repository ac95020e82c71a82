import { expect, test } from '@playwright/test';
import type { TransactionDetails, TransactionListRow } from '../../lib/acquiring/contract';
import { DEMO_USERS, signIn, tenantPath } from '../support/auth';
import { DESKTOP_ONLY } from '../support/widths';
import { SandboxClient } from './support';

test.describe.configure({ timeout: 120_000 });

const DAY = 86_400_000;
const to = new Date(Math.floor(Date.now() / 60_000) * 60_000 - 60_000).toISOString();
const from = new Date(Date.parse(to) - 30 * DAY).toISOString();
const period = `from=${encodeURIComponent(from)}&to=${encodeURIComponent(to)}`;
const apiPeriod = `serverDateTime.ge=${encodeURIComponent(from)}&serverDateTime.le=${encodeURIComponent(to)}&currencyId.eq=643`;

/** How much a receipt has to print: its products, host lines, bonus, fast-payment and parent sections. */
function bulk(details: TransactionDetails): number {
  const { hostData } = details;
  return details.orderProducts.length * 2 + hostData.details.length + (hostData.bonusShow ? 6 : 0) + (hostData.qpsOperationId ? 4 : 0) + (details.parent ? 3 : 0);
}

/** The pages of a PDF that Chromium wrote (one `/Type /Page` object each). */
function pdfPages(pdf: Buffer): number {
  return pdf.toString('latin1').match(/\/Type\s*\/Page(?![a-z])/g)?.length ?? 0;
}

// Printing does not depend on the screen's width: paper is paper.
test(`«Печать чека» prints the receipt alone, on one page, without controls ${DESKTOP_ONLY}`, async ({ page }) => {
  await signIn(page, null, DEMO_USERS.merchant);
  const sandbox = await SandboxClient.signIn(null, DEMO_USERS.merchant);
  // The fullest receipt of the period: the one most likely to spill onto a second page.
  const rows = await sandbox.get<TransactionListRow[]>('api/transaction/total', `${apiPeriod}&limit=40`);
  const receipts = await Promise.all(rows.map((row) => sandbox.get<TransactionDetails>('api/transaction/receipt', `id=${row.id}`)));
  const fullest = receipts.reduce((best, next) => (bulk(next) > bulk(best) ? next : best));

  await page.goto(`${tenantPath(null, 'list')}?${period}&trx=${fullest.id}`);
  const receipt = page.getByTestId('transaction-receipt');
  await expect(receipt.getByTestId('receipt-amount')).toHaveAttribute('data-minor', String(fullest.amount));

  await page.emulateMedia({ media: 'print' });
  await expect(receipt).toBeVisible();
  await expect(page.getByRole('heading', { name: `Операция № ${fullest.operationDay}/${fullest.transactionNumber}` })).toBeVisible();
  for (const text of [fullest.terminal.externalId, fullest.merchantDetails.name, fullest.hostData.hostResponseText, ...fullest.orderProducts.map((product) => product.title)]) {
    if (text) await expect(receipt).toContainText(text);
  }
  if (fullest.rrn) await expect(receipt.getByTestId('receipt-rrn')).toHaveText(fullest.rrn);
  // No control reaches paper: not the drawer's buttons, not the page's behind it, not the map.
  await expect(page.getByRole('button').filter({ visible: true })).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1 })).toBeHidden();
  await expect(receipt.getByTestId('operations-map')).toBeHidden();

  const pdf = await page.pdf({ format: 'A4', printBackground: true });
  expect(pdfPages(pdf)).toBe(1);
});
