import { isCardInputMethod, type CardInputMethod } from './card-input-methods.ts';
import { DEFAULT_OFFSET, PAGE_SIZE, RELATED_LIST_LIMIT } from './limits.ts';
import { toMinorUnitsRounded } from './money.ts';
import { isTransactionOperation, type TransactionOperation } from './operations.ts';
import { expandPaymentInstrumentNames } from './payment-methods.ts';
import { defaultDateRange } from './periods.ts';
import {
  hostCodesForStatusGroups,
  isTransactionStatusGroup,
  type TransactionStatusGroup,
} from './transaction-status.ts';

// ---------------------------------------------------------------------------------------------
// Filters (spec §3)
// ---------------------------------------------------------------------------------------------

/** ISO 8601 date-times; null leaves the side open. */
export interface DateTimeRange {
  ge: string | null;
  le: string | null;
}

/** Decimal text in major units as the user typed it ("12,50"); null leaves the side open. */
export interface AmountRange {
  ge: string | null;
  le: string | null;
}

export interface ListOrder {
  name: string;
  descending: boolean;
}

/** Text filters use '' for "no filter". */
export interface TransactionFilter {
  limit: number;
  offset: number;
  checkNumber: { operationDay: number | null; transactionNumber: number | null };
  workflowDataListFieldTitle: string;
  authorizationCode: string;
  terminalIds: number[];
  merchantIds: number[];
  userIds: number[];
  merchantCompanyIds: number[];
  paymentInstrumentNames: string[];
  /** Status groups; the query expands them to host response codes. */
  statuses: TransactionStatusGroup[];
  operations: TransactionOperation[];
  cardInputCapabilities: CardInputMethod[];
  amount: AmountRange;
  serverDateTime: DateTimeRange;
  currencyId: number | null;
  rrn: string;
  /** "lat,lng" points. */
  coordinates: string[];
  order: ListOrder;
  reconciliationId: number | null;
  archive: boolean;
}

/** What the transaction and reconciliation filters share: paging, order, terminals, merchants, period, archive. */
export interface ListFilterBase {
  limit: number;
  offset: number;
  terminalIds: number[];
  merchantIds: number[];
  serverDateTime: DateTimeRange;
  order: ListOrder;
  reconciliationId: number | null;
  archive: boolean;
}

export const DEFAULT_ORDER: ListOrder = { name: 'serverDateTime', descending: true };

export interface FilterDefaultsInput {
  now: Date;
  /** The user's default currency (spec §3 user preferences). */
  currencyId?: number | null;
}

export function defaultServerDateTime(now: Date): DateTimeRange {
  const { ge, le } = defaultDateRange(now);
  return { ge: ge.toISOString(), le: le.toISOString() };
}

/** Page size 20 from offset 0, the last 30 days, newest first (spec §3, §9). */
export function defaultTransactionFilter({ now, currencyId = null }: FilterDefaultsInput): TransactionFilter {
  return {
    limit: PAGE_SIZE,
    offset: DEFAULT_OFFSET,
    checkNumber: { operationDay: null, transactionNumber: null },
    workflowDataListFieldTitle: '',
    authorizationCode: '',
    terminalIds: [],
    merchantIds: [],
    userIds: [],
    merchantCompanyIds: [],
    paymentInstrumentNames: [],
    statuses: [],
    operations: [],
    cardInputCapabilities: [],
    amount: { ge: null, le: null },
    serverDateTime: defaultServerDateTime(now),
    currencyId,
    rrn: '',
    coordinates: [],
    order: { ...DEFAULT_ORDER },
    reconciliationId: null,
    archive: false,
  };
}

// ---------------------------------------------------------------------------------------------
// Filter <-> page URL (shareable links)
// ---------------------------------------------------------------------------------------------

/** Decodes a parameter's values; undefined means "invalid, keep the default". */
export interface Codec<T> {
  encode(value: T): string[];
  decode(values: readonly string[]): T | undefined;
}

