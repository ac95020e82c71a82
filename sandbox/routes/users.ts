/** api/user/list (and /count): operators and administrators visible to the user. */
import type { DatabaseSync } from 'node:sqlite';
import type { UserListItem } from '../../lib/acquiring/contract/organisation.ts';
import type { UserStatus } from '../../lib/acquiring/contract/session.ts';
import { parseListQuery, type FieldSpec } from '../http/query.ts';
import { ok, requireAuth, type RequestContext, type Route } from '../http/types.ts';
import { scopeOf } from '../store/scope.ts';
import { allRows, getRow } from '../store/statements.ts';

const FIELDS: Readonly<Record<string, FieldSpec>> = {
  id: { column: 'u.id', kind: 'int' },
  status: { column: 's.status', kind: 'int' },
  canMobile: { column: 'u.can_mobile', kind: 'int' },
  canLkm: { column: 'u.can_lkm', kind: 'int' },
  holdingId: { column: 'u.holding_id', kind: 'int' },
  companyId: { column: 'u.company_id', kind: 'int' },
  merchantId: { column: 'u.merchant_id', kind: 'int' },
  'merchant.companyId': { column: 'm.company_id', kind: 'int' },
  fullName: { column: 'u.full_name', kind: 'text' },
  loginEmail: { column: 'u.login_email', kind: 'text' },
  loginPhone: { column: 'u.login_phone', kind: 'text' },
};

const FROM = `FROM app_user u JOIN user_state s ON s.user_id = u.id LEFT JOIN merchant m ON m.id = u.merchant_id
  LEFT JOIN company c ON c.id = coalesce(u.company_id, m.company_id) LEFT JOIN holding h ON h.id = u.holding_id
  LEFT JOIN terminal ta ON ta.id = u.autoreg_terminal_id LEFT JOIN terminal tl ON tl.id = u.last_used_terminal_id`;

const SELECT = `SELECT u.id, u.full_name, u.login_email, u.login_phone, s.status, u.holding_id, u.company_id,
      u.merchant_id, m.name AS merchant_name, c.name AS company_name, h.title AS holding_title, u.can_mobile, u.can_lkm, u.pin_pwd,
      u.autoreg_terminal_id, ta.external_id AS autoreg_external_id, u.mandatory_fiscal, u.last_used_terminal_id,
      tl.external_id AS last_used_external_id, u.reversal_pwd, u.refund_pwd, u.api_secret`;

interface UserRow {
  id: number; full_name: string; login_email: string; login_phone: string; status: number; holding_id: number | null; company_id: number | null;
  merchant_id: number | null; merchant_name: string | null; company_name: string | null; holding_title: string | null; can_mobile: number;
  can_lkm: number; pin_pwd: string; autoreg_terminal_id: number | null; autoreg_external_id: string | null; mandatory_fiscal: number;
  last_used_terminal_id: number | null; last_used_external_id: string | null; reversal_pwd: string; refund_pwd: string; api_secret: string;
}

function query(ctx: RequestContext) {
  const { user } = requireAuth(ctx);
  const scope = scopeOf(ctx.app.db, user);
  const q = parseListQuery(ctx.query, FIELDS, { anchor: 0, defaultOrder: 'id', defaultLimit: 20, maxLimit: 9999 });
  const merchants = scope.merchantIds.length > 0 ? scope.merchantIds.join(',') : '-1';
  const companies = scope.role === 'operator' || scope.companyIds.length === 0 ? '-1' : scope.companyIds.join(',');
  const visible = scope.role === 'holding'
    ? `(u.holding_id = ${Number(scope.holdingId)} OR u.company_id IN (${companies}) OR u.merchant_id IN (${merchants}))`
    : scope.role === 'merchant'
      ? `(u.company_id IN (${companies}) OR u.merchant_id IN (${merchants}))`
      : `u.merchant_id IN (${merchants})`;
  return { q, where: [visible, ...q.where] };
}

const mask = (value: string): string => (value ? '****' : '');

function list(ctx: RequestContext) {
  const { q, where } = query(ctx);
  const orderBy = ctx.query.get('order') ? q.orderBy : 'u.id ASC';
  const rows = allRows<UserRow>(ctx.app.db, `${SELECT}
    ${FROM} WHERE ${where.join(' AND ')} ORDER BY ${orderBy} LIMIT ? OFFSET ?`, ...q.params, q.limit, q.offset);
  return ok(rows.map(toListItem));
}

/** One user as api/user/list shows it (the answer of POST/PUT api/user). */
export function userListItemById(db: DatabaseSync, id: number): UserListItem | undefined {
  const row = getRow<UserRow>(db, `${SELECT} ${FROM} WHERE u.id = ?`, id);
  return row ? toListItem(row) : undefined;
}

function toListItem(r: UserRow): UserListItem {
  return {
    id: r.id, fullName: r.full_name, loginEmail: r.login_email, loginPhone: r.login_phone, status: r.status as UserStatus,
    holdingId: r.holding_id, companyId: r.company_id, merchantId: r.merchant_id, merchantName: r.merchant_name, companyName: r.company_name,
    holdingTitle: r.holding_title, canMobile: r.can_mobile ? 1 : 0, canLkm: r.can_lkm ? 1 : 0, pinPwd: mask(r.pin_pwd),
    autoregistrationTerminalId: r.autoreg_terminal_id, autoregistrationExternalTid: r.autoreg_external_id, mandatoryFiscal: r.mandatory_fiscal === 1,
    lastUsedTerminalId: r.last_used_terminal_id, lastUsedTerminalExternalId: r.last_used_external_id, reversalPwd: mask(r.reversal_pwd),
    refundPwd: mask(r.refund_pwd), apiSecret: r.api_secret,
  };
}

function count(ctx: RequestContext) {
  const { q, where } = query(ctx);
  return ok(getRow<{ n: number }>(ctx.app.db, `SELECT count(*) AS n ${FROM} WHERE ${where.join(' AND ')}`, ...q.params)?.n ?? 0);
}

export const userRoutes: Route[] = [
  { method: 'GET', pattern: '/api/user/list', access: 'user', handler: list },
  { method: 'GET', pattern: '/api/user/list/count', access: 'user', handler: count },
];
