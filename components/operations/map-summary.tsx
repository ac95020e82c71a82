'use client';

import { useEffect, useState } from 'react';
import NextLink from 'next/link';
import { useRouter } from 'next/navigation';
import { Box, Heading, Link, Spinner, Stack, Text } from '@chakra-ui/react';
import { useTranslations } from 'next-intl';
import { useApp } from '@/components/layout/app-provider';
import type { ApiResult, MapPoint, MapSummary } from '@/lib/acquiring/contract';
import type { MapConfig } from '@/lib/maps/config';
import { OperationsMap } from '@/components/maps/operations-map';
import { useFailureAlert } from './use-operations';

/** Adds the open transaction to a list link. */
function withDetails(href: string, id: number): string {
  return `${href}${href.includes('?') ? '&' : '?'}trx=${id}`;
}

/**
 * The dashboard's small map of operations (the same map component as /onMap and the receipt):
 * the located operations of the period, and how many have a location or none (`summary/map`).
 * A point opens the operation in the list. With the map provider disabled only the counts show.
 */
export function MapSummaryArea({ query, listHref, mapHref, map }: { query: string; listHref: string; mapHref: string; map: MapConfig }) {
  const t = useTranslations('Operations');
  const router = useRouter();
  const { api } = useApp();
  const alertFailure = useFailureAlert();
  const [loaded, setLoaded] = useState<{ query: string; located: number; without: number; points: MapPoint[] } | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    api<ApiResult<MapSummary>>('api/transaction/summary/map', { search: new URLSearchParams(query), signal: controller.signal })
      .then((answer) => setLoaded({ query, located: answer.result.points.length, without: answer.result.withoutCoordinates, points: answer.result.points }))
      .catch((error: unknown) => {
        if (!controller.signal.aborted) alertFailure(error);
      });
    return () => controller.abort();
  }, [api, alertFailure, query]);

  const current = loaded && loaded.query === query ? loaded : null;
  return (
    <Box as="section" aria-labelledby="map-title" bg="white" borderWidth="1px" borderRadius="lg" p="4" data-testid="map-summary">
      <Heading as="h2" size="md" id="map-title" mb="3">
        {t('mapTitle')}
      </Heading>
      {map.provider !== 'disabled' && (
        <Box mb="3">
          <OperationsMap config={map} points={current?.points ?? null} height="240px" label={t('mapRegion')} onPointClick={(id) => router.push(withDetails(listHref, id))} />
        </Box>
      )}
      <Box
        h={map.provider === 'disabled' ? '180px' : 'auto'}
        py={map.provider === 'disabled' ? undefined : '2'}
        borderRadius="md"
        bgGradient="to-br"
        gradientFrom="brand.subtle"
        gradientTo="gray.100"
        display="flex"
        alignItems="center"
        justifyContent="center"
        textAlign="center"
        px="4"
      >
        {current === null ? (
          <Stack direction="row" align="center" color="fg.muted">
            <Spinner size="sm" />
            <Text>{t('mapLoading')}</Text>
          </Stack>
        ) : (
          <Stack gap="1">
            <Link asChild color="brand.fg" fontWeight="semibold" fontSize="lg">
              <NextLink href={listHref} prefetch={false} data-testid="map-located-count">
                {t('mapPoints', { count: current.located })}
              </NextLink>
            </Link>
            <Text fontSize="sm" color="fg.muted">
              {t('mapWithout', { count: current.without })}
            </Text>
          </Stack>
        )}
      </Box>
      <Link asChild mt="2" display="inline-block" fontSize="sm" color="brand.fg">
        <NextLink href={mapHref} prefetch={false}>
          {t('mapOpen')}
        </NextLink>
      </Link>
    </Box>
  );
}
