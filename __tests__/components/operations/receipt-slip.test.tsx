/** @jest-environment ./__tests__/environment/jsdom-with-fetch.ts */
import { screen, within } from '@testing-library/react';
import { AppProvider } from '@/components/layout/app-provider';
import { ReceiptSlip } from '@/components/operations/receipt-slip';
import { formatDateTime } from '@/lib/operations/dates';
import { settingsView, type OperationsSettings } from '@/lib/operations/settings-view';
import type { TransactionDetails } from '@/lib/acquiring/contract/transactions';
import { renderWithProviders } from '../render';
import { details, RUB } from './fixtures';

jest.setTimeout(20_000);

const base: OperationsSettings = { ...settingsView([]), showTips: false, showCashback: false };

function renderSlip(value: TransactionDetails, settings = base) {
  renderWithProviders(
    <AppProvider alias="greenbank">
      <ReceiptSlip details={value} currencies={[{ ...RUB, id: 643 }]} settings={settings} />
    </AppProvider>,
    { timeZone: 'Europe/Moscow' },
  );
  return screen.getByTestId('receipt-slip');
}

const payment = details({
  operationDay: 175,
  transactionNumber: 7,
  amount: 2861430,
  tvr: '0000008000',
  reader: { serialNumber: 'PAX780357817' },
  merchantDetails: { ...details().merchantDetails, name: 'Салон «Вкусно»', address: 'г. Казань, ул. Пушкина, д. 43', inn: '7799285537', externalId: '700002827870021' },
});

describe('ReceiptSlip (issue 34 §4: the slip «Печать чека» prints)', () => {
  it('the bank\'s logo and name, the outlet, the operation and its lines, the amount and the status', () => {
    const slip = renderSlip(payment);
    // a child of the body of its own, which the print style keeps alone on paper
    expect(slip.parentElement).toBe(document.body);
    expect(slip).toHaveAttribute('data-receipt-slip');
    expect(within(slip).getByTestId('slip-logo')).toHaveAttribute('src', '/api/image/logo/logo.png?alias=greenbank');
    expect(within(slip).getByTestId('slip-bank')).toHaveTextContent('Банк-эквайер');
    expect(within(slip).getByTestId('slip-merchant')).toHaveTextContent('Салон «Вкусно»');
    expect(within(slip).getByTestId('slip-address')).toHaveTextContent('г. Казань, ул. Пушкина, д. 43');
    expect(within(slip).getByTestId('slip-inn')).toHaveTextContent('ИНН 7799285537');
    expect(within(slip).getByTestId('slip-merchantExternalId')).toHaveTextContent('MID 700002827870021');
    expect(within(slip).getByTestId('slip-operation')).toHaveTextContent('Оплата');
    expect(within(slip).getByTestId('slip-serverDateTime')).toHaveTextContent(formatDateTime(payment.serverDateTime, 'ru', 'Europe/Moscow'));
    expect(within(slip).getByTestId('slip-transactionNumber')).toHaveTextContent('175/7');
    expect(within(slip).getByTestId('slip-cardMask')).toHaveTextContent('220000******0001');
    expect(within(slip).getByTestId('slip-authorizationCode')).toHaveTextContent('123456');
    expect(within(slip).getByTestId('slip-rrn')).toHaveTextContent('000000000001');
    expect(within(slip).getByTestId('slip-amount').textContent).toBe('28\u00a0614,30\u00a0₽');
    expect(within(slip).getByTestId('slip-status')).toHaveTextContent('Успешно');
    expect(slip).not.toHaveTextContent(/TVR|0000008000|PAX780357817|Операция №/);
  });

  it('a refund prints with its minus, a declined payment as unsuccessful', () => {
    const slip = renderSlip(details({ operation: 'REFUND', amount: 800900, hostResponseCode: 5 }));
    expect(within(slip).getByTestId('slip-operation')).toHaveTextContent('Возврат');
    expect(within(slip).getByTestId('slip-amount').textContent).toBe('-8\u00a0009,00\u00a0₽');
    expect(within(slip).getByTestId('slip-status')).toHaveTextContent('Неуспешно');
  });

  it('the tips and cashback above the amount, only where the tenant shows them', () => {
    const withTips = details({ operation: 'PAYMENT_WITH_TIPS', amount: 110000, tipsAmount: 10000, cashbackAmount: 5000 });
    const slip = renderSlip(withTips, { ...base, showTips: true });
    expect(within(slip).getByTestId('slip-tipsAmount')).toHaveTextContent('100,00 ₽');
    expect(slip).toHaveTextContent(/Чаевые\s*100,00/);
    expect(within(slip).queryByTestId('slip-cashbackAmount')).toBeNull();
  });
});
