/** Opening (and, when missing, generating) the sandbox SQLite file; seed-state of runtime tables. */
import { existsSync, mkdirSync, renameSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { generateDatabase } from '../generate/index.ts';
import { ensureOrganisationRuntime, resetOrganisationRuntime } from './organisation.ts';
import { ensureWindowRuntime, resetWindowRuntime } from '../generate/window.ts';
import { CREATE_INDEXES, CREATE_TABLES, SCHEMA_VERSION } from './schema.ts';

export interface StoreOptions {
  dataDir: string;
  seed: number;
  scale: number;
}

export function dataFileName({ seed, scale }: Pick<StoreOptions, 'seed' | 'scale'>): string {
  return `sandbox-v${SCHEMA_VERSION}-seed${seed}-scale${scale}.sqlite`;
}

export function dataFilePath(options: StoreOptions): string {
  return join(options.dataDir, dataFileName(options));
}

function configure(db: DatabaseSync): void {
  db.exec('PRAGMA journal_mode = WAL; PRAGMA synchronous = NORMAL; PRAGMA foreign_keys = OFF; PRAGMA busy_timeout = 5000;');
}

/** Generates into a temporary file and renames it, so a half-written file is never reused. */
export function generateDataFile(options: StoreOptions, log: (line: string) => void = () => {}): string {
  mkdirSync(options.dataDir, { recursive: true });
  const file = dataFilePath(options);
  const tmp = `${file}.tmp-${process.pid}`;
  for (const f of [tmp, `${tmp}-wal`, `${tmp}-shm`]) rmSync(f, { force: true });
  const started = Date.now();
  const db = new DatabaseSync(tmp);
  try {
    db.exec('PRAGMA journal_mode = OFF; PRAGMA synchronous = OFF; PRAGMA temp_store = MEMORY; PRAGMA cache_size = -200000;');
    generateDatabase(db, options.seed, options.scale, log);
  } finally {
    db.close();
  }
  renameSync(tmp, file);
  log(`generated ${file} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return file;
}

export function deleteDataFile(options: StoreOptions): void {
  const file = dataFilePath(options);
  for (const f of [file, `${file}-wal`, `${file}-shm`]) rmSync(f, { force: true });
}

export function openStore(options: StoreOptions, log: (line: string) => void = () => {}): DatabaseSync {
  const file = dataFilePath(options);
  if (!existsSync(file)) generateDataFile(options, log);
  const db = new DatabaseSync(file);
  configure(db);
  db.exec(CREATE_TABLES);
  db.exec(CREATE_INDEXES);
  const stateRows = db.prepare('SELECT count(*) AS n FROM user_state').get() as { n: number };
  if (stateRows.n === 0) resetRuntimeTables(db, Date.now());
  ensureOrganisationRuntime(db);
  ensureWindowRuntime(db);
  return db;
}

/** Sessions, restore tokens, passwords, statuses, privacy confirmations, sent checks, acts, closed days and organisation changes back to the seed state. */
export function resetRuntimeTables(db: DatabaseSync, now: number): void {
  db.exec('BEGIN');
  try {
    db.exec('DELETE FROM session; DELETE FROM password_token; DELETE FROM user_state; DELETE FROM check_sending;');
    db.exec('DELETE FROM qps_act; DELETE FROM qps_act_file; DELETE FROM qps_act_call;');
    // reconciliations made by api/terminal/close-day: unlink their operations and remove them
    db.exec(`UPDATE trx SET reconciliation_id = NULL WHERE reconciliation_id IN (SELECT id FROM reconciliation WHERE created_at_runtime = 1);
      DELETE FROM reconciliation WHERE created_at_runtime = 1;`);
    // operators created, edited or deleted and grants changed at runtime; readers and external-system URLs
    resetOrganisationRuntime(db);
    // the storefront back to its seed catalogue
    resetWindowRuntime(db);
    db.prepare(`INSERT INTO user_state (user_id, password_hash, need_change_password, pass_expire_at, privacy_confirmed, status)
      SELECT id, password_hash, need_change_password,
        CASE WHEN pass_expire_days IS NULL THEN NULL ELSE ? + pass_expire_days * 86400000 END,
        privacy_confirmed, status FROM app_user`).run(now);
    db.exec('COMMIT');
  } catch (error) {
    db.exec('ROLLBACK');
    throw error;
  }
}
