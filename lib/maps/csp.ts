import type { MapProvider } from './config';
import type { PageName } from '../domain/routes';

/** The hosts a provider's map needs, per CSP directive; added to a page's policy only when that provider is on. */
export interface MapCspSources {
  script: readonly string[];
  img: readonly string[];
  connect: readonly string[];
  frame: readonly string[];
  font: readonly string[];
  /** Style sheets beside the page's nonce: the provider's fonts' CSS, Yandex's `blob:` sheets. */
  style: readonly string[];
  worker: readonly string[];
  /** The provider's script evaluates code it builds (documented by Google and Yandex for their CSP). */
  unsafeEval: boolean;
}

const NONE: MapCspSources = { script: [], img: [], connect: [], frame: [], font: [], style: [], worker: [], unsafeEval: false };

/**
 * From the providers' CSP guides, in their narrowest form (issue 35 §6):
 * - Google's Maps JavaScript API takes a nonce-based strict CSP: it puts the nonce of the page's first nonced
 *   `<script>` and `<style>` on the elements it inserts, so styles keep the page's nonce (no 'unsafe-inline');
 *   its guide still lists 'unsafe-eval' and `blob:` workers.
 * - Yandex Maps JS API 2.1 loaded with `csp=true` (components/maps/yandex-map.tsx) writes its styles as `blob:`
 *   sheets instead of inline elements; it still needs 'unsafe-eval'.
 * - OpenStreetMap (Leaflet) needs its tiles as images, nothing else.
 */
export const MAP_CSP_SOURCES: Readonly<Record<MapProvider, MapCspSources>> = {
  google: {
    script: ['https://maps.googleapis.com', 'https://*.gstatic.com'],
    img: ['https://*.googleapis.com', 'https://*.gstatic.com', 'https://*.google.com', 'https://*.googleusercontent.com'],
    connect: ['https://*.googleapis.com', 'https://*.google.com', 'https://*.gstatic.com', 'data:', 'blob:'],
    frame: ['https://*.google.com'],
    font: ['https://fonts.gstatic.com'],
    style: ['https://fonts.googleapis.com'],
    worker: ['blob:'],
    unsafeEval: true,
  },
  yandex: {
    script: ['https://api-maps.yandex.ru', 'https://suggest-maps.yandex.ru', 'https://*.maps.yandex.net', 'https://yandex.ru', 'https://yastatic.net'],
    img: ['https://*.maps.yandex.net', 'https://api-maps.yandex.ru', 'https://yandex.ru'],
    connect: ['https://api-maps.yandex.ru', 'https://suggest-maps.yandex.ru', 'https://*.maps.yandex.net', 'https://yandex.ru'],
    frame: ['https://api-maps.yandex.ru'],
    font: [],
    style: ['blob:'],
    worker: [],
    unsafeEval: true,
  },
  osm: { ...NONE, img: ['https://tile.openstreetmap.org'] },
  disabled: NONE,
};

/** The pages whose documents render a map: the dashboard's, the map page's, and the list's receipt map. */
export const MAP_PAGES: ReadonlySet<PageName> = new Set<PageName>(['dashboard', 'onMap', 'list']);

/** A provider whose map needs more than images (its scripts, 'unsafe-eval'): allowed on map documents only. */
export function needsMapDocument(provider: MapProvider): boolean {
  const sources = MAP_CSP_SOURCES[provider];
  return sources.unsafeEval || sources.script.length > 0;
}

/**
 * The provider whose sources a document of `page` allows: a script provider's only on the documents that render a
 * map (issue 35 §6: they relaxed every signed-in page, so Emotion's nonce protected nothing there); OpenStreetMap's
 * tile host, an image source, on every signed-in page (in-app navigation then needs no new document).
 */
export function documentMapProvider(provider: MapProvider, page: PageName): MapProvider {
  return needsMapDocument(provider) && !MAP_PAGES.has(page) ? 'disabled' : provider;
}
