/**
 * A filter -> the list query's conditions (spec §3 filter query builder, §7 filter conditions): what the BFF asks
 * the acquiring API for, before it is written on the wire (list-query-wire.ts).
 */
import { toMinorUnitsRounded } from './money.ts';
import { expandPaymentInstrumentNames } from './payment-methods.ts';
import { hostCodesForStatusGroups } from './transaction-status.ts';
import type { ListOrder, TransactionFilter } from './transaction-filter.ts';

export const QUERY_OPERATORS = ['eq', 'gt', 'ge', 'lt', 'le', 'like', 'in', 'inWithNull', 'nullable'] as const;

export type QueryOperator = (typeof QUERY_OPERATORS)[number];

export type ScalarValue = string | number | boolean;

/** `inWithNull` matches any of the values or a missing one; `nullable` true = missing, false = present. */
export type QueryCondition =
  | { field: string; op: 'eq' | 'gt' | 'ge' | 'lt' | 'le'; value: ScalarValue }
  | { field: string; op: 'like'; value: string }
  | { field: string; op: 'in' | 'inWithNull'; value: (string | number)[] }
  | { field: string; op: 'nullable'; value: boolean };

export interface ListQuery {
  conditions: QueryCondition[];
  limit: number;
  offset: number;
  order: { field: string; descending: boolean } | null;
  archive: boolean;
}

/** The condition fields of the transaction list (spec §7). */
export const TRANSACTION_QUERY_FIELDS = {
  userIds: 'userId',
  merchantIds: 'merchantId',
  terminalIds: 'terminalId',
  statuses: 'status',
  operations: 'operation',
  cardInputCapabilities: 'cardMethod',
  coordinates: 'coordinates',
  merchantCompanyIds: 'merchant.companyId',
  // The spec names no field for instruments; the sandbox accepts this one (and paymentInstrumentName).
  paymentInstrumentNames: 'paymentInstrument.name',
  currencyId: 'currencyId',
  operationDay: 'operationDay',
  transactionNumber: 'transactionNumber',
  reconciliationId: 'reconciliationId',
  serverDateTime: 'serverDateTime',
  amount: 'amount',
  rrn: 'rrn',
  authorizationCode: 'authorizationCode',
  workflowDataListFieldTitle: 'workflowDataList.field.title',
} as const;

export class ConditionList {
  readonly conditions: QueryCondition[] = [];

  in(field: string, values: readonly (string | number)[], withNull = false): this {
    if (values.length > 0 || withNull) this.conditions.push({ field, op: withNull ? 'inWithNull' : 'in', value: [...values] });
    return this;
  }

  eq(field: string, value: ScalarValue | null): this {
    if (value !== null) this.conditions.push({ field, op: 'eq', value });
    return this;
  }

  range(field: string, range: { ge: ScalarValue | null; le: ScalarValue | null }): this {
    if (range.ge !== null) this.conditions.push({ field, op: 'ge', value: range.ge });
    if (range.le !== null) this.conditions.push({ field, op: 'le', value: range.le });
    return this;
  }

  like(field: string, value: string): this {
    const trimmed = value.trim();
    if (trimmed !== '') this.conditions.push({ field, op: 'like', value: trimmed });
    return this;
  }
}

export function paging(filter: { limit: number; offset: number; order: ListOrder; archive: boolean }): Omit<ListQuery, 'conditions'> {
  return {
    limit: filter.limit,
    offset: filter.offset,
    order: { field: filter.order.name, descending: filter.order.descending },
    archive: filter.archive,
  };
}

/**
 * The transaction list query. `amountFraction` is the fraction of the filter's currency
 * (`currencyFractionFor`); amount bounds round inwards so "≥ 1.234" stays exact in minor units.
 */
export function transactionQuery(filter: TransactionFilter, amountFraction: number): ListQuery {
  const f = TRANSACTION_QUERY_FIELDS;
  const instruments = expandPaymentInstrumentNames(filter.paymentInstrumentNames);
  const amount = {
    ge: filter.amount.ge === null ? null : toMinorUnitsRounded(filter.amount.ge, amountFraction, 'ceil'),
    le: filter.amount.le === null ? null : toMinorUnitsRounded(filter.amount.le, amountFraction, 'floor'),
  };
  const conditions = new ConditionList()
    .in(f.userIds, filter.userIds)
    .in(f.merchantIds, filter.merchantIds)
    .in(f.terminalIds, filter.terminalIds)
    .in(f.statuses, hostCodesForStatusGroups(filter.statuses))
    .in(f.operations, filter.operations)
    .in(f.cardInputCapabilities, filter.cardInputCapabilities)
    .in(f.coordinates, filter.coordinates)
    .in(f.merchantCompanyIds, filter.merchantCompanyIds)
    .in(f.paymentInstrumentNames, instruments.names, instruments.includesNull)
    .eq(f.currencyId, filter.currencyId)
    .eq(f.operationDay, filter.checkNumber.operationDay)
    .eq(f.transactionNumber, filter.checkNumber.transactionNumber)
    .eq(f.reconciliationId, filter.reconciliationId)
    .range(f.serverDateTime, filter.serverDateTime)
    .range(f.amount, amount)
    .like(f.rrn, filter.rrn)
    .like(f.authorizationCode, filter.authorizationCode)
    .like(f.workflowDataListFieldTitle, filter.workflowDataListFieldTitle).conditions;
  return { conditions, ...paging(filter) };
}

