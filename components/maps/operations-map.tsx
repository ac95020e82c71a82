'use client';

import { useMemo, useState } from 'react';
import dynamic from 'next/dynamic';
import { Box, Spinner, Text } from '@chakra-ui/react';
import { useTranslations } from 'next-intl';
import type { MapPoint } from '@/lib/acquiring/contract';
import type { MapConfig } from '@/lib/maps/config';
import type { MarkerText } from './map-handle';

/** Nothing of the map (provider code, clustering, Leaflet styles) loads until a map is shown. */
const MapCanvas = dynamic(() => import('./map-canvas'), {
  ssr: false,
  loading: () => (
    <Box h="100%" display="flex" alignItems="center" justifyContent="center">
      <Spinner size="sm" color="fg.muted" />
    </Box>
  ),
});

export interface OperationsMapProps {
  config: MapConfig;
  /** null while the points load */
  points: readonly MapPoint[] | null;
  /** The container's fixed height, so that nothing shifts while the map loads. */
  height: string | Record<string, string>;
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
  const text = useMemo<MarkerText>(
    () => ({ cluster: (count) => t('mapCluster', { count }), point: (id) => t('mapPointTitle', { id }) }),
    [t],
  );
  if (config.provider === 'disabled') return null;
  const provider = config.provider;
  return (
    <Box role="region" aria-label={label} h={height} w="100%" position="relative" overflow="hidden" borderRadius="md" bg="gray.100" data-testid="operations-map" data-provider={provider}>
      {failed ? (
        <Box h="100%" display="flex" alignItems="center" justifyContent="center" px="4" textAlign="center">
          <Text fontSize="sm" color="fg.muted" data-testid="map-failed">
            {t('mapFailed')}
          </Text>
        </Box>
      ) : (
        <MapCanvas config={{ ...config, provider }} points={points} text={text} onPointClick={onPointClick} onError={() => setFailed(true)} />
      )}
    </Box>
  );
}
