'use client';

import { useCallback, useMemo, type ReactNode } from 'react';
import NextLink from 'next/link';
import { useSearchParams } from 'next/navigation';
import { useFormatter, useTranslations } from 'next-intl';
import { useApp } from '@/components/layout/app-provider';
import type { Currency } from '@/lib/acquiring/contract/reference-data';
import type { TransactionFilter } from '@/lib/domain/transaction-filter';
import { buildPath } from '@/lib/domain/paths';
import { currencyFractionFor } from '@/lib/domain/money';
import {
  chartFormat,
  dashboardStateFromSearchParams,
  dashboardStateToSearchParams,
  resolvePeriod,
  type DashboardPeriod,
  type DashboardState,
} from '@/lib/operations/dashboard-state';
import { dashboardListState, drillDownHref, type DrillDown } from '@/lib/operations/dashboard-query';
import { conditionParams } from '@/lib/operations/list-state';
import { formatPickerDateTime } from '@/lib/operations/dates';
import { enabledCurrencies } from '@/lib/operations/money-view';
import type { DashboardData, LoadFailure } from '@/lib/operations/load';
import { DashboardBreakdowns } from './dashboard-breakdowns';
import { MapSummaryArea } from './map-summary';
import type { MapConfig } from '@/lib/maps/config';
import { PeriodChartSection } from './period-chart-section';
import { PeriodSelector } from './period-selector';
import { TurnoverLine } from './turnover-line';
import { AverageNote, CountNote } from './total-notes';
import { Box, Card, Flex, Grid, Link, Spinner, Stack, Text } from '@chakra-ui/react';
import { Field } from '@/components/ui/field';
import { NativeSelectField, NativeSelectRoot } from '@/components/ui/native-select';
import { useInitialFailures } from '@/components/layout/use-failure-alert';
import { useKeyedData } from '@/components/layout/use-keyed-data';
import { useOperationsFormat } from './use-operations';
import { useFigureMotion, type FigureMotionComponent } from './use-figure-motion';
import * as ENDPOINTS from '@/lib/acquiring/endpoints';
import type { Endpoint } from '@/lib/acquiring/endpoint';

export interface DashboardClientProps {
  /** Server clock of the first render: the period resolves against it until the user changes it. */
  now: string;
  defaults: DashboardState;
  initialState: DashboardState;
  listDefaultFilter: TransactionFilter;
  initialData: DashboardData;
  failures: LoadFailure[];
  currencies: Currency[];
  map: MapConfig;
  /** The user's time zone, named once for every time on the page («UTC+3 (Москва, стандартное время)»). */
  zone: string;
}

function stateKey(state: DashboardState): string {
  return JSON.stringify(state);
}

