import type { MapItem, MapView } from '@/lib/maps/clusters';
import type { LatLng } from '@/lib/maps/coordinates';
import type { Bounds } from '@/lib/maps/points';
import type { MapConfig } from '@/lib/maps/config';

/** How a marker reads to people (tooltips, screen readers). */
export interface MarkerText {
  cluster: (count: number) => string;
  point: (id: number) => string;
}

export interface MarkerHandlers {
  cluster: (item: Extract<MapItem, { kind: 'cluster' }>) => void;
  point: (item: Extract<MapItem, { kind: 'point' }>) => void;
}

/** What the clustering needs from any provider's map; each provider implements it over its own API. */
export interface MapHandle {
  view(): MapView | null;
  onViewChange(listener: () => void): void;
  render(items: readonly MapItem[], handlers: MarkerHandlers | null): void;
  setView(center: LatLng, zoom: number): void;
  fitBounds(bounds: Bounds): void;
  destroy(): void;
}

/** Every provider's map component takes these. */
export interface ProviderMapProps {
  config: MapConfig;
  text: MarkerText;
  /** The map exists: the handle drives it. */
  onReady: (handle: MapHandle) => void;
  /** The provider's script could not load. */
  onError: () => void;
}

/** Padding around fitted points, in pixels. */
export const FIT_PADDING = 32;
