'use client';

import { useEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'next/navigation';
import { Box, Button, Field, Flex, Heading, NativeSelect, Spinner, Stack, Text } from '@chakra-ui/react';
import { useTranslations } from 'next-intl';
import { useApp } from '@/components/layout/app-provider';
import type { ApiResult, Currency, TransactionDetails, TransactionListRow } from '@/lib/acquiring/contract';
import type { TransactionFilter } from '@/lib/domain/filter-query';
import { currencyFractionFor } from '@/lib/domain/money';
import {
  DETAILS_PARAM,
  conditionParams,
  hasFilterParams,
  listQueryParams,
  listSearch,
  listStateFromSearchParams,
  listType,
  pageCount,
  pageKey,
  reportParams,
  widerPeriod,
  withFilter,
  type ListState,
} from '@/lib/operations/list-state';
import type { FilterOptions, ListPage, LoadFailure } from '@/lib/operations/load';
import { applyPreferences, loadPreferences, preferencesOf, preferencesOnLeave, savePreferences, type ListPreferences } from '@/lib/operations/preferences';
import { MASS_SEND_MAX } from '@/lib/operations/send-check';
import type { OperationsSettings } from '@/lib/operations/settings-view';
import { CollapsibleFilterPanel, FiltersToggle } from './filter-panel';
import { TABLE_WIDTH } from './media';
import { ReportButton } from './report-button';
import { SendCheckDialog, type SendCheckMode } from './send-check-dialog';
import { TransactionDetailsDrawer } from './transaction-details';
import { SORTABLE, TransactionCards, TransactionTable } from './transaction-rows';
import { useFailureAlert, useInitialFailures, useListNavigation, useTransactionDetails } from './use-operations';

export interface ListClientProps {
  defaults: TransactionFilter;
  initialPage: ListPage;
  initialPageKey: string;
  initialDetails: TransactionDetails | null;
  failures: LoadFailure[];
  currencies: Currency[];
  settings: OperationsSettings;
  options: FilterOptions;
  preferencesKey: string;
}

const POSITIVE_INT = /^[1-9]\d{0,15}$/;

export function ListClient({ defaults, initialPage, initialPageKey, initialDetails, failures, currencies, settings, options, preferencesKey }: ListClientProps) {
  const t = useTranslations('Operations');
  const { api } = useApp();
  const alertFailure = useFailureAlert();
  useInitialFailures(failures);
  const searchParams = useSearchParams();
  const params = useMemo(() => new URLSearchParams(searchParams.toString()), [searchParams]);
  const state = useMemo(() => listStateFromSearchParams(params, defaults), [params, defaults]);
  const detailsParam = params.get(DETAILS_PARAM) ?? '';
  const detailsId = POSITIVE_INT.test(detailsParam) ? Number(detailsParam) : null;
  const fraction = currencyFractionFor(currencies, state.filter.currencyId);
  const key = pageKey(state, fraction);
  const conditionsKey = conditionParams(state, fraction).toString();

  const navigate = useListNavigation(defaults);

  // ── Stored preferences (spec §3): applied when the URL carries no filter, kept while filtering,
  // and on leaving the page the dates go back to the default (spec §2).
  const preferencesApplied = useRef(false);
  const latestPreferences = useRef<ListPreferences | null>(null);
  useEffect(() => {
    if (!preferencesApplied.current) {
      preferencesApplied.current = true;
      if (!hasFilterParams(params)) {
        const stored = loadPreferences(window.localStorage, preferencesKey);
        if (stored) {
          const preferred: ListState = { filter: applyPreferences(defaults, stored), cardTypes: [], located: false };
          if (listSearch(preferred, defaults) !== '') {
            navigate(preferred, detailsId, true);
            return;
          }
        }
      }
    }
    latestPreferences.current = preferencesOf(state.filter, defaults);
    savePreferences(window.localStorage, preferencesKey, latestPreferences.current);
  }, [params, state.filter, defaults, detailsId, navigate, preferencesKey]);
  useEffect(
    () => () => {
      if (latestPreferences.current) savePreferences(window.localStorage, preferencesKey, preferencesOnLeave(latestPreferences.current));
    },
    [preferencesKey],
  );

  // ── The page of rows and the count.
  const [page, setPage] = useState<{ key: string; value: ListPage }>({ key: initialPageKey, value: initialPage });
  const loading = page.key !== key;
  useEffect(() => {
    if (page.key === key) return;
    const controller = new AbortController();
    const type = listType(state.filter);
    Promise.all([
      api<ApiResult<TransactionListRow[]>>(`api/transaction/${type}`, { search: listQueryParams(state, fraction), signal: controller.signal }),
      api<ApiResult<number>>(`api/transaction/${type}/count`, { search: conditionParams(state, fraction), signal: controller.signal }),
    ])
      .then(([rows, count]) => {
        if (!controller.signal.aborted) setPage({ key, value: { rows: rows.result, count: count.result } });
      })
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        alertFailure(error);
        setPage({ key, value: { rows: [], count: 0 } });
      });
    return () => controller.abort();
  }, [api, alertFailure, page.key, key, state, fraction]);

  // ── Selection for the mass sending of checks: kept across pages of the same filter.
  const [selection, setSelection] = useState<{ key: string; ids: Set<number> }>({ key: conditionsKey, ids: new Set() });
  const selected = selection.key === conditionsKey ? selection.ids : new Set<number>();
  const select = (ids: number[], checked: boolean) => {
    const next = new Set(selected);
    ids.forEach((id) => (checked ? next.add(id) : next.delete(id)));
    setSelection({ key: conditionsKey, ids: next });
  };

  // ── Details of one operation (?trx=ID: shareable, the back button closes it).
  const shownDetails = useTransactionDetails(detailsId, initialDetails, () => navigate(state, null, true));

  const [sendCheck, setSendCheck] = useState<{ mode: SendCheckMode; ids: number[] } | null>(null);
  const [filtersOpen, setFiltersOpen] = useState(false);

  const { rows, count } = page.value;
  const pages = pageCount(count, state.filter.limit);
  const pageIndex = Math.floor(state.filter.offset / state.filter.limit);
  const activeFilters = [...listSearch(state, defaults).replace(/^\?/, '').split('&')].filter((part) => part && !part.startsWith('offset=') && !part.startsWith('order=') && !part.startsWith('desc=')).length;
  const canSend = settings.sendCheckEmail || settings.sendCheckPhone;

  const sort = (name: string) =>
    navigate(withFilter(state, { order: { name, descending: state.filter.order.name === name ? !state.filter.order.descending : true } }));

  const wider = widerPeriod(state.filter.serverDateTime, new Date(defaults.serverDateTime.le ?? 0));
  const widen = () => wider && navigate(withFilter(state, { serverDateTime: { ge: wider.ge, le: wider.le } }));

  return (
    <Stack gap="3" data-testid="operations-list" data-loading={loading ? 'true' : 'false'} aria-busy={loading}>
      <Flex gap="2" wrap="wrap" align="center" justify="space-between" className="bo-no-print">
        <Flex gap="2" align="center">
          <Text fontWeight="medium" data-testid="list-count" data-count={loading ? undefined : count}>
            {t('found', { count })}
          </Text>
          {loading && <Spinner size="xs" />}
        </Flex>
        <Flex gap="2" wrap="wrap">
          <FiltersToggle open={filtersOpen} controls="list-filters" active={activeFilters} onToggle={() => setFiltersOpen((open) => !open)} />
          {settings.csvReport && <ReportButton query={reportParams(state, fraction).toString()} />}
          {canSend && selected.size > 0 && (
            <Button
              size="sm"
              colorPalette="brand"
              data-testid="mass-send"
              onClick={() => (selected.size > MASS_SEND_MAX ? alertFailure(null, t('massSendTooMany', { max: MASS_SEND_MAX })) : setSendCheck({ mode: 'mass', ids: [...selected] }))}
            >
              {t('massSend')} ({selected.size})
            </Button>
          )}
        </Flex>
      </Flex>

      <CollapsibleFilterPanel
        id="list-filters"
        open={filtersOpen}
        panelKey={conditionsKey}
        state={state}
        defaults={defaults}
        options={options}
        currencies={currencies}
        settings={settings}
        onNavigate={navigate}
      />

      <Field.Root className="bo-no-print" css={{ [TABLE_WIDTH]: { display: 'none' } }}>
        <Field.Label fontSize="sm">{t('sort')}</Field.Label>
        <NativeSelect.Root size="sm">
          <NativeSelect.Field
            value={`${state.filter.order.name},${state.filter.order.descending ? 'desc' : 'asc'}`}
            onChange={(event) => {
              const [name = 'serverDateTime', direction] = event.target.value.split(',');
              navigate(withFilter(state, { order: { name, descending: direction === 'desc' } }));
            }}
          >
            {Object.values(SORTABLE).flatMap((name) =>
              (['desc', 'asc'] as const).map((direction) => (
                <option key={`${name},${direction}`} value={`${name},${direction}`}>
                  {t(`column.${name === 'hostResponseCode' ? 'status' : name}`)} — {direction === 'desc' ? t('sortDesc') : t('sortAsc')}
                </option>
              )),
            )}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Field.Root>

      {!loading && count === 0 ? (
        <Box bg="white" borderWidth="1px" borderRadius="lg" p="6" textAlign="center" data-testid="list-empty">
          <Heading as="h2" size="md">
            {t('emptyTitle')}
          </Heading>
          <Text color="fg.muted" mt="1">
            {t('emptyText')}
          </Text>
          {wider && (
            <Button mt="3" size="sm" colorPalette="brand" onClick={widen} data-testid="list-widen">
              {t('emptyWiden', { days: wider.days })}
            </Button>
          )}
        </Box>
      ) : (
        <Box opacity={loading ? 0.6 : 1} transition="opacity 0.2s">
          <TransactionTable
            rows={rows}
            currencies={currencies}
            settings={settings}
            order={state.filter.order}
            selected={selected}
            onSelect={select}
            onSort={sort}
            onOpen={(id) => navigate(state, id)}
          />
          <TransactionCards rows={rows} currencies={currencies} settings={settings} selected={selected} onSelect={select} onOpen={(id) => navigate(state, id)} />
        </Box>
      )}

      {count > state.filter.limit && (
        <Flex as="nav" aria-label={t('pagination')} justify="center" align="center" gap="3" className="bo-no-print">
          <Button size="sm" variant="outline" disabled={pageIndex === 0} onClick={() => navigate(withFilter(state, { offset: Math.max(0, state.filter.offset - state.filter.limit) }))} aria-label={t('pagePrev')}>
            ←
          </Button>
          <Text fontSize="sm" data-testid="list-page">
            {t('page', { page: pageIndex + 1, pages })}
          </Text>
          <Button size="sm" variant="outline" disabled={pageIndex + 1 >= pages} onClick={() => navigate(withFilter(state, { offset: state.filter.offset + state.filter.limit }))} aria-label={t('pageNext')}>
            →
          </Button>
        </Flex>
      )}

      {detailsId !== null && (
        <TransactionDetailsDrawer
          details={shownDetails}
          currencies={currencies}
          settings={settings}
          onClose={() => navigate(state, null)}
          onOpen={(id) => navigate(state, id)}
          onSendCheck={(mode, id) => setSendCheck({ mode, ids: [id] })}
        />
      )}
      {sendCheck && <SendCheckDialog mode={sendCheck.mode} ids={sendCheck.ids} settings={settings} onClose={() => setSendCheck(null)} />}
    </Stack>
  );
}
