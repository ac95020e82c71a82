/** api/session/*: login with MFA, wrong-password blocking, logout, restore tokens, password change, captcha. */
import { randomBytes } from 'node:crypto';
import type { Assessment, CaptchaConfiguration } from '../../lib/acquiring/contract/session.ts';
import { settingFlag } from '../../lib/acquiring/setting-flag.ts';
import { DAY_MS, effectiveSettings, settingNumber, type SandboxApp } from '../app.ts';
import { hashPassword, verifyPassword } from '../auth/password.ts';
import { HttpError, badRequest, bodyObject, ok, requireAuth, stringField, type Reply, type RequestContext, type Route } from '../http/types.ts';
import {
  createPasswordToken, createSession, deletePasswordToken, deleteSession, deleteUserSessions, findPasswordToken,
} from '../store/sessions.ts';
import { findUserById, findUserByLogin, sessionObject, setPassword, type UserRecord } from '../store/users.ts';
import type { Tenant } from '../tenants.ts';
import { checkCsrf } from './guards.ts';
import { sendMessage } from '../outbox.ts';
import { AUTH_CODE_RESEND_WAIT_MINUTES, PASSWORD_MIN_LENGTH } from '../../lib/domain/limits.ts';
import { hostTexts, type SessionTexts } from '../present/host-texts.ts';

export const PASSWORD_VALIDITY_DAYS = 90;
export const RESTORE_TOKEN_TTL_MS = 60 * 60 * 1000;
export const MIN_PASSWORD_LENGTH = PASSWORD_MIN_LENGTH;
/** Wrong confirmation codes a pending sign-in takes; the last one ends it, as a bank's host does. */
export const CODE_ATTEMPTS = 5;
/** The host's own wait between two codes sent to one user (spec §4: resend after 5 minutes). */
export const CODE_RESEND_WAIT_MS = AUTH_CODE_RESEND_WAIT_MINUTES * 60_000;

export function sessionLifeTime(app: SandboxApp, tenant: Tenant): number {
  return settingFlag(effectiveSettings(app, tenant)['session.shortTimeout']) ? 900 : 3600;
}

function attemptsKey(tenant: Tenant, login: string): string {
  return `${tenant.alias}\u0000${login.trim().toLowerCase()}`;
}

function codeSentKey(tenant: Tenant, userId: number): string {
  return `${tenant.alias}\u0000${userId}`;
}

function sendCode(app: SandboxApp, tenant: Tenant, user: UserRecord): void {
  app.state.codeSentAt.set(codeSentKey(tenant, user.id), app.now());
  sendMessage(app, tenant.alias, user.login_email, `sign-in code ${tenant.mfaCode}`);
}

/** The host's texts of the session calls in the reader's language (Accept-Language), else Russian. */
const textsOf = (ctx: RequestContext): SessionTexts => hostTexts(ctx.req.headers['accept-language']).session;

function blockedError(texts: SessionTexts, minutesLeft: number): HttpError {
  return new HttpError(429, {
    message: texts.blocked(minutesLeft),
    exception: 'AuthBlockedException',
  });
}

function auth(ctx: RequestContext): Reply {
  const { app, tenant } = ctx;
  const body = bodyObject(ctx);
  const login = stringField(body, 'login') ?? '';
  const password = stringField(body, 'password') ?? '';
  const texts = textsOf(ctx);
  if (!login || !password) throw badRequest(texts.enterLoginAndPassword, !login ? 'login' : 'password');

  const settings = effectiveSettings(app, tenant);
  const after = settingNumber(settings, 'session.incorrectPasswordBlock.after', 5);
  const duringMs = settingNumber(settings, 'session.incorrectPasswordBlock.during', 15) * 60_000;
  const now = app.now();
  const key = attemptsKey(tenant, login);
  const attempts = app.state.loginAttempts.get(key);
  if (attempts && attempts.blockedUntil > now) throw blockedError(texts, Math.ceil((attempts.blockedUntil - now) / 60_000));
  if (attempts && now - attempts.lastFailureAt > duringMs) app.state.loginAttempts.delete(key);

  const user = findUserByLogin(app.db, tenant.alias, login);
  if (!user || !verifyPassword(password, user.password_hash)) {
    const current = app.state.loginAttempts.get(key) ?? { failures: 0, lastFailureAt: now, blockedUntil: 0 };
    current.failures += 1;
    current.lastFailureAt = now;
    app.state.loginAttempts.set(key, current);
    if (current.failures >= after) {
      current.failures = 0;
      current.blockedUntil = now + duringMs;
      throw blockedError(texts, Math.ceil(duringMs / 60_000));
    }
    throw new HttpError(401, { message: texts.wrongLoginOrPassword, exception: 'WrongPasswordException', attemptsLeft: after - current.failures });
  }
  app.state.loginAttempts.delete(key);
  if (user.status === 1 || user.status === 6) {
    throw new HttpError(403, { message: texts.userBlocked, exception: 'UserBlockedException' });
  }
  const multiFactor = settingFlag(settings['lkm.authorization.multiFactor']);
  const lifeTime = sessionLifeTime(app, tenant);
  const session = createSession(app.db, tenant.alias, user.id, multiFactor, now, lifeTime);
  if (multiFactor) sendCode(app, tenant, user);
  ctx.replySession = session;
  return ok(sessionObject(app.db, user, session.token, lifeTime, multiFactor));
}

