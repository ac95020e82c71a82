/**
 * The reconciliation list's filter (spec §3 "Reconciliation filter"): its URL parameters and its API query (spec §7).
 * Apart from the transaction filter's modules so that the operations pages do not carry it.
 */
import { DEFAULT_OFFSET, PAGE_SIZE } from './limits.ts';
import { bind, fromSearchParams, list, nullableId, sharedBindings, text, toSearchParams, type ParamBinding } from './filter-link.ts';
import { ConditionList, paging, type ListQuery } from './query-conditions.ts';
import { DEFAULT_ORDER, defaultServerDateTime, type DateTimeRange, type FilterDefaultsInput, type ListOrder } from './transaction-filter.ts';
import {
  isReconciliationInitiator,
  isReconciliationStatus,
  reconciliationStatusCodes,
  type ReconciliationInitiator,
  type ReconciliationStatus,
} from './reconciliation-status.ts';

const HOST_RESPONSE_CODE = /^[A-Za-z0-9]{1,8}$/;

export interface ReconciliationFilter {
  limit: number;
  offset: number;
  checkNumber: { operationDay: number | null };
  terminalIds: number[];
  merchantIds: number[];
  serverDateTime: DateTimeRange;
  order: ListOrder;
  statusesReconciliation: ReconciliationStatus[];
  hostResponseCodes: string[];
  /** Any of these initiators. */
  initiator: ReconciliationInitiator[];
  initiatorFullName: string;
  reconciliationId: number | null;
  archive: boolean;
}

export function defaultReconciliationFilter({ now }: Pick<FilterDefaultsInput, 'now'>): ReconciliationFilter {
  return {
    limit: PAGE_SIZE,
    offset: DEFAULT_OFFSET,
    checkNumber: { operationDay: null },
    terminalIds: [],
    merchantIds: [],
    serverDateTime: defaultServerDateTime(now),
    order: { ...DEFAULT_ORDER },
    statusesReconciliation: [],
    hostResponseCodes: [],
    initiator: [],
    initiatorFullName: '',
    reconciliationId: null,
    archive: false,
  };
}

type RF = ReconciliationFilter;

const RECONCILIATION_BINDINGS: readonly ParamBinding<RF>[] = [
  ...sharedBindings<RF>(),
  bind<RF, number | null>(
    'operationDay',
    nullableId,
    (f) => f.checkNumber.operationDay,
    (f, operationDay) => ({ ...f, checkNumber: { operationDay } }),
  ),
  bind<RF, ReconciliationStatus[]>(
    'status',
    list((value) => (isReconciliationStatus(value) ? value : undefined)),
    (f) => f.statusesReconciliation,
    (f, statusesReconciliation) => ({ ...f, statusesReconciliation }),
  ),
  bind<RF, string[]>(
    'hostResponseCode',
    list((value) => (HOST_RESPONSE_CODE.test(value) ? value : undefined)),
    (f) => f.hostResponseCodes,
    (f, hostResponseCodes) => ({ ...f, hostResponseCodes }),
  ),
  bind<RF, ReconciliationInitiator[]>(
    'initiator',
    list((value) => (isReconciliationInitiator(value) ? value : undefined)),
    (f) => f.initiator,
    (f, initiator) => ({ ...f, initiator }),
  ),
  bind<RF, string>('initiatorFullName', text, (f) => f.initiatorFullName, (f, initiatorFullName) => ({ ...f, initiatorFullName })),
];

export function reconciliationFilterToSearchParams(filter: ReconciliationFilter, defaults: ReconciliationFilter): URLSearchParams {
  return toSearchParams(RECONCILIATION_BINDINGS, filter, defaults);
}

export function reconciliationFilterFromSearchParams(
  params: URLSearchParams,
  defaults: ReconciliationFilter,
): ReconciliationFilter {
  return fromSearchParams(RECONCILIATION_BINDINGS, params, defaults);
}

/** The condition fields of the reconciliation list (spec §7). */
export const RECONCILIATION_QUERY_FIELDS = {
  operationDay: 'operationDay',
  terminalIds: 'terminalId',
  merchantIds: 'terminal.merchantId',
  serverDateTime: 'serverDateTime',
  statusesReconciliation: 'status',
  hostResponseCodes: 'hostResponseCode',
  initiator: 'initiator',
  initiatorFullName: 'user.fullName',
  reconciliationId: 'id',
} as const;

export function reconciliationQuery(filter: ReconciliationFilter): ListQuery {
  const f = RECONCILIATION_QUERY_FIELDS;
  const conditions = new ConditionList()
    .in(f.terminalIds, filter.terminalIds)
    .in(f.merchantIds, filter.merchantIds)
    .in(f.statusesReconciliation, reconciliationStatusCodes(filter.statusesReconciliation))
    .in(f.hostResponseCodes, filter.hostResponseCodes)
    .in(f.initiator, filter.initiator)
    .eq(f.operationDay, filter.checkNumber.operationDay)
    .eq(f.reconciliationId, filter.reconciliationId)
    .range(f.serverDateTime, filter.serverDateTime)
    .like(f.initiatorFullName, filter.initiatorFullName).conditions;
  return { conditions, ...paging(filter) };
}
