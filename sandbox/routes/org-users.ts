/**
 * Operator management: POST/PUT/DELETE api/user, GET api/user/check-unclosed-transactions/{id}, POST api/reader.
 * Holding and merchant users manage the operators of their outlets; the tenant settings operators.allow* switch
 * the actions off. Business refusals answer 400 (never 403: the UI signs the user out on 403, spec §8).
 */
import { randomBytes } from 'node:crypto';
import type { DatabaseSync } from 'node:sqlite';
import type { ApiException } from '../../lib/acquiring/contract/envelopes.ts';
import type { ReaderDeleteResult, UserListItem } from '../../lib/acquiring/contract/organisation.ts';
import { settingFlag } from '../../lib/acquiring/setting-flag.ts';
import { isEmailAddress } from '../../lib/domain/email.ts';
import { internationalPhone, parsePhoneMask } from '../../lib/domain/phone-mask.ts';
import { effectiveSettings } from '../app.ts';
import { hashPassword } from '../auth/password.ts';
import {
  badRequest, bodyObject, forbidden, HttpError, notFound, ok, requireAuth, type RequestContext, type Route,
} from '../http/types.ts';
import { markCreatedUser, nextUserId, rememberUser } from '../store/organisation.ts';
import { scopeOf, type Scope } from '../store/scope.ts';
import { allRows, getRow, run } from '../store/statements.ts';
import { userListItemById } from './users.ts';
import { sendMessage } from '../outbox.ts';
import { hostTexts } from '../present/host-texts.ts';
import type { OperatorTexts } from '../present/organisation-texts.ts';

/** "Keep the current password" in a save request (spec §3: passwords are sent as **** when empty). */
export const UNCHANGED_PASSWORD = '****';

/** The operators' answers in the reader's language (Accept-Language), else Russian. */
const textsOf = (ctx: RequestContext): OperatorTexts => hostTexts(ctx.req.headers['accept-language']).operators;

const PHONE = /^\+[1-9]\d{6,14}$/;
const DIGITS = /^\d+$/;

interface OperatorRow {
  id: number; tenant: string; full_name: string; login_email: string; login_phone: string; holding_id: number | null; company_id: number | null;
  merchant_id: number | null; can_mobile: number; can_lkm: number; pin_pwd: string; refund_pwd: string; reversal_pwd: string;
  autoreg_terminal_id: number | null; mandatory_fiscal: number;
}

function settingsOf(ctx: RequestContext): (name: string) => boolean {
  const values = effectiveSettings(ctx.app, ctx.tenant);
  return (name) => settingFlag(values[name]);
}

/** Holding and merchant users only: an operator never manages operators (the UI offers it to nobody else). */
function managerScope(ctx: RequestContext): Scope {
  const { user } = requireAuth(ctx);
  const scope = scopeOf(ctx.app.db, user);
  if (scope.role === 'operator') throw forbidden('Operators do not manage users');
  return scope;
}

function fieldError(field: string, message: string): HttpError {
  return badRequest(message, field);
}

function refuse(message: string, exception: ApiException): HttpError {
  return new HttpError(400, { message, exception });
}

function operatorRow(db: DatabaseSync, id: number): OperatorRow | undefined {
  return getRow<OperatorRow>(db, `SELECT id, tenant, full_name, login_email, login_phone, holding_id, company_id, merchant_id, can_mobile, can_lkm,
    pin_pwd, refund_pwd, reversal_pwd, autoreg_terminal_id, mandatory_fiscal FROM app_user WHERE id = ?`, id);
}

/** An operator of this tenant; one of another merchant (or another tenant) is refused with the spec's message. */
function operatorInScope(ctx: RequestContext, scope: Scope, id: number): OperatorRow {
  const row = operatorRow(ctx.app.db, id);
  const texts = textsOf(ctx);
  if (!row || row.tenant !== ctx.tenant.alias) throw notFound(texts.operatorNotFound);
  if (row.merchant_id === null || !scope.merchantIds.includes(row.merchant_id)) throw refuse(texts.foreignOperator, 'ForeignOperatorException');
  if (row.holding_id !== null || row.company_id !== null) throw refuse(texts.notAnOperator, 'ValidationException');
  return row;
}

