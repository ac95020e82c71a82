/**
 * The list query scheme (CONTRACT.md "List queries"): `field.op=value` query parameters,
 * ops eq gt ge lt le like in inWithNull nullable; `field=value` means eq; plus limit, offset,
 * order=field[,asc|desc] and archive. Values of in/inWithNull are comma-separated (or repeated).
 * The grammar is read by lib/domain/list-query-wire.ts, the module that writes it; this one turns it into SQL.
 */
import type { SQLInputValue } from 'node:sqlite';
import { listValues, readListConditions, readOrder } from '../../lib/domain/list-query-wire.ts';
import { instantOf } from '../../lib/operations/report-columns.ts';
import { HttpError } from './types.ts';

export type FieldKind = 'int' | 'text' | 'time' | 'bool';

export interface FieldSpec {
  /** SQL expression */
  column: string;
  kind: FieldKind;
  /** maps one API value to stored values; null stands for SQL NULL */
  expand?: (value: string) => readonly (SQLInputValue | null)[];
  orderable?: boolean;
  /** custom SQL for one eq/in value (coordinates) */
  match?: (value: string, field: string) => { sql: string; params: SQLInputValue[] };
}

export interface ListQuery {
  where: string[];
  params: SQLInputValue[];
  orderBy: string;
  limit: number;
  offset: number;
  archive: boolean | undefined;
}

export interface ListQueryOptions {
  /** ms epoch that stored `time` columns are relative to */
  anchor: number;
  defaultOrder: string;
  defaultLimit?: number;
  maxLimit?: number;
  /** query names handled by the route itself */
  reserved?: readonly string[];
}

const COMPARISON: Readonly<Record<string, string>> = { eq: '=', gt: '>', ge: '>=', lt: '<', le: '<=' };
/** Far beyond any list, and well inside SQLite's 64-bit integers (1e20 is not). */
export const MAX_OFFSET = 1_000_000_000;

/**
 * A table's own entry for a name from the query string, or undefined: `__proto__`, `constructor` or `toString`
 * are Object's members, not the table's (looked up plainly, they gave objects the SQL could not use: 500s).
 */
export function ownEntry<T>(table: Readonly<Record<string, T>>, name: string): T | undefined {
  return Object.hasOwn(table, name) ? table[name] : undefined;
}

function invalid(field: string, message: string): HttpError {
  return new HttpError(400, { message: `${field}: ${message}`, exception: 'ValidationException', errors: [{ field, message }] });
}

function convert(spec: FieldSpec, field: string, raw: string, anchor: number): SQLInputValue {
  switch (spec.kind) {
    case 'int': {
      const n = Number(raw);
      if (raw.trim() === '' || !Number.isFinite(n)) throw invalid(field, `"${raw}" is not a number`);
      return n;
    }
    case 'time': {
      const ms = instantOf(raw);
      if (ms === undefined) throw invalid(field, `"${raw}" is not an ISO date-time or epoch milliseconds`);
      return ms - anchor;
    }
    case 'bool':
      if (raw === 'true' || raw === '1') return 1;
      if (raw === 'false' || raw === '0') return 0;
      throw invalid(field, `"${raw}" is not a boolean`);
    case 'text':
      return raw;
  }
}

function values(spec: FieldSpec, field: string, raw: string, anchor: number): (SQLInputValue | null)[] {
  if (spec.expand) return [...spec.expand(raw)];
  return [convert(spec, field, raw, anchor)];
}

/** eq / in with a custom matcher: OR of the matchers (plus IS NULL for inWithNull). */
function matched(spec: FieldSpec, field: string, raws: string[], withNull: boolean, where: string[], params: SQLInputValue[]): void {
  const match = spec.match as NonNullable<FieldSpec['match']>;
  const parts: string[] = [];
  for (const raw of raws) {
    const m = match(raw, field);
    parts.push(m.sql);
    params.push(...m.params);
  }
  if (withNull) parts.push(`${spec.column} IS NULL`);
  where.push(parts.length > 0 ? `(${parts.join(' OR ')})` : '0');
}

export { invalid as invalidField };

