/** @jest-environment jsdom */
import { screen } from '@testing-library/react';
import { AppProvider } from '@/components/layout/app-provider';
import { MapSummaryArea } from '@/components/operations/map-summary';
import type { MapConfig } from '@/lib/maps/config';
import { renderWithProviders } from '../render';
import { answer, mockFetchEachTest } from '../fetch-mock';

jest.mock('next/navigation', () => ({
  useRouter: () => ({ push: jest.fn(), replace: jest.fn(), prefetch: jest.fn() }),
  usePathname: () => '/greenbank/dashboard',
  useSearchParams: () => new URLSearchParams(),
}));

const disabledMap: MapConfig = { provider: 'disabled', key: '', center: { lat: 55.75, lng: 37.62 } };

function renderArea() {
  renderWithProviders(
    <AppProvider alias="greenbank">
      <MapSummaryArea query="currencyId.eq=643" listHref="/greenbank/list?located=1" mapHref="/greenbank/onMap" map={disabledMap} />
    </AppProvider>,
  );
}

describe('the dashboard map figures (spec §2 dashboard map)', () => {
  const fetchMock = mockFetchEachTest();

  it('counts the operations with and without a location', async () => {
    fetchMock.mockResolvedValue(answer(200, { result: { points: [{ id: 1, lat: 55.7, lng: 37.6, amount: 100, currencyId: 643, status: 'success' }], withoutCoordinates: 4 } }));
    renderArea();
    expect(await screen.findByTestId('map-located-count')).toHaveTextContent('Операций с известным местоположением: 1');
    expect(screen.getByText('Без местоположения: 4')).toBeInTheDocument();
    expect(fetchMock.mock.calls[0]![0]).toBe('/api/transaction/summary/map?currencyId.eq=643');
  });

  it('shows the failure instead of loading for ever when the call fails', async () => {
    fetchMock.mockResolvedValue(answer(500, {}));
    renderArea();
    expect(await screen.findByTestId('map-summary-failed')).toHaveTextContent('Во время выполнения операции произошла ошибка');
    expect(screen.queryByText('Загрузка точек…')).toBeNull();
  });
});
