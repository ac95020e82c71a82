/**
 * GET api/reconciliation/{list|archive} (+ /count), api/reconciliation/host-response-codes, and
 * GET api/terminal/close-day/{id}, which closes the terminal's open day: a new reconciliation over its
 * unreconciled successful operations (CONTRACT.md "Reconciliations").
 */
import type { SQLInputValue } from 'node:sqlite';
import type { CloseDayResult, Reconciliation, ReconciliationHostResponseCode, ReconciliationInitiatorCode, ReconciliationStatusCode } from '../../lib/acquiring/contract/reconciliations.ts';
import { settingFlag } from '../../lib/acquiring/setting-flag.ts';
import { DAY_MS, effectiveSettings } from '../app.ts';
import { ARCHIVE_AFTER_DAYS } from '../domain.ts';
import { ownEntry, parseListQuery, type FieldSpec } from '../http/query.ts';
import { forbidden, notFound, ok, requireAuth, type RequestContext, type Route } from '../http/types.ts';
import type { CloseDayState } from '../state.ts';
import { hostTexts, type CloseDayTexts } from '../present/host-texts.ts';
import { scopeOf } from '../store/scope.ts';
import { allRows, getRow, run } from '../store/statements.ts';
import { scopeCondition } from '../store/transactions.ts';
import { turnoverColumnsSql, turnoverFigures, type TurnoverRow } from '../store/turnover.ts';

/** Status groups of the domain (lib/domain/reconciliation-status.ts) or codes 0–3. */
const STATUS_GROUPS: Readonly<Record<string, readonly number[]>> = { successful: [0], inProgress: [1], unsuccessful: [2, 3] };

function statusCodes(value: string): number[] {
  const group = ownEntry(STATUS_GROUPS, value);
  if (group) return [...group];
  const n = Number(value);
  return Number.isInteger(n) ? [n] : [-1];
}

/** Host codes are text ("00", "96"); a one-digit number is padded ("0" → "00"). */
function hostCode(value: string): string[] {
  return [/^\d$/.test(value) ? `0${value}` : value];
}

const int = (column: string): FieldSpec => ({ column, kind: 'int' });
const text = (column: string): FieldSpec => ({ column, kind: 'text' });

export const RECONCILIATION_FIELDS: Readonly<Record<string, FieldSpec>> = {
  id: int('r.id'), reconciliationId: int('r.id'),
  serverDateTime: { column: 'r.time', kind: 'time' },
  operationDay: int('r.operation_day'), 'checkNumber.operationDay': int('r.operation_day'),
  terminalId: int('r.terminal_id'), 'terminal.id': int('r.terminal_id'),
  'terminal.externalId': text('te.external_id'),
  'terminal.merchantId': int('r.merchant_id'), 'terminal.merchant.id': int('r.merchant_id'), merchantId: int('r.merchant_id'), 'merchant.id': int('r.merchant_id'),
  'terminal.merchant.externalId': text('m.external_id'),
  companyId: int('r.company_id'), 'merchant.companyId': int('r.company_id'),
  status: { column: 'r.status', kind: 'int', expand: statusCodes },
  hostResponseCode: { column: 'r.host_response_code', kind: 'text', expand: hostCode },
  initiator: text('r.initiator'),
  'user.fullName': text('u.full_name'), initiatorFullName: text('u.full_name'),
  userId: int('r.user_id'), 'user.id': int('r.user_id'),
  sumAmount: int('r.sum_amount'),
  currencyId: int('r.currency_id'),
};

const FROM = `FROM reconciliation r JOIN terminal te ON te.id = r.terminal_id JOIN merchant m ON m.id = r.merchant_id
  LEFT JOIN app_user u ON u.id = r.user_id`;

interface ReconRow {
  id: number; time: number; terminal_id: number; terminal_external_id: string; merchant_id: number; merchant_name: string;
  merchant_external_id: string; operation_day: number; host_response_code: string; initiator: string; user_id: number | null;
  user_full_name: string | null; status: number; sum_amount: number; count: number; currency_id: number;
  sales_amount: number; refund_amount: number; cash_withdrawal_amount: number; pre_auth_amount: number;
}

export function downloadFile(id: number, status: number): string | null {
  return status === 0 ? `reconciliation-${id}.csv` : null;
}

