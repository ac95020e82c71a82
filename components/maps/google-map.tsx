'use client';

import { useEffect, useRef } from 'react';
import { useJsApiLoader } from '@react-google-maps/api';
import { GOOGLE_LANGUAGE, MAX_CLUSTER_ZOOM } from '@/lib/maps/config';
import { FIT_PADDING, type MapHandle, type ProviderMapProps } from './map-handle';

/** Libraries beyond the core: none (a constant, so that the loader is not rebuilt). */
const LIBRARIES: never[] = [];

/** Google Maps through @react-google-maps/api's loader; the map and markers over `google.maps`. */
export default function GoogleMap({ config, text, onReady, onError }: ProviderMapProps) {
  const { isLoaded, loadError } = useJsApiLoader({
    id: 'bo-google-maps',
    googleMapsApiKey: config.key,
    language: GOOGLE_LANGUAGE,
    region: 'RU',
    libraries: LIBRARIES,
  });
  const container = useRef<HTMLDivElement>(null);
  const callbacks = useRef({ onReady, onError, text });
  useEffect(() => {
    callbacks.current = { onReady, onError, text };
  });

  useEffect(() => {
    if (loadError) callbacks.current.onError();
  }, [loadError]);

  useEffect(() => {
    const element = container.current;
    if (!isLoaded || !element) return;
    const maps = window.google.maps;
    const map = new maps.Map(element, {
      center: config.center,
      zoom: 10,
      maxZoom: MAX_CLUSTER_ZOOM + 2,
      streetViewControl: false,
      mapTypeControl: false,
      clickableIcons: false,
    });
    let markers: google.maps.Marker[] = [];
    const listeners: google.maps.MapsEventListener[] = [];
    const handle: MapHandle = {
      view() {
        const bounds = map.getBounds();
        const zoom = map.getZoom();
        if (!bounds || zoom === undefined) return null;
        const south = bounds.getSouthWest();
        const north = bounds.getNorthEast();
        return { south: south.lat(), west: south.lng(), north: north.lat(), east: north.lng(), zoom };
      },
      onViewChange(listener) {
        listeners.push(map.addListener('idle', listener));
      },
      render(items, handlers) {
        const { text: words } = callbacks.current;
        markers.forEach((marker) => marker.setMap(null));
        markers = items.map((item) => {
          const isCluster = item.kind === 'cluster';
          const marker = new maps.Marker({
            map,
            position: { lat: item.lat, lng: item.lng },
            title: isCluster ? words.cluster(item.count) : words.point(item.id),
            label: isCluster ? { text: String(item.count), color: '#ffffff', fontWeight: '600' } : undefined,
            clickable: handlers !== null,
          });
          if (handlers) marker.addListener('click', () => (item.kind === 'cluster' ? handlers.cluster(item) : handlers.point(item)));
          return marker;
        });
      },
      setView(center, zoom) {
        map.setCenter(center);
        map.setZoom(zoom);
      },
      fitBounds(bounds) {
        map.fitBounds(bounds, FIT_PADDING);
      },
      destroy() {
        markers.forEach((marker) => marker.setMap(null));
        listeners.forEach((listener) => listener.remove());
      },
    };
    callbacks.current.onReady(handle);
    return () => handle.destroy();
  }, [isLoaded, config.center]);

  return <div ref={container} style={{ width: '100%', height: '100%' }} data-map-provider="google" />;
}
