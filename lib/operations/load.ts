import 'server-only';
import { attempt, attemptLoad, failuresOf, valueOr, valueOrNull, type Caller, type LoadFailure, type Loaded } from '../page-load/server-load';
import * as ENDPOINTS from '../acquiring/endpoints';
import { endpointCall } from '../acquiring/endpoint';
import type { Terminal, UserListItem } from '../acquiring/contract/organisation';
import type { Currency, PaymentInstrument } from '../acquiring/contract/reference-data';
import type { CardTypeSummary, MethodSummary, OperatorSummary, TerminalSummary, TransactionSummary, WeekSummary } from '../acquiring/contract/summaries';
import type { TransactionDetails, TransactionListRow } from '../acquiring/contract/transactions';
import { RELATED_LIST_LIMIT, USER_LIST_LIMIT } from '../domain/limits';
import { paymentInstruments } from '../tenant/reference-data';
import { settingsView, type OperationsSettings } from './settings-view';
import { listType, listQueryParams, conditionParams, summaryParams, type ListState } from './list-state';
import { STATUS_TABS, statusTabCount, statusTabsKey, type StatusTab } from './status-tabs';
import { ISO_FALLBACK_CURRENCIES } from '../tenant/currency-fallback';


export interface OperationsContext {
  currencies: Currency[];
  settings: OperationsSettings;
  failures: LoadFailure[];
}

/** Currencies and the user's settings: every Операции screen needs them. */
export async function loadOperationsContext(caller: Caller): Promise<OperationsContext> {
  const [currencies, settings] = await Promise.all([
    attempt(caller, ENDPOINTS.currencyList),
    attempt(caller, ENDPOINTS.settingList),
  ]);
  return { currencies: [...valueOr(currencies, ISO_FALLBACK_CURRENCIES)], settings: settingsView(valueOr(settings, [])), failures: failuresOf(currencies, settings) };
}

/** The dashboard's figures; a figure whose load failed is null: shown as unavailable, never as zero. */
export interface DashboardData {
  totals: TransactionSummary | null;
  operators: OperatorSummary[] | null;
  terminals: TerminalSummary[] | null;
  weeks: WeekSummary[] | null;
  cardTypes: CardTypeSummary[] | null;
  methods: MethodSummary[] | null;
}

/** The dashboard's figures (the chart and the map count load on demand in the browser). */
export async function loadDashboardData(caller: Caller, query: URLSearchParams): Promise<{ data: DashboardData; failures: LoadFailure[] }> {
  const [totals, operators, terminals, weeks, cardTypes, methods] = await Promise.all([
    attempt(caller, ENDPOINTS.summary, query),
    attempt(caller, ENDPOINTS.summaryOperator, query),
    attempt(caller, ENDPOINTS.summaryTerminal, query),
    attempt(caller, ENDPOINTS.summaryWeek, query),
    attempt(caller, ENDPOINTS.summaryCardType, query),
    attempt(caller, ENDPOINTS.summaryMethod, query),
  ]);
  return {
    data: {
      totals: valueOrNull(totals),
      operators: valueOrNull(operators),
      terminals: valueOrNull(terminals),
      weeks: valueOrNull(weeks),
      cardTypes: valueOrNull(cardTypes),
      methods: valueOrNull(methods),
    },
    failures: failuresOf(totals, operators, terminals, weeks, cardTypes, methods),
  };
}

export interface ListPage {
  rows: TransactionListRow[];
  count: number;
}

export async function loadListPage(caller: Caller, state: ListState, amountFraction: number): Promise<{ page: ListPage; failures: LoadFailure[] }> {
  const type = listType(state.filter);
  const [rows, count] = await Promise.all([
    attempt(caller, endpointCall(ENDPOINTS.transactionList, { name: type }), listQueryParams(state, amountFraction)),
    attempt(caller, endpointCall(ENDPOINTS.transactionCount, { name: type }), conditionParams(state, amountFraction)),
  ]);
  return { page: { rows: valueOr(rows, []), count: valueOr(count, 0) }, failures: failuresOf(rows, count) };
}

/** A figure and what it was asked for: a client island asks again only when its key changes. */
export interface Keyed<T> {
  key: string;
  value: T;
}

export interface ListFigures {
  /** The money of the whole filtered list (with a currency chosen), keyed by the list's conditions. */
  totals: Keyed<TransactionSummary> | null;
  /** Each status tab's count, keyed by the conditions without their statuses (lib/operations/status-tabs.ts). */
  tabCounts: Keyed<Record<StatusTab, number>> | null;
}

/**
 * The list's totals and status-tab counts with the first page, so the first HTML has them and nothing moves when
 * they come (a client-side load grew the count row after the first paint). A failed one is left to the browser,
 * which asks again and shows the alert if it fails there too.
 */
export async function loadListFigures(caller: Caller, state: ListState, amountFraction: number): Promise<ListFigures> {
  const [totals, counts] = await Promise.all([
    state.filter.currencyId === null ? null : attempt(caller, ENDPOINTS.summary, summaryParams(state, amountFraction)),
    Promise.all(
      STATUS_TABS.map(async (tab) => {
        const { call, search } = statusTabCount(state, amountFraction, tab);
        return [tab, await attempt(caller, call, search)] as const;
      }),
    ),
  ]);
  const counted = counts.flatMap(([tab, count]) => (count.ok ? [[tab, count.value] as const] : []));
  return {
    totals: totals?.ok ? { key: conditionParams(state, amountFraction).toString(), value: totals.value } : null,
    tabCounts: counted.length === STATUS_TABS.length ? { key: statusTabsKey(state, amountFraction), value: Object.fromEntries(counted) as Record<StatusTab, number> } : null,
  };
}

export interface FilterOptions {
  terminals: Terminal[];
  operators: Pick<UserListItem, 'id' | 'fullName'>[];
  instruments: PaymentInstrument[];
  companies: { id: number; name: string }[];
}

/** The choices of the list filter: terminals (limit 1000), operators (limit 9999), instruments, companies for holding users. */
export async function loadFilterOptions(caller: Caller, isHolding: boolean): Promise<{ options: FilterOptions; failures: LoadFailure[] }> {
  const [terminals, operators, instruments, holding] = await Promise.all([
    attempt(caller, ENDPOINTS.terminalList, new URLSearchParams({ limit: String(RELATED_LIST_LIMIT), offset: '0' })),
    attempt(
      caller,
      ENDPOINTS.userList,
      new URLSearchParams({ 'status.in': '0,1,6', 'canMobile.eq': '1', limit: String(USER_LIST_LIMIT), offset: '0' }),
    ),
    attemptLoad(caller, () => paymentInstruments(caller.alias, caller.token)),
    isHolding ? attempt(caller, ENDPOINTS.holding) : Promise.resolve(null),
  ]);
  return {
    options: {
      // Status 3 (deleted) is hidden unless a text filter is active (spec §4); the list filter has none.
      terminals: valueOr(terminals, []).filter((terminal) => terminal.status !== 3),
      operators: valueOr(operators, []).map(({ id, fullName }) => ({ id, fullName })),
      instruments: valueOr(instruments, []),
      companies: holding && holding.ok ? holding.value.companyList.map(({ id, name }) => ({ id, name })) : [],
    },
    failures: failuresOf(terminals, operators, instruments, ...(holding ? [holding] : [])),
  };
}

export async function loadTransactionDetails(caller: Caller, id: number): Promise<Loaded<TransactionDetails>> {
  return attempt(caller, ENDPOINTS.receipt, new URLSearchParams({ id: String(id) }));
}

export type { LoadFailure, Loaded };
