import { isCardInputMethod, type CardInputMethod } from './card-input-methods.ts';
import { CATALOGUE_LIST_LIMIT, DEFAULT_OFFSET, PAGE_SIZE, RELATED_LIST_LIMIT } from './limits.ts';
import { toMinorUnitsRounded } from './money.ts';
import { isTransactionOperation, type TransactionOperation } from './operations.ts';
import { expandPaymentInstrumentNames } from './payment-methods.ts';
import { defaultDateRange } from './periods.ts';
import {
  isReconciliationInitiator,
  isReconciliationStatus,
  reconciliationStatusCodes,
  type ReconciliationInitiator,
  type ReconciliationStatus,
} from './reconciliation-status.ts';
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

export const DEFAULT_ORDER: ListOrder = { name: 'serverDateTime', descending: true };

export interface FilterDefaultsInput {
  now: Date;
  /** The user's default currency (spec §3 user preferences). */
  currencyId?: number | null;
}

function defaultServerDateTime(now: Date): DateTimeRange {
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

// ---------------------------------------------------------------------------------------------
// Filter <-> page URL (shareable links)
// ---------------------------------------------------------------------------------------------

/** Decodes a parameter's values; undefined means "invalid, keep the default". */
interface Codec<T> {
  encode(value: T): string[];
  decode(values: readonly string[]): T | undefined;
}

const MAX_TEXT_LENGTH = 200;
const MAX_LIST_LENGTH = RELATED_LIST_LIMIT;

const POSITIVE_INT = /^[1-9]\d{0,15}$/;
const NON_NEGATIVE_INT = /^(0|[1-9]\d{0,15})$/;
const DECIMAL_TEXT = /^-?\d{1,15}([.,]\d{1,18})?$/;
const ISO_DATE_TIME = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:?\d{2})?)?$/;
const COORDINATES = /^-?\d{1,3}(\.\d{1,12})?,-?\d{1,3}(\.\d{1,12})?$/;
const FIELD_NAME = /^[A-Za-z][A-Za-z0-9]{0,63}(\.[A-Za-z][A-Za-z0-9]{0,63}){0,3}$/;
const HOST_RESPONSE_CODE = /^[A-Za-z0-9]{1,8}$/;
/** A payment instrument's name as the API lists it (`RSB Dynamic QR` has spaces); the comma is the list separator. */
const INSTRUMENT_NAME = /^[A-Za-z0-9_-](?:[A-Za-z0-9 ._-]{0,62}[A-Za-z0-9_-])?$/;

function isIsoDateTime(text: string): boolean {
  return ISO_DATE_TIME.test(text) && !Number.isNaN(Date.parse(text));
}