const MAX_TEXT_LENGTH = 200;
export const MAX_LIST_LENGTH = RELATED_LIST_LIMIT;

export const POSITIVE_INT = /^[1-9]\d{0,15}$/;
export const NON_NEGATIVE_INT = /^(0|[1-9]\d{0,15})$/;
const DECIMAL_TEXT = /^-?\d{1,15}([.,]\d{1,18})?$/;
const ISO_DATE_TIME = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:?\d{2})?)?$/;
const COORDINATES = /^-?\d{1,3}(\.\d{1,12})?,-?\d{1,3}(\.\d{1,12})?$/;
export const FIELD_NAME = /^[A-Za-z][A-Za-z0-9]{0,63}(\.[A-Za-z][A-Za-z0-9]{0,63}){0,3}$/;
/** A payment instrument's name as the API lists it (`RSB Dynamic QR` has spaces); the comma is the list separator. */
const INSTRUMENT_NAME = /^[A-Za-z0-9_-](?:[A-Za-z0-9 ._-]{0,62}[A-Za-z0-9_-])?$/;

function isIsoDateTime(text: string): boolean {
  return ISO_DATE_TIME.test(text) && !Number.isNaN(Date.parse(text));
}

export function safeInteger(text: string, pattern: RegExp): number | undefined {
  if (!pattern.test(text)) return undefined;
  const value = Number(text);
  return Number.isSafeInteger(value) ? value : undefined;
}

function first(values: readonly string[]): string {
  return values[0] ?? '';
}

function nullable<T>(parse: (text: string) => T | undefined, format: (value: T) => string = String): Codec<T | null> {
  return {
    encode: (value) => [value === null ? '' : format(value)],
    decode: (values) => (first(values) === '' ? null : parse(first(values))),
  };
}

export const nullableId = nullable((text) => safeInteger(text, POSITIVE_INT));
const nullableDecimal = nullable((text) => (DECIMAL_TEXT.test(text) ? text : undefined));
const nullableDateTime = nullable((text) => (isIsoDateTime(text) ? text : undefined));

export const text: Codec<string> = {
  encode: (value) => [value],
  decode: (values) => (first(values).length <= MAX_TEXT_LENGTH ? first(values) : undefined),
};

const flag: Codec<boolean> = {
  encode: (value) => [value ? '1' : '0'],
  decode: (values) => ({ '1': true, '0': false })[first(values)],
};

function integer(pattern: RegExp, max: number): Codec<number> {
  return {
    encode: (value) => [String(value)],
    decode: (values) => {
      const value = safeInteger(first(values), pattern);
      return value !== undefined && value <= max ? value : undefined;
    },
  };
}

/** A list is a repeated parameter; a single empty value is the explicitly empty list. */
export function list<T extends string | number>(parse: (text: string) => T | undefined): Codec<T[]> {
  return {
    encode: (values) => (values.length === 0 ? [''] : values.map(String)),
    decode: (values) => {
      const given = values.filter((value) => value !== '');
      if (given.length === 0) return [];
      const parsed = [...new Set(given.slice(0, MAX_LIST_LENGTH).map(parse))].filter(
        (value): value is T => value !== undefined,
      );
      return parsed.length > 0 ? parsed : undefined;
    },
  };
}

const idList = list((value) => safeInteger(value, POSITIVE_INT));
const orderName: Codec<string> = {
  encode: (value) => [value],
  decode: (values) => (FIELD_NAME.test(first(values)) ? first(values) : undefined),
};

export interface ParamBinding<F> {
  param: string;
  encode(filter: F): string[];
  decode(values: readonly string[], filter: F): F | undefined;
}

export function bind<F, T>(param: string, codec: Codec<T>, get: (filter: F) => T, set: (filter: F, value: T) => F): ParamBinding<F> {
  return {
    param,
    encode: (filter) => codec.encode(get(filter)),
    decode: (values, filter) => {
      const value = codec.decode(values);
      return value === undefined ? undefined : set(filter, value);
    },
  };
}

