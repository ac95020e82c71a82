/** Transaction rows, their filter fields and the role scope of operation queries. */
import type { DatabaseSync, SQLInputValue } from 'node:sqlite';
import { CARD_INPUT_CODES, INSTRUMENT_EXPANSION, STATUS_GROUP_CODES } from '../domain.ts';
import { invalidField, ownEntry, type FieldSpec } from '../http/query.ts';
import type { Scope } from './scope.ts';
import { allRows, getRow } from './statements.ts';

export interface TrxRow {
  id: number; tenant: string; company_id: number; merchant_id: number; terminal_id: number; user_id: number | null; time: number;
  operation: string; host_response_code: number; card_input: number; payment_method: string; instrument: string | null;
  card_mask: string | null; card_type: string | null; amount: number; currency_id: number; bonus_amount: number | null;
  cashback_amount: number | null; tips_amount: number | null; authorization_code: string | null; rrn: string | null;
  operation_day: number; transaction_number: number; reconciliation_id: number | null; parent_id: number | null;
  lat: number | null; lng: number | null; pin_entry: number; sign_scan: number; workflow_title: string | null; products: number;
  merchant_name: string; merchant_external_id: string; mcc: string; terminal_external_id: string; user_full_name: string | null;
  reconciliation_time: number | null;
}

export const TRX_SELECT = `SELECT t.*, m.name AS merchant_name, m.external_id AS merchant_external_id, m.mcc, te.external_id AS terminal_external_id,
  u.full_name AS user_full_name, r.time AS reconciliation_time
  FROM trx t JOIN merchant m ON m.id = t.merchant_id JOIN terminal te ON te.id = t.terminal_id
  LEFT JOIN app_user u ON u.id = t.user_id LEFT JOIN reconciliation r ON r.id = t.reconciliation_id`;

function statusCodes(value: string): number[] {
  const codes = ownEntry<readonly number[]>(STATUS_GROUP_CODES, value);
  if (codes) return [...codes];
  const n = Number(value);
  return Number.isInteger(n) ? [n] : [];
}

function cardInputCodes(value: string): number[] {
  const codes = ownEntry<readonly number[]>(CARD_INPUT_CODES, value.toUpperCase());
  if (codes) return [...codes];
  const n = Number(value);
  return Number.isInteger(n) ? [n] : [];
}

/** A point "lat,lng" (as summary/map answers it) matches operations within 1e-6° of it. */
function coordinatesMatch(value: string, field: string): { sql: string; params: SQLInputValue[] } {
  const match = /^\s*(-?\d{1,3}(?:\.\d+)?)\s*,\s*(-?\d{1,3}(?:\.\d+)?)\s*$/.exec(value);
  if (!match) throw invalidField(field, `"${value}" is not a point "lat,lng"`);
  const lat = Number(match[1]);
  const lng = Number(match[2]);
  const e = 1e-6;
  return { sql: '(t.lat BETWEEN ? AND ? AND t.lng BETWEEN ? AND ?)', params: [lat - e, lat + e, lng - e, lng + e] };
}

const INSTRUMENT: FieldSpec = { column: 't.instrument', kind: 'text', expand: (v) => ownEntry(INSTRUMENT_EXPANSION, v) ?? [v] };

const int = (column: string): FieldSpec => ({ column, kind: 'int' });
const text = (column: string): FieldSpec => ({ column, kind: 'text' });

/** API field name → column. Aliases (userId / user.id) accept both spellings. */
export const TRANSACTION_FIELDS: Readonly<Record<string, FieldSpec>> = {
  id: int('t.id'),
  serverDateTime: { column: 't.time', kind: 'time' },
  amount: int('t.amount'),
  currencyId: int('t.currency_id'),
  userId: int('t.user_id'), 'user.id': int('t.user_id'),
  'user.fullName': text('u.full_name'),
  terminalId: int('t.terminal_id'), 'terminal.id': int('t.terminal_id'),
  'terminal.externalId': text('te.external_id'),
  merchantId: int('t.merchant_id'), 'merchant.id': int('t.merchant_id'),
  companyId: int('t.company_id'), 'merchant.companyId': int('t.company_id'), merchantCompanyId: int('t.company_id'),
  status: { column: 't.host_response_code', kind: 'int', expand: statusCodes },
  hostResponseCode: int('t.host_response_code'),
  operation: text('t.operation'),
  cardMethod: { column: 't.card_input', kind: 'int', expand: cardInputCodes },
  'cardMethod.cardInputCapability': { column: 't.card_input', kind: 'int', expand: cardInputCodes },
  cardInputCapability: { column: 't.card_input', kind: 'int', expand: cardInputCodes },
  paymentMethod: text('t.payment_method'),
  paymentInstrumentName: INSTRUMENT, 'paymentInstrument.name': INSTRUMENT,
  cardType: text('t.card_type'),
  cardMask: text('t.card_mask'),
  rrn: text('t.rrn'),
  authorizationCode: text('t.authorization_code'),
  'workflowDataList.field.title': text('t.workflow_title'),
  operationDay: int('t.operation_day'), 'checkNumber.operationDay': int('t.operation_day'),
  transactionNumber: int('t.transaction_number'), 'checkNumber.transactionNumber': int('t.transaction_number'),
  reconciliationId: int('t.reconciliation_id'),
  parentId: int('t.parent_id'),
  coordinates: { column: 't.lat', kind: 'text', orderable: false, match: coordinatesMatch },
  bonusAmount: int('t.bonus_amount'), cashbackAmount: int('t.cashback_amount'), tipsAmount: int('t.tips_amount'),
};

/** SQL restricting operations to the user's part of the organisation and tenant. */
export function scopeCondition(scope: Scope, alias = 't'): { sql: string; params: SQLInputValue[] } {
  if (scope.role === 'holding') return { sql: `${alias}.holding_id = ?`, params: [scope.holdingId] };
  if (scope.role === 'merchant') return { sql: `${alias}.company_id = ?`, params: [scope.companyIds[0] ?? -1] };
  return { sql: `${alias}.merchant_id = ?`, params: [scope.merchantIds[0] ?? -1] };
}

export function findTrx(db: DatabaseSync, id: number): TrxRow | undefined {
  return getRow<TrxRow>(db, `${TRX_SELECT} WHERE t.id = ?`, id);
}

export function queryTrx(db: DatabaseSync, where: string[], params: SQLInputValue[], orderBy: string, limit: number, offset: number): TrxRow[] {
  const sql = `${TRX_SELECT} WHERE ${where.join(' AND ')} ORDER BY ${orderBy}, t.id ${orderBy.endsWith('ASC') ? 'ASC' : 'DESC'} LIMIT ? OFFSET ?`;
  return allRows<TrxRow>(db, sql, ...params, limit, offset);
}

export function countTrx(db: DatabaseSync, where: string[], params: SQLInputValue[]): number {
  const needsUser = where.some((w) => w.includes('u.'));
  const needsTerminal = where.some((w) => w.includes('te.'));
  const sql = `SELECT count(*) AS n FROM trx t${needsTerminal ? ' JOIN terminal te ON te.id = t.terminal_id' : ''}${needsUser ? ' LEFT JOIN app_user u ON u.id = t.user_id' : ''} WHERE ${where.join(' AND ')}`;
  return (getRow<{ n: number }>(db, sql, ...params) ?? { n: 0 }).n;
}
