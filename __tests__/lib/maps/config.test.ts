import type { Setting } from '@/lib/acquiring/contract/reference-data';
import { DEFAULT_MAP_PROVIDER, MAP_PROVIDERS, YANDEX_LANGUAGE, externalMapLink, mapConfigFromSettings, mapProviderOf } from '@/lib/maps/config';
import { MAP_CSP_SOURCES } from '@/lib/maps/csp';

const settings = (values: Record<string, string>): Setting[] => Object.entries(values).map(([name, value]) => ({ name, value }) as Setting);

describe('map settings (spec §9: "Map provider options yandex, google, osm, disabled by default; yandex language ru_RU")', () => {
  it('has the four providers, disabled by default, Yandex in ru_RU', () => {
    expect([...MAP_PROVIDERS].sort()).toEqual(['disabled', 'google', 'osm', 'yandex']);
    expect(DEFAULT_MAP_PROVIDER).toBe('disabled');
    expect(YANDEX_LANGUAGE).toBe('ru_RU');
  });

  it('reads the provider leniently and falls back to disabled', () => {
    expect(mapProviderOf(' Google ')).toBe('google');
    expect(mapProviderOf('OSM')).toBe('osm');
    expect(mapProviderOf('bing')).toBe('disabled');
    expect(mapProviderOf(null)).toBe('disabled');
  });

  it('takes the key of the chosen provider and the position "lat,lng"', () => {
    const all = { 'map.google.key': 'g-key', 'map.yandex.key': 'y-key', 'map.position': '59.9343,30.3351' };
    expect(mapConfigFromSettings(settings({ ...all, 'map.provider': 'google' }))).toEqual({ provider: 'google', key: 'g-key', center: { lat: 59.9343, lng: 30.3351 } });
    expect(mapConfigFromSettings(settings({ ...all, 'map.provider': 'yandex' })).key).toBe('y-key');
    expect(mapConfigFromSettings(settings({ ...all, 'map.provider': 'osm' })).key).toBe('');
  });

  it('starts in Moscow when the position is missing or broken', () => {
    expect(mapConfigFromSettings(settings({ 'map.provider': 'osm', 'map.position': 'nowhere' })).center).toEqual({ lat: 55.751244, lng: 37.618423 });
    expect(mapConfigFromSettings([])).toEqual({ provider: 'disabled', key: '', center: { lat: 55.751244, lng: 37.618423 } });
  });

  it('allows no host for a disabled map, and only the tile server for OpenStreetMap', () => {
    const disabled = MAP_CSP_SOURCES.disabled;
    expect([...disabled.script, ...disabled.img, ...disabled.connect, ...disabled.frame, ...disabled.font]).toEqual([]);
    expect(MAP_CSP_SOURCES.osm.img).toEqual(['https://tile.openstreetmap.org']);
    expect(MAP_CSP_SOURCES.osm.script).toEqual([]);
    expect(MAP_CSP_SOURCES.google.script).toContain('https://maps.googleapis.com');
    expect(MAP_CSP_SOURCES.yandex.script).toContain('https://api-maps.yandex.ru');
  });
});

describe('the receipt’s coordinates link', () => {
  const point = { lat: 55.7522, lng: 37.6156 };
  it('opens the tenant’s own provider (Yandex takes lng,lat)', () => {
    expect(externalMapLink('yandex', point)).toBe('https://yandex.ru/maps/?pt=37.6156,55.7522&z=15&l=map');
    expect(externalMapLink('google', point)).toBe('https://www.google.com/maps/search/?api=1&query=55.7522,37.6156');
    expect(externalMapLink('osm', point)).toBe('https://www.openstreetmap.org/?mlat=55.7522&mlon=37.6156#map=15/55.7522/37.6156');
  });

  it('is no link when maps are disabled: no third party learns the place', () => {
    expect(externalMapLink('disabled', point)).toBeNull();
  });
});
