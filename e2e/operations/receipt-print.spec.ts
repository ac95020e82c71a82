import { expect, test } from '@playwright/test';
import type { TransactionDetails, TransactionListRow } from '../../lib/acquiring/contract/transactions';
import { transactionStatusGroup } from '../../lib/domain/transaction-status';
import { formatDateTime } from '../../lib/operations/dates';
import { DEMO_USERS, signIn, tenantPath } from '../support/auth';
import { DESKTOP_ONLY } from '../support/widths';
import { fixedPeriod } from './support';
import { SandboxClient } from '../support/sandbox-client';

test.describe.configure({ timeout: 120_000 });

const { period, apiPeriod } = fixedPeriod();

/** The pages of a PDF that Chromium wrote (one `/Type /Page` object each). */
function pdfPages(pdf: Buffer): number {
  return pdf.toString('latin1').match(/\/Type\s*\/Page(?![a-z])/g)?.length ?? 0;
}

// Printing does not depend on the screen's width: paper is paper. Both tenants: the slip carries each bank's brand.
for (const alias of [null, 'greenbank'] as const) {
  test(`«Печать чека» prints the customer's slip, branded, alone on one page; never the technical panel (${alias ?? 'default'}) ${DESKTOP_ONLY}`, async ({ page }) => {
    await signIn(page, alias, DEMO_USERS.merchant);
    const sandbox = await SandboxClient.signIn(alias, DEMO_USERS.merchant);
    const bankName = (await sandbox.get<Record<string, string>>('api/dictionary', 'id=ru'))['Brand.bankName'];
    expect(bankName).toBeTruthy();
    // A card operation with all a slip prints, and the technical data (TVR, the reader) it must leave on screen.
    const rows = await sandbox.get<TransactionListRow[]>('api/transaction/total', `${apiPeriod}&cardMask.nullable=false&rrn.nullable=false&authorizationCode.nullable=false&limit=20`);
    const receipts = await Promise.all(rows.map((row) => sandbox.get<TransactionDetails>('api/transaction/receipt', `id=${row.id}`)));
    const operation = receipts.find((receipt) => receipt.tvr && receipt.reader && receipt.merchantDetails.address);
    if (!operation?.reader || !operation.tvr) throw new Error('no card operation with technical data in the period');

    await page.goto(`${tenantPath(alias, 'list')}?${period}&trx=${operation.id}`);
    const receipt = page.getByTestId('transaction-receipt');
    const slip = page.getByTestId('receipt-slip');
    await expect(receipt.getByTestId('receipt-amount')).toHaveAttribute('data-minor', String(operation.amount));
    const amount = await receipt.getByTestId('receipt-amount').textContent();
    // On screen: the technical panel, and no slip.
    await expect(receipt.getByText(operation.tvr, { exact: true })).toBeVisible();
    await expect(slip).toBeHidden();

    // Paper, also from a dark screen: the slip alone, in black on white.
    await page.emulateMedia({ media: 'print', colorScheme: 'dark' });
    await expect(slip).toBeVisible();
    await expect(receipt).toBeHidden();
    await expect(page.getByRole('heading', { name: /^Операция №/ })).toBeHidden();
    await expect(page.getByRole('heading', { level: 1 })).toBeHidden();
    for (const technical of [operation.tvr, operation.reader.serialNumber]) await expect(page.getByText(technical).filter({ visible: true })).toHaveCount(0);
    await expect(page.getByRole('button').filter({ visible: true })).toHaveCount(0);
    const [ink, paper] = await slip.evaluate((element) => [getComputedStyle(element).color, getComputedStyle(element).backgroundColor].map((rgb) => rgb.match(/\d+/g)?.slice(0, 3).map(Number) ?? []));
    expect(Math.max(...(ink ?? [255]))).toBeLessThan(40);
    expect(paper).toEqual([255, 255, 255]);

    // The bank's brand: its logo (loaded) and name.
    const logo = slip.getByTestId('slip-logo');
    await expect(logo).toHaveAttribute('src', `/api/image/logo/logo.png${alias ? `?alias=${alias}` : ''}`);
    await expect.poll(() => logo.evaluate((image: HTMLImageElement) => (image.complete ? image.naturalWidth : 0))).toBeGreaterThan(0);
    await expect(slip.getByTestId('slip-bank')).toHaveText(bankName ?? '');
    // The merchant and outlet, the operation, date and time, card, authorisation code, RRN, amount, status.
    const merchant = operation.merchantDetails;
    await expect(slip.getByTestId('slip-merchant')).toHaveText(merchant.name);
    await expect(slip.getByTestId('slip-address')).toHaveText(merchant.address ?? '');
    await expect(slip.getByTestId('slip-inn')).toHaveText(`ИНН ${merchant.inn}`);
    await expect(slip.getByTestId('slip-merchantExternalId')).toHaveText(`MID ${merchant.externalId}`);
    await expect(slip.getByTestId('slip-operation')).not.toBeEmpty();
    await expect(slip.getByTestId('slip-serverDateTime')).toHaveText(formatDateTime(operation.serverDateTime, 'ru', 'Europe/Moscow'));
    await expect(slip.getByTestId('slip-transactionNumber')).toHaveText(`${operation.operationDay}/${operation.transactionNumber}`);
    await expect(slip.getByTestId('slip-terminal')).toHaveText(operation.terminal.externalId);
    await expect(slip.getByTestId('slip-cardMask')).toHaveText(operation.cardMask ?? '');
    await expect(slip.getByTestId('slip-authorizationCode')).toHaveText(operation.authorizationCode ?? '');
    await expect(slip.getByTestId('slip-rrn')).toHaveText(operation.rrn ?? '');
    await expect(slip.getByTestId('slip-amount')).toHaveText(amount ?? '');
    await expect(slip.getByTestId('slip-status').locator('[data-status]')).toHaveAttribute('data-status', transactionStatusGroup(operation.hostResponseCode));

    const pdf = await page.pdf({ format: 'A4', printBackground: true });
    await test.info().attach(`slip-${alias ?? 'default'}.pdf`, { body: pdf, contentType: 'application/pdf' });
    expect(pdfPages(pdf)).toBe(1);
  });
}
