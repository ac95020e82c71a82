/** @jest-environment ./__tests__/environment/jsdom-with-fetch.ts */
import '../ui/dom-stubs';
import { screen } from '@testing-library/react';
import { AppProvider } from '@/components/layout/app-provider';
import { ReconciliationClient } from '@/components/reconciliation/reconciliation-client';
import { changeFilter, reconciliationDefaults, reconciliationSearch } from '@/lib/reconciliation/filter';
import { renderWithProviders } from '../render';
import { answer, mockFetchEachTest } from '../fetch-mock';
import { reconciliationRow } from './fixtures';

let mockSearch = new URLSearchParams();

jest.mock('next/navigation', () => ({
  useRouter: () => ({ push: jest.fn(), replace: jest.fn(), refresh: jest.fn(), prefetch: jest.fn(), back: jest.fn() }),
  usePathname: () => '/reconciliation',
  useSearchParams: () => mockSearch,
}));

jest.setTimeout(20_000);

const NOW = new Date('2026-03-10T12:00:00.000Z');

const row = reconciliationRow(1, { downloadFile: null });

describe('ReconciliationClient list loading (spec §8 "Several lists fail: fall back to empty")', () => {
  const fetchMock = mockFetchEachTest();

  it('a failed load for another filter shows no rows of the previous filter', async () => {
    const defaults = reconciliationDefaults(NOW);
    // the URL already holds another filter than the one the server rendered: the client loads it
    mockSearch = new URLSearchParams(reconciliationSearch(changeFilter(defaults, { reconciliationId: 77 }), defaults).slice(1));
    fetchMock.mockResolvedValue(answer(500, { message: 'Сбой списка сверок' }));
    renderWithProviders(
      <AppProvider alias={null}>
        <ReconciliationClient
          now={NOW.toISOString()}
          defaults={defaults}
          initialFilter={defaults}
          initialPage={{ rows: [row], count: 1 }}
          terminals={[]}
          currencies={[]}
          hostResponseCodes={[]}
          canCloseDay={false}
          reportDownload={false}
          failures={[]}
        />
      </AppProvider>,
      { timeZone: 'Europe/Moscow' },
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('Сбой списка сверок');
    expect(await screen.findByText('Сверок не найдено')).toBeInTheDocument();
    expect(screen.queryByTestId('reconciliation-table')).toBeNull();
    expect(screen.getByTestId('reconciliation-count')).toHaveTextContent('Найдено сверок: 0');
    expect(String(fetchMock.mock.calls[0]?.[0])).toContain('id.eq=77');
  });
});
