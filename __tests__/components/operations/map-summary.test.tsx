/** @jest-environment ./__tests__/environment/jsdom-with-fetch.ts */
import { screen } from '@testing-library/react';
import { AppProvider } from '@/components/layout/app-provider';
import { MapSummaryArea } from '@/components/operations/map-summary';
import type { MapConfig } from '@/lib/maps/config';
import { listDefaults } from '@/lib/operations/list-state';
import type { ListState } from '@/lib/operations/list-state';
import { renderWithProviders } from '../render';
import { answer, mockFetchEachTest } from '../fetch-mock';

jest.mock('next/navigation', () => ({
  useRouter: () => ({ push: jest.fn(), replace: jest.fn(), prefetch: jest.fn() }),
  usePathname: () => '/greenbank/dashboard',
  useSearchParams: () => new URLSearchParams(),
}));

const conditions: ListState = { filter: listDefaults(new Date('2026-05-10T12:00:00Z'), 643, { name: 'serverDateTime', descending: true }), cardTypes: [], location: 'any' };
const disabledMap: MapConfig = { provider: 'disabled', key: '', center: { lat: 55.75, lng: 37.62 } };

function renderArea() {
  renderWithProviders(
    <AppProvider alias="greenbank">
      <MapSummaryArea query="currencyId.eq=643" conditions={conditions} fraction={2} listHref="/greenbank/list?located=1" mapHref="/greenbank/onMap" map={disabledMap} />
    </AppProvider>,
  );
}

describe('the dashboard map figures (spec §2 dashboard map)', () => {
  const fetchMock = mockFetchEachTest();

  it('with the map disabled, counts located and unlocated operations by the list count, without downloading the points', async () => {
    fetchMock.mockImplementation(async (input: string) => answer(200, { result: String(input).includes('coordinates.nullable=false') ? 1 : 4 }));
    renderArea();
    expect(await screen.findByTestId('map-located-count')).toHaveTextContent('Операций с известным местоположением: 1');
    expect(screen.getByText('Без местоположения: 4')).toBeInTheDocument();
    const urls = fetchMock.mock.calls.map(([input]) => String(input));
    expect(urls).toHaveLength(2);
    expect(urls.every((url) => url.startsWith('/api/transaction/total/count?'))).toBe(true);
    expect(urls.some((url) => url.includes('coordinates.nullable=true'))).toBe(true);
    expect(urls.some((url) => url.includes('summary/map'))).toBe(false);
  });

  it('shows the failure instead of loading for ever when the call fails', async () => {
    fetchMock.mockResolvedValue(answer(500, {}));
    renderArea();
    expect(await screen.findByTestId('map-summary-failed')).toHaveTextContent('Во время выполнения операции произошла ошибка');
    expect(screen.queryByText('Загрузка точек…')).toBeNull();
  });
});
