'use client';

import { useCallback, useId, useMemo, useRef, useState } from 'react';
import dynamic from 'next/dynamic';
import { useSearchParams } from 'next/navigation';
import { useLocale, useTimeZone, useTranslations } from 'next-intl';
import { useApp } from '@/components/layout/app-provider';
import * as ENDPOINTS from '@/lib/acquiring/endpoints';
import type { Terminal } from '@/lib/acquiring/contract/organisation';
import type { ReconciliationHostResponseCode } from '@/lib/acquiring/contract/reconciliations';
import type { Currency } from '@/lib/acquiring/contract/reference-data';
import type { ReconciliationFilter } from '@/lib/domain/reconciliation-filter-query';
import { buildPath } from '@/lib/domain/paths';
import { formatDateTime } from '@/lib/operations/dates';
import { formatCurrencyAmount } from '@/lib/operations/money-view';
import {
  SORTABLE_COLUMNS,
  activeFilterCount,
  changeFilter,
  currentPage,
  filterKey,
  pageCount,
  reconciliationCountParams,
  reconciliationFilterFromUrl,
  reconciliationListParams,
  reconciliationListType,
  reconciliationSearch,
  toggleOrder,
  type SortableColumn,
} from '@/lib/reconciliation/filter';
import type { LoadFailure, ReconciliationPage } from '@/lib/reconciliation/load';
import { reconciliationOperationsHref } from '@/lib/reconciliation/operations-link';
import { CloseDayPanel } from './close-day-panel';
import { ReconciliationResults, type RowFormat } from './reconciliation-results';
import { useInitialFailures } from '@/components/layout/use-failure-alert';
import { useKeyedData } from '@/components/layout/use-keyed-data';
import { Box, Button, Card, Flex, HStack, Spinner, Text } from '@chakra-ui/react';
import { Badge } from '@/components/ui/badge';
import { NativeSelectField, NativeSelectRoot } from '@/components/ui/native-select';
import { PaginationOnDemand } from '@/components/ui/pagination-on-demand';
import { usePreloadWhenIdle } from '@/lib/client/preload';
import { endpointCall } from '@/lib/acquiring/endpoint';

/**
 * The filter form, with its date pickers (about 40 KiB gzip with the calendar), is closed on the page's first
 * render: its code loads once the page is idle or when the form first opens, not with the page.
 */
const loadFilterForm = () => import('./reconciliation-filter-form');
const LazyFilterForm = dynamic(() => loadFilterForm().then((module) => module.ReconciliationFilterForm), {
  ssr: false,
  loading: () => <Spinner size="sm" m="3" aria-hidden />,
});

export interface ReconciliationClientProps {
  /** Server clock of the first render. */
  now: string;
  defaults: ReconciliationFilter;
  initialFilter: ReconciliationFilter;
  initialPage: ReconciliationPage;
  terminals: Terminal[];
  currencies: Currency[];
  hostResponseCodes: ReconciliationHostResponseCode[] | null;
  canCloseDay: boolean;
  reportDownload: boolean;
  failures: LoadFailure[];
}

const SORT_LABEL: Record<SortableColumn, string> = {
  serverDateTime: 'serverDateTime',
  'terminal.externalId': 'terminal',
  'terminal.merchant.externalId': 'merchant',
  operationDay: 'operationDay',
  hostResponseCode: 'hostResponseCode',
  initiator: 'initiator',
  'user.fullName': 'initiatorFullName',
  status: 'status',
  sumAmount: 'sumAmount',
};

/** A page's load: its filter's key and the how-many-th asking of it (a closed day asks again). */
const loadKey = (key: string, reload: number) => `${reload}|${key}`;
const filterOfLoad = (key: string) => key.slice(key.indexOf('|') + 1);

