'use client';

import { useCallback, useEffect, useRef, useState } from 'react';
import dynamic from 'next/dynamic';
import type { MapPoint } from '@/lib/acquiring/contract/summaries';
import { createClusterEngine, type ClusterEngine } from '@/lib/maps/cluster-engine';
import type { MapItem } from '@/lib/maps/clusters';
import { INITIAL_ZOOM, POINT_ZOOM, type MapConfig } from '@/lib/maps/config';
import { boundsOf, locatedPoints, toColumns } from '@/lib/maps/points';
import { startClusterWorker } from '@/lib/maps/start-worker';
import type { MapHandle, MarkerHandlers, MarkerText, ProviderMapProps } from './map-handle';

/** Each provider's code is its own chunk, loaded only when that provider is the tenant's. */
const PROVIDER_MAPS = {
  osm: dynamic<ProviderMapProps>(() => import('./leaflet-map'), { ssr: false }),
  google: dynamic<ProviderMapProps>(() => import('./google-map'), { ssr: false }),
  yandex: dynamic<ProviderMapProps>(() => import('./yandex-map'), { ssr: false }),
} as const;

export interface MapCanvasProps {
  config: MapConfig & { provider: keyof typeof PROVIDER_MAPS };
  /** null while loading */
  points: readonly MapPoint[] | null;
  text: MarkerText;
  /** Clusters and clickable points (the operations map); without it one still point (the receipt). */
  onPointClick?: (id: number) => void;
  onError: () => void;
}

/** Marks the canvas with what it shows, for people's tools and for tests. */
function describe(element: HTMLElement | null, items: readonly MapItem[], engine: ClusterEngine | null) {
  if (!element) return;
  element.dataset.clusters = String(items.filter((item) => item.kind === 'cluster').length);
  element.dataset.points = String(items.filter((item) => item.kind === 'point').length);
  element.dataset.offThread = engine?.offThread ? 'true' : 'false';
  element.dataset.state = 'ready';
}

/** The provider's map with the operations on it, clustered (off the main thread when there are many). */
export default function MapCanvas({ config, points, text, onPointClick, onError }: MapCanvasProps) {
  const Provider = PROVIDER_MAPS[config.provider];
  const root = useRef<HTMLDivElement>(null);
  const [handle, setHandle] = useState<MapHandle | null>(null);
  const refresh = useRef<() => void>(() => undefined);
  const pointClick = useRef(onPointClick);
  useEffect(() => {
    pointClick.current = onPointClick;
  });
  const interactive = onPointClick !== undefined;

  const onReady = useCallback((ready: MapHandle) => {
    ready.onViewChange(() => refresh.current());
    setHandle(ready);
  }, []);

  useEffect(() => {
    if (!handle || !points) return;
    let cancelled = false;
    let engine: ClusterEngine | null = null;
    const located = locatedPoints(points);
    const handlers: MarkerHandlers | null = interactive
      ? {
          cluster: (item) => {
            const zoomNow = handle.view()?.zoom ?? INITIAL_ZOOM;
            void engine?.expansionZoom(item.clusterId, zoomNow + 2).then((zoom) => {
              if (!cancelled) handle.setView({ lat: item.lat, lng: item.lng }, Math.max(zoom, zoomNow + 1));
            });
          },
          point: (item) => pointClick.current?.(item.id),
        }
      : null;
    void createClusterEngine(toColumns(located), startClusterWorker).then((created) => {
      if (cancelled) {
        created.dispose();
        return;
      }
      engine = created;
      refresh.current = () => {
        const view = handle.view();
        if (!view || !engine) return;
        void engine.items(view).then((items) => {
          if (cancelled) return;
          handle.render(items, handlers);
          describe(root.current, items, engine);
        });
      };
      const bounds = boundsOf(located);
      const [only] = located;
      if (!bounds || !only) handle.setView(config.center, INITIAL_ZOOM);
      else if (located.length === 1 || !interactive) handle.setView({ lat: only.lat, lng: only.lng }, POINT_ZOOM);
      else handle.fitBounds(bounds);
      refresh.current();
    });
    return () => {
      cancelled = true;
      refresh.current = () => undefined;
      engine?.dispose();
    };
  }, [handle, points, interactive, config.center]);

  return (
    <div ref={root} data-testid="map-canvas" data-state="loading" style={{ width: '100%', height: '100%' }}>
      <Provider config={config} text={text} onReady={onReady} onError={onError} />
    </div>
  );
}
