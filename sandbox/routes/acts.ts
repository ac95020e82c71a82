/**
 * api/qps-refund-keys/show|generate|send — the act recognising the certificate for refunds through the fast payment
 * system (spec §2, §3, §4, §7, §8). Merchant and holding users whose merchant (the outlet `api/organization/merchant`
 * answers by default: the first of their scope) has `sbpXUserLogin`; anyone else 403.
 * generate and send: at most ACT_CALLS_PER_MINUTE calls a minute per session, then 429 `{ message }`.
 */
import { createHash, generateKeyPairSync } from 'node:crypto';
import type { Act, ActConnectionInterfaceCode, GenerateActRequest } from '../../lib/acquiring/contract/acts.ts';
import type { ApiFieldError } from '../../lib/acquiring/contract/envelopes.ts';
import { fileOf, formDataOf } from '../http/form-data.ts';
import { HttpError, bodyObject, forbidden, notFound, ok, requireAuth, type AuthState, type RequestContext, type Route } from '../http/types.ts';
import { actOwner, completeAct, findAct, insertAct, recentActCalls, recordActCall, recordActFile } from '../store/acts.ts';
import { scopeOf } from '../store/scope.ts';
import { isEmailAddress } from '../../lib/domain/email.ts';
import { getRow } from '../store/statements.ts';
import type { Tenant } from '../tenants.ts';
import { hostTexts } from '../present/host-texts.ts';
import type { ActTexts } from '../present/organisation-texts.ts';

export const ACT_CALLS_PER_MINUTE = 3;
export const ACT_CALL_WINDOW_MS = 60_000;
export const ACT_FILE_MAX_BYTES = 5 * 1024 * 1024;
/** An e-mail at this domain makes generate answer `result: false` (the act is stored, its mail "fails"). */
export const ACT_MAIL_FAIL_DOMAIN = 'fail.test';

export const ACT_INTERFACES: readonly ActConnectionInterfaceCode[] = ['INTE', 'MOBI', 'ECOMM', 'MULTI'];

const MONTHS_GENITIVE = ['января', 'февраля', 'марта', 'апреля', 'мая', 'июня', 'июля', 'августа', 'сентября', 'октября', 'ноября', 'декабря'] as const;
const MOSCOW_OFFSET_MS = 3 * 3_600_000;

/** The act's answers in the reader's language (Accept-Language), else Russian: the same texts as the UI's. */
const textsOf = (ctx: RequestContext): ActTexts => hostTexts(ctx.req.headers['accept-language']).acts;

const ALPHANUMERIC = /^[A-Za-z0-9]+( [A-Za-z0-9]+)*$/;
const LETTERS = /^[A-Za-z]+( [A-Za-z]+)*$/;
const DIGITS = /^\d+$/;

const BANK_SIGNATORIES: Record<string, { admin: string; authority: string }> = {
  '': { admin: 'Банкиров Андрей Викторович', authority: 'Удостоверяющий центр АО «Демо Банк»' },
  greenbank: { admin: 'Зеленова Марина Игоревна', authority: 'Удостоверяющий центр ПАО «Гринбанк»' },
};

type Check = (value: string) => string | null;

const maxLength = (n: number, message: string): Check => (v) => (v.length > n ? message : null);
const pattern = (re: RegExp, message: string): Check => (v) => (re.test(v) ? null : message);

const rules = (texts: ActTexts): Record<keyof GenerateActRequest, Check[]> => ({
  companyName: [maxLength(100, texts.maxLength100)],
  companyAddress: [maxLength(100, texts.maxLength100)],
  companyAdminName: [maxLength(100, texts.maxLength100)],
  countryName: [pattern(/^[A-Z]{2}$/, texts.country)],
  state: [(v) => (ACT_INTERFACES.includes(v as ActConnectionInterfaceCode) ? null : texts.connectionInterface)],
  localityName: [maxLength(128, texts.maxLength128), pattern(ALPHANUMERIC, texts.alphanumericOnly)],
  organizationName: [maxLength(64, texts.maxLength64), pattern(ALPHANUMERIC, texts.alphanumericOnly)],
  organizationUnitName: [(v) => (v.length < 8 || v.length > 14 ? texts.length8to14 : null), pattern(DIGITS, texts.digitsOnly)],
  commonName: [maxLength(64, texts.maxLength64), pattern(LETTERS, texts.lettersOnly)],
  email: [(v) => (isEmailAddress(v) ? null : texts.invalidEmail)],
});

