/** @jest-environment ./__tests__/environment/jsdom-with-fetch.ts */
import '../ui/dom-stubs';
import { fireEvent, screen } from '@testing-library/react';
import { AppProvider } from '@/components/layout/app-provider';
import { ReconciliationClient } from '@/components/reconciliation/reconciliation-client';
import { changeFilter, reconciliationDefaults, reconciliationSearch } from '@/lib/reconciliation/filter';
import { renderWithProviders } from '../render';
import { mockFetchEachTest } from '../fetch-mock';

const mockReplace = jest.fn();
jest.mock('next/navigation', () => ({
  useRouter: () => ({ push: jest.fn(), replace: mockReplace, refresh: jest.fn(), prefetch: jest.fn(), back: jest.fn() }),
  usePathname: () => '/reconciliation',
  useSearchParams: () => new URLSearchParams(),
}));

jest.setTimeout(20_000);

const NOW = new Date('2026-03-10T12:00:00.000Z');

describe('ReconciliationClient: a new order or page is rendered by the server (issue 36 §2)', () => {
  const fetchMock = mockFetchEachTest();

  it('navigates to the new filter’s address and asks the BFF for nothing; the server’s rows and count show', () => {
    const defaults = reconciliationDefaults(NOW);
    window.history.replaceState(null, '', '/reconciliation');
    const historyLength = window.history.length;
    renderWithProviders(
      <AppProvider alias={null}>
        <ReconciliationClient
          defaults={defaults}
          filter={defaults}
          count={45}
          results={<p data-testid="server-rows">rows of the server</p>}
          terminals={[]}
          hostResponseCodes={[]}
          canCloseDay={false}
        />
      </AppProvider>,
      { timeZone: 'Europe/Moscow' },
    );
    expect(screen.getByTestId('server-rows')).toBeInTheDocument();
    expect(screen.getByTestId('reconciliation-count')).toHaveTextContent('Найдено сверок: 45');
    fireEvent.change(screen.getByLabelText('Сортировка', { exact: true }), { target: { value: 'sumAmount' } });
    const next = changeFilter(defaults, { order: { name: 'sumAmount', descending: defaults.order.descending } });
    const href = `/reconciliation${reconciliationSearch(next, defaults)}`;
    // the address at once (a new history entry), the server's page of it in place of that entry
    expect(`${window.location.pathname}${window.location.search}`).toBe(href);
    expect(window.history.length).toBe(historyLength + 1);
    expect(mockReplace).toHaveBeenCalledWith(href, { scroll: false });
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