/**
 * A wrong code counts against the pending sign-in; the CODE_ATTEMPTS-th ends it (its token is gone, so a replayed
 * token is refused too) and answers 429: the user signs in again with the password.
 */
function wrongCode(app: SandboxApp, token: string, texts: SessionTexts): HttpError {
  const failures = (app.state.codeFailures.get(token) ?? 0) + 1;
  if (failures < CODE_ATTEMPTS) {
    app.state.codeFailures.set(token, failures);
    return new HttpError(400, { message: texts.wrongCode, exception: 'WrongAuthenticationCodeException', attemptsLeft: CODE_ATTEMPTS - failures });
  }
  app.state.codeFailures.delete(token);
  deleteSession(app.db, token);
  return new HttpError(429, {
    message: texts.codeAttemptsExceeded,
    exception: 'AuthenticationCodeAttemptsExceededException',
  });
}

function confirmCode(ctx: RequestContext): Reply {
  const { app, tenant } = ctx;
  const { session, user } = requireAuth(ctx);
  const code = stringField(bodyObject(ctx), 'code') ?? '';
  const lifeTime = sessionLifeTime(app, tenant);
  if (session.pending_code === 1) {
    if (code.trim() !== tenant.mfaCode) throw wrongCode(app, session.token, textsOf(ctx));
    app.state.codeFailures.delete(session.token);
    deleteSession(app.db, session.token);
  }
  const full = session.pending_code === 1 ? createSession(app.db, tenant.alias, user.id, false, app.now(), lifeTime) : session;
  ctx.replySession = full;
  return ok(sessionObject(app.db, user, full.token, lifeTime, false));
}

/** One code per CODE_RESEND_WAIT_MS and user (the login's code counts): 429 with Retry-After until then. */
function resendCode(ctx: RequestContext): Reply {
  const { app, tenant } = ctx;
  const { user } = requireAuth(ctx);
  const sentAt = app.state.codeSentAt.get(codeSentKey(tenant, user.id));
  const waitMs = sentAt === undefined ? 0 : sentAt + CODE_RESEND_WAIT_MS - app.now();
  if (waitMs > 0) {
    const seconds = Math.ceil(waitMs / 1000);
    throw new HttpError(429, {
      message: textsOf(ctx).resendIn(Math.ceil(seconds / 60)),
      exception: 'AuthenticationCodeResendTooEarlyException',
    }, { 'retry-after': String(seconds) });
  }
  sendCode(app, tenant, user);
  return ok(true);
}

function logout(ctx: RequestContext): Reply {
  const { session } = requireAuth(ctx);
  deleteSession(ctx.app.db, session.token);
  ctx.replySession = null;
  return ok(true);
}

function forgotSendToken(ctx: RequestContext): Reply {
  const { app, tenant } = ctx;
  const login = stringField(bodyObject(ctx), 'login') ?? '';
  if (!login.trim()) throw badRequest(textsOf(ctx).required, 'login');
  const user = findUserByLogin(app.db, tenant.alias, login);
  if (user) {
    const token = createPasswordToken(app.db, tenant.alias, user.id, app.now() + RESTORE_TOKEN_TTL_MS);
    const prefix = tenant.alias ? `/${tenant.alias}` : '';
    const minutes = RESTORE_TOKEN_TTL_MS / 60_000;
    sendMessage(app, tenant.alias, user.login_email, `password restore code ${token}, link ${prefix}/forgot-restore?token=${token} (valid ${minutes} min)`);
  }
  return ok(true);
}

function parseAssessment(value: unknown): Assessment | undefined {
  if (value === null || typeof value !== 'object') return undefined;
  const { token, type } = value as Record<string, unknown>;
  if (typeof token !== 'string' || (type !== 'invisible' && type !== 'checkbox')) return undefined;
  return { token, type };
}

