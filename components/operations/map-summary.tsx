'use client';

import { useEffect, useState } from 'react';
import NextLink from 'next/link';
import { Box, Heading, Link, Spinner, Stack, Text } from '@chakra-ui/react';
import { useTranslations } from 'next-intl';
import { useApp } from '@/components/layout/app-provider';
import type { ApiResult, MapSummary } from '@/lib/acquiring/contract';
import { useFailureAlert } from './use-operations';

/**
 * The dashboard's small map of operations. The full map is its own screen (/onMap); here the
 * area shows how many operations of the period have a location, from `summary/map`.
 */
export function MapSummaryArea({ query, listHref, mapHref }: { query: string; listHref: string; mapHref: string }) {
  const t = useTranslations('Operations');
  const { api } = useApp();
  const alertFailure = useFailureAlert();
  const [loaded, setLoaded] = useState<{ query: string; located: number; without: number } | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    api<ApiResult<MapSummary>>('api/transaction/summary/map', { search: new URLSearchParams(query), signal: controller.signal })
      .then((answer) => setLoaded({ query, located: answer.result.points.length, without: answer.result.withoutCoordinates }))
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
      <Box
        h="180px"
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