function present(r: ReconRow, anchor: number): Reconciliation {
  return {
    id: r.id,
    serverDateTime: new Date(anchor + r.time).toISOString(),
    terminal: { id: r.terminal_id, externalId: r.terminal_external_id, merchant: { id: r.merchant_id, name: r.merchant_name, externalId: r.merchant_external_id } },
    operationDay: r.operation_day,
    hostResponseCode: String(r.host_response_code),
    initiator: r.initiator as ReconciliationInitiatorCode,
    user: r.user_id === null ? null : { id: r.user_id, fullName: r.user_full_name ?? '' },
    status: r.status as ReconciliationStatusCode,
    downloadFile: downloadFile(r.id, r.status),
    sumAmount: r.sum_amount,
    salesAmount: r.sales_amount,
    refundAmount: r.refund_amount,
    netAmount: r.sum_amount,
    cashWithdrawalAmount: r.cash_withdrawal_amount,
    preAuthAmount: r.pre_auth_amount,
    count: r.count,
    currencyId: r.currency_id,
  };
}

function query(ctx: RequestContext) {
  const type = ctx.params.type;
  if (type !== 'list' && type !== 'archive') throw notFound(`Unknown reconciliation list type ${type}`);
  const { user } = requireAuth(ctx);
  const scope = scopeOf(ctx.app.db, user);
  const anchor = ctx.app.anchor();
  const q = parseListQuery(ctx.query, RECONCILIATION_FIELDS, { anchor, defaultOrder: 'serverDateTime', maxLimit: 10_000 });
  const nowOffset = ctx.app.now() - anchor;
  const scoped = scopeCondition(scope, 'r');
  const where = [scoped.sql, 'r.time <= ?', ...q.where];
  const params: SQLInputValue[] = [...scoped.params, nowOffset, ...q.params];
  const cutoff = nowOffset - ARCHIVE_AFTER_DAYS * DAY_MS;
  if (type === 'archive' || q.archive === true) where.push('r.time < ?');
  else where.push('r.time >= ?');
  params.push(cutoff);
  return { q, where, params, anchor };
}

function list(ctx: RequestContext) {
  const { q, where, params, anchor } = query(ctx);
  const direction = q.orderBy.endsWith('ASC') ? 'ASC' : 'DESC';
  const rows = allRows<ReconRow>(ctx.app.db,
    `SELECT r.id, r.time, r.terminal_id, te.external_id AS terminal_external_id, r.merchant_id, m.name AS merchant_name,
       m.external_id AS merchant_external_id, r.operation_day, r.host_response_code, r.initiator, r.user_id, u.full_name AS user_full_name,
       r.status, r.sum_amount, r.count, r.currency_id, r.sales_amount, r.refund_amount, r.cash_withdrawal_amount, r.pre_auth_amount
     ${FROM} WHERE ${where.join(' AND ')} ORDER BY ${q.orderBy}, r.id ${direction} LIMIT ? OFFSET ?`, ...params, q.limit, q.offset);
  return ok(rows.map((r) => present(r, anchor)));
}

function count(ctx: RequestContext) {
  const { where, params } = query(ctx);
  return ok(getRow<{ n: number }>(ctx.app.db, `SELECT count(*) AS n ${FROM} WHERE ${where.join(' AND ')}`, ...params)?.n ?? 0);
}

/** Host response codes of reconciliations (spec §8 "Response codes list"), in the reader's language. */
function hostResponseCodes(ctx: RequestContext): ReconciliationHostResponseCode[] {
  requireAuth(ctx);
  const texts = hostTexts(ctx.req.headers['accept-language']);
  const known = new Set(texts.reconciliationCodes.map((c) => c.code));
  const extra = allRows<{ code: string }>(ctx.app.db, 'SELECT DISTINCT host_response_code AS code FROM reconciliation WHERE tenant = ? AND created_at_runtime = 1', ctx.tenant.alias)
    .map((r) => String(r.code)).filter((code) => !known.has(code)).sort()
    .map((code) => ({ code, description: texts.reconciliationCode(code) }));
  return [...texts.reconciliationCodes, ...extra];
}

// ─── close day ────────────────────────────────────────────────────────────────────────────

/** The default answer by terminal status, in the reader's language: active → "00"; blocked, not activated, deleted → "05". */
export function defaultCloseDay(status: number, texts: CloseDayTexts): CloseDayState {
  if (status === 0) return { code: '00', description: texts.closed };
  const reason = status === 1 ? texts.blocked : status === 2 ? texts.notActivated : texts.deleted;
  return { code: '05', description: texts.impossible(reason) };
}

