/** api/transaction/{list|archive|total}, their /count, and api/transaction/receipt (details). */
import { DAY_MS, effectiveSettings } from '../app.ts';
import { ARCHIVE_AFTER_DAYS } from '../domain.ts';
import { parseListQuery, type ListQuery } from '../http/query.ts';
import { HttpError, notFound, ok, requireAuth, type RequestContext, type Route } from '../http/types.ts';
import { hostTexts } from '../present/host-texts.ts';
import { details, listRow } from '../present/transaction.ts';
import { scopeOf } from '../store/scope.ts';
import { TRANSACTION_FIELDS, countTrx, findTrx, queryTrx, scopeCondition } from '../store/transactions.ts';
import { merchantById } from './organisation.ts';

export type ListType = 'list' | 'archive' | 'total';

function listType(ctx: RequestContext): ListType {
  const type = ctx.params.type;
  if (type !== 'list' && type !== 'archive' && type !== 'total') throw notFound(`Unknown transaction list type ${type}`);
  return type;
}

export interface OperationQueryOptions {
  /** query parameters (default: the request's) */
  query?: URLSearchParams;
  defaultOrder?: string;
  defaultLimit?: number;
  maxLimit?: number;
}

/** The list's default order: the tenant's `display.order` setting when it names an orderable field. */
export function defaultOperationOrder(ctx: RequestContext): string {
  const setting = effectiveSettings(ctx.app, ctx.tenant)['display.order'] ?? '';
  const [field = ''] = setting.split(',');
  const spec = TRANSACTION_FIELDS[field.trim()];
  return spec && spec.orderable !== false ? setting : 'serverDateTime';
}

/**
 * The WHERE clause of an operation query: tenant, role scope, clock, list type, filters.
 * Shared by the lists, the summaries, the report (CONTRACT.md "List queries").
 */
export function buildQuery(ctx: RequestContext, type: ListType, options: OperationQueryOptions = {}): ListQuery {
  const { user } = requireAuth(ctx);
  const scope = scopeOf(ctx.app.db, user);
  const anchor = ctx.app.anchor();
  const query = parseListQuery(options.query ?? ctx.query, TRANSACTION_FIELDS, {
    anchor, defaultOrder: options.defaultOrder ?? defaultOperationOrder(ctx), maxLimit: options.maxLimit ?? 10_000, defaultLimit: options.defaultLimit,
  });
  const nowOffset = ctx.app.now() - anchor;
  const scoped = scopeCondition(scope);
  const where = [scoped.sql, 't.time <= ?', ...query.where];
  const params = [...scoped.params, nowOffset, ...query.params];
  const archive = type === 'archive' || (type === 'list' && query.archive === true);
  if (archive) {
    where.push('t.time < ?');
    params.push(nowOffset - ARCHIVE_AFTER_DAYS * DAY_MS);
  } else if (type === 'list') {
    where.push('t.time >= ?');
    params.push(nowOffset - ARCHIVE_AFTER_DAYS * DAY_MS);
  }
  return { ...query, where, params };
}

function list(ctx: RequestContext) {
  const q = buildQuery(ctx, listType(ctx));
  const anchor = ctx.app.anchor();
  return ok(queryTrx(ctx.app.db, q.where, q.params, q.orderBy, q.limit, q.offset).map((row) => listRow(row, anchor)));
}

function count(ctx: RequestContext) {
  const q = buildQuery(ctx, listType(ctx));
  return ok(countTrx(ctx.app.db, q.where, q.params));
}

function receipt(ctx: RequestContext) {
  const { user } = requireAuth(ctx);
  const id = Number(ctx.query.get('id'));
  if (!Number.isInteger(id)) throw new HttpError(400, { message: 'id is required', exception: 'ValidationException', errors: [{ field: 'id', message: 'id is required' }] });
  const row = findTrx(ctx.app.db, id);
  const scope = scopeOf(ctx.app.db, user);
  const visible = row && row.tenant === user.tenant && scope.merchantIds.includes(row.merchant_id) && row.time <= ctx.app.now() - ctx.app.anchor();
  if (!row || !visible) throw notFound('Transaction not found');
  const merchant = merchantById(ctx.app.db, row.merchant_id);
  if (!merchant) throw notFound('Transaction not found');
  const parent = row.parent_id === null ? undefined : findTrx(ctx.app.db, row.parent_id);
  return ok(details(row, parent, merchant, ctx.app.anchor(), ctx.app.seed, hostTexts(ctx.req.headers['accept-language'])));
}

export const transactionRoutes: Route[] = [
  { method: 'GET', pattern: '/api/transaction/receipt', access: 'user', handler: receipt },
  { method: 'GET', pattern: '/api/transaction/:type', access: 'user', handler: list },
  { method: 'GET', pattern: '/api/transaction/:type/count', access: 'user', handler: count },
];
