/** Prepared-statement cache per database and small typed helpers around node:sqlite. */
import type { DatabaseSync, SQLInputValue, StatementSync } from 'node:sqlite';

const caches = new WeakMap<DatabaseSync, Map<string, StatementSync>>();

export function statement(db: DatabaseSync, sql: string): StatementSync {
  let cache = caches.get(db);
  if (!cache) {
    cache = new Map();
    caches.set(db, cache);
  }
  let st = cache.get(sql);
  if (!st) {
    st = db.prepare(sql);
    cache.set(sql, st);
  }
  return st;
}

export function getRow<T>(db: DatabaseSync, sql: string, ...params: SQLInputValue[]): T | undefined {
  return statement(db, sql).get(...params) as T | undefined;
}

export function allRows<T>(db: DatabaseSync, sql: string, ...params: SQLInputValue[]): T[] {
  return statement(db, sql).all(...params) as T[];
}

export function run(db: DatabaseSync, sql: string, ...params: SQLInputValue[]): void {
  statement(db, sql).run(...params);
}
