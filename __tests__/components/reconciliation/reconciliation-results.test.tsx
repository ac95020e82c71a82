/** @jest-environment jsdom */
import '../ui/dom-stubs';
import { fireEvent, screen, within } from '@testing-library/react';
import { AppProvider } from '@/components/layout/app-provider';
import { ReconciliationResults } from '@/components/reconciliation/reconciliation-results';
import { ReconciliationNavigationContext } from '@/components/reconciliation/reconciliation-navigation';
import type { Currency } from '@/lib/acquiring/contract/reference-data';
import { reconciliationDefaults, toggleOrder } from '@/lib/reconciliation/filter';
import { renderWithProviders } from '../render';
import { reconciliationRow } from './fixtures';

jest.mock('next-intl/server', () => jest.requireActual('@/__tests__/components/server-intl').serverIntl);

const row = reconciliationRow;
const rouble: Currency = { id: 1, numberCode: 643, code: 'RUB', name: 'Рубль', fraction: 2, symbol: '₽', symbolPosition: 'right', enabled: true, defaultCurrency: true };

describe('ReconciliationResults (spec §3 columns, §4 status, §6 initiator)', () => {
  const rows = [
    row(1, {}),
    row(2, { initiator: 'ADMIN', user: { id: 9, fullName: 'Иванова Анна' }, status: 2, hostResponseCode: '96', downloadFile: null, count: 0, sumAmount: 0 }),
    row(3, { initiator: 'USER', user: { id: 8, fullName: 'Петров Пётр' }, status: 1 }),
  ];

  /** The server component, awaited, under the client navigation it sorts through. */
  async function renderResults(reportDownload = true) {
    const navigate = jest.fn();
    const filter = reconciliationDefaults(new Date());
    const results = await ReconciliationResults({ rows, filter, currencies: [rouble], reportDownload, listPath: '/list', now: new Date('2026-03-10T12:00:00.000Z') });
    renderWithProviders(
      <AppProvider alias={null}>
        <ReconciliationNavigationContext.Provider value={{ filter, navigate }}>{results}</ReconciliationNavigationContext.Provider>
      </AppProvider>,
    );
    return { navigate, filter };
  }

  // jsdom applies no media queries: the md+ table is display:none there, the phone cards show — both carry the rows.
  it('shows every column of a row with the status group and the initiator type', async () => {
    await renderResults();
    const table = screen.getByTestId('reconciliation-table');
    const cells = within(table).getAllByRole('row', { hidden: true })[1]!;
    for (const text of ['01.03.2026 23:30', 'T0004', 'M000002', '41', '00', 'Сервер', 'Успешна(код 0)', '1 234,50 ₽']) {
      expect(cells).toHaveTextContent(text);
    }
    const second = within(table).getAllByRole('row', { hidden: true })[2]!;
    expect(second).toHaveTextContent('Администратор');
    expect(second).toHaveTextContent('Иванова Анна');
    expect(second).toHaveTextContent('Неуспешна(код 2)');
    expect(within(table).getAllByRole('row', { hidden: true })[3]!).toHaveTextContent('Оператор');
    // the net amount names its parts: sales, refunds
    expect(cells).toHaveTextContent('Продажи 1 234,50 ₽ · Возвраты 0,00 ₽');
    expect(within(table).getByRole('button', { name: /Сумма нетто/, hidden: true })).toBeInTheDocument();
    expect(within(table).getAllByRole('row', { hidden: true })[3]!).toHaveTextContent('В процессе');
  });

  it('links to the operations of a reconciliation and offers its file where it has one', async () => {
    await renderResults();
    const table = screen.getByTestId('reconciliation-table');
    expect(within(table).getByRole('link', { name: 'Операции сверки 1', hidden: true })).toHaveAttribute('href', expect.stringMatching(/^\/list\?.*reconciliationId=1/));
    expect(within(table).getByRole('button', { name: 'Скачать файл сверки 1', hidden: true })).toBeInTheDocument();
    expect(within(table).queryByRole('link', { name: 'Операции сверки 2', hidden: true })).not.toBeInTheDocument();
    expect(within(table).queryByRole('button', { name: 'Скачать файл сверки 2', hidden: true })).not.toBeInTheDocument();
  });

  it('hides the file when the csv report setting is off', async () => {
    await renderResults(false);
    expect(screen.queryByRole('button', { name: /Скачать файл сверки/ })).not.toBeInTheDocument();
  });

  it('sorts by a column header (through the server: a navigation) and marks the current order', async () => {
    const { navigate, filter } = await renderResults();
    const table = screen.getByTestId('reconciliation-table');
    expect(within(table).getByRole('columnheader', { name: /Время сервера/, hidden: true })).toHaveAttribute('aria-sort', 'descending');
    fireEvent.click(within(table).getByRole('button', { name: 'Сортировать по полю «Сумма нетто»', hidden: true }));
    expect(navigate).toHaveBeenCalledWith(toggleOrder(filter, 'sumAmount'));
  });

  it('renders the same rows as cards for phones', async () => {
    await renderResults();
    const cards = within(screen.getByTestId('reconciliation-cards')).getAllByRole('listitem');
    expect(cards).toHaveLength(3);
    expect(cards[0]).toHaveTextContent('Сверка № 1');
    expect(cards[1]).toHaveTextContent('Иванова Анна');
  });

  it('says so when the filter finds none', async () => {
    renderWithProviders(await ReconciliationResults({ rows: [], filter: reconciliationDefaults(new Date()), currencies: [rouble], reportDownload: true, listPath: '/list', now: new Date() }));
    expect(screen.getByText('Сверок не найдено')).toBeInTheDocument();
    expect(screen.queryByTestId('reconciliation-table')).toBeNull();
  });
});
