import type { TransactionFilter } from '../domain/filter-query';
import type { TextKey } from '../i18n/text-keys';
import type { ListState } from './list-state';

/** A list condition of the filter (ids or codes), or the drill-down's card types. */
export type ChipList = ListKey | 'cardTypes';

/** What a chip says after its label (issue 34 §2: every chip names its value). */
export type ChipValue =
  | { kind: 'text'; text: string }
  | { kind: 'currency'; currencyId: number }
  /** open ends are null; `isDefault`: the list's own last 30 days */
  | { kind: 'period'; ge: string | null; le: string | null; isDefault: boolean }
  /** the chosen ids or codes of a list, named by the screen */
  | { kind: 'list'; list: ChipList; values: readonly (string | number)[] }
  | null;

/** The label of a filter field in the Operations catalogue (e.g. `filterCurrency`). */
type FilterLabel = Extract<TextKey<'Operations'>, `filter${string}`>;

/** A condition of the list filter shown as a chip: the filter field's message key and what it holds. */
export interface ActiveFilter {
  label: FilterLabel;
  value: ChipValue;
  /** The list state without this condition (from the first page); null: shown, not removable (the default period). */
  without: ListState | null;
}

type ListKey = 'statuses' | 'operations' | 'cardInputCapabilities' | 'paymentInstrumentNames' | 'terminalIds' | 'merchantIds' | 'userIds' | 'merchantCompanyIds';

const LISTS: readonly [ListKey, FilterLabel][] = [
  ['statuses', 'filterStatuses'],
  ['operations', 'filterOperations'],
  ['cardInputCapabilities', 'filterCardMethods'],
  ['paymentInstrumentNames', 'filterInstruments'],
  ['terminalIds', 'filterTerminals'],
  ['merchantIds', 'filterMerchants'],
  ['userIds', 'filterOperators'],
  ['merchantCompanyIds', 'filterCompanies'],
];

const TEXTS: readonly ['rrn' | 'authorizationCode' | 'workflowDataListFieldTitle', FilterLabel][] = [
  ['rrn', 'filterRrn'],
  ['authorizationCode', 'filterAuthCode'],
  ['workflowDataListFieldTitle', 'filterWorkflow'],
];

/**
 * The chips of the list's conditions. The period comes first and always shows (issue 34 §2: the list and the map
 * showed their default 30 days nowhere): the default one is not removable; another one's removal brings the default
 * back. A period left open at both ends by a reconciliation's link is that reconciliation's: no period chip, and
 * removing the reconciliation brings the default period back with it. The currency shows too when it is only the
 * user's default (issue 21 §2: "filters active by default show as chips").
 */
export function activeFilters(state: ListState, defaults: TransactionFilter): ActiveFilter[] {
  const { filter } = state;
  const without = (change: Partial<TransactionFilter>, rest: Partial<Omit<ListState, 'filter'>> = {}): ListState => ({
    ...state,
    ...rest,
    filter: { ...filter, ...change, offset: 0 },
  });
  const chips: ActiveFilter[] = [];
  const { ge, le } = filter.serverDateTime;
  const isDefault = ge === defaults.serverDateTime.ge && le === defaults.serverDateTime.le;
  const reconciliationsOwn = ge === null && le === null && filter.reconciliationId !== null;
  if (!reconciliationsOwn) {
    chips.push({ label: 'filterPeriod', value: { kind: 'period', ge, le, isDefault }, without: isDefault ? null : without({ serverDateTime: defaults.serverDateTime }) });
  }
  if (filter.currencyId !== null) chips.push({ label: 'filterCurrency', value: { kind: 'currency', currencyId: filter.currencyId }, without: without({ currencyId: null }) });
  if (filter.amount.ge !== null || filter.amount.le !== null) {
    chips.push({ label: 'filterAmount', value: { kind: 'text', text: `${filter.amount.ge ?? '…'} – ${filter.amount.le ?? '…'}` }, without: without({ amount: { ge: null, le: null } }) });
  }
  const text = (value: string): ChipValue => ({ kind: 'text', text: value });
  for (const [key, label] of TEXTS) if (filter[key] !== '') chips.push({ label, value: text(filter[key]), without: without({ [key]: '' }) });
  const { operationDay, transactionNumber } = filter.checkNumber;
  if (operationDay !== null) chips.push({ label: 'filterOperationDay', value: text(String(operationDay)), without: without({ checkNumber: { operationDay: null, transactionNumber } }) });
  if (transactionNumber !== null) chips.push({ label: 'filterTransactionNumber', value: text(String(transactionNumber)), without: without({ checkNumber: { operationDay, transactionNumber: null } }) });
  if (filter.reconciliationId !== null) {
    const period = reconciliationsOwn ? { serverDateTime: defaults.serverDateTime } : {};
    chips.push({ label: 'filterReconciliation', value: text(String(filter.reconciliationId)), without: without({ reconciliationId: null, ...period }) });
  }
  if (filter.archive) chips.push({ label: 'filterArchive', value: null, without: without({ archive: false }) });
  for (const [key, label] of LISTS) if (filter[key].length > 0) chips.push({ label, value: { kind: 'list', list: key, values: filter[key] }, without: without({ [key]: [] }) });
  if (state.cardTypes.length > 0) chips.push({ label: 'filterCardTypes', value: { kind: 'list', list: 'cardTypes', values: state.cardTypes }, without: without({}, { cardTypes: [] }) });
  if (state.location !== 'any') chips.push({ label: state.location === 'known' ? 'filterLocated' : 'filterUnlocated', value: null, without: without({}, { location: 'any' }) });
  return chips;
}

/** How many conditions the user set: the chips that can be removed (the default period is not one). */
export function removableCount(chips: readonly ActiveFilter[]): number {
  return chips.filter((chip) => chip.without !== null).length;
}
