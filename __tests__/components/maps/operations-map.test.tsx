/** @jest-environment jsdom */
import { screen } from '@testing-library/react';
import { OperationsMap } from '@/components/maps/operations-map';
import type { MapConfig } from '@/lib/maps/config';
import { renderWithProviders } from '../render';

// The canvas (provider code, clustering) is an on-demand chunk; here a stand-in records what it was given.
const canvasProps: unknown[] = [];
jest.mock('next/dynamic', () => ({
  __esModule: true,
  default: () =>
    function MapCanvasStandIn(props: { config: MapConfig; points: unknown }) {
      canvasProps.push(props);
      return <div data-testid="canvas-stand-in">{props.config.provider}</div>;
    },
}));

const center = { lat: 55.75, lng: 37.62 };

describe('OperationsMap', () => {
  beforeEach(() => canvasProps.splice(0));

  it('renders and loads nothing when the provider is disabled', () => {
    const { container } = renderWithProviders(<OperationsMap config={{ provider: 'disabled', key: '', center }} points={[]} height="200px" label="Карта операций" />);
    expect(container).toBeEmptyDOMElement();
    expect(canvasProps).toHaveLength(0);
  });

  it('gives the map a labelled region of a fixed height and hands the canvas the provider and points', () => {
    const points = [{ id: 1, lat: 55.7, lng: 37.6, amount: 100, currencyId: 643, status: 'success' as const }];
    renderWithProviders(<OperationsMap config={{ provider: 'osm', key: '', center }} points={points} height="240px" label="Карта операций" onPointClick={() => undefined} />);
    const region = screen.getByRole('region', { name: 'Карта операций' });
    expect(region).toHaveAttribute('data-provider', 'osm');
    expect(region).toHaveStyle({ height: '240px' });
    expect(screen.getByTestId('canvas-stand-in')).toHaveTextContent('osm');
    expect(canvasProps[0]).toMatchObject({ config: { provider: 'osm', center }, points });
  });

  it('words markers in Russian', () => {
    renderWithProviders(<OperationsMap config={{ provider: 'yandex', key: 'k', center }} points={null} height="240px" label="Карта" />);
    const { text } = canvasProps[0] as { text: { cluster: (count: number) => string; point: (id: number) => string } };
    expect(text.cluster(3)).toBe('3 операции рядом — приблизить');
    expect(text.cluster(21)).toBe('21 операция рядом — приблизить');
    expect(text.point(42)).toBe('Операция № 42');
  });
});