/**
 * Spec §5 "Generate act form": every field required (trimmed); the first failing rule of each field is reported, in
 * the reader's language (Russian when none is asked for).
 */
export function validateActForm(body: Record<string, unknown>, texts: ActTexts = hostTexts(undefined).acts): { form: GenerateActRequest; errors: ApiFieldError[] } {
  const errors: ApiFieldError[] = [];
  const form = {} as Record<keyof GenerateActRequest, string>;
  const checks = rules(texts);
  for (const field of Object.keys(checks) as (keyof GenerateActRequest)[]) {
    const raw = body[field];
    const value = typeof raw === 'string' ? raw.trim() : typeof raw === 'number' ? String(raw) : '';
    form[field] = value;
    const message = value === '' ? texts.required : checks[field].map((check) => check(value)).find((m) => m !== null) ?? null;
    if (message) errors.push({ field, message });
  }
  return { form: form as GenerateActRequest, errors };
}

/** Merchant and holding users whose default merchant has an SBP user login (spec §4 "The act capability"). */
function actAccess(ctx: RequestContext): AuthState & { owner: string } {
  const auth = requireAuth(ctx);
  const owner = actOwner(auth.user);
  const scope = scopeOf(ctx.app.db, auth.user);
  const merchantId = scope.merchantIds[0];
  const merchant = merchantId === undefined ? undefined
    : getRow<{ sbp_x_user_login: string | null }>(ctx.app.db, 'SELECT sbp_x_user_login FROM merchant WHERE id = ?', merchantId);
  if (owner === null || scope.role === 'operator' || !merchant?.sbp_x_user_login?.trim()) {
    throw forbidden(textsOf(ctx).forbidden);
  }
  return { ...auth, owner };
}

/** 3 generate/send calls a minute per session; the 4th within the minute answers 429 (and is not counted). */
function countCall(ctx: RequestContext, auth: AuthState): void {
  const now = ctx.app.now();
  const token = auth.session.token;
  if (recentActCalls(ctx.app.db, token, now, ACT_CALL_WINDOW_MS) >= ACT_CALLS_PER_MINUTE) {
    const oldest = getRow<{ at: number }>(ctx.app.db, 'SELECT min(at) AS at FROM qps_act_call WHERE token = ?', token)?.at ?? now;
    const seconds = Math.max(1, Math.ceil((oldest + ACT_CALL_WINDOW_MS - now) / 1000));
    throw new HttpError(429, { message: textsOf(ctx).tooManyCalls(ACT_CALLS_PER_MINUTE, seconds) });
  }
  recordActCall(ctx.app.db, token, now);
}

function isoDay(ms: number): string {
  return new Date(ms + MOSCOW_OFFSET_MS).toISOString().slice(0, 10);
}

