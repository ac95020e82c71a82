/**
 * POST api/transaction/send-check, resend-check, mass-send-check: receipts by phone or e-mail.
 * Contacts are validated against the tenant settings (sendCheck.phone, sendCheck.email, phone.mask);
 * every sending is recorded in `check_sending` (control API GET /__sandbox/sent-checks).
 * mass-send-check answers 429 on every third call of a session and when more than 50 ids are sent.
 */
import type { SendCheckResult } from '../../lib/acquiring/contract/receipts.ts';
import { settingFlag } from '../../lib/acquiring/setting-flag.ts';
import { internationalPhone, parsePhoneMask } from '../../lib/domain/phone-mask.ts';
import { isEmailAddress } from '../../lib/domain/email.ts';
import { effectiveSettings } from '../app.ts';
import { badRequest, bodyObject, HttpError, notFound, ok, requireAuth, stringField, type RequestContext, type Route } from '../http/types.ts';
import { scopeOf } from '../store/scope.ts';
import { getRow, run } from '../store/statements.ts';
import { hostTexts } from '../present/host-texts.ts';
import type { SendCheckTexts } from '../present/organisation-texts.ts';

export const MASS_SEND_MAX_IDS = 50;
/** every MASS_SEND_EVERY-th mass-send-check call of a session answers 429 */
export const MASS_SEND_EVERY = 3;


type Kind = 'send' | 'resend' | 'mass';

/** The receipts' answers in the reader's language (Accept-Language), else Russian. */
const textsOf = (ctx: RequestContext): SendCheckTexts => hostTexts(ctx.req.headers['accept-language']).sendCheck;
interface Contact { channel: 'phone' | 'email'; contact: string }

/**
 * Phone by the tenant's `phone.mask` (e.g. `+7 (###) ###-##-##`), read by the forms' one rule
 * (lib/domain/phone-mask.ts: the national part alone, with a leading 8 under +7, or the full number with
 * its plus); a receipt goes only to a complete number of the mask's country. Returns `+<digits>` or undefined.
 */
export function normalisePhoneByMask(raw: string, mask: string): string | undefined {
  if (/[^\d\s()+-]/.test(raw)) return undefined;
  const parsed = parsePhoneMask(mask);
  const phone = internationalPhone(raw, parsed);
  return new RegExp(`^\\+${parsed.prefix}\\d{${parsed.digits}}$`).test(phone) ? phone : undefined;
}

function contactOf(ctx: RequestContext, body: Record<string, unknown>, optional: boolean): Contact | undefined {
  const settings = effectiveSettings(ctx.app, ctx.tenant);
  const texts = textsOf(ctx);
  const phone = stringField(body, 'phone')?.trim() || undefined;
  const email = stringField(body, 'email')?.trim() || undefined;
  if (phone && email) throw badRequest(texts.notBoth, 'phone');
  if (!phone && !email) {
    if (optional) return undefined;
    throw badRequest(texts.enterEmailOrPhone, 'phone');
  }
  if (phone) {
    if (!settingFlag(settings['sendCheck.phone'])) throw badRequest(texts.phoneOff, 'phone');
    const normalised = normalisePhoneByMask(phone, settings['phone.mask'] ?? '');
    if (!normalised) throw badRequest(texts.enterPhone, 'phone');
    return { channel: 'phone', contact: normalised };
  }
  if (!settingFlag(settings['sendCheck.email'])) throw badRequest(texts.emailOff, 'email');
  if (!isEmailAddress(email as string)) throw badRequest(texts.invalidEmail, 'email');
  return { channel: 'email', contact: (email as string).toLowerCase() };
}

function transactionId(texts: SendCheckTexts, value: unknown, field: string): number {
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  if (typeof n !== 'number' || !Number.isSafeInteger(n) || n <= 0) throw badRequest(texts.idRequired, field);
  return n;
}

/** The operation must be visible to the user (scope, tenant, not in the future). */
function checkVisible(ctx: RequestContext, id: number): void {
  const { user } = requireAuth(ctx);
  const scope = scopeOf(ctx.app.db, user);
  const row = getRow<{ tenant: string; merchant_id: number; time: number }>(ctx.app.db, 'SELECT tenant, merchant_id, time FROM trx WHERE id = ?', id);
  if (!row || row.tenant !== user.tenant || !scope.merchantIds.includes(row.merchant_id) || row.time > ctx.app.now() - ctx.app.anchor()) {
    throw notFound(`Transaction ${id} not found`);
  }
}

function record(ctx: RequestContext, ids: number[], kind: Kind, c: Contact): void {
  const { user } = requireAuth(ctx);
  const now = ctx.app.now();
  for (const id of ids) {
    run(ctx.app.db, 'INSERT INTO check_sending (tenant, user_id, trx_id, kind, channel, contact, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)',
      ctx.tenant.alias, user.id, id, kind, c.channel, c.contact, now);
  }
}

function send(ctx: RequestContext, kind: 'send' | 'resend'): SendCheckResult {
  const body = bodyObject(ctx);
  const texts = textsOf(ctx);
  const id = transactionId(texts, body.id ?? body.transactionId, 'id');
  let contact = contactOf(ctx, body, kind === 'resend');
  checkVisible(ctx, id);
  if (!contact) {
    const last = getRow<{ channel: 'phone' | 'email'; contact: string }>(ctx.app.db,
      'SELECT channel, contact FROM check_sending WHERE trx_id = ? AND tenant = ? ORDER BY id DESC LIMIT 1', id, ctx.tenant.alias);
    if (!last) throw badRequest(texts.neverSent, 'phone');
    contact = last;
  }
  record(ctx, [id], kind, contact);
  return { sent: 1, ...contact };
}

function massSend(ctx: RequestContext): SendCheckResult {
  const { session } = requireAuth(ctx);
  const texts = textsOf(ctx);
  const calls = (ctx.app.state.massSendCalls.get(session.token) ?? 0) + 1;
  ctx.app.state.massSendCalls.set(session.token, calls);
  if (calls % MASS_SEND_EVERY === 0) {
    throw new HttpError(429, { message: texts.tooManyRequests });
  }
  const body = bodyObject(ctx);
  const rawIds = body.ids ?? body.transactionIds;
  if (Array.isArray(rawIds) && rawIds.length > MASS_SEND_MAX_IDS) {
    throw new HttpError(429, { message: texts.tooManyIds(MASS_SEND_MAX_IDS) });
  }
  if (!Array.isArray(rawIds) || rawIds.length === 0) throw badRequest(texts.idsRequired, 'ids');
  const ids = [...new Set(rawIds.map((v, i) => transactionId(texts, v, `ids[${i}]`)))];
  const contact = contactOf(ctx, body, false) as Contact;
  for (const id of ids) checkVisible(ctx, id);
  record(ctx, ids, 'mass', contact);
  return { sent: ids.length, ...contact };
}

export const sendCheckRoutes: Route[] = [
  { method: 'POST', pattern: '/api/transaction/send-check', access: 'user', handler: (ctx) => ok(send(ctx, 'send')) },
  { method: 'POST', pattern: '/api/transaction/resend-check', access: 'user', handler: (ctx) => ok(send(ctx, 'resend')) },
  { method: 'POST', pattern: '/api/transaction/mass-send-check', access: 'user', handler: (ctx) => ok(massSend(ctx)) },
];