function closeDay(ctx: RequestContext): CloseDayResult {
  const { user } = requireAuth(ctx);
  const scope = scopeOf(ctx.app.db, user);
  const texts = hostTexts(ctx.req.headers['accept-language']).closeDay;
  if (scope.role === 'operator') throw forbidden(texts.adminOnly);
  if (!settingFlag(effectiveSettings(ctx.app, ctx.tenant)['terminal.closeDay'])) throw forbidden(texts.switchedOff);
  const id = Number(ctx.params.id);
  const terminal = Number.isInteger(id)
    ? getRow<{ id: number; tenant: string; merchant_id: number; company_id: number; status: number }>(ctx.app.db,
      'SELECT id, tenant, merchant_id, company_id, status FROM terminal WHERE id = ?', id)
    : undefined;
  if (!terminal || terminal.tenant !== ctx.tenant.alias || !scope.merchantIds.includes(terminal.merchant_id)) throw notFound('Terminal not found');
  const state = ctx.app.state.closeDay.get(terminal.id) ?? defaultCloseDay(terminal.status, texts);
  if (state.code !== '00' && state.code !== '011') return { code: state.code, description: state.description };

  const db = ctx.app.db;
  const nowOffset = ctx.app.now() - ctx.app.anchor();
  const holding = getRow<{ holding_id: number | null }>(db, 'SELECT holding_id FROM company WHERE id = ?', terminal.company_id);
  const previous = getRow<{ day: number | null; currency: number | null }>(db,
    `SELECT max(operation_day) AS day, (SELECT currency_id FROM reconciliation WHERE terminal_id = ?1 ORDER BY time DESC LIMIT 1) AS currency
     FROM reconciliation WHERE terminal_id = ?1`, terminal.id);
  const open = getRow<TurnoverRow & { n: number; currency: number | null }>(db,
    `SELECT ${turnoverColumnsSql()}, count(*) AS n, max(t.currency_id) AS currency FROM trx t
     WHERE t.terminal_id = ? AND t.reconciliation_id IS NULL AND t.host_response_code = 0 AND t.time <= ?`, terminal.id, nowOffset);
  const success = state.code === '00';
  const figures = turnoverFigures(success ? open : undefined);
  const hostCodeValue = success ? '00' : (state.hostCode ?? '96');
  db.exec('BEGIN');
  let reconciliationId: number;
  try {
    reconciliationId = (getRow<{ id: number | null }>(db, 'SELECT max(id) AS id FROM reconciliation')?.id ?? 0) + 1;
    run(db, `INSERT INTO reconciliation (id, tenant, holding_id, company_id, merchant_id, terminal_id, user_id, time, operation_day,
      host_response_code, initiator, status, sum_amount, count, currency_id, created_at_runtime, sales_amount, refund_amount,
      cash_withdrawal_amount, pre_auth_amount) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 'ADMIN', ?, ?, ?, ?, 1, ?, ?, ?, ?)`,
    reconciliationId, terminal.tenant, holding?.holding_id ?? null, terminal.company_id, terminal.merchant_id, terminal.id, user.id, nowOffset,
    (previous?.day ?? 0) + 1, hostCodeValue, success ? 0 : 2, figures.netAmount, success ? (open?.n ?? 0) : 0,
    open?.currency ?? previous?.currency ?? 643, figures.salesAmount, figures.refundAmount, figures.cashWithdrawalAmount, figures.preAuthAmount);
    if (success) {
      run(db, `UPDATE trx SET reconciliation_id = ? WHERE terminal_id = ? AND reconciliation_id IS NULL AND host_response_code = 0 AND time <= ?`,
        reconciliationId, terminal.id, nowOffset);
    }
    db.exec('COMMIT');
  } catch (error) {
    db.exec('ROLLBACK');
    throw error;
  }
  if (success) return { code: '00', description: state.description, reconciliationId };
  return {
    code: '011', description: state.description, hostCode: hostCodeValue, hostDescription: state.hostDescription ?? texts.hostError, reconciliationId,
  };
}

export const reconciliationRoutes: Route[] = [
  { method: 'GET', pattern: '/api/reconciliation/host-response-codes', access: 'user', handler: (ctx) => ok(hostResponseCodes(ctx)) },
  { method: 'GET', pattern: '/api/reconciliation/:type', access: 'user', handler: list },
  { method: 'GET', pattern: '/api/reconciliation/:type/count', access: 'user', handler: count },
  { method: 'GET', pattern: '/api/terminal/close-day/:id', access: 'user', handler: (ctx) => ok(closeDay(ctx)) },
];
