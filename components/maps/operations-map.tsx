'use client';

import { useMemo, useState, type ReactNode } from 'react';
import dynamic from 'next/dynamic';
import { useTranslations } from 'next-intl';
import { Box, Flex, Spinner, Text } from '@chakra-ui/react';
import type { MapPoint } from '@/lib/acquiring/contract/summaries';
import type { MapConfig } from '@/lib/maps/config';
import type { MarkerText } from './map-handle';
import { useInView } from '@/lib/client/use-in-view';

/** Centred in the map's frame: the spinner while the map loads, or why it did not. */
function Centre({ children }: { children: ReactNode }) {
  return (
    <Flex align="center" justify="center" h="full" px="4" textAlign="center" color="fg.muted">
      {children}
    </Flex>
  );
}

/** Nothing of the map (provider code, clustering, Leaflet styles) loads until a map is shown and in view. */
const MapCanvas = dynamic(() => import('./map-canvas'), {
  ssr: false,
  loading: () => (
    <Centre>
      <Spinner size="sm" />
    </Centre>
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
    // a fixed height: nothing shifts while the provider loads
    <Box ref={regionRef} role="region" aria-label={label} position="relative" w="full" h={height} overflow="hidden" bg="bg.muted" rounded="md" data-testid="operations-map" data-provider={provider}>
      {failed ? (
        <Centre>
          <Text textStyle="sm" data-testid="map-failed">
            {t('mapFailed')}
          </Text>
        </Centre>
      ) : inView ? (
        <MapCanvas config={{ ...config, provider }} points={points} text={text} onPointClick={onPointClick} onError={() => setFailed(true)} />
      ) : null}
    </Box>
  );
}
