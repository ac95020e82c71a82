/**
 * Runtime changes of the organisation: operators created, edited and deleted through api/user, merchant grants,
 * card readers and the external-system admin URL. Generated rows are changed in place (every other query joins
 * them), and the seed row is kept in user_original / grant_original first, so a control reset restores the seed.
 */
import type { DatabaseSync, SQLInputValue } from 'node:sqlite';
import { allRows, getRow, run } from './statements.ts';

type Row = Record<string, SQLInputValue>;

/** Keeps the seed row of a generated user before its first change (runtime-created users are marked with NULL). */
export function rememberUser(db: DatabaseSync, userId: number): void {
  if (getRow(db, 'SELECT 1 AS x FROM user_original WHERE user_id = ?', userId)) return;
  const row = getRow<Row>(db, 'SELECT * FROM app_user WHERE id = ?', userId);
  if (row) run(db, 'INSERT INTO user_original (user_id, row) VALUES (?, ?)', userId, JSON.stringify(row));
}

export function markCreatedUser(db: DatabaseSync, userId: number): void {
  run(db, 'INSERT OR REPLACE INTO user_original (user_id, row) VALUES (?, NULL)', userId);
}

export function nextUserId(db: DatabaseSync): number {
  return (getRow<{ id: number | null }>(db, 'SELECT max(id) AS id FROM app_user')?.id ?? 0) + 1;
}

export function rememberGrant(db: DatabaseSync, merchantId: number, grantId: number): void {
  if (getRow(db, 'SELECT 1 AS x FROM grant_original WHERE merchant_id = ? AND grant_id = ?', merchantId, grantId)) return;
  const current = getRow<{ value: string }>(db, 'SELECT value FROM merchant_grant WHERE merchant_id = ? AND grant_id = ?', merchantId, grantId);
  run(db, 'INSERT INTO grant_original (merchant_id, grant_id, value) VALUES (?, ?, ?)', merchantId, grantId, current?.value ?? null);
}

export function setGrant(db: DatabaseSync, merchantId: number, grantId: number, value: string): void {
  rememberGrant(db, merchantId, grantId);
  run(db, 'INSERT OR REPLACE INTO merchant_grant (merchant_id, grant_id, value) VALUES (?, ?, ?)', merchantId, grantId, value);
}

const READER_MODELS = ['PAX D135', 'Verifone e285', 'Ingenico Moby/5500'] as const;

/** Seed readers: every second mobile operator with a last used terminal has one, the serial derived from ids. */
function seedReaders(db: DatabaseSync): void {
  const operators = allRows<{ id: number; last_used_terminal_id: number }>(db,
    'SELECT id, last_used_terminal_id FROM app_user WHERE can_mobile = 1 AND merchant_id IS NOT NULL AND last_used_terminal_id IS NOT NULL AND id % 2 = 0 ORDER BY id');
  for (const op of operators) {
    run(db, 'INSERT INTO reader (user_id, serial_number, model) VALUES (?, ?, ?)', op.id,
      `RD${String(op.last_used_terminal_id).padStart(5, '0')}${String(op.id).padStart(6, '0')}`, READER_MODELS[op.id % READER_MODELS.length] ?? 'PAX D135');
  }
}

/** Part of the control reset (inside its transaction): users and grants back to the seed, readers re-seeded, URLs cleared. */
export function resetOrganisationRuntime(db: DatabaseSync): void {
  const originals = allRows<{ user_id: number; row: string | null }>(db, 'SELECT user_id, row FROM user_original');
  for (const original of originals) {
    run(db, 'DELETE FROM app_user WHERE id = ?', original.user_id);
    if (original.row === null) continue;
    const row = JSON.parse(original.row) as Row;
    const columns = Object.keys(row);
    run(db, `INSERT INTO app_user (${columns.join(', ')}) VALUES (${columns.map(() => '?').join(', ')})`, ...columns.map((c) => row[c] ?? null));
  }
  run(db, 'DELETE FROM user_original');
  const grants = allRows<{ merchant_id: number; grant_id: number; value: string | null }>(db, 'SELECT merchant_id, grant_id, value FROM grant_original');
  for (const grant of grants) {
    if (grant.value === null) run(db, 'DELETE FROM merchant_grant WHERE merchant_id = ? AND grant_id = ?', grant.merchant_id, grant.grant_id);
    else run(db, 'INSERT OR REPLACE INTO merchant_grant (merchant_id, grant_id, value) VALUES (?, ?, ?)', grant.merchant_id, grant.grant_id, grant.value);
  }
  run(db, 'DELETE FROM grant_original');
  run(db, 'DELETE FROM reader');
  seedReaders(db);
  run(db, 'DELETE FROM ext_system_admin');
  run(db, "INSERT OR REPLACE INTO meta (key, value) VALUES ('readersSeeded', '1')");
}

/** Data files made before the reader table existed get their readers on open. */
export function ensureOrganisationRuntime(db: DatabaseSync): void {
  if (getRow(db, "SELECT 1 AS x FROM meta WHERE key = 'readersSeeded'")) return;
  seedReaders(db);
  run(db, "INSERT OR REPLACE INTO meta (key, value) VALUES ('readersSeeded', '1')");
}