function safeInteger(text: string, pattern: RegExp): number | undefined {
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

const nullableId = nullable((text) => safeInteger(text, POSITIVE_INT));
const nullableDecimal = nullable((text) => (DECIMAL_TEXT.test(text) ? text : undefined));
const nullableDateTime = nullable((text) => (isIsoDateTime(text) ? text : undefined));

const text: Codec<string> = {
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
function list<T extends string | number>(parse: (text: string) => T | undefined): Codec<T[]> {
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

interface ParamBinding<F> {
  param: string;
  encode(filter: F): string[];
  decode(values: readonly string[], filter: F): F | undefined;
}

function bind<F, T>(param: string, codec: Codec<T>, get: (filter: F) => T, set: (filter: F, value: T) => F): ParamBinding<F> {
  return {
    param,
    encode: (filter) => codec.encode(get(filter)),
    decode: (values, filter) => {
      const value = codec.decode(values);
      return value === undefined ? undefined : set(filter, value);
    },
  };
}

function sharedBindings<F extends TransactionFilter | ReconciliationFilter>(): ParamBinding<F>[] {
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

function sameValues(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((value, index) => value === b[index]);
}

function toSearchParams<F>(bindings: readonly ParamBinding<F>[], filter: F, defaults: F): URLSearchParams {
  const params = new URLSearchParams();
  for (const binding of bindings) {
    const values = binding.encode(filter);
    if (!sameValues(values, binding.encode(defaults))) values.forEach((value) => params.append(binding.param, value));
  }
  return params;
}

function fromSearchParams<F>(bindings: readonly ParamBinding<F>[], params: URLSearchParams, defaults: F): F {
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

export function reconciliationFilterToSearchParams(filter: ReconciliationFilter, defaults: ReconciliationFilter): URLSearchParams {
  return toSearchParams(RECONCILIATION_BINDINGS, filter, defaults);
}

export function reconciliationFilterFromSearchParams(
  params: URLSearchParams,
  defaults: ReconciliationFilter,
): ReconciliationFilter {
  return fromSearchParams(RECONCILIATION_BINDINGS, params, defaults);
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

class ConditionList {
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

function paging(filter: { limit: number; offset: number; order: ListOrder; archive: boolean }): Omit<ListQuery, 'conditions'> {
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

/** Values of these fields stay text when parsed ("00", "4012"); other canonical numbers become numbers. */
export const TEXT_QUERY_FIELDS: ReadonlySet<string> = new Set([
  TRANSACTION_QUERY_FIELDS.rrn,
  TRANSACTION_QUERY_FIELDS.authorizationCode,
  TRANSACTION_QUERY_FIELDS.workflowDataListFieldTitle,
  TRANSACTION_QUERY_FIELDS.paymentInstrumentNames,
  TRANSACTION_QUERY_FIELDS.operations,
  TRANSACTION_QUERY_FIELDS.cardInputCapabilities,
  TRANSACTION_QUERY_FIELDS.coordinates,
  RECONCILIATION_QUERY_FIELDS.hostResponseCodes,
  RECONCILIATION_QUERY_FIELDS.initiator,
  RECONCILIATION_QUERY_FIELDS.initiatorFullName,
]);

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

export interface ParseQueryOptions {
  /** Condition fields the list accepts; any other field is an error. */
  fields?: ReadonlySet<string>;
  /** Fields the list can be ordered by. */
  orderFields?: ReadonlySet<string>;
  /** Defaults to the catalogue limit, the largest list the spec fetches. */
  maxLimit?: number;
  /** Fields whose values stay text (default TEXT_QUERY_FIELDS). */
  textFields?: ReadonlySet<string>;
}

export type ParsedListQuery = { ok: true; query: ListQuery } | { ok: false; error: string };

const MAX_CONDITIONS = 64;
const MAX_CONDITION_LENGTH = 32_768;
const MAX_VALUE_TEXT_LENGTH = 256;
const RESERVED_PARAMS = ['limit', 'offset', 'order', 'archive'] as const;
const CANONICAL_NUMBER = /^-?(0|[1-9]\d{0,15})(\.\d{1,15})?$/;

const isOperator = (value: string): value is QueryOperator => (QUERY_OPERATORS as readonly string[]).includes(value);

/** `status.in` → status / in; `rrn` → rrn / eq (the short form). */
function splitConditionKey(key: string): { field: string; op: QueryOperator } {
  const dot = key.lastIndexOf('.');
  const suffix = dot >= 0 ? key.slice(dot + 1) : '';
  return isOperator(suffix) ? { field: key.slice(0, dot), op: suffix } : { field: key, op: 'eq' };
}

function typed(text: string, field: string, textFields: ReadonlySet<string>): string | number {
  if (textFields.has(field) || !CANONICAL_NUMBER.test(text)) return text;
  const value = Number(text);
  return Number.isFinite(value) ? value : text;
}

function parseConditions(
  key: string,
  raws: readonly string[],
  options: ParseQueryOptions,
): QueryCondition[] | string {
  const { field, op } = splitConditionKey(key);
  if (!FIELD_NAME.test(field) || (options.fields && !options.fields.has(field))) return `unknown field "${field.slice(0, 64)}"`;
  const textFields = options.textFields ?? TEXT_QUERY_FIELDS;
  if (raws.some((raw) => raw.length > MAX_CONDITION_LENGTH)) return 'condition too long';
  if (op === 'in' || op === 'inWithNull') {
    const separator = listSeparator(field);
    const values = raws.flatMap((raw) => raw.split(separator)).map((value) => value.trim()).filter((value) => value !== '');
    if (values.length > MAX_LIST_LENGTH || values.some((value) => value.length > MAX_VALUE_TEXT_LENGTH)) {
      return `${field}.${op} takes up to ${MAX_LIST_LENGTH} values of up to ${MAX_VALUE_TEXT_LENGTH} characters`;
    }
    if (values.length === 0 && op === 'in') return `${field}.in needs at least one value`;
    return [{ field, op, value: values.map((value) => typed(value, field, textFields)) }];
  }
  const conditions: QueryCondition[] = [];
  for (const raw of raws) {
    if (raw.length > MAX_VALUE_TEXT_LENGTH) return `${field}.${op} value too long`;
    if (op === 'nullable') {
      if (raw !== 'true' && raw !== 'false') return `${field}.nullable takes true or false`;
      conditions.push({ field, op, value: raw === 'true' });
    } else if (op === 'like') {
      if (raw === '') return `${field}.like needs a text`;
      conditions.push({ field, op, value: raw });
    } else {
      if (raw === '') return `${field}.${op} needs a value`;
      conditions.push({ field, op, value: typed(raw, field, textFields) });
    }
  }
  return conditions;
}

/** Reads and validates what `encodeListQuery` writes (and the rest of the sandbox scheme: repeated lists, `field=value`). */
export function parseQueryConditions(params: URLSearchParams, options: ParseQueryOptions = {}): ParsedListQuery {
  const maxLimit = options.maxLimit ?? CATALOGUE_LIST_LIMIT;
  const keys = [...new Set(params.keys())].filter((key) => !(RESERVED_PARAMS as readonly string[]).includes(key));
  const conditions: QueryCondition[] = [];
  for (const key of keys) {
    const parsed = parseConditions(key, params.getAll(key), options);
    if (typeof parsed === 'string') return { ok: false, error: parsed };
    conditions.push(...parsed);
    if (conditions.length > MAX_CONDITIONS) return { ok: false, error: `more than ${MAX_CONDITIONS} conditions` };
  }

  const duplicated = RESERVED_PARAMS.find((name) => params.getAll(name).length > 1);
  if (duplicated) return { ok: false, error: `${duplicated} given more than once` };

  const limitText = params.get('limit');
  const limit = limitText === null ? PAGE_SIZE : safeInteger(limitText, POSITIVE_INT);
  if (limit === undefined || limit > maxLimit) return { ok: false, error: `limit must be 1 to ${maxLimit}` };
  const offsetText = params.get('offset');
  const offset = offsetText === null ? DEFAULT_OFFSET : safeInteger(offsetText, NON_NEGATIVE_INT);
  if (offset === undefined) return { ok: false, error: 'offset must be a non-negative integer' };

  const orderText = params.get('order');
  let order: ListQuery['order'] = null;
  if (orderText !== null) {
    const [orderField = '', direction = 'desc', ...rest] = orderText.split(',').map((part) => part.trim());
    if (
      rest.length > 0 ||
      !FIELD_NAME.test(orderField) ||
      (direction !== 'asc' && direction !== 'desc') ||
      (options.orderFields && !options.orderFields.has(orderField))
    ) {
      return { ok: false, error: `cannot order by "${orderText.slice(0, 64)}"` };
    }
    order = { field: orderField, descending: direction === 'desc' };
  }
  const archive = params.get('archive');
  if (archive !== null && !['true', 'false', '1', '0'].includes(archive)) return { ok: false, error: 'archive takes true or false' };

  return {
    ok: true,
    query: { conditions, limit, offset, order, archive: archive === 'true' || archive === '1' },
  };
}
