/** @jest-environment ./__tests__/environment/jsdom-with-fetch.ts */
import { screen } from '@testing-library/react';
import { AppProvider } from '@/components/layout/app-provider';
import { DashboardClient } from '@/components/operations/dashboard-client';
import { NO_SUMMARY } from '@/lib/domain/money-rule';
import { listDefaults } from '@/lib/operations/list-state';
import { defaultDashboardState } from '@/lib/operations/dashboard-state';
import type { DashboardData } from '@/lib/operations/load';
import { renderWithProviders } from '../render';
import { answer, mockFetchEachTest } from '../fetch-mock';
import { RUB } from './fixtures';

jest.mock('next/navigation', () => ({
  useRouter: () => ({ push: jest.fn(), replace: jest.fn(), prefetch: jest.fn() }),
  usePathname: () => '/greenbank/dashboard',
  useSearchParams: () => new URLSearchParams(),
}));

const NOW = '2026-05-10T12:00:00.000Z';
const data: DashboardData = {
  totals: { ...NO_SUMMARY, salesAmount: 3000, salesCount: 3, netAmount: 3000, sumAmount: 3000, avgAmount: 1000, countTransaction: 3 },
  operators: [],
  terminals: [],
  weeks: [],
  cardTypes: [],
  methods: [],
};

describe('the dashboard (spec §3) on Chakra', () => {
  const fetchMock = mockFetchEachTest();

  it('names the time zone of its period once, and links every total to the list', () => {
    fetchMock.mockResolvedValue(answer(200, { result: [] }));
    const state = defaultDashboardState(643);
    renderWithProviders(
      <AppProvider alias="greenbank">
        <DashboardClient
          now={NOW}
          defaults={state}
          initialState={state}
          listDefaultFilter={listDefaults(new Date(NOW), 643, { name: 'serverDateTime', descending: true })}
          initialData={data}
          failures={[]}
          currencies={[RUB]}
          map={{ provider: 'disabled', key: '', center: { lat: 55.75, lng: 37.62 } }}
          zone="UTC+3 (Москва, стандартное время)"
        />
      </AppProvider>,
      { timeZone: 'Europe/Moscow' },
    );
    expect(screen.getAllByText(/UTC\+3/)).toHaveLength(1);
    expect(screen.getByTestId('time-zone')).toHaveTextContent('время: UTC+3 (Москва, стандартное время)');
    expect(screen.getByTestId('dashboard-range')).toHaveTextContent('09.05.2026 15:00 – 10.05.2026 15:00');
    expect(screen.getByTestId('total-count')).toHaveAttribute('data-value', '3');
    expect(screen.getByTestId('total-count').getAttribute('href')).toMatch(/^\/greenbank\/list\?/);
    expect(screen.getByRole('combobox', { name: 'Валюта' })).toHaveValue('643');
  });
});
