/** The parts of react-yandex-maps 4 and of the Yandex Maps JS API 2.1 this app uses (the package ships no types). */
declare module 'react-yandex-maps' {
  import type { ComponentType, ReactNode } from 'react';

  export interface YMapsQuery {
    apikey?: string;
    lang?: string;
    load?: string;
    /** The API's CSP mode: its styles as blob: sheets, no inline style elements (lib/maps/csp.ts). */
    csp?: boolean;
  }

  export const YMaps: ComponentType<{ query?: YMapsQuery; preload?: boolean; children?: ReactNode }>;

  export function withYMaps<P extends { ymaps: YandexMapsApi }>(
    component: ComponentType<P>,
    waitForApi: true,
    modules: string[],
  ): ComponentType<Omit<P, 'ymaps'> & { onLoad?: (api: YandexMapsApi) => void; onError?: (error: unknown) => void }>;

  type Coordinates = [number, number];

  export interface YandexEvents {
    add(type: string, listener: () => void): void;
    remove(type: string, listener: () => void): void;
  }

  export interface YandexGeoObject {
    events: YandexEvents;
  }

  export interface YandexMap {
    events: YandexEvents;
    geoObjects: { add(object: YandexGeoObject): void; removeAll(): void };
    getBounds(): [Coordinates, Coordinates] | null;
    getZoom(): number;
    setCenter(center: Coordinates, zoom?: number): void;
    setBounds(bounds: [Coordinates, Coordinates], options?: { checkZoomRange?: boolean; zoomMargin?: number }): void;
    destroy(): void;
  }

  export interface YandexMapsApi {
    Map: new (element: HTMLElement, state: { center: Coordinates; zoom: number; controls?: string[] }, options?: Record<string, unknown>) => YandexMap;
    Placemark: new (
      position: Coordinates,
      properties: { iconContent?: string; hintContent?: string },
      options?: Record<string, unknown>,
    ) => YandexGeoObject;
  }
}
