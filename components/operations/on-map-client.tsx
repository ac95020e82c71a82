'use client';

import { useEffect, useMemo, useState } from 'react';
import NextLink from 'next/link';
import { useSearchParams } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useApp } from '@/components/layout/app-provider';
import { OperationsMap } from '@/components/maps/operations-map';
import { PlainSpinner } from '@/components/plain/controls';
import kit from '@/components/plain/kit.module.css';
import type { ApiResult, Currency, MapSummary, TransactionDetails } from '@/lib/acquiring/contract';
import type { TransactionFilter } from '@/lib/domain/filter-query';
import { currencyFractionFor } from '@/lib/domain/money';
import { buildPath } from '@/lib/domain/routes';
import { DETAILS_PARAM, conditionParams, listSearch, listStateFromSearchParams } from '@/lib/operations/list-state';
import type { FilterOptions, LoadFailure } from '@/lib/operations/load';
import type { OperationsSettings } from '@/lib/operations/settings-view';
import { CollapsibleFilterPanel, FiltersToggle } from './filter-panel';
import { LazySendCheckDialog, LazyTransactionDetailsDrawer } from './lazy-dialogs';
import type { SendCheckMode } from './send-check-dialog';
import { useFailureAlert, useInitialFailures, useListNavigation, useTransactionDetails } from './use-operations';
import styles from './list.module.css';

export interface OnMapClientProps {
  defaults: TransactionFilter;
  initialDetails: TransactionDetails | null;
  failures: LoadFailure[];
  currencies: Currency[];
  settings: OperationsSettings;
  options: FilterOptions;
}

const POSITIVE_INT = /^[1-9]\d{0,15}$/;

/** Операции → on the map: the operations of the list's filter as clustered points; a point opens its details. */
export function OnMapClient({ defaults, initialDetails, failures, currencies, settings, options }: OnMapClientProps) {
  const t = useTranslations('Operations');
  const tPages = useTranslations('Pages');
  const { api, alias } = useApp();
  const alertFailure = useFailureAlert();
  useInitialFailures(failures);
  const searchParams = useSearchParams();
  const params = useMemo(() => new URLSearchParams(searchParams.toString()), [searchParams]);
  const state = useMemo(() => listStateFromSearchParams(params, defaults), [params, defaults]);
  const detailsParam = params.get(DETAILS_PARAM) ?? '';
  const detailsId = POSITIVE_INT.test(detailsParam) ? Number(detailsParam) : null;
  const fraction = currencyFractionFor(currencies, state.filter.currencyId);
  const query = conditionParams(state, fraction).toString();

  const navigate = useListNavigation(defaults);

  const [summary, setSummary] = useState<{ query: string; value: MapSummary } | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    api<ApiResult<MapSummary>>('api/transaction/summary/map', { search: new URLSearchParams(query), signal: controller.signal })
      .then((answer) => {
        if (!controller.signal.aborted) setSummary({ query, value: answer.result });
      })
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        alertFailure(error);
        setSummary({ query, value: { points: [], withoutCoordinates: 0 } });
      });
    return () => controller.abort();
  }, [api, alertFailure, query]);
  const current = summary && summary.query === query ? summary.value : null;

  const shownDetails = useTransactionDetails(detailsId, initialDetails, () => navigate(state, null, true));
  const [sendCheck, setSendCheck] = useState<{ mode: SendCheckMode; ids: number[] } | null>(null);
  const [filtersOpen, setFiltersOpen] = useState(false);
  const listHref = `${buildPath(alias, 'list')}${listSearch(state, defaults)}`;

  return (
    <div className={styles.page} data-testid="on-map" data-loading={current ? 'false' : 'true'} aria-busy={!current}>
      <p role="note" className={styles.narrowWarning} data-testid="map-narrow-warning">
        {tPages('mapWarning')}
      </p>
      <div className={styles.toolbar}>
        <div className={styles.mapCounts}>
          {current ? (
            <>
              <span className={styles.count} data-testid="map-count" data-count={current.points.length}>
                {t('mapOnMapCount', { count: current.points.length })}
              </span>
              <NextLink className={kit.link} href={listHref} prefetch={false} data-testid="map-without" data-count={current.withoutCoordinates}>
                {t('mapWithoutCount', { count: current.withoutCoordinates })}
              </NextLink>
            </>
          ) : (
            <span className={styles.mapLoading}>
              <PlainSpinner />
              {t('mapLoading')}
            </span>
          )}
        </div>
        <FiltersToggle open={filtersOpen} controls="map-filters" onToggle={() => setFiltersOpen((open) => !open)} />
      </div>

      <CollapsibleFilterPanel
        id="map-filters"
        open={filtersOpen}
        panelKey={query}
        state={state}
        defaults={defaults}
        options={options}
        currencies={currencies}
        settings={settings}
        onNavigate={navigate}
      />

      {settings.map.provider === 'disabled' ? (
        <p className={styles.mutedText} data-testid="map-disabled">
          {t('mapDisabled')}
        </p>
      ) : (
        <OperationsMap
          config={settings.map}
          points={current?.points ?? null}
          height="clamp(320px, 65vh, 720px)"
          label={t('mapRegion')}
          onPointClick={(id) => navigate(state, id)}
        />
      )}
      {current && current.points.length === 0 && <p className={styles.mutedText}>{t('mapEmpty')}</p>}

      {detailsId !== null && (
        <LazyTransactionDetailsDrawer
          details={shownDetails}
          currencies={currencies}
          settings={settings}
          onClose={() => navigate(state, null)}
          onOpen={(id) => navigate(state, id)}
          onSendCheck={(mode, id) => setSendCheck({ mode, ids: [id] })}
        />
      )}
      {sendCheck && <LazySendCheckDialog mode={sendCheck.mode} ids={sendCheck.ids} settings={settings} onClose={() => setSendCheck(null)} />}
    </div>
  );
}
