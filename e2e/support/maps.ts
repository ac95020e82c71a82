import type { Page } from '@playwright/test';

/**
 * The map providers are unreachable here. The tests serve stand-ins at the real URLs: the Google
 * and Yandex stand-ins implement the few API calls the app makes (map, markers, bounds, zoom,
 * click events), draw each marker as a button in the map container (title = the app's marker
 * title) and count what was created in `window.__mapStub`; OpenStreetMap tiles are a grey PNG.
 * Every request to a provider host is recorded for the test.
 */
export interface MapRequests {
  google: string[];
  yandex: string[];
  tiles: string[];
}

// A 1×1 grey PNG.
const TILE = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR4nGPo6OgAAAMEAYFL09IQAAAAAElFTkSuQmCC', 'base64');

/** Shared by both stand-ins: a map whose bounds follow fitBounds / setCenter+zoom, and markers as buttons. */
const STUB_CORE = `
  const stub = (window.__mapStub = window.__mapStub || { maps: 0, markers: 0, zooms: [] });
  function spanAt(zoom) { return 360 / Math.pow(2, zoom); }
  class StubView {
    constructor(element, center, zoom, provider) {
      stub.maps += 1;
      stub.provider = provider;
      this.layer = document.createElement('div');
      this.layer.dataset.stubMap = provider;
      this.layer.style.cssText = 'position:absolute;inset:0;display:flex;flex-wrap:wrap;gap:4px;align-content:flex-start;overflow:auto;padding:4px';
      element.style.position = 'relative';
      element.appendChild(this.layer);
      this.listeners = [];
      this.center = center;
      this.zoom = zoom;
      this.bounds = null;
      this.changed();
    }
    around(center, zoom) {
      const span = spanAt(zoom);
      this.center = center; this.zoom = zoom; stub.zooms.push(zoom);
      this.bounds = { south: center.lat - span / 4, west: center.lng - span / 2, north: center.lat + span / 4, east: center.lng + span / 2 };
      this.changed();
    }
    fit(b) {
      const span = Math.max(b.east - b.west, (b.north - b.south) * 2, 0.0005);
      const zoom = Math.max(1, Math.min(18, Math.floor(Math.log2(360 / span))));
      this.zoom = zoom; stub.zooms.push(zoom);
      const padLat = (b.north - b.south) * 0.1 + 0.0001, padLng = (b.east - b.west) * 0.1 + 0.0001;
      this.bounds = { south: b.south - padLat, west: b.west - padLng, north: b.north + padLat, east: b.east + padLng };
      this.changed();
    }
    view() { if (!this.bounds) this.around(this.center, this.zoom); return this.bounds; }
    changed() { clearTimeout(this.timer); this.timer = setTimeout(() => this.listeners.forEach((listener) => listener()), 10); }
    marker(title, label, onClick) {
      stub.markers += 1;
      const button = document.createElement('button');
      button.type = 'button';
      button.title = title;
      button.textContent = label || '•';
      button.dataset.stubMarker = label ? 'cluster' : 'point';
      button.addEventListener('click', () => onClick && onClick());
      return button;
    }
  }
`;

const GOOGLE_STUB = `(() => {
  ${STUB_CORE}
  const maps = window.google.maps;
  class LatLng { constructor(lat, lng) { this.a = lat; this.b = lng; } lat() { return this.a; } lng() { return this.b; } }
  class Map {
    constructor(element, options) { this.view = new StubView(element, options.center, options.zoom, 'google'); }
    addListener(type, listener) { if (type === 'idle') this.view.listeners.push(listener); return { remove() {} }; }
    getBounds() { const b = this.view.view(); return { getSouthWest: () => new LatLng(b.south, b.west), getNorthEast: () => new LatLng(b.north, b.east) }; }
    getZoom() { return this.view.zoom; }
    setCenter(center) { this.view.center = center; }
    setZoom(zoom) { this.view.around(this.view.center, zoom); }
    fitBounds(bounds) { this.view.fit(bounds); }
  }
  class Marker {
    constructor(options) {
      this.clicks = [];
      this.button = StubView.prototype.marker(options.title, options.label && options.label.text, () => this.clicks.forEach((f) => f()));
      if (options.map) this.setMap(options.map);
    }
    addListener(type, listener) { if (type === 'click') this.clicks.push(listener); return { remove() {} }; }
    setMap(map) { if (map) map.view.layer.appendChild(this.button); else this.button.remove(); }
  }
  Object.assign(maps, { Map, Marker, LatLng });
  const done = maps.__ib__;
  maps.importLibrary = () => Promise.resolve(maps);
  done();
})();`;