function idOf(texts: OperatorTexts, value: unknown, field = 'id'): number {
  const id = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  if (typeof id !== 'number' || !Number.isInteger(id) || id <= 0) throw fieldError(field, texts.required);
  return id;
}

function text(texts: OperatorTexts, body: Record<string, unknown>, name: string): string | undefined {
  const value = body[name];
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'string' && typeof value !== 'number') throw fieldError(name, texts.required);
  return String(value).trim();
}


function checkFullName(texts: OperatorTexts, value: string | undefined): string {
  if (!value) throw fieldError('fullName', texts.required);
  if (value.length > 100) throw fieldError('fullName', texts.maxLength100);
  return value;
}

function checkEmail(texts: OperatorTexts, db: DatabaseSync, tenant: string, value: string | undefined, selfId: number | null): string {
  if (!value || !isEmailAddress(value)) throw fieldError('loginEmail', texts.enterEmail);
  const email = value.toLowerCase();
  const taken = getRow<{ id: number }>(db, 'SELECT id FROM app_user WHERE tenant = ? AND login_email = ? COLLATE NOCASE', tenant, email);
  if (taken && taken.id !== selfId) throw fieldError('loginEmail', texts.emailTaken);
  return email;
}

/** Spec §5 through the tenant's `phone.mask`, the same rule as the app's forms (lib/domain/phone-mask.ts). */
function checkPhone(ctx: RequestContext, tenant: string, value: string | undefined, selfId: number | null): string {
  const { db } = ctx.app;
  const texts = textsOf(ctx);
  const phone = internationalPhone(value ?? '', parsePhoneMask(effectiveSettings(ctx.app, ctx.tenant)['phone.mask'] ?? ''));
  if (!PHONE.test(phone)) throw fieldError('loginPhone', texts.enterPhone);
  const taken = getRow<{ id: number }>(db, 'SELECT id FROM app_user WHERE tenant = ? AND login_phone = ?', tenant, phone);
  if (taken && taken.id !== selfId) throw fieldError('loginPhone', texts.phoneTaken);
  return phone;
}

/** `****` or absent keeps the current value, '' clears it, otherwise digits. */
function checkPassword(texts: OperatorTexts, body: Record<string, unknown>, name: string, current: string): string {
  const value = text(texts, body, name);
  if (value === undefined || value === UNCHANGED_PASSWORD) return current;
  if (value !== '' && !DIGITS.test(value)) throw fieldError(name, texts.digitsOnly);
  return value;
}

function checkAutoregTerminal(ctx: RequestContext, body: Record<string, unknown>, merchantId: number, current: number | null, selfId: number | null): number | null {
  const on = settingsOf(ctx);
  const texts = textsOf(ctx);
  let terminalId = current;
  if ('autoregistrationTerminalId' in body) {
    const raw = body.autoregistrationTerminalId;
    terminalId = raw === null || raw === '' ? null : idOf(texts, raw, 'autoregistrationTerminalId');
  }
  if (terminalId === null) {
    if (on('autoregistration.terminalId') && on('autoregistration.terminalId.required')) throw fieldError('autoregistrationTerminalId', texts.required);
    return null;
  }
  const terminal = getRow<{ merchant_id: number; status: number }>(ctx.app.db, 'SELECT merchant_id, status FROM terminal WHERE id = ?', terminalId);
  if (!terminal || terminal.merchant_id !== merchantId || terminal.status === 3) throw fieldError('autoregistrationTerminalId', texts.badTerminal);
  if (on('operators.oneOperatorOneTerminal')) {
    const other = getRow<{ id: number }>(ctx.app.db, 'SELECT id FROM app_user WHERE autoreg_terminal_id = ? AND id != ?', terminalId, selfId ?? -1);
    if (other) throw fieldError('autoregistrationTerminalId', texts.terminalTaken);
  }
  return terminalId;
}

