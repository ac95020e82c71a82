import type { MapProvider } from './config';

/** The hosts a provider's map needs, per CSP directive; added to a page's policy only when that provider is on. */
export interface MapCspSources {
  script: readonly string[];
  img: readonly string[];
  connect: readonly string[];
  frame: readonly string[];
  font: readonly string[];
  /** The provider's script evaluates code it builds (documented by Google and Yandex for their CSP). */
  unsafeEval: boolean;
  /** The provider's script writes <style> elements without the page's nonce. */
  inlineStyles: boolean;
}

const NONE: MapCspSources = { script: [], img: [], connect: [], frame: [], font: [], unsafeEval: false, inlineStyles: false };

/** From the providers' CSP guides (Maps JavaScript API; Yandex Maps JS API 2.1) and Leaflet's tile URL. */
export const MAP_CSP_SOURCES: Readonly<Record<MapProvider, MapCspSources>> = {
  google: {
    script: ['https://maps.googleapis.com', 'https://*.gstatic.com'],
    img: ['https://*.googleapis.com', 'https://*.gstatic.com', 'https://*.google.com', 'https://*.googleusercontent.com'],
    connect: ['https://*.googleapis.com', 'https://*.google.com', 'https://*.gstatic.com'],
    frame: ['https://*.google.com'],
    font: ['https://fonts.gstatic.com'],
    unsafeEval: true,
    inlineStyles: true,
  },
  yandex: {
    script: ['https://api-maps.yandex.ru', 'https://suggest-maps.yandex.ru', 'https://*.maps.yandex.net', 'https://yandex.ru', 'https://yastatic.net'],
    img: ['https://*.maps.yandex.net', 'https://api-maps.yandex.ru', 'https://yandex.ru'],
    connect: ['https://api-maps.yandex.ru', 'https://suggest-maps.yandex.ru', 'https://*.maps.yandex.net', 'https://yandex.ru'],
    frame: ['https://api-maps.yandex.ru'],
    font: [],
    unsafeEval: true,
    inlineStyles: true,
  },
  osm: { ...NONE, img: ['https://tile.openstreetmap.org'] },
  disabled: NONE,
};
