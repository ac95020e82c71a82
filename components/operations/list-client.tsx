'use client';

import { useEffect, useState } from 'react';
import { useTranslations } from 'next-intl';
import { useApp } from '@/components/layout/app-provider';
import { PlainButton, PlainField, PlainSpinner } from '@/components/plain/controls';
import { PlainSelect } from '@/components/plain/inputs';
import kit from '@/components/plain/kit.module.css';
import type { ApiResult, Currency, TransactionDetails, TransactionListRow } from '@/lib/acquiring/contract';
import type { TransactionFilter } from '@/lib/domain/filter-query';
import {
  conditionParams,
  listQueryParams,
  listSearch,
  listType,
  pageCount,
  pageKey,
  reportParams,
  widerPeriod,
  withFilter,
} from '@/lib/operations/list-state';
import type { FilterOptions, ListPage, LoadFailure } from '@/lib/operations/load';
import { MASS_SEND_MAX } from '@/lib/operations/mass-send';
import type { OperationsSettings } from '@/lib/operations/settings-view';
import { CollapsibleFilterPanel, FiltersToggle } from './filter-panel';
import { OperationOverlays, type SendCheckRequest } from './operation-overlays';
import { ReportButton } from './report-button';
import { SORTABLE, TransactionCards, TransactionTable } from './transaction-rows';
import { useListScreen } from './use-list-screen';
import { useStoredPreferences } from './use-stored-preferences';
import { useFailureAlert, useInitialFailures } from '@/components/layout/use-failure-alert';
import styles from './list.module.css';

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

export function ListClient({ defaults, initialPage, initialPageKey, initialDetails, failures, currencies, settings, options, preferencesKey }: ListClientProps) {
  const t = useTranslations('Operations');
  const { api } = useApp();
  const alertFailure = useFailureAlert();
  useInitialFailures(failures);
  const screen = useListScreen(defaults, currencies);
  const { state, fraction, conditionsKey, navigate } = screen;
  const key = pageKey(state, fraction);

  // ── Stored preferences (spec §3); the dates go back to the default on leaving (spec §2).
  useStoredPreferences(screen, preferencesKey);

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

  const [sendCheck, setSendCheck] = useState<SendCheckRequest | null>(null);
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
    <div className={styles.page} data-testid="operations-list" data-loading={loading ? 'true' : 'false'} aria-busy={loading}>
      <div className={`${styles.toolbar} bo-no-print`}>
        <div className={styles.toolbarGroup}>
          <p className={styles.count} data-testid="list-count" data-count={loading ? undefined : count}>
            {t('found', { count })}
          </p>
          {loading && <PlainSpinner />}
        </div>
        <div className={styles.toolbarGroup}>
          <FiltersToggle open={filtersOpen} controls="list-filters" active={activeFilters} onToggle={() => setFiltersOpen((open) => !open)} />
          {settings.csvReport && <ReportButton query={reportParams(state, fraction).toString()} />}
          {canSend && selected.size > 0 && (
            <PlainButton
              small
              data-testid="mass-send"
              onClick={() => (selected.size > MASS_SEND_MAX ? alertFailure(null, t('massSendTooMany', { max: MASS_SEND_MAX })) : setSendCheck({ mode: 'mass', ids: [...selected] }))}
            >
              {t('massSend')} ({selected.size})
            </PlainButton>
          )}
        </div>
      </div>

      <CollapsibleFilterPanel id="list-filters" open={filtersOpen} screen={screen} options={options} currencies={currencies} settings={settings} />

      <div className={`${styles.sortField} bo-no-print`}>
        <PlainField label={t('sort')}>
          <PlainSelect
            small
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
          </PlainSelect>
        </PlainField>
      </div>

      {!loading && count === 0 ? (
        <div className={styles.empty} data-testid="list-empty">
          <h2 className={kit.subTitle}>{t('emptyTitle')}</h2>
          <p>{t('emptyText')}</p>
          {wider && (
            <PlainButton small onClick={widen} data-testid="list-widen">
              {t('emptyWiden', { days: wider.days })}
            </PlainButton>
          )}
        </div>
      ) : (
        <div className={styles.rows} data-loading={loading}>
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
        </div>
      )}

      {count > state.filter.limit && (
        <nav aria-label={t('pagination')} className={`${styles.pagination} bo-no-print`}>
          <PlainButton small variant="outline" disabled={pageIndex === 0} onClick={() => navigate(withFilter(state, { offset: Math.max(0, state.filter.offset - state.filter.limit) }))} aria-label={t('pagePrev')}>
            ←
          </PlainButton>
          <p className={styles.pageText} data-testid="list-page">
            {t('page', { page: pageIndex + 1, pages })}
          </p>
          <PlainButton small variant="outline" disabled={pageIndex + 1 >= pages} onClick={() => navigate(withFilter(state, { offset: state.filter.offset + state.filter.limit }))} aria-label={t('pageNext')}>
            →
          </PlainButton>
        </nav>
      )}

      {/* Details of one operation (?trx=ID: shareable, the back button closes it). */}
      <OperationOverlays screen={screen} initialDetails={initialDetails} currencies={currencies} settings={settings} sendCheck={sendCheck} onSendCheck={setSendCheck} />
    </div>
  );
}
