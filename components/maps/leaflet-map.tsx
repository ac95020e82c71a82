'use client';

import { useEffect, useRef } from 'react';
import L from 'leaflet';
import 'leaflet/dist/leaflet.css';
import './markers.css';
import { MAX_CLUSTER_ZOOM, OSM_ATTRIBUTION, OSM_TILE_URL } from '@/lib/maps/config';
import { FIT_PADDING, type MapHandle, type ProviderMapProps } from './map-handle';
import { clusterSize } from './marker-style';

/** OpenStreetMap tiles through Leaflet; markers are plain HTML (no marker images to load). */
export default function LeafletMap({ config, text, onReady }: ProviderMapProps) {
  const container = useRef<HTMLDivElement>(null);
  const callbacks = useRef({ onReady, text });
  useEffect(() => {
    callbacks.current = { onReady, text };
  });

  useEffect(() => {
    const element = container.current;
    if (!element) return;
    const map = L.map(element, { center: [config.center.lat, config.center.lng], zoom: 10, maxZoom: MAX_CLUSTER_ZOOM + 2, attributionControl: false });
    // The tile licence needs the attribution; the library link stays, without a flag.
    L.control.attribution({ prefix: '<a href="https://leafletjs.com" target="_blank" rel="noreferrer">Leaflet</a>' }).addTo(map);
    L.tileLayer(OSM_TILE_URL, { attribution: OSM_ATTRIBUTION, maxZoom: 19 }).addTo(map);
    const layer = L.layerGroup().addTo(map);
    const handle: MapHandle = {
      view() {
        const bounds = map.getBounds();
        return { south: bounds.getSouth(), west: bounds.getWest(), north: bounds.getNorth(), east: bounds.getEast(), zoom: map.getZoom() };
      },
      onViewChange(listener) {
        map.on('moveend', listener);
      },
      render(items, handlers) {
        const { text: words } = callbacks.current;
        layer.clearLayers();
        for (const item of items) {
          const isCluster = item.kind === 'cluster';
          const size = isCluster ? clusterSize(item.count) : 14;
          const title = isCluster ? words.cluster(item.count) : words.point(item.id);
          const icon = L.divIcon({
            className: isCluster ? 'bo-map-cluster' : 'bo-map-point',
            html: isCluster ? `<span>${item.count}</span>` : '',
            iconSize: [size, size],
          });
          const marker = L.marker([item.lat, item.lng], { icon, title, alt: title, keyboard: handlers !== null, interactive: handlers !== null, riseOnHover: true });
          if (handlers) marker.on('click', () => (item.kind === 'cluster' ? handlers.cluster(item) : handlers.point(item)));
          marker.addTo(layer);
        }
      },
      setView(center, zoom) {
        map.setView([center.lat, center.lng], zoom);
      },
      fitBounds(bounds) {
        map.fitBounds(
          [
            [bounds.south, bounds.west],
            [bounds.north, bounds.east],
          ],
          { padding: [FIT_PADDING, FIT_PADDING], maxZoom: MAX_CLUSTER_ZOOM },
        );
      },
      destroy() {
        map.remove();
      },
    };
    callbacks.current.onReady(handle);
    return () => handle.destroy();
  }, [config.center.lat, config.center.lng]);

  return <div ref={container} style={{ width: '100%', height: '100%' }} data-map-provider="osm" />;
}
