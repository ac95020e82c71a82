'use client';

import { useCallback, useId, useMemo, useRef, useState, type ReactNode } from 'react';
import dynamic from 'next/dynamic';
import { usePathname } from 'next/navigation';
import { useServerNavigation } from '@/components/layout/use-server-navigation';
import { useTranslations } from 'next-intl';
import type { Terminal } from '@/lib/acquiring/contract/organisation';
import type { ReconciliationHostResponseCode } from '@/lib/acquiring/contract/reconciliations';
import type { ReconciliationFilter } from '@/lib/domain/reconciliation-filter-query';
import { SORTABLE_COLUMNS, activeFilterCount, changeFilter, currentPage, filterKey, pageCount, reconciliationSearch, type SortableColumn } from '@/lib/reconciliation/filter';
import { CloseDayPanel } from './close-day-panel';
import { ReconciliationNavigationContext } from './reconciliation-navigation';
import { Box, Button, Flex, HStack, Spinner, Text } from '@chakra-ui/react';
import { Badge } from '@/components/ui/badge';
import { NativeSelectField, NativeSelectRoot } from '@/components/ui/native-select';
import { PaginationOnDemand } from '@/components/ui/pagination-on-demand';
import { usePreloadWhenIdle } from '@/lib/client/preload';

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
  defaults: ReconciliationFilter;
  /** the filter the server rendered the page of */
  filter: ReconciliationFilter;
  /** how many reconciliations the filter finds */
  count: number;
  /** the page's rows, rendered on the server (reconciliation-results.tsx) */
  results: ReactNode;
  terminals: Terminal[];
  hostResponseCodes: ReconciliationHostResponseCode[] | null;
  canCloseDay: boolean;
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

/**
 * /reconciliation: the filter (in the URL), sorting, paging, closing a day, around the rows the server rendered. A
 * new filter, order or page is a navigation: the page's server component loads and renders it (nothing is asked of
 * the BFF again), the old rows dimmed meanwhile; a closed day renders the page again.
 */
export function ReconciliationClient(props: ReconciliationClientProps) {
  const { defaults, filter, count, results, terminals, hostResponseCodes, canCloseDay } = props;
  const t = useTranslations('Reconciliation');
  const pathname = usePathname();
  // what the merchant chose shows at once (the badge, the sort selects, the page, the form); the server's rows follow
  const hrefOf = useCallback((next: ReconciliationFilter) => `${pathname}${reconciliationSearch(next, defaults)}`, [defaults, pathname]);
  const { shown, navigate, refresh, pending: loading } = useServerNavigation(filter, hrefOf);
  const navigation = useMemo(() => ({ filter: shown, navigate }), [shown, navigate]);

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
  const active = activeFilterCount(shown, defaults);
  const pages = pageCount(count, shown.limit);
  const page = currentPage(shown);

  return (
    <ReconciliationNavigationContext.Provider value={navigation}>
      {canCloseDay && <CloseDayPanel terminals={terminals} onClosed={refresh} />}

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
              value={shown.order.name}
              onChange={(event) => navigate(changeFilter(shown, { order: { name: event.currentTarget.value, descending: shown.order.descending } }))}
              items={SORTABLE_COLUMNS.map((column) => ({ value: column, label: t(`column.${SORT_LABEL[column]}` as 'column.status') }))}
            />
          </NativeSelectRoot>
          <NativeSelectRoot size="sm" flex="1" minW="0">
            <NativeSelectField
              bg="bg.panel"
              aria-label={t('sortDirection')}
              value={shown.order.descending ? 'desc' : 'asc'}
              onChange={(event) => navigate(changeFilter(shown, { order: { name: shown.order.name, descending: event.currentTarget.value === 'desc' } }))}
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
            key={filterKey(shown)}
            id={formId}
            filter={shown}
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
        {results}
      </Box>

      {count > shown.limit && (
        <Flex direction="column" align="center" gap="2" mt="4">
          <PaginationOnDemand
            aria-label={t('pagination')}
            count={count}
            pageSize={shown.limit}
            page={page}
            siblingCount={1}
            onPageChange={({ page: next }) => navigate({ ...shown, offset: (next - 1) * shown.limit })}
          />
          <Text textStyle="sm">
            {t('page', { page, pages })}
          </Text>
        </Flex>
      )}
    </ReconciliationNavigationContext.Provider>
  );
}
