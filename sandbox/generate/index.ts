/** Builds a complete sandbox database from a seed: schema, organisation, operations, indexes. */
import type { DatabaseSync } from 'node:sqlite';
import { CREATE_INDEXES, CREATE_TABLES, SCHEMA_VERSION } from '../store/schema.ts';
import { TENANTS } from '../tenants.ts';
import { generateOrganisation } from './organisation.ts';
import { generateTransactions } from './transactions.ts';

export function generateDatabase(db: DatabaseSync, seed: number, scale: number, log: (line: string) => void): void {
  db.exec(CREATE_TABLES);
  db.exec('BEGIN');
  generateOrganisation(db, seed, TENANTS);
  db.exec('COMMIT');
  generateTransactions(db, seed, scale, log);
  db.exec(CREATE_INDEXES);
  const meta = db.prepare('INSERT OR REPLACE INTO meta (key, value) VALUES (?, ?)');
  meta.run('schemaVersion', String(SCHEMA_VERSION));
  meta.run('seed', String(seed));
  meta.run('scale', String(scale));
  db.exec('ANALYZE');
}