export function parseListQuery(query: URLSearchParams, fields: Readonly<Record<string, FieldSpec>>, options: ListQueryOptions): ListQuery {
  const where: string[] = [];
  const params: SQLInputValue[] = [];
  for (const { field, op, raws } of readListConditions(query, options.reserved)) {
    const spec = ownEntry(fields, field);
    if (!spec) throw invalid(field, 'unknown filter field');
    if (spec.match && (op === 'in' || op === 'inWithNull' || op === 'eq')) {
      matched(spec, field, op === 'eq' ? raws : listValues(field, raws), op === 'inWithNull', where, params);
      continue;
    }
    if (op === 'in' || op === 'inWithNull') {
      const expanded = listValues(field, raws).flatMap((v) => values(spec, field, v, options.anchor));
      const concrete = expanded.filter((v): v is SQLInputValue => v !== null);
      const withNull = op === 'inWithNull' || expanded.some((v) => v === null);
      const parts: string[] = [];
      if (concrete.length > 0) {
        parts.push(`${spec.column} IN (${concrete.map(() => '?').join(',')})`);
        params.push(...concrete);
      }
      if (withNull) parts.push(`${spec.column} IS NULL`);
      where.push(parts.length > 0 ? `(${parts.join(' OR ')})` : '0');
      continue;
    }
    for (const raw of raws) {
      if (op === 'nullable') {
        if (raw !== 'true' && raw !== 'false') throw invalid(field, 'nullable takes true (IS NULL) or false (IS NOT NULL)');
        where.push(`${spec.column} IS ${raw === 'true' ? '' : 'NOT '}NULL`);
      } else if (op === 'like') {
        if (spec.kind !== 'text') throw invalid(field, 'like works on text fields only');
        where.push(`${spec.column} LIKE ? ESCAPE '\\'`);
        params.push(`%${raw.replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
      } else if (op === 'eq' && spec.expand) {
        const expanded = values(spec, field, raw, options.anchor);
        const concrete = expanded.filter((v): v is SQLInputValue => v !== null);
        const parts = concrete.length > 0 ? [`${spec.column} IN (${concrete.map(() => '?').join(',')})`] : [];
        if (expanded.some((v) => v === null)) parts.push(`${spec.column} IS NULL`);
        where.push(parts.length > 0 ? `(${parts.join(' OR ')})` : '0');
        params.push(...concrete);
      } else {
        const sqlOp = COMPARISON[op];
        if (!sqlOp) throw invalid(field, `unsupported operator ${op}`);
        where.push(`${spec.column} ${sqlOp} ?`);
        params.push(convert(spec, field, raw, options.anchor));
      }
    }
  }

  const maxLimit = options.maxLimit ?? 10_000;
  const limit = intParam(query, 'limit', options.defaultLimit ?? 20, 1, maxLimit);
  const offset = intParam(query, 'offset', 0, 0, MAX_OFFSET);

  const { field: orderField, direction } = readOrder(query.get('order') ?? options.defaultOrder);
  const orderSpec = ownEntry(fields, orderField);
  if (!orderSpec || orderSpec.orderable === false) throw invalid('order', `cannot order by ${orderField}`);
  if (direction !== 'asc' && direction !== 'desc') throw invalid('order', 'direction is asc or desc');
  const archiveRaw = query.get('archive');
  return {
    where, params, limit, offset,
    orderBy: `${orderSpec.column} ${direction.toUpperCase()}`,
    archive: archiveRaw === null ? undefined : archiveRaw === 'true' || archiveRaw === '1',
  };
}

/** A page size or offset: absent → `fallback`; anything but a whole number in [min, max] → 400 with a message. */
export function intParam(query: URLSearchParams, name: string, fallback: number, min: number, max: number): number {
  const raw = query.get(name);
  if (raw === null || raw === '') return fallback;
  // digits only: "1e3" or "0x10" is not what a client means by a page size or offset
  const n = /^\d{1,10}$/.test(raw.trim()) ? Number(raw.trim()) : NaN;
  if (!Number.isInteger(n) || n < min || n > max) throw invalid(name, `must be a whole number from ${min} to ${max}`);
  return n;
}
