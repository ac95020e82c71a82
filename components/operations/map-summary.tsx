'use client';

import NextLink from 'next/link';
import { useTranslations } from 'next-intl';
import { useAppNavigation } from '@/components/layout/navigation-loader';
import { useApp } from '@/components/layout/app-provider';
import type { MapPoint } from '@/lib/acquiring/contract/summaries';
import type { ListState } from '@/lib/operations/list-state';
import { loadMapFigures, type MapFigures } from '@/lib/operations/map-figures';
import type { MapConfig } from '@/lib/maps/config';
import { OperationsMap } from '@/components/maps/operations-map';
import { Box, Flex, Link, Spinner, Stack, Text } from '@chakra-ui/react';
import { useInView } from '@/lib/client/use-in-view';
import { useKeyedData } from '@/components/layout/use-keyed-data';
import { DashboardCard } from './dashboard-card';

/** The map of a failed call: empty rather than loading for ever (one array, so the map does not redo its work). */
const NO_POINTS: readonly MapPoint[] = [];

/** Adds the open transaction to a list link. */
function withDetails(href: string, id: number): string {
  return `${href}${href.includes('?') ? '&' : '?'}trx=${id}`;
}

/**
 * The dashboard's small map of operations (the same map component as /onMap and the receipt):
 * the located operations of the period, and how many have a location or none (lib/operations/map-figures.ts).
 * A point opens the operation in the list. With the map provider disabled only the counts show.
 * Below the fold on a phone, so the counts and the map load when the section comes into view.
 */
export function MapSummaryArea({
  query,
  conditions,
  fraction,
  listHref,
  mapHref,
  map,
}: {
  /** The conditions' key: a new one loads the figures again. */
  query: string;
  conditions: ListState;
  fraction: number;
  listHref: string;
  mapHref: string;
  map: MapConfig;
}) {
  const t = useTranslations('Operations');
  const navigate = useAppNavigation();
  const { api } = useApp();
  const [sectionRef, inView] = useInView<HTMLElement>();
  const withPoints = map.provider !== 'disabled';
  // null figures: the query's call failed, so they show a failure, not a spinner that never ends
  const loaded = useKeyedData<MapFigures | null>(inView ? `${withPoints}|${query}` : null, (signal) => loadMapFigures(api, conditions, fraction, withPoints, signal), { failed: () => null });

  const answered = loaded?.key === `${withPoints}|${query}` ? loaded : null;
  const current = answered?.value ?? null;
  const failed = answered !== null && current === null;
  return (
    <DashboardCard id="map" title={t('mapTitle')} testId="map-summary" sectionRef={sectionRef}>
      {map.provider !== 'disabled' && (
        <OperationsMap config={map} points={current?.points ?? (failed ? NO_POINTS : null)} height="240px" label={t('mapRegion')} onPointClick={(id) => navigate(withDetails(listHref, id))} />
      )}
      <Flex
        align="center"
        justify="center"
        textAlign="center"
        px="4"
        py={map.provider === 'disabled' ? '0' : '2'}
        h={map.provider === 'disabled' ? '180px' : undefined}
        bgGradient="to-br"
        gradientFrom="brand.subtle"
        gradientTo="bg.muted"
        rounded="md"
        data-map={map.provider === 'disabled' ? 'disabled' : 'shown'}
      >
        {failed ? (
          <Text color="fg.muted" data-testid="map-summary-failed">
            {t('loadFailed')}
          </Text>
        ) : current === null ? (
          <Flex align="center" gap="2" color="fg.muted">
            <Spinner size="sm" />
            <Text>{t('mapLoading')}</Text>
          </Flex>
        ) : (
          <Stack gap="1">
            <Link asChild color="brand.fg" textStyle="lg" fontWeight="semibold" justifyContent="center">
              <NextLink href={listHref} prefetch={false} data-testid="map-located-count">
                {t('mapPoints', { count: current.located })}
              </NextLink>
            </Link>
            <Text textStyle="sm" color="fg.muted">
              {t('mapWithout', { count: current.withoutCoordinates })}
            </Text>
          </Stack>
        )}
      </Flex>
      <Box>
        <Link asChild color="brand.fg" textStyle="sm">
          <NextLink href={mapHref} prefetch={false}>
            {t('mapOpen')}
          </NextLink>
        </Link>
      </Box>
    </DashboardCard>
  );
}