/** Refund / reversal passwords are required when the tenant both shows and requires them. */
function checkRequiredPasswords(ctx: RequestContext, refund: string, reversal: string): void {
  const on = settingsOf(ctx);
  const texts = textsOf(ctx);
  if (on('refundPassword.display') && on('refundPassword.required') && refund === '') throw fieldError('refundPwd', texts.required);
  if (on('reversalPassword.display') && on('reversalPassword.required') && reversal === '') throw fieldError('reversalPwd', texts.required);
}

function flag(value: unknown): 0 | 1 | undefined {
  if (value === undefined || value === null) return undefined;
  return value === true || value === 1 || value === '1' || value === 'true' ? 1 : 0;
}

function answer(texts: OperatorTexts, db: DatabaseSync, id: number): UserListItem {
  const item = userListItemById(db, id);
  if (!item) throw notFound(texts.operatorNotFound);
  return item;
}

function createOperator(ctx: RequestContext): UserListItem {
  const scope = managerScope(ctx);
  const texts = textsOf(ctx);
  if (!settingsOf(ctx)('operators.allowAdd')) throw refuse(texts.addNotAllowed, 'OperationNotAllowedException');
  const body = bodyObject(ctx);
  const db = ctx.app.db;
  const tenant = ctx.tenant.alias;
  const fullName = checkFullName(texts, text(texts, body, 'fullName'));
  const email = checkEmail(texts, db, tenant, text(texts, body, 'loginEmail'), null);
  const phone = checkPhone(ctx, tenant, text(texts, body, 'loginPhone'), null);
  const merchantId = idOf(texts, body.merchantId, 'merchantId');
  if (!scope.merchantIds.includes(merchantId)) throw fieldError('merchantId', texts.foreignMerchant);
  const pin = checkPassword(texts, body, 'pinPwd', '');
  const refund = checkPassword(texts, body, 'refundPwd', '');
  const reversal = checkPassword(texts, body, 'reversalPwd', '');
  checkRequiredPasswords(ctx, refund, reversal);
  const id = nextUserId(db);
  const autoreg = checkAutoregTerminal(ctx, body, merchantId, null, id);
  const companyId = getRow<{ company_id: number }>(db, 'SELECT company_id FROM merchant WHERE id = ?', merchantId)?.company_id;
  const password = randomBytes(6).toString('base64url');
  const passwordHash = hashPassword(password, randomBytes(16).toString('hex'));
  db.exec('BEGIN');
  try {
    run(db, `INSERT INTO app_user (id, tenant, login_email, login_phone, full_name, holding_id, company_id, merchant_id, status, can_mobile, can_lkm,
      password_hash, need_change_password, pass_expire_days, privacy_confirmed, pin_pwd, reversal_pwd, refund_pwd, api_secret, autoreg_terminal_id,
      mandatory_fiscal, last_used_terminal_id) VALUES (?, ?, ?, ?, ?, NULL, NULL, ?, 0, ?, ?, ?, 1, NULL, 1, ?, ?, ?, ?, ?, ?, NULL)`,
    id, tenant, email, phone, fullName, merchantId, flag(body.canMobile) ?? 1, flag(body.canLkm) ?? 0, passwordHash, pin, reversal, refund,
    randomBytes(12).toString('hex'), autoreg, flag(body.mandatoryFiscal) ?? 0);
    run(db, `INSERT INTO user_state (user_id, password_hash, need_change_password, pass_expire_at, privacy_confirmed, status)
      VALUES (?, ?, 1, NULL, 1, 0)`, id, passwordHash);
    markCreatedUser(db, id);
    db.exec('COMMIT');
  } catch (error) {
    db.exec('ROLLBACK');
    throw error;
  }
  sendMessage(ctx.app, tenant, email, `operator account created (company ${String(companyId)}, outlet ${merchantId}), password ${password} (to change at the first sign-in)`);
  return answer(texts, db, id);
}