export function sharedBindings<F extends ListFilterBase>(): ParamBinding<F>[] {
  return [
    bind<F, number>('limit', integer(POSITIVE_INT, RELATED_LIST_LIMIT), (f) => f.limit, (f, limit) => ({ ...f, limit })),
    bind<F, number>('offset', integer(NON_NEGATIVE_INT, Number.MAX_SAFE_INTEGER), (f) => f.offset, (f, offset) => ({ ...f, offset })),
    bind<F, number[]>('terminalId', idList, (f) => f.terminalIds, (f, terminalIds) => ({ ...f, terminalIds })),
    bind<F, number[]>('merchantId', idList, (f) => f.merchantIds, (f, merchantIds) => ({ ...f, merchantIds })),
    bind<F, string | null>(
      'from',
      nullableDateTime,
      (f) => f.serverDateTime.ge,
      (f, ge) => ({ ...f, serverDateTime: { ...f.serverDateTime, ge } }),
    ),
    bind<F, string | null>(
      'to',
      nullableDateTime,
      (f) => f.serverDateTime.le,
      (f, le) => ({ ...f, serverDateTime: { ...f.serverDateTime, le } }),
    ),
    bind<F, string>('order', orderName, (f) => f.order.name, (f, name) => ({ ...f, order: { ...f.order, name } })),
    bind<F, boolean>('desc', flag, (f) => f.order.descending, (f, descending) => ({ ...f, order: { ...f.order, descending } })),
    bind<F, number | null>('reconciliationId', nullableId, (f) => f.reconciliationId, (f, reconciliationId) => ({ ...f, reconciliationId })),
    bind<F, boolean>('archive', flag, (f) => f.archive, (f, archive) => ({ ...f, archive })),
  ];
}

type TF = TransactionFilter;

const TRANSACTION_BINDINGS: readonly ParamBinding<TF>[] = [
  ...sharedBindings<TF>(),
  bind<TF, number | null>(
    'operationDay',
    nullableId,
    (f) => f.checkNumber.operationDay,
    (f, operationDay) => ({ ...f, checkNumber: { ...f.checkNumber, operationDay } }),
  ),
  bind<TF, number | null>(
    'transactionNumber',
    nullableId,
    (f) => f.checkNumber.transactionNumber,
    (f, transactionNumber) => ({ ...f, checkNumber: { ...f.checkNumber, transactionNumber } }),
  ),
  bind<TF, string>('workflowTitle', text, (f) => f.workflowDataListFieldTitle, (f, workflowDataListFieldTitle) => ({ ...f, workflowDataListFieldTitle })),
  bind<TF, string>('authorizationCode', text, (f) => f.authorizationCode, (f, authorizationCode) => ({ ...f, authorizationCode })),
  bind<TF, string>('rrn', text, (f) => f.rrn, (f, rrn) => ({ ...f, rrn })),
  bind<TF, number[]>('userId', idList, (f) => f.userIds, (f, userIds) => ({ ...f, userIds })),
  bind<TF, number[]>('companyId', idList, (f) => f.merchantCompanyIds, (f, merchantCompanyIds) => ({ ...f, merchantCompanyIds })),
  bind<TF, string[]>(
    'instrument',
    list((value) => (INSTRUMENT_NAME.test(value) ? value : undefined)),
    (f) => f.paymentInstrumentNames,
    (f, paymentInstrumentNames) => ({ ...f, paymentInstrumentNames }),
  ),
  bind<TF, TransactionStatusGroup[]>(
    'status',
    list((value) => (isTransactionStatusGroup(value) ? value : undefined)),
    (f) => f.statuses,
    (f, statuses) => ({ ...f, statuses }),
  ),
  bind<TF, TransactionOperation[]>(
    'operation',
    list((value) => (isTransactionOperation(value) ? value : undefined)),
    (f) => f.operations,
    (f, operations) => ({ ...f, operations }),
  ),
  bind<TF, CardInputMethod[]>(
    'cardMethod',
    list((value) => (isCardInputMethod(value) ? value : undefined)),
    (f) => f.cardInputCapabilities,
    (f, cardInputCapabilities) => ({ ...f, cardInputCapabilities }),
  ),
  bind<TF, string[]>(
    'coordinates',
    list((value) => (COORDINATES.test(value) ? value : undefined)),
    (f) => f.coordinates,
    (f, coordinates) => ({ ...f, coordinates }),
  ),
  bind<TF, string | null>('amountFrom', nullableDecimal, (f) => f.amount.ge, (f, ge) => ({ ...f, amount: { ...f.amount, ge } })),
  bind<TF, string | null>('amountTo', nullableDecimal, (f) => f.amount.le, (f, le) => ({ ...f, amount: { ...f.amount, le } })),
  bind<TF, number | null>('currency', nullableId, (f) => f.currencyId, (f, currencyId) => ({ ...f, currencyId })),
];

