/** api/terminal/list (and /count): the terminals of the user's part of the organisation. */
import type { Terminal, TerminalStatus } from '../../lib/acquiring/contract/organisation.ts';
import { parseListQuery, type FieldSpec } from '../http/query.ts';
import { ok, requireAuth, type RequestContext, type Route } from '../http/types.ts';
import { scopeOf } from '../store/scope.ts';
import { allRows, getRow } from '../store/statements.ts';

const FIELDS: Readonly<Record<string, FieldSpec>> = {
  id: { column: 't.id', kind: 'int' },
  status: { column: 't.status', kind: 'int' },
  merchantId: { column: 't.merchant_id', kind: 'int' }, 'merchant.id': { column: 't.merchant_id', kind: 'int' },
  companyId: { column: 't.company_id', kind: 'int' }, 'merchant.companyId': { column: 't.company_id', kind: 'int' },
  externalId: { column: 't.external_id', kind: 'text' },
  name: { column: 'coalesce(t.name, m.name)', kind: 'text' },
  attached: { column: 't.attached', kind: 'bool' },
  forSoftPos: { column: 't.for_soft_pos', kind: 'bool' },
};

interface TerminalRow { id: number; status: number; name: string | null; merchant_id: number; merchant_name: string; external_id: string; attached: number; for_soft_pos: number }

function query(ctx: RequestContext) {
  const { user } = requireAuth(ctx);
  const scope = scopeOf(ctx.app.db, user);
  const q = parseListQuery(ctx.query, FIELDS, { anchor: 0, defaultOrder: 'id', defaultLimit: 1000 });
  const ids = scope.merchantIds.length > 0 ? scope.merchantIds.join(',') : '-1';
  return { q, where: [`t.merchant_id IN (${ids})`, ...q.where] };
}

const FROM = 'FROM terminal t JOIN merchant m ON m.id = t.merchant_id';

function list(ctx: RequestContext) {
  const { q, where } = query(ctx);
  const orderBy = ctx.query.get('order') ? q.orderBy : 't.id ASC';
  const rows = allRows<TerminalRow>(ctx.app.db,
    `SELECT t.id, t.status, t.name, t.merchant_id, m.name AS merchant_name, t.external_id, t.attached, t.for_soft_pos ${FROM}
     WHERE ${where.join(' AND ')} ORDER BY ${orderBy} LIMIT ? OFFSET ?`, ...q.params, q.limit, q.offset);
  const terminals: Terminal[] = rows.map((r) => ({
    id: r.id, status: r.status as TerminalStatus, name: r.name ?? r.merchant_name, merchantId: r.merchant_id, merchantName: r.merchant_name,
    externalId: r.external_id, attached: r.attached === 1, forSoftPos: r.for_soft_pos === 1,
  }));
  return ok(terminals);
}

function count(ctx: RequestContext) {
  const { q, where } = query(ctx);
  return ok(getRow<{ n: number }>(ctx.app.db, `SELECT count(*) AS n ${FROM} WHERE ${where.join(' AND ')}`, ...q.params)?.n ?? 0);
}

export const terminalRoutes: Route[] = [
  { method: 'GET', pattern: '/api/terminal/list', access: 'user', handler: list },
  { method: 'GET', pattern: '/api/terminal/list/count', access: 'user', handler: count },
];
