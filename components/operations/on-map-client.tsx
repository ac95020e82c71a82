'use client';

import { useEffect, useState } from 'react';
import NextLink from 'next/link';
import { useTranslations } from 'next-intl';
import { useApp } from '@/components/layout/app-provider';
import { OperationsMap } from '@/components/maps/operations-map';
import { PlainSpinner } from '@/components/plain/controls';
import kit from '@/components/plain/kit.module.css';
import type { Currency, TransactionDetails } from '@/lib/acquiring/contract';
import { loadMapFigures, type MapFigures } from '@/lib/operations/map-figures';
import type { TransactionFilter } from '@/lib/domain/filter-query';
import { buildPath } from '@/lib/domain/routes';
import { listSearch } from '@/lib/operations/list-state';
import type { FilterOptions, LoadFailure } from '@/lib/operations/load';
import type { OperationsSettings } from '@/lib/operations/settings-view';
import { CollapsibleFilterPanel, FiltersToggle } from './filter-panel';
import { OperationOverlays, type SendCheckRequest } from './operation-overlays';
import { useListScreen } from './use-list-screen';
import { useStoredPreferences } from './use-stored-preferences';
import { useFailureAlert, useInitialFailures } from '@/components/layout/use-failure-alert';
import styles from './list.module.css';

export interface OnMapClientProps {
  defaults: TransactionFilter;
  initialDetails: TransactionDetails | null;
  failures: LoadFailure[];
  currencies: Currency[];
  settings: OperationsSettings;
  options: FilterOptions;
  preferencesKey: string;
}

/** Операции → on the map: the operations of the list's filter as clustered points; a point opens its details. */
export function OnMapClient({ defaults, initialDetails, failures, currencies, settings, options, preferencesKey }: OnMapClientProps) {
  const t = useTranslations('Operations');
  const tPages = useTranslations('Pages');
  const { api, alias } = useApp();
  const alertFailure = useFailureAlert();
  useInitialFailures(failures);
  const screen = useListScreen(defaults, currencies);
  const { state, fraction, conditionsKey: query, navigate } = screen;
  useStoredPreferences(screen, preferencesKey);
  const withPoints = settings.map.provider !== 'disabled';

  const [summary, setSummary] = useState<{ query: string; value: MapFigures } | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    loadMapFigures(api, state, fraction, withPoints, controller.signal)
      .then((figures) => {
        if (!controller.signal.aborted) setSummary({ query, value: figures });
      })
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        alertFailure(error);
        setSummary({ query, value: { points: [], located: 0, withoutCoordinates: 0 } });
      });
    return () => controller.abort();
    // `state` and `fraction` are read for the conditions whose key is `query`
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [api, alertFailure, query, withPoints]);
  const current = summary && summary.query === query ? summary.value : null;

  const [sendCheck, setSendCheck] = useState<SendCheckRequest | null>(null);
  const [filtersOpen, setFiltersOpen] = useState(false);
  // «Без местоположения: N» opens exactly those N: the same filter, operations without a location
  const listHref = `${buildPath(alias, 'list')}${listSearch({ ...state, location: 'unknown' }, defaults)}`;

  return (
    <div className={styles.page} data-testid="on-map" data-loading={current ? 'false' : 'true'} aria-busy={!current}>
      <p role="note" className={styles.narrowWarning} data-testid="map-narrow-warning">
        {tPages('mapWarning')}
      </p>
      <div className={styles.toolbar}>
        <div className={styles.mapCounts}>
          {current ? (
            <>
              <span className={styles.count} data-testid="map-count" data-count={current.located}>
                {t('mapOnMapCount', { count: current.located })}
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

      <CollapsibleFilterPanel id="map-filters" open={filtersOpen} screen={screen} options={options} currencies={currencies} settings={settings} />

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
      {current && current.located === 0 && <p className={styles.mutedText}>{t('mapEmpty')}</p>}

      <OperationOverlays screen={screen} initialDetails={initialDetails} currencies={currencies} settings={settings} sendCheck={sendCheck} onSendCheck={setSendCheck} />
    </div>
  );
}
