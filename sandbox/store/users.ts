/** Users with their runtime state, and the session object of the contract. */
import type { DatabaseSync } from 'node:sqlite';
import type { Role, SessionObject, SessionUser, UserStatus } from '../../lib/acquiring/contract/session.ts';
import { allRows, getRow, run } from './statements.ts';

export interface UserRecord {
  id: number;
  tenant: string;
  login_email: string;
  login_phone: string;
  full_name: string;
  holding_id: number | null;
  company_id: number | null;
  merchant_id: number | null;
  can_mobile: number;
  can_lkm: number;
  password_hash: string;
  need_change_password: number;
  pass_expire_at: number | null;
  privacy_confirmed: number;
  status: number;
}

const USER_SELECT = `SELECT u.id, u.tenant, u.login_email, u.login_phone, u.full_name, u.holding_id, u.company_id, u.merchant_id,
  u.can_mobile, u.can_lkm, s.password_hash, s.need_change_password, s.pass_expire_at, s.privacy_confirmed, s.status
  FROM app_user u JOIN user_state s ON s.user_id = u.id`;

export function findUserById(db: DatabaseSync, id: number): UserRecord | undefined {
  return getRow<UserRecord>(db, `${USER_SELECT} WHERE u.id = ?`, id);
}

/** Phone logins are normalised: digits only, a leading 8 becomes 7. */
export function normalisePhone(login: string): string | null {
  const digits = login.replace(/[^\d]/g, '');
  if (digits.length < 10 || /[a-zа-я@]/i.test(login)) return null;
  const full = digits.length === 10 ? `7${digits}` : digits.startsWith('8') && digits.length === 11 ? `7${digits.slice(1)}` : digits;
  return `+${full}`;
}

export function findUserByLogin(db: DatabaseSync, tenant: string, login: string): UserRecord | undefined {
  const trimmed = login.trim();
  if (trimmed.includes('@')) {
    return getRow<UserRecord>(db, `${USER_SELECT} WHERE u.tenant = ? AND u.login_email = ? COLLATE NOCASE`, tenant, trimmed.toLowerCase());
  }
  const phone = normalisePhone(trimmed);
  return phone ? getRow<UserRecord>(db, `${USER_SELECT} WHERE u.tenant = ? AND u.login_phone = ?`, tenant, phone) : undefined;
}

export function rolesOf(user: Pick<UserRecord, 'holding_id' | 'company_id'>): Role[] {
  if (user.holding_id !== null) return ['holding'];
  if (user.company_id !== null) return ['merchant'];
  return ['operator'];
}

export function showWindowPage(db: DatabaseSync, user: UserRecord): boolean {
  const role = rolesOf(user)[0];
  if (role !== 'operator' || user.merchant_id === null) return false;
  const grant = getRow<{ value: string }>(db, 'SELECT value FROM merchant_grant WHERE merchant_id = ? AND grant_id = 10', user.merchant_id);
  return grant?.value !== '0';
}

export function isoDate(ms: number | null): string | null {
  return ms === null ? null : new Date(ms).toISOString().slice(0, 10);
}

export function sessionUser(db: DatabaseSync, user: UserRecord): SessionUser {
  const company = user.company_id === null
    ? undefined
    : getRow<{ name: string; real_address: string; inn: string }>(db, 'SELECT name, real_address, inn FROM company WHERE id = ?', user.company_id);
  return {
    id: user.id,
    passExpireDate: isoDate(user.pass_expire_at),
    holdingId: user.holding_id,
    companyId: user.company_id,
    fullName: user.full_name,
    loginEmail: user.login_email,
    loginPhone: user.login_phone,
    status: user.status as UserStatus,
    canMobile: user.can_mobile ? 1 : 0,
    merchantId: user.merchant_id,
    needChangePassword: user.need_change_password === 1,
    company: company ? { name: company.name, realAddress: company.real_address, inn: company.inn } : null,
  };
}

export function sessionObject(db: DatabaseSync, user: UserRecord, token: string, lifeTime: number, pendingCode: boolean): SessionObject {
  const object: SessionObject = {
    token,
    lifeTime,
    roles: rolesOf(user),
    passExpireDate: isoDate(user.pass_expire_at),
    showWindowPage: showWindowPage(db, user),
    user: sessionUser(db, user),
  };
  if (pendingCode) {
    object.authenticationCodeRequired = true;
    // the code goes to the login e-mail (routes/session.ts, sendCode)
    object.authenticationCodeChannel = 'email';
  }
  return object;
}

export function setPassword(db: DatabaseSync, userId: number, passwordHash: string, passExpireAt: number): void {
  run(db, 'UPDATE user_state SET password_hash = ?, need_change_password = 0, pass_expire_at = ? WHERE user_id = ?', passwordHash, passExpireAt, userId);
}

export function confirmPrivacy(db: DatabaseSync, userId: number): void {
  run(db, 'UPDATE user_state SET privacy_confirmed = 1 WHERE user_id = ?', userId);
}

export function userIdsOfTenant(db: DatabaseSync, tenant: string): number[] {
  return allRows<{ id: number }>(db, 'SELECT id FROM app_user WHERE tenant = ?', tenant).map((r) => r.id);
}