/** /reconciliation: filter (in the URL), sortable paged list, close day, files and operations links. */
export function ReconciliationClient(props: ReconciliationClientProps) {
  const { now, defaults, initialFilter, initialPage, terminals, currencies, hostResponseCodes, canCloseDay, reportDownload, failures } = props;
  const t = useTranslations('Reconciliation');
  const locale = useLocale();
  const timeZone = useTimeZone() ?? 'Europe/Moscow';
  const { api, alias } = useApp();
  useInitialFailures(failures, hostResponseCodes === null ? [t('responseCodesUnavailable')] : []);

  const searchParams = useSearchParams();
  const filter = useMemo(() => reconciliationFilterFromUrl(new URLSearchParams(searchParams.toString()), defaults), [searchParams, defaults]);
  const key = filterKey(filter);
  // a closed day asks the same filter's page again
  const [reload, setReload] = useState(0);
  const data = useKeyedData<ReconciliationPage>(
    loadKey(key, reload),
    (signal) => {
      const type = reconciliationListType(filter);
      return Promise.all([
        api(endpointCall(ENDPOINTS.reconciliationList, { name: type }), { search: reconciliationListParams(filter), signal }),
        api(endpointCall(ENDPOINTS.reconciliationCount, { name: type }), { search: reconciliationCountParams(filter), signal }),
      ]).then(([rows, count]) => ({ rows: rows.result, count: count.result }));
    },
    {
      initial: { key: loadKey(filterKey(initialFilter), 0), value: initialPage },
      // spec §8 "Several lists fail: fall back to empty": a failed refresh keeps the rows it had, but another
      // filter never shows the rows (and count) of the previous one
      failed: (last) => (last && filterOfLoad(last.key) === key ? last.value : { rows: [], count: 0 }),
    },
  );
  const loading = data.key !== loadKey(key, reload);

  const navigate = useCallback(
    (next: ReconciliationFilter) => {
      window.history.pushState(null, '', `${window.location.pathname}${reconciliationSearch(next, defaults)}`);
    },
    [defaults],
  );

  const [filtersOpen, setFiltersOpen] = useState(false);
  // Escape in the panel closes it, the focus back on its button (issue 34 §3)
  const filtersToggle = useRef<HTMLButtonElement>(null);
  const closeFilters = () => {
    setFiltersOpen(false);
    filtersToggle.current?.focus();
  };
  // the form comes with its first opening and then stays, hidden, keeping what was typed
  const [formWanted, setFormWanted] = useState(false);
  usePreloadWhenIdle(loadFilterForm);
  const toggleFilters = () => {
    setFormWanted(true);
    setFiltersOpen((open) => !open);
  };
  const formId = useId();
  const panelId = `${formId}-panel`;
  const active = activeFilterCount(filter, defaults);
  const { rows, count } = data.value;
  const pages = pageCount(count, filter.limit);
  const page = currentPage(filter);

  const listPath = buildPath(alias, 'list');
  const format: RowFormat = useMemo(
    () => ({
      dateTime: (iso) => formatDateTime(iso, locale, timeZone),
      money: (minor, currencyId) => formatCurrencyAmount(minor, currencyId, currencies, locale),
      operationsHref: (row) => reconciliationOperationsHref(listPath, row, new Date(now)),
    }),
    [currencies, listPath, locale, now, timeZone],
  );

  return (
    <div>
      {canCloseDay && <CloseDayPanel terminals={terminals} onClosed={() => setReload((value) => value + 1)} />}

      <Flex wrap="wrap" align="center" justify="space-between" gap="3" mb="3">
        <HStack wrap="wrap" gap="3">
          <Button variant="outline" size="sm" bg="bg.panel" ref={filtersToggle} aria-expanded={filtersOpen} aria-controls={panelId} onClick={toggleFilters}>
            {filtersOpen ? t('filtersHide') : t('filtersShow')}
            {active > 0 && (
              <Badge variant="solid" ms="1">
                {t('filtersActive', { count: active })}
              </Badge>
            )}
          </Button>
          <Text aria-live="polite" fontWeight="medium" data-testid="reconciliation-count">
            {t('found', { count })}
          </Text>
          {loading && <Spinner size="sm" aria-label={t('loading')} />}
        </HStack>
        <HStack gap="2" w="full" display={{ base: 'flex', md: 'none' }}>
          <NativeSelectRoot size="sm" flex="1" minW="0">
            <NativeSelectField
              bg="bg.panel"
              aria-label={t('sortField')}
              value={filter.order.name}
              onChange={(event) => navigate(changeFilter(filter, { order: { name: event.currentTarget.value, descending: filter.order.descending } }))}
              items={SORTABLE_COLUMNS.map((column) => ({ value: column, label: t(`column.${SORT_LABEL[column]}` as 'column.status') }))}
            />
          </NativeSelectRoot>
          <NativeSelectRoot size="sm" flex="1" minW="0">
            <NativeSelectField
              bg="bg.panel"
              aria-label={t('sortDirection')}
              value={filter.order.descending ? 'desc' : 'asc'}
              onChange={(event) => navigate(changeFilter(filter, { order: { name: filter.order.name, descending: event.currentTarget.value === 'desc' } }))}
              items={[
                { value: 'desc', label: t('sortDesc') },
                { value: 'asc', label: t('sortAsc') },
              ]}
            />
          </NativeSelectRoot>
        </HStack>
      </Flex>

      <div id={panelId} hidden={!filtersOpen}>
        {formWanted && (
          <LazyFilterForm
            key={key}
            id={formId}
            filter={filter}
            defaults={defaults}
            terminals={terminals}
            hostResponseCodes={hostResponseCodes}
            onClose={closeFilters}
            onApply={(next) => {
              closeFilters();
              navigate(next);
            }}
          />
        )}
      </div>

      <Box aria-busy={loading} opacity={loading ? 0.6 : 1} transition="opacity 0.2s">
        {rows.length === 0 ? (
          <Card.Root>
            <Card.Body textAlign="center" p="6">
              <Text fontWeight="semibold">{t('emptyTitle')}</Text>
              <Text color="fg.muted" mt="1">
                {t('emptyText')}
              </Text>
            </Card.Body>
          </Card.Root>
        ) : (
          <ReconciliationResults rows={rows} filter={filter} format={format} reportDownload={reportDownload} onSort={(column) => navigate(toggleOrder(filter, column))} />
        )}
      </Box>

      {count > filter.limit && (
        <Flex direction="column" align="center" gap="2" mt="4">
          <PaginationOnDemand
            aria-label={t('pagination')}
            count={count}
            pageSize={filter.limit}
            page={page}
            siblingCount={1}
            onPageChange={({ page: next }) => navigate({ ...filter, offset: (next - 1) * filter.limit })}
          />
          <Text textStyle="sm">
            {t('page', { page, pages })}
          </Text>
        </Flex>
      )}
    </div>
  );
}
