/**
 * Reads and validates the list query scheme that `encodeListQuery` writes (sandbox/CONTRACT.md "List queries"): the
 * other side of the wire, kept apart from filter-query.ts so that no page carries it.
 */
import { CATALOGUE_LIST_LIMIT, DEFAULT_OFFSET, PAGE_SIZE } from './limits.ts';
import {
  FIELD_NAME,
  MAX_LIST_LENGTH,
  NON_NEGATIVE_INT,
  POSITIVE_INT,
  QUERY_OPERATORS,
  TRANSACTION_QUERY_FIELDS,
  listSeparator,
  safeInteger,
  type ListQuery,
  type QueryCondition,
  type QueryOperator,
} from './filter-query.ts';
import { RECONCILIATION_QUERY_FIELDS } from './reconciliation-filter-query.ts';

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