export function DashboardClient({ now: serverNow, defaults, initialState, listDefaultFilter, initialData, failures, currencies, map, zone }: DashboardClientProps) {
  const t = useTranslations('Operations');
  const format = useFormatter();
  const { api, alias } = useApp();
  useInitialFailures(failures);
  const searchParams = useSearchParams();
  const state = useMemo(() => dashboardStateFromSearchParams(new URLSearchParams(searchParams.toString()), defaults), [searchParams, defaults]);
  const key = stateKey(state);

  // The period resolves against the server's clock for the first render, then against the browser's.
  const initialKey = stateKey(initialState);
  const now = useMemo(() => (key === initialKey ? serverNow : new Date().toISOString()), [key, initialKey, serverNow]);

  const { money, timeZone, locale } = useOperationsFormat(currencies);
  const range = useMemo(() => resolvePeriod(state.period, new Date(now), timeZone), [state.period, now, timeZone]);
  const fraction = currencyFractionFor(currencies, state.currencyId);
  const baseList = useMemo(() => dashboardListState(state, range, listDefaultFilter), [state, range, listDefaultFilter]);
  const query = useMemo(() => conditionParams(baseList, fraction).toString(), [baseList, fraction]);

  // the six summaries of a period: the first period's come with the HTML; a failure keeps the last figures
  const data = useKeyedData<DashboardData>(
    key,
    (signal) => {
      const search = new URLSearchParams(query);
      const summary = <T,>(endpoint: Endpoint<T>) => api(endpoint, { search, signal }).then((answer) => answer.result);
      return Promise.all([
        summary(ENDPOINTS.summary),
        summary(ENDPOINTS.summaryOperator),
        summary(ENDPOINTS.summaryTerminal),
        summary(ENDPOINTS.summaryWeek),
        summary(ENDPOINTS.summaryCardType),
        summary(ENDPOINTS.summaryMethod),
      ]).then(([totals, operators, terminals, weeks, cardTypes, methods]): DashboardData => ({ totals, operators, terminals, weeks, cardTypes, methods }));
    },
    { initial: { key: initialKey, value: initialData }, failed: (last) => last?.value ?? initialData },
  );
  const loading = data.key !== key;
  const FigureMotion = useFigureMotion(loading);

  const update = useCallback(
    (next: DashboardState) => {
      const params = dashboardStateToSearchParams(next, defaults);
      const search = params.toString();
      window.history.pushState(null, '', `${window.location.pathname}${search ? `?${search}` : ''}`);
    },
    [defaults],
  );

  const listPath = buildPath(alias, 'list');
  const href = (drill: DrillDown) => drillDownHref(listPath, baseList, listDefaultFilter, drill);
  const value = data.value;
  const currencyOptions = enabledCurrencies(currencies);

  const totalsHref = href({ kind: 'all' });
  const setPeriod = (period: DashboardPeriod) => update({ ...state, period });

  return (
    <Stack gap="4" minW="0" aria-busy={loading} data-testid="dashboard" data-loading={loading ? 'true' : 'false'}>
      <Flex wrap="wrap" align="stretch" gap="4">
        <Box flex="1 1 420px" minW="0">
          <PeriodSelector key={key} period={state.period} range={range} onChange={setPeriod} />
        </Box>
        <Card.Root size="sm" flex={{ base: '1 1 100%', sm: '0 1 auto' }}>
          <Card.Body>
            <Flex wrap="wrap" align="flex-end" gap="3">
              <Field label={t('currency')} w="32">
                <NativeSelectRoot size="sm">
                  <NativeSelectField
                    data-testid="dashboard-currency"
                    value={String(state.currencyId)}
                    onChange={(event) => update({ ...state, currencyId: Number(event.target.value) })}
                    items={currencyOptions.map((currency) => ({ value: String(currency.numberCode), label: `${currency.code} ${currency.symbol}` }))}
                  />
                </NativeSelectRoot>
              </Field>
              <Field label={t('scope')} w="36">
                <NativeSelectRoot size="sm">
                  <NativeSelectField
                    data-testid="dashboard-scope"
                    value={state.scope}
                    onChange={(event) => update({ ...state, scope: event.target.value === 'all' ? 'all' : 'success' })}
                    items={[
                      { value: 'success', label: t('scopeSuccess') },
                      { value: 'all', label: t('scopeAll') },
                    ]}
                  />
                </NativeSelectRoot>
              </Field>
            </Flex>
          </Card.Body>
        </Card.Root>
      </Flex>

      <Flex wrap="wrap" align="center" columnGap="3" rowGap="1" minH="5" textStyle="sm" color="fg.muted">
        <Text data-testid="dashboard-range">{t('periodCaption', { from: formatPickerDateTime(range.ge, locale, timeZone), to: formatPickerDateTime(range.le, locale, timeZone) })}</Text>
        <Text data-testid="time-zone">{t('timeZoneNote', { zone })}</Text>
        {loading && <Spinner size="xs" />}
      </Flex>

      <Grid as="section" templateColumns="repeat(auto-fit, minmax(220px, 1fr))" gap="4" aria-label={t('openList')}>
        <Total label={t('totalSum')} value={money(value.totals.sumAmount, state.currencyId)} raw={value.totals.sumAmount} href={totalsHref} testId="total-sum" loading={loading} motion={FigureMotion}>
          <TurnoverLine figures={value.totals} money={(minor) => money(minor, state.currencyId)} testId="total-turnover" />
        </Total>
        <Total label={t('totalAverage')} value={money(value.totals.avgAmount, state.currencyId)} raw={value.totals.avgAmount} href={totalsHref} testId="total-average" loading={loading} motion={FigureMotion}>
          <AverageNote totals={value.totals} money={(minor) => money(minor, state.currencyId)} />
        </Total>
        <Total label={t('totalCount')} value={format.number(value.totals.countTransaction)} raw={value.totals.countTransaction} href={totalsHref} testId="total-count" loading={loading} motion={FigureMotion}>
          <CountNote totals={value.totals} />
        </Total>
      </Grid>

      <Grid templateColumns="repeat(auto-fit, minmax(min(100%, 420px), 1fr))" gap="4">
        <PeriodChartSection
          query={query}
          format={chartFormat(state.period)}
          range={range}
          currencyId={state.currencyId}
          currencies={currencies}
          hrefFor={(bucket) => href({ kind: 'range', ge: bucket.period, le: bucket.end })}
        />
        <MapSummaryArea query={query} conditions={baseList} fraction={fraction} listHref={href({ kind: 'located' })} mapHref={drillDownHref(buildPath(alias, 'onMap'), baseList, listDefaultFilter, { kind: 'all' })} map={map} />
      </Grid>

      <DashboardBreakdowns value={value} range={range} money={(minor) => money(minor, state.currencyId)} hrefFor={href} />
    </Stack>
  );
}

function Total({
  label,
  value,
  raw,
  href,
  testId,
  loading,
  motion: Motion,
  children,
}: {
  label: string;
  value: string;
  motion: FigureMotionComponent | null;
  raw: number;
  href: string;
  testId: string;
  loading: boolean;
  children?: ReactNode;
}) {
  return (
    <Card.Root size="sm" minW="0">
      <Card.Body gap="1">
        <Text textStyle="sm" color="fg.muted">
          {label}
        </Text>
        {/* while new figures load, the old ones stay, dimmed (no layout shift) */}
        <Link asChild alignSelf="flex-start" textStyle="2xl" fontWeight="semibold" color="fg" fontVariantNumeric="tabular-nums" opacity={loading ? 0.6 : 1} transition="opacity 0.2s" _motionReduce={{ transition: 'none' }} focusVisibleRing="outside">
          <NextLink href={href} prefetch={false} data-testid={testId} data-value={raw}>
            {Motion ? <Motion figure={value}>{value}</Motion> : value}
          </NextLink>
        </Link>
        {children}
      </Card.Body>
    </Card.Root>
  );
}
