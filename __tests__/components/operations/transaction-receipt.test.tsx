/** @jest-environment jsdom */
import { fireEvent, screen } from '@testing-library/react';
import { TransactionReceipt } from '@/components/operations/transaction-receipt';
import type { CardMethod, TransactionDetails } from '@/lib/acquiring/contract/transactions';
import { settingsView, type OperationsSettings } from '@/lib/operations/settings-view';
import { renderWithProviders } from '../render';
import { details, listRow, RUB } from './fixtures';

const base: OperationsSettings = { ...settingsView([]), showTips: false, showCashback: false, showBonus: false };

function renderReceipt(value: TransactionDetails, settings: OperationsSettings = base, onOpenParent: (id: number) => void = () => undefined) {
  renderWithProviders(<TransactionReceipt details={value} currencies={[RUB]} settings={settings} onOpenParent={onOpenParent} />, { timeZone: 'Europe/Moscow' });
  return screen.getByTestId('transaction-receipt');
}

const withOptionalAmounts = details({ tipsAmount: 1000, cashbackAmount: 2000, bonusAmount: 300 });

describe('the receipt (spec §3 transaction details, host data, option-gated rows)', () => {
  it('shows host data and its detail lines, and hides the tips, cashback and bonus rows while their options are off', () => {
    const receipt = renderReceipt(withOptionalAmounts);
    expect(screen.queryByText('Бонусы')).toBeNull();
    expect(receipt).toHaveTextContent('Данные хоста');
    expect(receipt).toHaveTextContent('APPROVED');
    expect(receipt).toHaveTextContent('Батч');
    for (const label of ['Чаевые', 'Сумма без чаевых', 'Кэшбэк', 'Сумма без кэшбэка', 'Сумма без бонусов', 'Начислено бонусов']) {
      expect(screen.queryByText(label)).toBeNull();
    }
  });

  it('shows the tips, cashback and bonus rows when their options are on', () => {
    renderReceipt(withOptionalAmounts, { ...base, showTips: true, showCashback: true, showBonus: true });
    expect(screen.getAllByText('Бонусы')).toHaveLength(2); // the amount row and the host's bonus section
    for (const label of ['Чаевые', 'Сумма без чаевых', 'Кэшбэк', 'Сумма без кэшбэка', 'Сумма без бонусов', 'Начислено бонусов']) {
      expect(screen.getByText(label)).toBeInTheDocument();
    }
  });

  it('shows the fast-payment identifiers only for a fast-payment operation', () => {
    const receipt = renderReceipt(details({ hostData: { ...details().hostData, sourceId: 'S1', qpsOperationId: 'Q1', trxId: 'T1', originalId: null } }));
    expect(receipt).toHaveTextContent('ID операции СБП');
    expect(receipt).toHaveTextContent('Q1');
  });

  it('reads a missing card method as «Неизвестно» (default UNKNOWN) instead of failing', () => {
    const receipt = renderReceipt(details({ cardMethod: null as unknown as CardMethod }));
    expect(receipt).toHaveTextContent('Способ ввода картыНеизвестно');
    expect(screen.queryByText('Бесконтактная')).toBeNull();
  });

  it('with maps disabled the coordinates are plain text, not a link to a map site', () => {
    renderReceipt(details({ coordinatesCommaReversed: '55.7522,37.6156' }));
    const location = screen.getByTestId('receipt-location');
    expect(location).toHaveTextContent('55.7522, 37.6156');
    expect(location.querySelector('a')).toBeNull();
  });

  it('shows a refund with a minus and opens its original operation', () => {
    const onOpenParent = jest.fn();
    const parent = listRow({ id: 5, operation: 'PAYMENT', amount: 800900 });
    renderReceipt(details({ operation: 'REFUND', amount: 800900, parentId: 5, parent }), base, onOpenParent);
    expect(screen.getByTestId('receipt-amount').textContent).toBe('-8\u00a0009,00\u00a0₽');
    expect(screen.getByText(/^Оплата · .* · 8\s009,00\s₽$/)).toBeInTheDocument();
    fireEvent.click(screen.getByTestId('parent-link'));
    expect(onOpenParent).toHaveBeenCalledWith(5);
  });
});
