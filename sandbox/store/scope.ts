/** What part of the organisation a user sees: holding → its companies; merchant → its company; operator → its outlet. */
import type { DatabaseSync } from 'node:sqlite';
import type { Role } from '../../lib/acquiring/contract/session.ts';
import { allRows } from './statements.ts';
import { rolesOf, type UserRecord } from './users.ts';

export interface Scope {
  role: Role;
  tenant: string;
  holdingId: number | null;
  companyIds: number[];
  merchantIds: number[];
}

export function scopeOf(db: DatabaseSync, user: UserRecord): Scope {
  const role = rolesOf(user)[0] ?? 'operator';
  let companyIds: number[] = [];
  let merchantIds: number[] = [];
  if (role === 'holding') {
    companyIds = allRows<{ id: number }>(db, 'SELECT id FROM company WHERE holding_id = ? ORDER BY id', user.holding_id).map((r) => r.id);
  } else if (role === 'merchant' && user.company_id !== null) {
    companyIds = [user.company_id];
  }
  if (role === 'operator') {
    merchantIds = user.merchant_id === null ? [] : [user.merchant_id];
    companyIds = allRows<{ company_id: number }>(db, 'SELECT company_id FROM merchant WHERE id = ?', user.merchant_id).map((r) => r.company_id);
  } else if (companyIds.length > 0) {
    merchantIds = allRows<{ id: number }>(db, `SELECT id FROM merchant WHERE company_id IN (${companyIds.join(',')}) ORDER BY id`).map((r) => r.id);
  }
  return { role, tenant: user.tenant, holdingId: user.holding_id, companyIds, merchantIds };
}
