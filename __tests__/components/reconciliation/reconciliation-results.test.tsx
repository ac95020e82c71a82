/** @jest-environment jsdom */
import '../ui/dom-stubs';
import { fireEvent, screen, within } from '@testing-library/react';
import { AppProvider } from '@/components/layout/app-provider';
import { ReconciliationResults, type RowFormat } from '@/components/reconciliation/reconciliation-results';
import { reconciliationDefaults } from '@/lib/reconciliation/filter';
import { renderWithProviders } from '../render';
import { reconciliationRow } from './fixtures';

jest.mock('next/navigation', () => ({
  useRouter: () => ({ push: jest.fn(), replace: jest.fn(), refresh: jest.fn(), prefetch: jest.fn(), back: jest.fn() }),
  usePathname: () => '/reconciliation',
  useSearchParams: () => new URLSearchParams(),
}));

const row = reconciliationRow;

const format: RowFormat = {
  dateTime: (iso) => `at ${iso}`,
  money: (minor) => `${minor / 100} ₽`,
  operationsHref: (reconciliation) => `/list?reconciliationId=${reconciliation.id}`,
};

describe('ReconciliationResults (spec §3 columns, §4 status, §6 initiator)', () => {
  const rows = [
    row(1, {}),
    row(2, { initiator: 'ADMIN', user: { id: 9, fullName: 'Иванова Анна' }, status: 2, hostResponseCode: '96', downloadFile: null, count: 0, sumAmount: 0 }),
    row(3, { initiator: 'USER', user: { id: 8, fullName: 'Петров Пётр' }, status: 1 }),
  ];

  function renderResults(onSort = jest.fn(), reportDownload = true) {
    renderWithProviders(
      <AppProvider alias={null}>
        <ReconciliationResults rows={rows} filter={reconciliationDefaults(new Date())} format={format} reportDownload={reportDownload} onSort={onSort} />
      </AppProvider>,
    );
    return onSort;
  }

  // jsdom applies no media queries: the md+ table is display:none there, the phone cards show — both carry the rows.
  it('shows every column of a row with the status group and the initiator type', () => {
    renderResults();
    const table = screen.getByTestId('reconciliation-table');
    const cells = within(table).getAllByRole('row', { hidden: true })[1]!;
    for (const text of ['at 2026-03-01T20:30:00.000Z', 'T0004', 'M000002', '41', '00', 'Сервер', 'Успешна(код 0)', '1234.5 ₽']) {
      expect(cells).toHaveTextContent(text);
    }
    const second = within(table).getAllByRole('row', { hidden: true })[2]!;
    expect(second).toHaveTextContent('Администратор');
    expect(second).toHaveTextContent('Иванова Анна');
    expect(second).toHaveTextContent('Неуспешна(код 2)');
    expect(within(table).getAllByRole('row', { hidden: true })[3]!).toHaveTextContent('Оператор');
    // the net amount names its parts: sales, refunds
    expect(cells).toHaveTextContent('Продажи 1234.5 ₽ · Возвраты 0 ₽');
    expect(within(table).getByRole('button', { name: /Сумма нетто/, hidden: true })).toBeInTheDocument();
    expect(within(table).getAllByRole('row', { hidden: true })[3]!).toHaveTextContent('В процессе');
  });

  it('links to the operations of a reconciliation and offers its file where it has one', () => {
    renderResults();
    const table = screen.getByTestId('reconciliation-table');
    expect(within(table).getByRole('link', { name: 'Операции сверки 1', hidden: true })).toHaveAttribute('href', '/list?reconciliationId=1');
    expect(within(table).getByRole('button', { name: 'Скачать файл сверки 1', hidden: true })).toBeInTheDocument();
    expect(within(table).queryByRole('link', { name: 'Операции сверки 2', hidden: true })).not.toBeInTheDocument();
    expect(within(table).queryByRole('button', { name: 'Скачать файл сверки 2', hidden: true })).not.toBeInTheDocument();
  });

  it('hides the file when the csv report setting is off', () => {
    renderResults(jest.fn(), false);
    expect(screen.queryByRole('button', { name: /Скачать файл сверки/ })).not.toBeInTheDocument();
  });

  it('sorts by a column header and marks the current order', () => {
    const onSort = renderResults();
    const table = screen.getByTestId('reconciliation-table');
    expect(within(table).getByRole('columnheader', { name: /Время сервера/, hidden: true })).toHaveAttribute('aria-sort', 'descending');
    fireEvent.click(within(table).getByRole('button', { name: 'Сортировать по полю «Сумма нетто»', hidden: true }));
    expect(onSort).toHaveBeenCalledWith('sumAmount');
  });

  it('renders the same rows as cards for phones', () => {
    renderResults();
    const cards = within(screen.getByTestId('reconciliation-cards')).getAllByRole('listitem');
    expect(cards).toHaveLength(3);
    expect(cards[0]).toHaveTextContent('Сверка № 1');
    expect(cards[1]).toHaveTextContent('Иванова Анна');
  });
});