/** 423 when the tenant's captcha policy wants the visible (checkbox) check. */
function checkCaptcha(tenant: Tenant, assessment: Assessment | undefined, texts: SessionTexts): void {
  const lowScore = assessment?.type === 'invisible' && assessment.token === 'low-score';
  const missing = tenant.captcha.enabled && (!assessment || assessment.token === '');
  if (lowScore || missing) {
    throw new HttpError(423, { message: texts.captchaRequired, exception: 'CaptchaRequiredException' });
  }
}

function validateNewPassword(user: UserRecord, newPassword: string, texts: SessionTexts): void {
  if (!newPassword) throw badRequest(texts.required, 'newPassword');
  if (newPassword.length < MIN_PASSWORD_LENGTH) throw badRequest(texts.passwordTooShort(MIN_PASSWORD_LENGTH), 'newPassword');
  if (verifyPassword(newPassword, user.password_hash)) throw badRequest(texts.passwordUnchanged, 'newPassword');
}

function storePassword(app: SandboxApp, user: UserRecord, newPassword: string): void {
  setPassword(app.db, user.id, hashPassword(newPassword, randomBytes(16).toString('hex')), app.now() + PASSWORD_VALIDITY_DAYS * DAY_MS);
}

function changePassword(ctx: RequestContext): Reply {
  const { app, tenant } = ctx;
  const body = bodyObject(ctx);
  const queryToken = ctx.query.get('token');
  const restoreToken = queryToken ?? (ctx.auth ? undefined : stringField(body, 'token'));
  const assessment = parseAssessment(body.assessment);
  const newPassword = stringField(body, 'newPassword') ?? '';
  const texts = textsOf(ctx);

  if (restoreToken !== undefined) {
    const record = findPasswordToken(app.db, restoreToken);
    if (!record || record.tenant !== tenant.alias || record.expires_at < app.now()) {
      throw new HttpError(400, { message: texts.restoreLinkInvalid, exception: 'InvalidTokenException', errors: [{ field: 'token', message: texts.restoreLinkInvalid }] });
    }
    const user = findUserById(app.db, record.user_id);
    if (!user) throw new HttpError(400, { message: texts.userNotFound, exception: 'InvalidTokenException' });
    checkCaptcha(tenant, assessment, texts);
    validateNewPassword(user, newPassword, texts);
    storePassword(app, user, newPassword);
    deletePasswordToken(app.db, restoreToken);
    deleteUserSessions(app.db, user.id);
    return ok(null);
  }

  const { user } = requireAuth(ctx);
  checkCsrf(ctx);
  checkCaptcha(tenant, assessment, texts);
  const oldPassword = stringField(body, 'oldPassword') ?? '';
  if (!verifyPassword(oldPassword, user.password_hash)) {
    throw new HttpError(400, { message: texts.wrongCurrentPassword, exception: 'ValidationException', errors: [{ field: 'oldPassword', message: texts.wrongCurrentPassword }] });
  }
  validateNewPassword(user, newPassword, texts);
  storePassword(app, user, newPassword);
  deleteUserSessions(app.db, user.id);
  const lifeTime = sessionLifeTime(app, tenant);
  const fresh = createSession(app.db, tenant.alias, user.id, false, app.now(), lifeTime);
  const updated = findUserById(app.db, user.id) ?? user;
  ctx.replySession = fresh;
  return ok(sessionObject(app.db, updated, fresh.token, lifeTime, false));
}

function captchaConfiguration(ctx: RequestContext): Reply {
  const config: CaptchaConfiguration = ctx.tenant.captcha;
  return ok(config);
}

export const sessionRoutes: Route[] = [
  { method: 'POST', pattern: '/api/session/auth', access: 'guest', handler: auth },
  { method: 'POST', pattern: '/api/session/confirm-authentication-code', access: 'pending', privacyExempt: true, handler: confirmCode },
  { method: 'POST', pattern: '/api/session/resend-authentication-code', access: 'pending', privacyExempt: true, handler: resendCode },
  { method: 'POST', pattern: '/api/session/logout', access: 'pending', privacyExempt: true, handler: logout },
  { method: 'POST', pattern: '/api/session/forgot-send-token', access: 'guest', handler: forgotSendToken },
  { method: 'POST', pattern: '/api/session/change-password', access: 'optional', privacyExempt: true, handler: changePassword },
  { method: 'GET', pattern: '/api/session/recaptcha/configuration', access: 'guest', handler: captchaConfiguration },
];