function resetPassword(ctx: RequestContext, row: OperatorRow): UserListItem {
  const texts = textsOf(ctx);
  if (!settingsOf(ctx)('operators.allowResetPasswords')) throw refuse(texts.resetNotAllowed, 'OperationNotAllowedException');
  const password = randomBytes(6).toString('base64url');
  const passwordHash = hashPassword(password, randomBytes(16).toString('hex'));
  run(ctx.app.db, 'UPDATE user_state SET password_hash = ?, need_change_password = 1 WHERE user_id = ?', passwordHash, row.id);
  run(ctx.app.db, 'DELETE FROM session WHERE user_id = ?', row.id);
  sendMessage(ctx.app, row.tenant, row.login_email, `password reset, new password ${password} (to change at the first sign-in)`);
  return answer(texts, ctx.app.db, row.id);
}

function updateOperator(ctx: RequestContext): UserListItem {
  const scope = managerScope(ctx);
  const texts = textsOf(ctx);
  const body = bodyObject(ctx);
  const db = ctx.app.db;
  const row = operatorInScope(ctx, scope, idOf(texts, body.id));
  if (body.resetPassword === true) return resetPassword(ctx, row);

  let status: number | undefined;
  if (body.status !== undefined && body.status !== null) {
    status = Number(body.status);
    if (status !== 0 && status !== 1) throw fieldError('status', texts.badStatus);
  }
  const fullName = 'fullName' in body ? checkFullName(texts, text(texts, body, 'fullName')) : row.full_name;
  if (fullName !== row.full_name && !settingsOf(ctx)('operators.allowEditName')) throw refuse(texts.editNameNotAllowed, 'OperationNotAllowedException');
  const email = 'loginEmail' in body ? checkEmail(texts, db, row.tenant, text(texts, body, 'loginEmail'), row.id) : row.login_email;
  const phone = 'loginPhone' in body ? checkPhone(ctx, row.tenant, text(texts, body, 'loginPhone'), row.id) : row.login_phone;
  let merchantId = row.merchant_id as number;
  if ('merchantId' in body) {
    merchantId = idOf(texts, body.merchantId, 'merchantId');
    if (!scope.merchantIds.includes(merchantId)) throw fieldError('merchantId', texts.foreignMerchant);
  }
  const pin = checkPassword(texts, body, 'pinPwd', row.pin_pwd);
  const refund = checkPassword(texts, body, 'refundPwd', row.refund_pwd);
  const reversal = checkPassword(texts, body, 'reversalPwd', row.reversal_pwd);
  const passwordsTouched = ['pinPwd', 'refundPwd', 'reversalPwd'].some((name) => name in body);
  if (passwordsTouched) checkRequiredPasswords(ctx, refund, reversal);
  // moving to another outlet drops an autoregistration TID of the old one
  const currentTerminal = merchantId === row.merchant_id ? row.autoreg_terminal_id : null;
  const autoregTouched = 'autoregistrationTerminalId' in body || merchantId !== row.merchant_id;
  const autoreg = autoregTouched ? checkAutoregTerminal(ctx, body, merchantId, currentTerminal, row.id) : row.autoreg_terminal_id;
  const fiscal = flag(body.mandatoryFiscal) ?? row.mandatory_fiscal;

  rememberUser(db, row.id);
  db.exec('BEGIN');
  try {
    run(db, `UPDATE app_user SET full_name = ?, login_email = ?, login_phone = ?, merchant_id = ?, pin_pwd = ?, refund_pwd = ?, reversal_pwd = ?,
      autoreg_terminal_id = ?, mandatory_fiscal = ?, can_mobile = ?, can_lkm = ? WHERE id = ?`,
    fullName, email, phone, merchantId, pin, refund, reversal, autoreg, fiscal, flag(body.canMobile) ?? row.can_mobile, flag(body.canLkm) ?? row.can_lkm, row.id);
    if (status !== undefined) run(db, 'UPDATE user_state SET status = ? WHERE user_id = ?', status, row.id);
    db.exec('COMMIT');
  } catch (error) {
    db.exec('ROLLBACK');
    throw error;
  }
  return answer(texts, db, row.id);
}