function sameValues(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((value, index) => value === b[index]);
}

export function toSearchParams<F>(bindings: readonly ParamBinding<F>[], filter: F, defaults: F): URLSearchParams {
  const params = new URLSearchParams();
  for (const binding of bindings) {
    const values = binding.encode(filter);
    if (!sameValues(values, binding.encode(defaults))) values.forEach((value) => params.append(binding.param, value));
  }
  return params;
}

export function fromSearchParams<F>(bindings: readonly ParamBinding<F>[], params: URLSearchParams, defaults: F): F {
  let filter = defaults;
  for (const binding of bindings) {
    const values = params.getAll(binding.param);
    if (values.length > 0) filter = binding.decode(values, filter) ?? filter;
  }
  return filter;
}

/** Only what differs from `defaults` is written, so links stay short. */
export function transactionFilterToSearchParams(filter: TransactionFilter, defaults: TransactionFilter): URLSearchParams {
  return toSearchParams(TRANSACTION_BINDINGS, filter, defaults);
}

/** Starts from `defaults`; unknown parameters and invalid values are ignored. */
export function transactionFilterFromSearchParams(params: URLSearchParams, defaults: TransactionFilter): TransactionFilter {
  return fromSearchParams(TRANSACTION_BINDINGS, params, defaults);
}

// ---------------------------------------------------------------------------------------------
// Filter -> query conditions (spec §3 filter query builder, §7 filter conditions)
// ---------------------------------------------------------------------------------------------

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

// ---------------------------------------------------------------------------------------------
// Query <-> API URL (the wire scheme between BFF and acquiring API / sandbox, sandbox/CONTRACT.md "List queries")
// ---------------------------------------------------------------------------------------------

/**
 * List values are joined with ","; the points of `coordinates` ("lat,lng") with ";".
 * A value may not contain its list separator.
 */
export function listSeparator(field: string): string {
  return field === TRANSACTION_QUERY_FIELDS.coordinates ? ';' : ',';
}

/**
 * `field.op=value` once per condition (`in`/`inWithNull` lists joined by `listSeparator`, `nullable` true or
 * false), then `limit`, `offset`, `order=<field>,asc|desc` and `archive=true` (only when set).
 */
export function encodeListQuery(query: ListQuery): URLSearchParams {
  const params = new URLSearchParams();
  for (const condition of query.conditions) {
    const key = `${condition.field}.${condition.op}`;
    if (condition.op === 'in' || condition.op === 'inWithNull') {
      const separator = listSeparator(condition.field);
      const values = condition.value.map(String);
      if (values.some((value) => value.includes(separator))) {
        throw new RangeError(`A value of ${condition.field} contains the list separator "${separator}"`);
      }
      params.append(key, values.join(separator));
    } else {
      params.append(key, String(condition.value));
    }
  }
  params.set('limit', String(query.limit));
  params.set('offset', String(query.offset));
  if (query.order) params.set('order', `${query.order.field},${query.order.descending ? 'desc' : 'asc'}`);
  if (query.archive) params.set('archive', 'true');
  return params;
}
