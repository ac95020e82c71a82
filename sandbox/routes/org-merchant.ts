/**
 * POST api/merchant/grant { merchantId, grantId, value } → the outlet's grants after the change (grant 1: reader
 * authorisation with password; 10: the storefront). Only the grants of lib/domain/roles.ts `CHANGEABLE_GRANTS` change
 * here (an operator's grant 1, on its own outlet); the others are the bank's, and the host refuses them (403). GET api/ext-system-admin/get-admin and POST
 * api/ext-system-admin/update-url { url }: the address of the external system's administrator, one per organisation.
 */
import type { ExtSystemAdmin, MerchantGrant } from '../../lib/acquiring/contract/organisation.ts';
import { badRequest, bodyObject, forbidden, ok, requireAuth, type RequestContext, type Route } from '../http/types.ts';
import { mayChangeGrant } from '../../lib/domain/roles.ts';
import { setGrant } from '../store/organisation.ts';
import { scopeOf, type Scope } from '../store/scope.ts';
import { allRows, getRow, run } from '../store/statements.ts';
import { hostTexts } from '../present/host-texts.ts';
import type { MerchantTexts } from '../present/organisation-texts.ts';

/** The outlet's and the organisation's answers in the reader's language (Accept-Language), else Russian. */
const textsOf = (ctx: RequestContext): MerchantTexts => hostTexts(ctx.req.headers['accept-language']).merchant;
const MAX_URL_LENGTH = 2048;

function grant(ctx: RequestContext): MerchantGrant[] {
  const { user } = requireAuth(ctx);
  const scope = scopeOf(ctx.app.db, user);
  const texts = textsOf(ctx);
  const body = bodyObject(ctx);
  const merchantId = Number(body.merchantId);
  const grantId = Number(body.grantId);
  const value = typeof body.value === 'number' || typeof body.value === 'boolean' ? String(Number(body.value)) : body.value;
  if (!Number.isInteger(grantId) || grantId <= 0) throw badRequest(texts.required, 'grantId');
  // A right the role does not have, whatever the outlet (the interface never offers it): 403, as for api/user.
  if (!mayChangeGrant(scope.role, grantId)) throw forbidden(texts.grantNotAllowed);
  if (!Number.isInteger(merchantId) || !scope.merchantIds.includes(merchantId)) throw badRequest(texts.foreignMerchant, 'merchantId');
  if (value !== '0' && value !== '1') throw badRequest(texts.grantValue, 'value');
  setGrant(ctx.app.db, merchantId, grantId, value);
  return allRows<{ grant_id: number; value: string }>(ctx.app.db, 'SELECT grant_id, value FROM merchant_grant WHERE merchant_id = ? ORDER BY grant_id', merchantId)
    .map((g) => ({ grantId: g.grant_id, value: g.value }));
}

/** holding → the holding; merchant → its company. Operators have no external-system administrator page. */
function adminScope(ctx: RequestContext): string {
  const { user } = requireAuth(ctx);
  const scope: Scope = scopeOf(ctx.app.db, user);
  if (scope.role === 'operator') throw forbidden('Operators have no external system');
  return scope.role === 'holding' ? `holding:${String(scope.holdingId)}` : `company:${String(scope.companyIds[0])}`;
}

function getAdmin(ctx: RequestContext): ExtSystemAdmin {
  const key = adminScope(ctx);
  return { url: getRow<{ url: string }>(ctx.app.db, 'SELECT url FROM ext_system_admin WHERE tenant = ? AND scope = ?', ctx.tenant.alias, key)?.url ?? null };
}

function updateUrl(ctx: RequestContext): ExtSystemAdmin {
  const key = adminScope(ctx);
  const raw = bodyObject(ctx).url;
  const url = typeof raw === 'string' ? raw.trim() : '';
  let valid = false;
  try {
    valid = url.length <= MAX_URL_LENGTH && ['http:', 'https:'].includes(new URL(url).protocol);
  } catch {
    valid = false;
  }
  if (!valid) throw badRequest(textsOf(ctx).urlRequired, 'url');
  run(ctx.app.db, 'INSERT OR REPLACE INTO ext_system_admin (tenant, scope, url) VALUES (?, ?, ?)', ctx.tenant.alias, key, url);
  return { url };
}

export const orgMerchantRoutes: Route[] = [
  { method: 'POST', pattern: '/api/merchant/grant', access: 'user', handler: (ctx) => ok(grant(ctx)) },
  { method: 'GET', pattern: '/api/ext-system-admin/get-admin', access: 'user', handler: (ctx) => ok(getAdmin(ctx)) },
  { method: 'POST', pattern: '/api/ext-system-admin/update-url', access: 'user', handler: (ctx) => ok(updateUrl(ctx)) },
];
