import type { TransactionFilter } from '../domain/filter-query';
import type { ListState } from './list-state';

/** A condition of the list filter shown as a removable chip: the filter field's message key and what it holds. */
export interface ActiveFilter {
  /** The field's label in the Operations catalogue (e.g. `filterCurrency`). */
  label: string;
  /** What the chip says after the label: a typed value, or how many of a list are chosen. */
  value: { text: string } | { count: number } | { currencyId: number } | null;
  /** The list state without this condition (from the first page). */
  without: ListState;
}

type ListKey = 'statuses' | 'operations' | 'cardInputCapabilities' | 'paymentInstrumentNames' | 'terminalIds' | 'merchantIds' | 'userIds' | 'merchantCompanyIds';

const LISTS: readonly [ListKey, string][] = [
  ['statuses', 'filterStatuses'],
  ['operations', 'filterOperations'],
  ['cardInputCapabilities', 'filterCardMethods'],
  ['paymentInstrumentNames', 'filterInstruments'],
  ['terminalIds', 'filterTerminals'],
  ['merchantIds', 'filterMerchants'],
  ['userIds', 'filterOperators'],
  ['merchantCompanyIds', 'filterCompanies'],
];

const TEXTS: readonly ['rrn' | 'authorizationCode' | 'workflowDataListFieldTitle', string][] = [
  ['rrn', 'filterRrn'],
  ['authorizationCode', 'filterAuthCode'],
  ['workflowDataListFieldTitle', 'filterWorkflow'],
];

/**
 * The conditions that narrow the list: the currency too when it is only the user's default (issue 21 §2: "filters
 * active by default show as chips"); the period when it is not the default one, which its removal brings back.
 */
export function activeFilters(state: ListState, defaults: TransactionFilter): ActiveFilter[] {
  const { filter } = state;
  const without = (change: Partial<TransactionFilter>, rest: Partial<Omit<ListState, 'filter'>> = {}): ListState => ({
    ...state,
    ...rest,
    filter: { ...filter, ...change, offset: 0 },
  });
  const chips: ActiveFilter[] = [];
  const period = filter.serverDateTime;
  if (period.ge !== defaults.serverDateTime.ge || period.le !== defaults.serverDateTime.le) {
    chips.push({ label: 'filterPeriod', value: null, without: without({ serverDateTime: defaults.serverDateTime }) });
  }
  if (filter.currencyId !== null) chips.push({ label: 'filterCurrency', value: { currencyId: filter.currencyId }, without: without({ currencyId: null }) });
  if (filter.amount.ge !== null || filter.amount.le !== null) {
    chips.push({ label: 'filterAmount', value: { text: `${filter.amount.ge ?? '…'} – ${filter.amount.le ?? '…'}` }, without: without({ amount: { ge: null, le: null } }) });
  }
  for (const [key, label] of TEXTS) if (filter[key] !== '') chips.push({ label, value: { text: filter[key] }, without: without({ [key]: '' }) });
  const { operationDay, transactionNumber } = filter.checkNumber;
  if (operationDay !== null) chips.push({ label: 'filterOperationDay', value: { text: String(operationDay) }, without: without({ checkNumber: { operationDay: null, transactionNumber } }) });
  if (transactionNumber !== null) chips.push({ label: 'filterTransactionNumber', value: { text: String(transactionNumber) }, without: without({ checkNumber: { operationDay, transactionNumber: null } }) });
  if (filter.reconciliationId !== null) chips.push({ label: 'filterReconciliation', value: { text: String(filter.reconciliationId) }, without: without({ reconciliationId: null }) });
  if (filter.archive) chips.push({ label: 'filterArchive', value: null, without: without({ archive: false }) });
  for (const [key, label] of LISTS) if (filter[key].length > 0) chips.push({ label, value: { count: filter[key].length }, without: without({ [key]: [] }) });
  if (state.cardTypes.length > 0) chips.push({ label: 'filterCardTypes', value: { count: state.cardTypes.length }, without: without({}, { cardTypes: [] }) });
  if (state.location !== 'any') chips.push({ label: state.location === 'known' ? 'filterLocated' : 'filterUnlocated', value: null, without: without({}, { location: 'any' }) });
  return chips;
}