/** Successful operations of the operator that no reconciliation has closed yet. */
function hasUnclosedTransactions(db: DatabaseSync, userId: number): boolean {
  return getRow(db, 'SELECT 1 AS x FROM trx WHERE user_id = ? AND reconciliation_id IS NULL AND host_response_code = 0 LIMIT 1', userId) !== undefined;
}

function checkUnclosed(ctx: RequestContext): boolean {
  const scope = managerScope(ctx);
  const row = operatorInScope(ctx, scope, idOf(textsOf(ctx), ctx.params.id));
  return hasUnclosedTransactions(ctx.app.db, row.id);
}

function deleteOperator(ctx: RequestContext): boolean {
  const scope = managerScope(ctx);
  const texts = textsOf(ctx);
  if (!settingsOf(ctx)('operators.allowDelete')) throw refuse(texts.deleteNotAllowed, 'OperationNotAllowedException');
  const db = ctx.app.db;
  const row = operatorInScope(ctx, scope, idOf(texts, ctx.query.get('id')));
  if (hasUnclosedTransactions(db, row.id)) throw refuse(texts.unclosedTransactions, 'UnclosedTransactionsException');
  rememberUser(db, row.id);
  db.exec('BEGIN');
  try {
    run(db, 'DELETE FROM app_user WHERE id = ?', row.id);
    run(db, 'DELETE FROM user_state WHERE user_id = ?', row.id);
    run(db, 'DELETE FROM session WHERE user_id = ?', row.id);
    run(db, 'DELETE FROM reader WHERE user_id = ?', row.id);
    db.exec('COMMIT');
  } catch (error) {
    db.exec('ROLLBACK');
    throw error;
  }
  return true;
}

function deleteReaders(ctx: RequestContext): ReaderDeleteResult {
  const scope = managerScope(ctx);
  const body = bodyObject(ctx);
  const row = operatorInScope(ctx, scope, idOf(textsOf(ctx), body.userId, 'userId'));
  const serials = Array.isArray(body.serialNumbers) ? body.serialNumbers.filter((s): s is string => typeof s === 'string') : null;
  const existing = allRows<{ id: number; serial_number: string }>(ctx.app.db, 'SELECT id, serial_number FROM reader WHERE user_id = ?', row.id);
  const doomed = serials === null ? existing : existing.filter((r) => serials.includes(r.serial_number));
  for (const reader of doomed) run(ctx.app.db, 'DELETE FROM reader WHERE id = ?', reader.id);
  return { deleted: doomed.length };
}

export const orgUserRoutes: Route[] = [
  { method: 'POST', pattern: '/api/user', access: 'user', handler: (ctx) => ok(createOperator(ctx)) },
  { method: 'PUT', pattern: '/api/user', access: 'user', handler: (ctx) => ok(updateOperator(ctx)) },
  { method: 'DELETE', pattern: '/api/user', access: 'user', handler: (ctx) => ok(deleteOperator(ctx)) },
  { method: 'GET', pattern: '/api/user/check-unclosed-transactions/:id', access: 'user', handler: (ctx) => ok(checkUnclosed(ctx)) },
  { method: 'POST', pattern: '/api/reader', access: 'user', handler: (ctx) => ok(deleteReaders(ctx)) },
];
