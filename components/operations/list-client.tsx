'use client';

import { useRef, useState } from 'react';
import { Box, Button, Card, Flex, Heading, HStack, Spinner, Text } from '@chakra-ui/react';
import { useTranslations } from 'next-intl';
import { useApp } from '@/components/layout/app-provider';
import * as ENDPOINTS from '@/lib/acquiring/endpoints';
import { useScreenLayout, WideOrNarrow } from '@/components/ui/screen-layout';
import type { Currency } from '@/lib/acquiring/contract/reference-data';
import type { TransactionDetails } from '@/lib/acquiring/contract/transactions';
import type { TransactionFilter } from '@/lib/domain/transaction-filter';
import {
  conditionParams,
  listQueryParams,
  listType,
  pageKey,
  reportParams,
  widerPeriod,
  withFilter,
} from '@/lib/operations/list-state';
import type { FilterOptions, ListFigures, ListPage, LoadFailure } from '@/lib/operations/load';
import { MASS_SEND_MAX } from '@/lib/operations/mass-send';
import type { OperationsSettings } from '@/lib/operations/settings-view';
import { statusTabOf } from '@/lib/operations/status-tabs';
import { CollapsibleFilterPanel, FiltersToggle } from './collapsible-filter-panel';
import { OperationOverlays, type SendCheckRequest } from './operation-overlays';
import { ReportButton } from './report-button';
import { TransactionCards } from './transaction-cards';
import { TransactionTable } from './transaction-table';
import { activeFilters, removableCount } from '@/lib/operations/active-filters';
import { FilterChips } from './filter-chips';
import { CardsSort } from './cards-sort';
import { ListPaging } from './list-paging';
import { ListTotals } from './list-totals';
import { ListTools, useColumnChoice, type ListToolKeys } from './list-tools';
import { StatusTabs } from './status-tabs';
import { statusTabId } from './status-tab-parts';
import { useListScreen } from './use-list-screen';
import { useStoredPreferences } from './use-stored-preferences';
import { useFailureAlert, useInitialFailures } from '@/components/layout/use-failure-alert';
import { useKeyedData } from '@/components/layout/use-keyed-data';
import { endpointCall } from '@/lib/acquiring/endpoint';

export interface ListClientProps {
  defaults: TransactionFilter;
  initialPage: ListPage;
  initialPageKey: string;
  /** The totals and the tabs' counts of the first page's conditions, loaded with it on the server. */
  initialFigures: ListFigures;
  initialDetails: TransactionDetails | null;
  failures: LoadFailure[];
  currencies: Currency[];
  settings: OperationsSettings;
  options: FilterOptions;
  preferencesKey: string;
  toolKeys: ListToolKeys;
  /** The column choice the server rendered (its cookie), so the table does not change after hydration. */
  initialColumns: string | null;
}

/** What a failed page leaves: no rows of other conditions. */
const EMPTY_PAGE: ListPage = { rows: [], count: 0 };

/** The rows' region: what the status tabs control. */
const RESULTS_ID = 'operations-results';

