'use client';

import { useRef, useState } from 'react';
import NextLink from 'next/link';
import { useTranslations } from 'next-intl';
import { useApp } from '@/components/layout/app-provider';
import { OperationsMap } from '@/components/maps/operations-map';
import { Flex, Link, Spinner, Stack, Text } from '@chakra-ui/react';
import type { Currency } from '@/lib/acquiring/contract/reference-data';
import type { TransactionDetails } from '@/lib/acquiring/contract/transactions';
import { loadMapFigures, type MapFigures } from '@/lib/operations/map-figures';
import type { TransactionFilter } from '@/lib/domain/transaction-filter';
import { buildPath } from '@/lib/domain/paths';
import { activeFilters, removableCount } from '@/lib/operations/active-filters';
import { listSearch } from '@/lib/operations/list-state';
import type { FilterOptions, LoadFailure } from '@/lib/operations/load';
import type { OperationsSettings } from '@/lib/operations/settings-view';
import { CollapsibleFilterPanel, FiltersToggle } from './collapsible-filter-panel';
import { FilterChips } from './filter-chips';
import { OperationOverlays, type SendCheckRequest } from './operation-overlays';
import { useListScreen } from './use-list-screen';
import { useStoredPreferences } from './use-stored-preferences';
import { useInitialFailures } from '@/components/layout/use-failure-alert';
import { useKeyedData } from '@/components/layout/use-keyed-data';

export interface OnMapClientProps {
  defaults: TransactionFilter;
  initialDetails: TransactionDetails | null;
  failures: LoadFailure[];
  currencies: Currency[];
  settings: OperationsSettings;
  options: FilterOptions;
  preferencesKey: string;
  /** The user's time zone, named once: the filter's dates and times are in it. */
  zone: string;
}

/** Операции → on the map: the operations of the list's filter as clustered points; a point opens its details. */
export function OnMapClient({ defaults, initialDetails, failures, currencies, settings, options, preferencesKey, zone }: OnMapClientProps) {
  const t = useTranslations('Operations');
  const tPages = useTranslations('Pages');
  const { api, alias } = useApp();
  useInitialFailures(failures);
  const screen = useListScreen(defaults, currencies);
  const { state, fraction, conditionsKey: query, navigate } = screen;
  useStoredPreferences(screen, preferencesKey);
  const withPoints = settings.map.provider !== 'disabled';

  // the points are the browser's to load (the map draws them): none come with the HTML
  const summaryKey = `${withPoints}|${query}`;
  const summary = useKeyedData<MapFigures>(summaryKey, (signal) => loadMapFigures(api, state, fraction, withPoints, signal), {
    failed: () => ({ points: [], located: 0, withoutCoordinates: 0 }),
  });
  const current = summary && summary.key === summaryKey ? summary.value : null;

  const [sendCheck, setSendCheck] = useState<SendCheckRequest | null>(null);
  // the filter panel: Escape in it closes it, the focus back on its button
  const [filtersOpen, setFiltersOpen] = useState(false);
  // Escape in the panel closes it, the focus back on its button (issue 34 §3)
  const filtersToggle = useRef<HTMLButtonElement>(null);
  const closeFilters = () => {
    setFiltersOpen(false);
    filtersToggle.current?.focus();
  };
  // «Без местоположения: N» opens exactly those N: the same filter, operations without a location
  const listHref = `${buildPath(alias, 'list')}${listSearch({ ...state, location: 'unknown' }, defaults)}`;
  const chips = activeFilters(state, defaults);

  return (
    // `data-search`: the address the screen is drawn for (as on the list), so a test reads the figures of the filter it set
    <Stack gap="3" minW="0" data-testid="on-map" data-search={screen.params.toString()} data-loading={current ? 'false' : 'true'} aria-busy={!current}>
      {/* Spec §2: at 650 px or less a warning says that only located operations show */}
      <Text
        role="note"
        display="none"
        css={{ '@media screen and (max-width: 650px)': { display: 'block' } }}
        px="3"
        py="2"
        textStyle="sm"
        bg="warning.subtle"
        color="fg"
        borderWidth="1px"
        borderColor="warning.emphasized"
        rounded="md"
        data-testid="map-narrow-warning"
      >
        {tPages('mapWarning')}
      </Text>
      <Flex wrap="wrap" align="center" justify="space-between" gap="2">
        <Flex wrap="wrap" align="center" columnGap="3" rowGap="1" textStyle="sm">
          {current ? (
            <>
              <Text fontWeight="medium" data-testid="map-count" data-count={current.located}>
                {t('mapOnMapCount', { count: current.located })}
              </Text>
              <Link asChild color="brand.fg">
                <NextLink href={listHref} prefetch={false} data-testid="map-without" data-count={current.withoutCoordinates}>
                  {t('mapWithoutCount', { count: current.withoutCoordinates })}
                </NextLink>
              </Link>
            </>
          ) : (
            <Flex align="center" gap="2" color="fg.muted">
              <Spinner size="sm" />
              {t('mapLoading')}
            </Flex>
          )}
          <Text color="fg.muted" data-testid="time-zone">
            {t('timeZoneNote', { zone })}
          </Text>
        </Flex>
        <FiltersToggle ref={filtersToggle} open={filtersOpen} controls="map-filters" active={removableCount(chips)} onToggle={() => setFiltersOpen((open) => !open)} />
      </Flex>

      {/* the period and every condition the map shows (issue 34 §2: its default 30 days were shown nowhere) */}
      <FilterChips chips={chips} currencies={currencies} options={options} navigate={navigate} />

      <CollapsibleFilterPanel id="map-filters" open={filtersOpen} onClose={closeFilters} screen={screen} options={options} currencies={currencies} settings={settings} />

      {settings.map.provider === 'disabled' ? (
        <Text color="fg.muted" data-testid="map-disabled">
          {t('mapDisabled')}
        </Text>
      ) : (
        <OperationsMap
          config={settings.map}
          points={current?.points ?? null}
          height="clamp(320px, 65vh, 720px)"
          label={t('mapRegion')}
          onPointClick={(id) => navigate(state, id)}
        />
      )}
      {current && current.located === 0 && <Text color="fg.muted">{t('mapEmpty')}</Text>}

      <OperationOverlays screen={screen} initialDetails={initialDetails} currencies={currencies} settings={settings} sendCheck={sendCheck} onSendCheck={setSendCheck} />
    </Stack>
  );
}