const YANDEX_STUB = `(() => {
  ${STUB_CORE}
  const params = new URL(document.currentScript.src).searchParams;
  class Events { constructor() { this.map = {}; } add(type, listener) { (this.map[type] = this.map[type] || []).push(listener); } remove() {} fire(type) { (this.map[type] || []).forEach((f) => f()); } }
  class Map {
    constructor(element, state) {
      this.events = new Events();
      this.view = new StubView(element, { lat: state.center[0], lng: state.center[1] }, state.zoom, 'yandex');
      this.view.listeners.push(() => this.events.fire('boundschange'));
      const view = this.view;
      this.geoObjects = {
        add(placemark) { view.layer.appendChild(placemark.button); },
        removeAll() { view.layer.replaceChildren(); },
      };
    }
    getBounds() { const b = this.view.view(); return [[b.south, b.west], [b.north, b.east]]; }
    getZoom() { return this.view.zoom; }
    setCenter(center, zoom) { this.view.around({ lat: center[0], lng: center[1] }, zoom === undefined ? this.view.zoom : zoom); }
    setBounds(bounds) { this.view.fit({ south: bounds[0][0], west: bounds[0][1], north: bounds[1][0], east: bounds[1][1] }); }
    destroy() { this.view.layer.remove(); }
  }
  class Placemark {
    constructor(position, properties) {
      this.events = new Events();
      this.button = StubView.prototype.marker(properties.hintContent, properties.iconContent, () => this.events.fire('click'));
    }
  }
  const ymaps = {
    Map, Placemark,
    ready(callback) { setTimeout(callback, 0); return Promise.resolve(); },
    modules: { require(names, callback) { const list = Array.isArray(names) ? names : [names]; setTimeout(() => callback(...list.map((name) => ymaps[name])), 0); } },
  };
  window[params.get('onload')](ymaps);
})();`;

export async function installMapStubs(page: Page): Promise<MapRequests> {
  const requests: MapRequests = { google: [], yandex: [], tiles: [] };
  await page.route('https://maps.googleapis.com/**', async (route) => {
    requests.google.push(route.request().url());
    await route.fulfill({ contentType: 'text/javascript', body: GOOGLE_STUB });
  });
  await page.route('https://api-maps.yandex.ru/**', async (route) => {
    requests.yandex.push(route.request().url());
    await route.fulfill({ contentType: 'text/javascript', body: YANDEX_STUB });
  });
  await page.route('https://tile.openstreetmap.org/**', async (route) => {
    requests.tiles.push(route.request().url());
    await route.fulfill({ contentType: 'image/png', body: TILE });
  });
  return requests;
}

export interface MapStubState {
  provider?: string;
  maps: number;
  markers: number;
  zooms: number[];
}

export async function mapStubState(page: Page): Promise<MapStubState | null> {
  return page.evaluate(() => (window as unknown as { __mapStub?: MapStubState }).__mapStub ?? null);
}

/** Records every CSP violation of the page's documents; the function it returns reads them. */
export async function recordCspViolations(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const violations: string[] = [];
    (window as unknown as { __csp: string[] }).__csp = violations;
    document.addEventListener('securitypolicyviolation', (event) => violations.push(`${event.effectiveDirective} ${event.blockedURI}`));
  });
  return () => page.evaluate(() => (window as unknown as { __csp: string[] }).__csp);
}