export function ListClient({ defaults, initialPage, initialPageKey, initialFigures, initialDetails, failures, currencies, settings, options, preferencesKey, toolKeys, initialColumns }: ListClientProps) {
  const t = useTranslations('Operations');
  const { api } = useApp();
  const alertFailure = useFailureAlert();
  useInitialFailures(failures);
  const screen = useListScreen(defaults, currencies);
  const { state, fraction, conditionsKey, navigate } = screen;
  const key = pageKey(state, fraction);

  // ── Stored preferences (spec §3); the dates go back to the default on leaving (spec §2).
  useStoredPreferences(screen, preferencesKey);
  const [chosenColumns, chooseColumns] = useColumnChoice(toolKeys.columns, initialColumns);
  const statusTab = statusTabOf(state.filter.statuses);
  const layout = useScreenLayout();

  // ── The page of rows and the count.
  const page = useKeyedData<ListPage>(
    key,
    (signal) => {
      const type = listType(state.filter);
      return Promise.all([
        api(endpointCall(ENDPOINTS.transactionList, { name: type }), { search: listQueryParams(state, fraction), signal }),
        api(endpointCall(ENDPOINTS.transactionCount, { name: type }), { search: conditionParams(state, fraction), signal }),
      ]).then(([rows, count]) => ({ rows: rows.result, count: count.result }));
    },
    { initial: { key: initialPageKey, value: initialPage }, failed: () => EMPTY_PAGE },
  );
  const loading = page.key !== key;

  // ── Selection for the mass sending of checks: kept across pages of the same filter.
  const [selection, setSelection] = useState<{ key: string; ids: Set<number> }>({ key: conditionsKey, ids: new Set() });
  const selected = selection.key === conditionsKey ? selection.ids : new Set<number>();
  const select = (ids: number[], checked: boolean) => {
    const next = new Set(selected);
    ids.forEach((id) => (checked ? next.add(id) : next.delete(id)));
    setSelection({ key: conditionsKey, ids: next });
  };

  const [sendCheck, setSendCheck] = useState<SendCheckRequest | null>(null);
  // the filter panel: Escape in it closes it, the focus back on its button
  const [filtersOpen, setFiltersOpen] = useState(false);
  // Escape in the panel closes it, the focus back on its button (issue 34 §3)
  const filtersToggle = useRef<HTMLButtonElement>(null);
  const closeFilters = () => {
    setFiltersOpen(false);
    filtersToggle.current?.focus();
  };

  const { rows, count } = page.value;
  const chips = activeFilters(state, defaults);
  const canSend = settings.sendCheckEmail || settings.sendCheckPhone;

  const sort = (name: string) =>
    navigate(withFilter(state, { order: { name, descending: state.filter.order.name === name ? !state.filter.order.descending : true } }));

  const wider = widerPeriod(state.filter.serverDateTime, new Date(defaults.serverDateTime.le ?? 0));
  const widen = () => wider && navigate(withFilter(state, { serverDateTime: { ge: wider.ge, le: wider.le } }));

  return (
    <Flex direction="column" gap="3" minW="0" data-testid="operations-list" data-search={screen.params.toString()} data-loading={loading ? 'true' : 'false'} aria-busy={loading}>
      <StatusTabs state={state} fraction={fraction} initialCounts={initialFigures.tabCounts} resultsId={RESULTS_ID} navigate={navigate} />

      <Flex wrap="wrap" align="center" justify="space-between" gap="2" className="bo-no-print">
        <HStack wrap="wrap" gap="2">
          <Text fontWeight="medium" data-testid="list-count" data-count={loading ? undefined : count}>
            {t('found', { count })}
          </Text>
          {loading && <Spinner size="sm" aria-hidden />}
          <ListTotals state={state} fraction={fraction} conditionsKey={conditionsKey} currencies={currencies} initial={initialFigures.totals} />
        </HStack>
        <HStack wrap="wrap" gap="2">
          <FiltersToggle ref={filtersToggle} open={filtersOpen} controls="list-filters" active={removableCount(chips)} onToggle={() => setFiltersOpen((open) => !open)} />
          <ListTools screen={screen} settings={settings} keys={toolKeys} chosen={chosenColumns} onChoose={chooseColumns} />
          {settings.csvReport && <ReportButton query={reportParams(state, fraction).toString()} settings={settings} />}
          {canSend && selected.size > 0 && (
            <Button
              size="sm"
              data-testid="mass-send"
              onClick={() => (selected.size > MASS_SEND_MAX ? alertFailure(null, t('massSendTooMany', { max: MASS_SEND_MAX })) : setSendCheck({ mode: 'mass', ids: [...selected] }))}
            >
              {t('massSend')} ({selected.size})
            </Button>
          )}
        </HStack>
      </Flex>

      <FilterChips chips={chips} currencies={currencies} options={options} navigate={navigate} />

      <CollapsibleFilterPanel id="list-filters" open={filtersOpen} onClose={closeFilters} screen={screen} options={options} currencies={currencies} settings={settings} />

      {/* The cards' sort order (the table sorts by its headers). */}
      {layout !== 'wide' && <CardsSort state={state} navigate={navigate} display={layout === null ? { base: 'block', md: 'none' } : undefined} />}

      <Box id={RESULTS_ID} {...(statusTab === null ? {} : { role: 'tabpanel', 'aria-labelledby': statusTabId(statusTab) })}>
        {!loading && count === 0 ? (
          <Card.Root data-testid="list-empty">
            <Card.Body alignItems="center" textAlign="center" gap="1" p="6">
              <Heading as="h2" size="md">
                {t('emptyTitle')}
              </Heading>
              <Text color="fg.muted">{t('emptyText')}</Text>
              {wider && (
                <Button size="sm" mt="2" onClick={widen} data-testid="list-widen">
                  {t('emptyWiden', { days: wider.days })}
                </Button>
              )}
            </Card.Body>
          </Card.Root>
        ) : (
          <Box opacity={loading ? 0.6 : 1} transition="opacity 0.2s">
            <WideOrNarrow
              wide={() => (
                <TransactionTable
                  rows={rows}
                  currencies={currencies}
                  settings={settings}
                  order={state.filter.order}
                  selected={selected}
                  onSelect={select}
                  onSort={sort}
                  onOpen={(id) => navigate(state, id)}
                  chosen={chosenColumns}
                />
              )}
              narrow={() => <TransactionCards rows={rows} currencies={currencies} settings={settings} selected={selected} onSelect={select} onOpen={(id) => navigate(state, id)} />}
            />
          </Box>
        )}
      </Box>

      <ListPaging count={count} state={state} navigate={navigate} />

      {/* Details of one operation (?trx=ID: shareable, the back button closes it). */}
      <OperationOverlays screen={screen} initialDetails={initialDetails} currencies={currencies} settings={settings} sendCheck={sendCheck} onSendCheck={setSendCheck} />
    </Flex>
  );
}
