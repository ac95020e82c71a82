/** Sessions (bearer tokens with their CSRF value) and password-restore tokens. */
import { randomBytes } from 'node:crypto';
import type { DatabaseSync } from 'node:sqlite';
import { getRow, run } from './statements.ts';

export interface SessionRecord {
  token: string;
  tenant: string;
  user_id: number;
  csrf: string;
  pending_code: number;
  expires_at: number;
  created_at: number;
}

export function newToken(bytes = 24): string {
  return randomBytes(bytes).toString('base64url');
}

export function createSession(db: DatabaseSync, tenant: string, userId: number, pendingCode: boolean, now: number, lifeTimeSeconds: number): SessionRecord {
  const record: SessionRecord = {
    token: newToken(), tenant, user_id: userId, csrf: newToken(18), pending_code: pendingCode ? 1 : 0,
    expires_at: now + lifeTimeSeconds * 1000, created_at: now,
  };
  run(db, 'INSERT INTO session (token, tenant, user_id, csrf, pending_code, expires_at, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)',
    record.token, record.tenant, record.user_id, record.csrf, record.pending_code, record.expires_at, record.created_at);
  return record;
}

export function findSession(db: DatabaseSync, token: string): SessionRecord | undefined {
  return getRow<SessionRecord>(db, 'SELECT * FROM session WHERE token = ?', token);
}

export function touchSession(db: DatabaseSync, token: string, expiresAt: number): void {
  run(db, 'UPDATE session SET expires_at = ? WHERE token = ?', expiresAt, token);
}

export function deleteSession(db: DatabaseSync, token: string): void {
  run(db, 'DELETE FROM session WHERE token = ?', token);
}

export function deleteUserSessions(db: DatabaseSync, userId: number): void {
  run(db, 'DELETE FROM session WHERE user_id = ?', userId);
}

export interface PasswordTokenRecord {
  token: string;
  tenant: string;
  user_id: number;
  expires_at: number;
}

export function createPasswordToken(db: DatabaseSync, tenant: string, userId: number, expiresAt: number): string {
  const token = randomBytes(16).toString('hex');
  run(db, 'INSERT INTO password_token (token, tenant, user_id, expires_at) VALUES (?, ?, ?, ?)', token, tenant, userId, expiresAt);
  return token;
}

export function findPasswordToken(db: DatabaseSync, token: string): PasswordTokenRecord | undefined {
  return getRow<PasswordTokenRecord>(db, 'SELECT * FROM password_token WHERE token = ?', token);
}

export function deletePasswordToken(db: DatabaseSync, token: string): void {
  run(db, 'DELETE FROM password_token WHERE token = ?', token);
}
