'use client';

import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import NextLink from 'next/link';
import { useSearchParams } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useApp } from '@/components/layout/app-provider';
import type { ApiResult, Currency } from '@/lib/acquiring/contract';
import type { TransactionFilter } from '@/lib/domain/filter-query';
import { buildPath } from '@/lib/domain/routes';
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
import { formatDateTimeShort } from '@/lib/operations/dates';
import { enabledCurrencies } from '@/lib/operations/money-view';
import type { DashboardData, LoadFailure } from '@/lib/operations/load';
import { DashboardBreakdowns } from './dashboard-breakdowns';
import { MapSummaryArea } from './map-summary';
import type { MapConfig } from '@/lib/maps/config';
import { PeriodChartSection } from './period-chart-section';
import { PeriodSelector } from './period-selector';
import { TurnoverLine } from './turnover-line';
import { PlainField, PlainSpinner } from '@/components/plain/controls';
import { PlainSelect } from '@/components/plain/inputs';
import { useFailureAlert, useInitialFailures } from '@/components/layout/use-failure-alert';
import { useOperationsFormat } from './use-operations';
import styles from './dashboard.module.css';

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
}

const SUMMARY_CALLS = ['', 'operator', 'terminal', 'week', 'cardtype', 'method'] as const;

function stateKey(state: DashboardState): string {
  return JSON.stringify(state);
}

export function DashboardClient({ now: serverNow, defaults, initialState, listDefaultFilter, initialData, failures, currencies, map }: DashboardClientProps) {
  const t = useTranslations('Operations');
  const { api, alias } = useApp();
  const alertFailure = useFailureAlert();
  useInitialFailures(failures);
  const searchParams = useSearchParams();
  const state = useMemo(() => dashboardStateFromSearchParams(new URLSearchParams(searchParams.toString()), defaults), [searchParams, defaults]);
  const key = stateKey(state);

  // The period resolves against the server's clock for the first render, then against the browser's.
  const initialKey = stateKey(initialState);
  const now = useMemo(() => (key === initialKey ? serverNow : new Date().toISOString()), [key, initialKey, serverNow]);

  const range = useMemo(() => resolvePeriod(state.period, new Date(now)), [state.period, now]);
  const fraction = currencyFractionFor(currencies, state.currencyId);
  const baseList = useMemo(() => dashboardListState(state, range, listDefaultFilter), [state, range, listDefaultFilter]);
  const query = useMemo(() => conditionParams(baseList, fraction).toString(), [baseList, fraction]);

  const [data, setData] = useState<{ key: string; value: DashboardData }>({ key: stateKey(initialState), value: initialData });
  const loading = data.key !== key;

  useEffect(() => {
    if (data.key === key) return;
    const controller = new AbortController();
    const search = new URLSearchParams(query);
    Promise.all(
      SUMMARY_CALLS.map((name) =>
        api<ApiResult<unknown>>(name ? `api/transaction/summary/${name}` : 'api/transaction/summary', { search, signal: controller.signal }).then((answer) => answer.result),
      ),
    )
      .then(([totals, operators, terminals, weeks, cardTypes, methods]) => {
        if (controller.signal.aborted) return;
        setData({ key, value: { totals, operators, terminals, weeks, cardTypes, methods } as DashboardData });
      })
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        alertFailure(error);
        setData((current) => ({ key, value: current.value }));
      });
    return () => controller.abort();
  }, [api, alertFailure, data.key, key, query]);

  const update = useCallback(
    (next: DashboardState) => {
      const params = dashboardStateToSearchParams(next, defaults);
      const search = params.toString();
      window.history.pushState(null, '', `${window.location.pathname}${search ? `?${search}` : ''}`);
    },
    [defaults],
  );

  const { money, timeZone } = useOperationsFormat(currencies);
  const listPath = buildPath(alias, 'list');
  const href = (drill: DrillDown) => drillDownHref(listPath, baseList, listDefaultFilter, drill);
  const value = data.value;
  const currencyOptions = enabledCurrencies(currencies);

  const totalsHref = href({ kind: 'all' });
  const setPeriod = (period: DashboardPeriod) => update({ ...state, period });

  return (
    <div className={styles.dashboard} aria-busy={loading} data-testid="dashboard" data-loading={loading ? 'true' : 'false'}>
      <div className={styles.controls}>
        <div className={styles.periodSlot}>
          <PeriodSelector key={key} period={state.period} range={range} onChange={setPeriod} />
        </div>
        <div className={`${styles.card} ${styles.selects}`}>
          <PlainField compact label={t('currency')} className={styles.currencyField}>
            <PlainSelect
              small
              data-testid="dashboard-currency"
              value={String(state.currencyId)}
              onChange={(event) => update({ ...state, currencyId: Number(event.target.value) })}
            >
              {currencyOptions.map((currency) => (
                <option key={currency.numberCode} value={currency.numberCode}>
                  {currency.code} {currency.symbol}
                </option>
              ))}
            </PlainSelect>
          </PlainField>
          <PlainField compact label={t('scope')} className={styles.scopeField}>
            <PlainSelect small data-testid="dashboard-scope" value={state.scope} onChange={(event) => update({ ...state, scope: event.target.value === 'all' ? 'all' : 'success' })}>
              <option value="success">{t('scopeSuccess')}</option>
              <option value="all">{t('scopeAll')}</option>
            </PlainSelect>
          </PlainField>
        </div>
      </div>

      <div className={styles.caption}>
        <p data-testid="dashboard-range">{t('periodCaption', { from: formatDateTimeShort(range.ge, timeZone), to: formatDateTimeShort(range.le, timeZone) })}</p>
        {loading && (
          <span className={styles.spinnerXs}>
            <PlainSpinner />
          </span>
        )}
      </div>

      <section className={styles.totals} aria-label={t('openList')}>
        <Total label={t('totalSum')} value={money(value.totals.sumAmount, state.currencyId)} raw={value.totals.sumAmount} href={totalsHref} testId="total-sum">
          <TurnoverLine figures={value.totals} money={(minor) => money(minor, state.currencyId)} testId="total-turnover" />
        </Total>
        <Total label={t('totalAverage')} value={money(value.totals.avgAmount, state.currencyId)} raw={value.totals.avgAmount} href={totalsHref} testId="total-average" />
        <Total label={t('totalCount')} value={String(value.totals.countTransaction)} raw={value.totals.countTransaction} href={totalsHref} testId="total-count" />
      </section>

      <div className={styles.visuals}>
        <PeriodChartSection
          query={query}
          format={chartFormat(state.period)}
          range={range}
          currencyId={state.currencyId}
          currencies={currencies}
          hrefFor={(bucket) => href({ kind: 'range', ge: bucket.period, le: bucket.end })}
        />
        <MapSummaryArea query={query} conditions={baseList} fraction={fraction} listHref={href({ kind: 'located' })} mapHref={drillDownHref(buildPath(alias, 'onMap'), baseList, listDefaultFilter, { kind: 'all' })} map={map} />
      </div>

      <DashboardBreakdowns value={value} range={range} money={(minor) => money(minor, state.currencyId)} hrefFor={href} />
    </div>
  );
}

function Total({ label, value, raw, href, testId, children }: { label: string; value: string; raw: number; href: string; testId: string; children?: ReactNode }) {
  return (
    <div className={styles.card}>
      <p className={styles.totalLabel}>{label}</p>
      <NextLink className={styles.totalValue} href={href} prefetch={false} data-testid={testId} data-value={raw}>
        {value}
      </NextLink>
      {children}
    </div>
  );
}
