/**
 * The list query on the wire between the BFF and the acquiring API or the sandbox (sandbox/CONTRACT.md "List
 * queries"): `encodeListQuery` writes it, and the sandbox reads it with `readListConditions` and `listValues`,
 * the one reader of its grammar.
 */
import { QUERY_OPERATORS, TRANSACTION_QUERY_FIELDS, type ListQuery, type QueryOperator } from './query-conditions.ts';

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

/** The names beside the conditions: paging, order and the archive switch. */
export const LIST_QUERY_PARAMS: readonly string[] = ['limit', 'offset', 'order', 'archive'];

/** One condition as written: its field, its operator, and every raw value its key was given. */
export interface WireCondition {
  field: string;
  op: QueryOperator;
  raws: string[];
}

const isOperator = (value: string): value is QueryOperator => (QUERY_OPERATORS as readonly string[]).includes(value);

/** `status.in` → status / in; `rrn` → rrn / eq (the short form). */
export function splitConditionKey(key: string): { field: string; op: QueryOperator } {
  const dot = key.lastIndexOf('.');
  const suffix = dot >= 0 ? key.slice(dot + 1) : '';
  return isOperator(suffix) ? { field: key.slice(0, dot), op: suffix } : { field: key, op: 'eq' };
}

/**
 * The conditions of a list query in the order their keys first appear, a repeated key's values together. The
 * paging, order and archive names are skipped, and so are `reserved` ones (a route's own parameters).
 */
export function readListConditions(params: URLSearchParams, reserved: readonly string[] = []): WireCondition[] {
  const skipped = new Set([...LIST_QUERY_PARAMS, ...reserved]);
  return [...new Set(params.keys())]
    .filter((key) => !skipped.has(key))
    .map((key) => ({ ...splitConditionKey(key), raws: params.getAll(key) }));
}

/** The values of an `in` or `inWithNull` condition: every raw value split by the field's separator, trimmed, empties dropped. */
export function listValues(field: string, raws: readonly string[]): string[] {
  const separator = listSeparator(field);
  return raws.flatMap((raw) => raw.split(separator)).map((value) => value.trim()).filter((value) => value !== '');
}

/** `order=<field>[,asc|desc]`, trimmed; the direction is `desc` when left out. Neither part is checked here. */
export function readOrder(text: string): { field: string; direction: string } {
  const [field = '', direction = 'desc'] = text.split(',').map((part) => part.trim());
  return { field, direction };
}
