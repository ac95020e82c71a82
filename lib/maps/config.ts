import type { Setting } from '../acquiring/contract/reference-data';
import { SETTING_DEFAULTS } from '../domain/settings';
import { settingValue } from '../tenant/brand';
import { parseCoordinatesCommaReversed, type LatLng } from './coordinates';

/** Spec §9: "Map provider options yandex, google, osm, disabled by default; yandex language ru_RU". */
export const MAP_PROVIDERS = ['yandex', 'google', 'osm', 'disabled'] as const;
export type MapProvider = (typeof MAP_PROVIDERS)[number];
export const DEFAULT_MAP_PROVIDER: MapProvider = 'disabled';
export const YANDEX_LANGUAGE = 'ru_RU';
/** Google takes a BCP-47 language. */
export const GOOGLE_LANGUAGE = 'ru';
/** The OpenStreetMap tile server (its usage policy asks for an attribution). */
export const OSM_TILE_URL = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';
export const OSM_ATTRIBUTION = '© <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a>';
/** The zoom of the initial position when there are no points to fit. */
export const INITIAL_ZOOM = 10;
/** The zoom a single point (the receipt) is shown at. */
export const POINT_ZOOM = 15;
export { MAX_CLUSTER_ZOOM } from './clusters';

/** What a map needs from the settings: which provider, its key and where to start. */
export interface MapConfig {
  provider: MapProvider;
  /** The provider's API key ('' for osm and disabled, or when not set). */
  key: string;
  center: LatLng;
}

export function mapProviderOf(value: string | null | undefined): MapProvider {
  const normalised = (value ?? '').trim().toLowerCase();
  return (MAP_PROVIDERS as readonly string[]).includes(normalised) ? (normalised as MapProvider) : DEFAULT_MAP_PROVIDER;
}

const DEFAULT_CENTER = parseCoordinatesCommaReversed(SETTING_DEFAULTS['map.position']) ?? { lat: 55.751244, lng: 37.618423 };

/** The settings `map.provider`, `map.google.key`, `map.yandex.key` and `map.position` ("lat,lng"). */
export function mapConfigFromSettings(settings: readonly Setting[]): MapConfig {
  const provider = mapProviderOf(settingValue(settings, 'map.provider'));
  const key = provider === 'google' ? settingValue(settings, 'map.google.key') : provider === 'yandex' ? settingValue(settings, 'map.yandex.key') : '';
  return {
    provider,
    key: key.trim(),
    center: parseCoordinatesCommaReversed(settingValue(settings, 'map.position')) ?? DEFAULT_CENTER,
  };
}

/**
 * Where the receipt's coordinates open in full: the tenant's own map provider's site, so a bank on Yandex
 * sends nobody to another provider; null when maps are disabled (the coordinates stay plain text: no third
 * party learns where an operation happened).
 */
export function externalMapLink(provider: MapProvider, { lat, lng }: LatLng): string | null {
  switch (provider) {
    case 'yandex':
      return `https://yandex.ru/maps/?pt=${lng},${lat}&z=${POINT_ZOOM}&l=map`;
    case 'google':
      return `https://www.google.com/maps/search/?api=1&query=${lat},${lng}`;
    case 'osm':
      return `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lng}#map=${POINT_ZOOM}/${lat}/${lng}`;
    default:
      return null;
  }
}
