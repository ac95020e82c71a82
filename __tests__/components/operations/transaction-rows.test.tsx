/** @jest-environment jsdom */
import { fireEvent, screen, within } from '@testing-library/react';
import { TransactionCards } from '@/components/operations/transaction-cards';
import { TransactionTable } from '@/components/operations/transaction-table';
import type { CardMethod, Operation, TransactionListRow } from '@/lib/acquiring/contract/transactions';
import { settingsView } from '@/lib/operations/settings-view';
import { renderWithProviders } from '../render';
import { listRow, RUB } from './fixtures';

const currencies = [RUB];
const row = listRow;

const settings = settingsView([]);
const noop = () => undefined;

function renderBoth(rows: TransactionListRow[], onOpen: (id: number) => void = noop) {
  renderWithProviders(
    <>
      <TransactionTable rows={rows} currencies={currencies} settings={settings} order={{ name: 'serverDateTime', descending: true }} selected={new Set()} onSelect={noop} onSort={noop} onOpen={onOpen} />
      <TransactionCards rows={rows} currencies={currencies} settings={settings} selected={new Set()} onSelect={noop} onOpen={onOpen} />
    </>,
    { timeZone: 'Europe/Moscow' },
  );
}

describe('the rows of the operations list (spec §3 transaction list row)', () => {
  it('names the operation and the card method in Russian', () => {
    renderBoth([row()]);
    expect(screen.getByTestId('cell-operation')).toHaveTextContent('Оплата');
    expect(screen.getByTestId('cell-card-method')).toHaveTextContent('Бесконтактно');
    expect(within(screen.getByTestId('transaction-card')).getByTestId('card-operation')).toHaveTextContent('Оплата');
  });

  it('shows a missing or unmapped card method as «Неизвестно» (default UNKNOWN) and an unknown operation as its code', () => {
    const unmapped = row({ id: 8, operation: 'BALANCE_INQUIRY' as Operation, cardMethod: { contactless: false, nfc: false, cardInputCapability: 'FALLBACK' } as unknown as CardMethod });
    const missing = row({ id: 9, cardMethod: null as unknown as CardMethod });
    renderBoth([unmapped, missing]);
    const methods = screen.getAllByTestId('cell-card-method');
    expect(methods.map((cell) => cell.textContent)).toEqual(['Неизвестно', 'Неизвестно']);
    expect(methods.map((cell) => cell.dataset.value)).toEqual(['UNKNOWN', 'UNKNOWN']);
    expect(screen.getAllByTestId('cell-operation')[0]).toHaveTextContent('BALANCE_INQUIRY');
    const cards = screen.getAllByTestId('transaction-card');
    expect(cards[0]).toHaveTextContent('Неизвестно');
    expect(cards[1]).toHaveTextContent('Неизвестно');
    expect(screen.queryByText(/Operations\./)).toBeNull();
  });

  it('shows the status with its code in the table’s row and on the card (spec §3 "status (with code)")', () => {
    renderBoth([row({ hostResponseCode: 14 })]);
    expect(screen.getByTestId('cell-status')).toHaveTextContent('Неуспешно(код 14)');
    expect(screen.getByTestId('transaction-card')).toHaveTextContent('Неуспешно(код 14)');
  });

  it('names how each operation was paid, and shows a СБП payment’s fast-payment id where a card would be (issue 34 §4)', () => {
    const qpsId = 'A4152091442546000000000000019866';
    renderBoth([row({ id: 1 }), row({ id: 2, paymentMethod: 'qps', paymentInstrumentType: 'qps', cardMask: null, qpsOperationId: qpsId }), row({ id: 3, paymentMethod: 'cash', cardMask: null })]);
    const methods = screen.getAllByTestId('payment-method');
    // table, then cards
    expect(methods.map((method) => method.textContent)).toEqual(['Карта', 'СБП', 'Наличные', 'Карта', 'СБП', 'Наличные']);
    expect(methods.every((method) => method.querySelector('svg[aria-hidden="true"]'))).toBe(true);
    const cards = screen.getAllByTestId('cell-card');
    expect(cards.map((cell) => cell.textContent)).toEqual(['220000******0001', `ID операции СБП${qpsId}`, '—']);
    const [, fastCard] = screen.getAllByTestId('transaction-card');
    expect(within(fastCard!).getByTestId('fast-payment-id')).toHaveTextContent(`ID операции СБП ${qpsId}`);
    expect(fastCard).toHaveTextContent('СБП · Бесконтактно');
  });

  it('shows a refund or reversal with a minus and links it to its original operation (spec §3 "parent transaction")', () => {
    const onOpen = jest.fn();
    renderBoth([row({ id: 8, operation: 'REFUND', amount: 800900, parentId: 5 }), row({ id: 9, operation: 'PRE_AUTH', amount: 722700 })], onOpen);
    const amounts = screen.getAllByTestId('cell-amount').map((cell) => cell.textContent);
    // table, then cards
    expect(amounts).toEqual(['-8\u00a0009,00\u00a0₽', '7\u00a0227,00\u00a0₽', '-8\u00a0009,00\u00a0₽', '7\u00a0227,00\u00a0₽']);
    const links = screen.getAllByTestId('row-parent-link');
    expect(links).toHaveLength(2);
    expect(links[0]).toHaveTextContent('Исходная операция № 5');
    fireEvent.click(links[0]!);
    expect(onOpen).toHaveBeenCalledWith(5);
  });
});
