'use client';

import { useEffect, useMemo, useState } from 'react';
import dynamic from 'next/dynamic';
import NextLink from 'next/link';
import { useRouter } from 'next/navigation';
import { Box, Heading, Link, Spinner, Table, Text } from '@chakra-ui/react';
import { useTranslations } from 'next-intl';
import { useApp } from '@/components/layout/app-provider';
import type { ApiResult, Currency, PeriodSummaryItem, SummaryPeriodFormat } from '@/lib/acquiring/contract';
import { chartBuckets, type ChartBucket } from '@/lib/operations/dashboard-query';
import { formatDateTimeShort, formatDate } from '@/lib/operations/dates';
import { minorUnitsToNumber } from '@/lib/domain/money';
import { currencyFractionFor } from '@/lib/domain/money';
import type { ResolvedRange } from '@/lib/operations/dashboard-state';
import { useFailureAlert, useOperationsFormat } from './use-operations';

const PeriodChart = dynamic(() => import('./period-chart'), {
  ssr: false,
  loading: () => <ChartPlaceholder />,
});

function ChartPlaceholder() {
  const t = useTranslations('Operations');
  return (
    <Box h="100%" display="flex" alignItems="center" justifyContent="center" gap="2" color="fg.muted">
      <Spinner size="sm" />
      {t('chartLoading')}
    </Box>
  );
}

const MAX_BARS = 31;
const CHART_HEIGHT = '260px';

/** The period chart of the dashboard: data and chart code both load after the first paint. */
export function PeriodChartSection({
  query,
  format,
  range,
  currencyId,
  currencies,
  hrefFor,
}: {
  query: string;
  format: SummaryPeriodFormat;
  range: ResolvedRange;
  currencyId: number;
  currencies: Currency[];
  hrefFor: (bucket: ChartBucket) => string;
}) {
  const t = useTranslations('Operations');
  const { api } = useApp();
  const router = useRouter();
  const alertFailure = useFailureAlert();
  const { money, timeZone } = useOperationsFormat(currencies);
  const [loaded, setLoaded] = useState<{ key: string; items: PeriodSummaryItem[] } | null>(null);
  const key = `${format}?${query}`;

  useEffect(() => {
    const controller = new AbortController();
    api<ApiResult<PeriodSummaryItem[]>>(`api/transaction/summary/period/${format}`, { search: new URLSearchParams(query), signal: controller.signal })
      .then((answer) => setLoaded({ key, items: answer.result }))
      .catch((error: unknown) => {
        if (!controller.signal.aborted) {
          alertFailure(error);
          setLoaded({ key, items: [] });
        }
      });
    return () => controller.abort();
  }, [api, alertFailure, format, query, key]);

  const buckets = useMemo(() => (loaded && loaded.key === key ? chartBuckets(loaded.items, format, range, MAX_BARS) : null), [loaded, key, format, range]);
  const fraction = currencyFractionFor(currencies, currencyId);
  const label = (bucket: ChartBucket) => (format === 'hour' ? formatDateTimeShort(bucket.period, timeZone).slice(5) : formatDate(bucket.period, timeZone));

  return (
    <Box as="section" aria-labelledby="chart-title" bg="white" borderWidth="1px" borderRadius="lg" p="4" data-testid="period-chart">
      <Heading as="h2" size="md" id="chart-title" mb="1">
        {t('chartTitle')}
      </Heading>
      <Text fontSize="xs" color="fg.muted" mb="2">
        {t('chartHint')}
      </Text>
      <Box h={CHART_HEIGHT} position="relative">
        {buckets === null ? (
          <ChartPlaceholder />
        ) : (
          <PeriodChart
            labels={buckets.map(label)}
            values={buckets.map((bucket) => minorUnitsToNumber(bucket.amount, fraction))}
            tooltips={buckets.map((bucket) => `${money(bucket.amount, currencyId)} · ${bucket.count}`)}
            color="#2193A7"
            ariaLabel={t('chartTitle')}
            onSelect={(index) => {
              const bucket = buckets[index];
              if (bucket) router.push(hrefFor(bucket));
            }}
          />
        )}
      </Box>
      {buckets && buckets.length > 0 && (
        <details>
          <Box as="summary" cursor="pointer" fontSize="sm" mt="2" color="brand.fg">
            {t('chartTable')}
          </Box>
          <Box maxH="240px" overflowY="auto">
            <Table.Root size="sm">
              <Table.Header>
                <Table.Row>
                  <Table.ColumnHeader>{t('period')}</Table.ColumnHeader>
                  <Table.ColumnHeader textAlign="end">{t('chartAmount')}</Table.ColumnHeader>
                  <Table.ColumnHeader textAlign="end">{t('chartCount')}</Table.ColumnHeader>
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {buckets.map((bucket) => (
                  <Table.Row key={bucket.period}>
                    <Table.Cell>{formatDateTimeShort(bucket.period, timeZone)}</Table.Cell>
                    <Table.Cell textAlign="end" whiteSpace="nowrap">
                      <Link asChild color="brand.fg">
                        <NextLink href={hrefFor(bucket)} prefetch={false}>
                          {money(bucket.amount, currencyId)}
                        </NextLink>
                      </Link>
                    </Table.Cell>
                    <Table.Cell textAlign="end">{bucket.count}</Table.Cell>
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
          </Box>
        </details>
      )}
    </Box>
  );
}