function buildAct(id: number, tenant: Tenant, owner: string, form: GenerateActRequest, now: number): Act {
  const moscow = new Date(now + MOSCOW_OFFSET_MS);
  const end = new Date(now + MOSCOW_OFFSET_MS);
  end.setUTCFullYear(end.getUTCFullYear() + 1);
  end.setUTCDate(end.getUTCDate() - 1);
  const publicKey = generateKeyPairSync('ec', { namedCurve: 'prime256v1' }).publicKey.export({ type: 'spki', format: 'pem' }).toString().trim();
  const serial = createHash('sha256').update(`${tenant.alias}|${owner}|${id}|${publicKey}`).digest('hex').slice(0, 32).toUpperCase();
  const bank = BANK_SIGNATORIES[tenant.alias] ?? { admin: 'Банкиров Андрей Викторович', authority: `Удостоверяющий центр ${tenant.title}` };
  return {
    actId: id,
    actDayNumber: moscow.getUTCDate(),
    actMonthName: MONTHS_GENITIVE[moscow.getUTCMonth()] ?? '',
    actYear: moscow.getUTCFullYear(),
    companyName: form.companyName,
    companyAddress: form.companyAddress,
    companyAdminName: form.companyAdminName,
    bankAdminName: bank.admin,
    certUniqNumber: serial,
    certStartDate: isoDay(now),
    certEndDate: end.toISOString().slice(0, 10),
    certAlgorithm: 'ECDSA P-256 (prime256v1), SHA-256',
    certEncryptionLib: 'OpenSSL 3.0',
    certPublicKey: publicKey,
    certAttestation: bank.authority,
  };
}

function show(ctx: RequestContext): Act | null {
  const { owner } = actAccess(ctx);
  const found = findAct(ctx.app.db, ctx.tenant.alias, owner);
  if (!found) return null;
  const act: Act & { id?: number } = { ...found };
  delete act.id;
  return act;
}

function generate(ctx: RequestContext): boolean {
  const auth = actAccess(ctx);
  countCall(ctx, auth);
  const texts = textsOf(ctx);
  const { form, errors } = validateActForm(bodyObject(ctx), texts);
  if (errors.length > 0) {
    throw new HttpError(400, { message: errors[0]?.message ?? texts.required, exception: 'ValidationException', errors });
  }
  const now = ctx.app.now();
  const db = ctx.app.db;
  db.exec('BEGIN');
  try {
    const id = insertAct(db, ctx.tenant.alias, auth.owner, auth.user.id, form, now);
    const mailed = form.email.toLowerCase().split('@')[1] !== ACT_MAIL_FAIL_DOMAIN;
    completeAct(db, id, buildAct(id, ctx.tenant, auth.owner, form, now), mailed);
    db.exec('COMMIT');
    ctx.app.log(`act ${id} generated for ${auth.owner} (${ctx.tenant.alias || 'default'}), mail to ${form.email}: ${mailed ? 'sent' : 'failed'}`);
    return mailed;
  } catch (error) {
    db.exec('ROLLBACK');
    throw error;
  }
}

function badFile(message: string): HttpError {
  return new HttpError(400, { message, exception: 'ValidationException', errors: [{ field: 'file', message }] });
}

async function send(ctx: RequestContext): Promise<boolean> {
  const auth = actAccess(ctx);
  countCall(ctx, auth);
  const texts = textsOf(ctx);
  const act = findAct(ctx.app.db, ctx.tenant.alias, auth.owner);
  if (!act) throw notFound(texts.notCreated);
  const form = await formDataOf(ctx);
  if (!form) throw badFile(texts.fileExpected);
  const file = await fileOf(form, 'file');
  if (!file) throw badFile(texts.fileRequired);
  if (file.data.length === 0) throw badFile(texts.fileEmpty);
  if (file.data.length > ACT_FILE_MAX_BYTES) throw badFile(texts.fileTooLarge);
  recordActFile(ctx.app.db, act.id, auth.user.id, {
    fileName: file.fileName, contentType: file.contentType, size: file.data.length,
    sha256: createHash('sha256').update(file.data).digest('hex'),
  }, ctx.app.now());
  return true;
}

export const actRoutes: Route[] = [
  { method: 'POST', pattern: '/api/qps-refund-keys/show', access: 'user', handler: (ctx) => ok(show(ctx)) },
  { method: 'POST', pattern: '/api/qps-refund-keys/generate', access: 'user', handler: (ctx) => ok(generate(ctx)) },
  { method: 'POST', pattern: '/api/qps-refund-keys/send', access: 'user', handler: async (ctx) => ok(await send(ctx)) },
];
