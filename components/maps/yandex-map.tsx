'use client';

import { useEffect, useRef } from 'react';
import { YMaps, withYMaps, type YandexMapsApi } from 'react-yandex-maps';
import { MAX_CLUSTER_ZOOM, YANDEX_LANGUAGE } from '@/lib/maps/config';
import { FIT_PADDING, type MapHandle, type ProviderMapProps } from './map-handle';

function YandexCanvas({ ymaps, config, text, onReady }: ProviderMapProps & { ymaps: YandexMapsApi }) {
  const container = useRef<HTMLDivElement>(null);
  const callbacks = useRef({ onReady, text });
  useEffect(() => {
    callbacks.current = { onReady, text };
  });

  useEffect(() => {
    const element = container.current;
    if (!element) return;
    const map = new ymaps.Map(element, { center: [config.center.lat, config.center.lng], zoom: 10, controls: ['zoomControl'] }, { maxZoom: MAX_CLUSTER_ZOOM + 2 });
    const handle: MapHandle = {
      view() {
        const bounds = map.getBounds();
        if (!bounds) return null;
        const [[south, west], [north, east]] = bounds;
        return { south, west, north, east, zoom: map.getZoom() };
      },
      onViewChange(listener) {
        map.events.add('boundschange', listener);
      },
      render(items, handlers) {
        const { text: words } = callbacks.current;
        map.geoObjects.removeAll();
        for (const item of items) {
          const isCluster = item.kind === 'cluster';
          const placemark = new ymaps.Placemark(
            [item.lat, item.lng],
            { iconContent: isCluster ? String(item.count) : undefined, hintContent: isCluster ? words.cluster(item.count) : words.point(item.id) },
            { preset: isCluster ? 'islands#blueCircleIcon' : 'islands#blueDotIcon', hasBalloon: false, cursor: handlers ? 'pointer' : 'default' },
          );
          if (handlers) placemark.events.add('click', () => (item.kind === 'cluster' ? handlers.cluster(item) : handlers.point(item)));
          map.geoObjects.add(placemark);
        }
      },
      setView(center, zoom) {
        map.setCenter([center.lat, center.lng], zoom);
      },
      fitBounds(bounds) {
        map.setBounds(
          [
            [bounds.south, bounds.west],
            [bounds.north, bounds.east],
          ],
          { checkZoomRange: true, zoomMargin: FIT_PADDING },
        );
      },
      destroy() {
        map.destroy();
      },
    };
    callbacks.current.onReady(handle);
    return () => handle.destroy();
  }, [ymaps, config.center.lat, config.center.lng]);

  return <div ref={container} style={{ width: '100%', height: '100%' }} data-map-provider="yandex" />;
}

const YandexWithApi = withYMaps(YandexCanvas, true, ['Map', 'Placemark']);

/** Yandex Maps (API 2.1, language ru_RU, in its CSP mode: lib/maps/csp.ts) through react-yandex-maps' loader. */
export default function YandexMap(props: ProviderMapProps) {
  return (
    <YMaps query={{ apikey: props.config.key, lang: YANDEX_LANGUAGE, csp: true }}>
      <YandexWithApi {...props} onError={props.onError} />
    </YMaps>
  );
}
