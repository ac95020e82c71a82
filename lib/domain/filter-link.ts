/**
 * A filter <-> the page URL's search parameters (shareable links): one binding a parameter, only what differs
 * from the defaults written, invalid values ignored.
 */
import { isCardInputMethod, type CardInputMethod } from './card-input-methods.ts';
import { RELATED_LIST_LIMIT } from './limits.ts';
import { isTransactionOperation, type TransactionOperation } from './operations.ts';
import { isTransactionStatusGroup, type TransactionStatusGroup } from './transaction-status.ts';
import type { ListFilterBase, TransactionFilter } from './transaction-filter.ts';

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

