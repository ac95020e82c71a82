'use client';

import { useMemo } from 'react';
import dynamic from 'next/dynamic';
import NextLink from 'next/link';
import { useTranslations } from 'next-intl';
import { useAppNavigation } from '@/components/layout/navigation-loader';
import { useApp } from '@/components/layout/app-provider';
import * as ENDPOINTS from '@/lib/acquiring/endpoints';
import type { Currency } from '@/lib/acquiring/contract/reference-data';
import type { PeriodSummaryItem, SummaryPeriodFormat } from '@/lib/acquiring/contract/summaries';
import { chartBuckets, drillDownHref, type ChartBucket } from '@/lib/operations/dashboard-query';
import type { ListState } from '@/lib/operations/list-state';
import type { TransactionFilter } from '@/lib/domain/transaction-filter';
import { formatChartLabel } from '@/lib/operations/chart-labels';
import { formatPickerDateTime } from '@/lib/operations/dates';
import { minorUnitsToNumber } from '@/lib/domain/money';
import { currencyFractionFor } from '@/lib/domain/money';
import type { ResolvedRange } from '@/lib/operations/dashboard-state';
import { Box, Flex, Link, Spinner, Table, Text } from '@chakra-ui/react';
import { TableRoot } from '@/components/ui/table';
import { useInView } from '@/lib/client/use-in-view';
import { useKeyedData } from '@/components/layout/use-keyed-data';
import { useOperationsFormat } from './use-operations';
import { DashboardCard } from './dashboard-card';
import { endpointCall } from '@/lib/acquiring/endpoint';

const PeriodChart = dynamic(() => import('./period-chart'), {
  ssr: false,
  loading: () => <ChartPlaceholder />,
});

function ChartPlaceholder() {
  const t = useTranslations('Operations');
  return (
    <Flex align="center" justify="center" gap="2" h="full" color="fg.muted">
      <Spinner size="sm" />
      {t('chartLoading')}
    </Flex>
  );
}

const MAX_BARS = 31;

/** The period chart of the dashboard: data and chart code both load once the section comes into view. */
export function PeriodChartSection({
  query,
  format,
  range,
  currencyId,
  currencies,
  listPath,
  conditions,
  listDefaultFilter,
}: {
  query: string;
  format: SummaryPeriodFormat;
  range: ResolvedRange;
  currencyId: number;
  currencies: Currency[];
  /** A bar opens the list of its operations: the list's path, the dashboard's conditions and the list's defaults. */
  listPath: string;
  conditions: ListState;
  listDefaultFilter: TransactionFilter;
}) {
  const t = useTranslations('Operations');
  const { api } = useApp();
  const navigate = useAppNavigation();
  const { money, timeZone, locale } = useOperationsFormat(currencies);
  const key = `${format}?${query}`;
  const [sectionRef, inView] = useInView<HTMLElement>();
  const loaded = useKeyedData<PeriodSummaryItem[]>(
    inView ? key : null,
    (signal) => api(endpointCall(ENDPOINTS.summaryPeriod, { name: format }), { search: new URLSearchParams(query), signal }).then((answer) => answer.result),
    { failed: () => [] },
  );

  const buckets = useMemo(() => (loaded && loaded.key === key ? chartBuckets(loaded.value, format, range, MAX_BARS) : null), [loaded, key, format, range]);
  const fraction = currencyFractionFor(currencies, currencyId);
  const hrefFor = (bucket: ChartBucket) => drillDownHref(listPath, conditions, listDefaultFilter, { kind: 'range', ge: bucket.period, le: bucket.end });

  return (
    <DashboardCard id="chart" title={t('chartTitle')} hint={t('chartHint')} testId="period-chart" sectionRef={sectionRef}>
      <Box position="relative" h="260px">
        {buckets === null ? (
          <ChartPlaceholder />
        ) : (
          <PeriodChart
            labels={buckets.map((bucket) => formatChartLabel(bucket.period, format, locale, timeZone))}
            locale={locale}
            values={buckets.map((bucket) => minorUnitsToNumber(bucket.amount, fraction))}
            tooltips={buckets.map((bucket) => `${money(bucket.amount, currencyId)} · ${bucket.count}`)}
            ariaLabel={t('chartTitle')}
            onSelect={(index) => {
              const bucket = buckets[index];
              if (bucket) navigate(hrefFor(bucket));
            }}
          />
        )}
      </Box>
      {buckets && buckets.length > 0 && (
        <details>
          <Text as="summary" textStyle="sm" color="brand.fg" cursor="pointer" rounded="xs" focusVisibleRing="outside">
            {t('chartTable')}
          </Text>
          <Table.ScrollArea maxH="240px" overflowY="auto" mt="2">
            <TableRoot size="sm" stickyHeader>
              <Table.Header>
                <Table.Row bg="bg.panel">
                  <Table.ColumnHeader scope="col">{t('period')}</Table.ColumnHeader>
                  <Table.ColumnHeader scope="col" textAlign="end">
                    {t('chartAmount')}
                  </Table.ColumnHeader>
                  <Table.ColumnHeader scope="col" textAlign="end">
                    {t('chartCount')}
                  </Table.ColumnHeader>
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {buckets.map((bucket) => (
                  <Table.Row key={bucket.period} bg="transparent">
                    <Table.Cell>{formatPickerDateTime(bucket.period, locale, timeZone)}</Table.Cell>
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
            </TableRoot>
          </Table.ScrollArea>
        </details>
      )}
    </DashboardCard>
  );
}
