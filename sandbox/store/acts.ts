/**
 * Fast-payment refund certificate acts (api/qps-refund-keys/*): one act per company (merchant users) or holding
 * (holding users) of a tenant, the files sent with it, and the generate/send calls of each session for the
 * "3 a minute" limit. Runtime tables: a control reset empties them.
 */
import type { DatabaseSync } from 'node:sqlite';
import type { Act, GenerateActRequest } from '../../lib/acquiring/contract/acts.ts';
import { getRow, run } from './statements.ts';
import type { UserRecord } from './users.ts';

/** Whose act it is: the holding of a holding user, the company of a merchant user. */
export function actOwner(user: Pick<UserRecord, 'holding_id' | 'company_id'>): string | null {
  if (user.holding_id !== null) return `holding:${user.holding_id}`;
  if (user.company_id !== null) return `company:${user.company_id}`;
  return null;
}

interface ActRow {
  id: number;
  act: string;
}

export function findAct(db: DatabaseSync, tenant: string, owner: string): (Act & { id: number }) | undefined {
  const row = getRow<ActRow>(db, 'SELECT id, act FROM qps_act WHERE tenant = ? AND owner = ?', tenant, owner);
  return row ? { ...(JSON.parse(row.act) as Act), id: row.id } : undefined;
}

/** Reserves the act's number (the row id); a new act replaces the owner's previous one and its files. */
export function insertAct(db: DatabaseSync, tenant: string, owner: string, userId: number, form: GenerateActRequest, now: number): number {
  const previous = getRow<{ id: number }>(db, 'SELECT id FROM qps_act WHERE tenant = ? AND owner = ?', tenant, owner);
  if (previous) {
    run(db, 'DELETE FROM qps_act_file WHERE act_id = ?', previous.id);
    run(db, 'DELETE FROM qps_act WHERE id = ?', previous.id);
  }
  run(db, 'INSERT INTO qps_act (tenant, owner, user_id, form, act, mailed, created_at) VALUES (?, ?, ?, ?, ?, 0, ?)',
    tenant, owner, userId, JSON.stringify(form), '{}', now);
  return (getRow<{ id: number }>(db, 'SELECT last_insert_rowid() AS id') as { id: number }).id;
}

export function completeAct(db: DatabaseSync, id: number, act: Act, mailed: boolean): void {
  run(db, 'UPDATE qps_act SET act = ?, mailed = ? WHERE id = ?', JSON.stringify(act), mailed ? 1 : 0, id);
}

export interface ActFile {
  fileName: string;
  contentType: string;
  size: number;
  sha256: string;
}

export function recordActFile(db: DatabaseSync, actId: number, userId: number, file: ActFile, now: number): void {
  run(db, 'INSERT INTO qps_act_file (act_id, user_id, file_name, content_type, size, sha256, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)',
    actId, userId, file.fileName, file.contentType, file.size, file.sha256, now);
}

/** Calls of the session in the window ending now (older ones are dropped). */
export function recentActCalls(db: DatabaseSync, token: string, now: number, windowMs: number): number {
  run(db, 'DELETE FROM qps_act_call WHERE token = ? AND at <= ?', token, now - windowMs);
  return (getRow<{ n: number }>(db, 'SELECT count(*) AS n FROM qps_act_call WHERE token = ?', token) as { n: number }).n;
}

export function recordActCall(db: DatabaseSync, token: string, now: number): void {
  run(db, 'INSERT INTO qps_act_call (token, at) VALUES (?, ?)', token, now);
}
