'use client';

import { useMemo, useState } from 'react';
import dynamic from 'next/dynamic';
import { useTranslations } from 'next-intl';
import { PlainSpinner } from '@/components/plain/controls';
import type { MapPoint } from '@/lib/acquiring/contract';
import type { MapConfig } from '@/lib/maps/config';
import type { MarkerText } from './map-handle';
import { useInView } from '@/lib/client/use-in-view';
import styles from './operations-map.module.css';

/** Nothing of the map (provider code, clustering, Leaflet styles) loads until a map is shown and in view. */
const MapCanvas = dynamic(() => import('./map-canvas'), {
  ssr: false,
  loading: () => (
    <div className={styles.center}>
      <PlainSpinner />
    </div>
  ),
});

export interface OperationsMapProps {
  config: MapConfig;
  /** null while the points load */
  points: readonly MapPoint[] | null;
  /** The container's fixed height, so that nothing shifts while the map loads. */
  height: string;
  /** The region's accessible name. */
  label: string;
  /** Clusters and clickable points; without it, the still map of one operation (the receipt). */
  onPointClick?: (id: number) => void;
}

/**
 * The one map component of the app: the dashboard's, the receipt's and the /onMap screen's.
 * With the provider `disabled` it renders nothing and loads nothing.
 */
export function OperationsMap({ config, points, height, label, onPointClick }: OperationsMapProps) {
  const t = useTranslations('Operations');
  const [failed, setFailed] = useState(false);
  const [regionRef, inView] = useInView<HTMLDivElement>();
  const text = useMemo<MarkerText>(
    () => ({ cluster: (count) => t('mapCluster', { count }), point: (id) => t('mapPointTitle', { id }) }),
    [t],
  );
  if (config.provider === 'disabled') return null;
  const provider = config.provider;
  return (
    <div ref={regionRef} role="region" aria-label={label} className={styles.region} style={{ height }} data-testid="operations-map" data-provider={provider}>
      {failed ? (
        <div className={styles.center}>
          <p className={styles.failed} data-testid="map-failed">
            {t('mapFailed')}
          </p>
        </div>
      ) : inView ? (
        <MapCanvas config={{ ...config, provider }} points={points} text={text} onPointClick={onPointClick} onError={() => setFailed(true)} />
      ) : null}
    </div>
  );
}
