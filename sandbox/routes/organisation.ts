/** api/organization/holding|company|merchant — read by role (spec §4 "Organisation data by role"). */
import type { DatabaseSync } from 'node:sqlite';
import type { Company, CompanyRef, Holding, Merchant, MerchantRef } from '../../lib/acquiring/contract/organisation.ts';
import { forbidden, notFound, ok, requireAuth, type RequestContext, type Route } from '../http/types.ts';
import { scopeOf, type Scope } from '../store/scope.ts';
import { allRows, getRow } from '../store/statements.ts';

interface CompanyRow { id: number; holding_id: number | null; name: string; inn: string; real_address: string; legal_address: string }
interface MerchantRow {
  id: number; company_id: number; name: string; external_id: string; legal_address: string | null; address: string | null; inn: string;
  phone: string | null; site: string | null; mcc: string; sbp_x_user_login: string | null; sbp_id: string | null; sbp_account: string | null;
}

function merchantRefs(db: DatabaseSync, companyIds: number[]): MerchantRef[] {
  if (companyIds.length === 0) return [];
  return allRows<{ id: number; name: string; company_id: number }>(db, `SELECT id, name, company_id FROM merchant WHERE company_id IN (${companyIds.join(',')}) ORDER BY id`)
    .map((m) => ({ id: m.id, name: m.name, companyId: m.company_id }));
}

export function companyById(db: DatabaseSync, id: number): Company | undefined {
  const row = getRow<CompanyRow>(db, 'SELECT * FROM company WHERE id = ?', id);
  if (!row) return undefined;
  return {
    id: row.id, name: row.name, holdingId: row.holding_id, inn: row.inn, realAddress: row.real_address, legalAddress: row.legal_address,
    merchantList: merchantRefs(db, [row.id]),
  };
}

export function merchantById(db: DatabaseSync, id: number): Merchant | undefined {
  const row = getRow<MerchantRow>(db, 'SELECT * FROM merchant WHERE id = ?', id);
  if (!row) return undefined;
  const grants = allRows<{ grant_id: number; value: string }>(db, 'SELECT grant_id, value FROM merchant_grant WHERE merchant_id = ? ORDER BY grant_id', id);
  return {
    id: row.id, name: row.name, companyId: row.company_id, externalId: row.external_id, legalAddress: row.legal_address, address: row.address,
    inn: row.inn, phone: row.phone, site: row.site, merchantCategoryCode: row.mcc, sbpXUserLogin: row.sbp_x_user_login, sbpId: row.sbp_id,
    sbpAccount: row.sbp_account, merchantGrantList: grants.map((g) => ({ grantId: g.grant_id, value: g.value })),
  };
}

function requestedId(ctx: RequestContext): number | undefined {
  const raw = ctx.query.get('id');
  if (raw === null || raw === '') return undefined;
  const id = Number(raw);
  if (!Number.isInteger(id)) throw notFound();
  return id;
}

function holding(ctx: RequestContext): Holding {
  const { user } = requireAuth(ctx);
  if (user.holding_id === null) throw forbidden('Only holding users read the holding');
  const row = getRow<{ id: number; title: string }>(ctx.app.db, 'SELECT id, title FROM holding WHERE id = ?', user.holding_id);
  if (!row) throw notFound();
  const companies = allRows<{ id: number; name: string; holding_id: number; inn: string }>(ctx.app.db, 'SELECT id, name, holding_id, inn FROM company WHERE holding_id = ? ORDER BY id', row.id);
  const companyList: CompanyRef[] = companies.map((c) => ({ id: c.id, name: c.name, holdingId: c.holding_id, inn: c.inn }));
  return { id: row.id, title: row.title, companyList, merchantList: merchantRefs(ctx.app.db, companies.map((c) => c.id)) };
}

function pickInScope(ids: number[], wanted: number | undefined, scope: Scope, kind: string): number {
  if (wanted === undefined) {
    const first = ids[0];
    if (first === undefined) throw forbidden(`No ${kind} for the ${scope.role} role`);
    return first;
  }
  if (!ids.includes(wanted)) throw notFound(`Unknown ${kind}`);
  return wanted;
}

function company(ctx: RequestContext): Company {
  const { user } = requireAuth(ctx);
  const scope = scopeOf(ctx.app.db, user);
  if (scope.role === 'operator') throw forbidden('Operators read the merchant');
  const id = pickInScope(scope.companyIds, requestedId(ctx), scope, 'company');
  const found = companyById(ctx.app.db, id);
  if (!found) throw notFound();
  return found;
}

function merchant(ctx: RequestContext): Merchant {
  const { user } = requireAuth(ctx);
  const scope = scopeOf(ctx.app.db, user);
  const id = pickInScope(scope.merchantIds, requestedId(ctx), scope, 'merchant');
  const found = merchantById(ctx.app.db, id);
  if (!found) throw notFound();
  return found;
}

export const organisationRoutes: Route[] = [
  { method: 'GET', pattern: '/api/organization/holding', access: 'user', handler: (ctx) => ok(holding(ctx)) },
  { method: 'GET', pattern: '/api/organization/company', access: 'user', handler: (ctx) => ok(company(ctx)) },
  { method: 'GET', pattern: '/api/organization/merchant', access: 'user', handler: (ctx) => ok(merchant(ctx)) },
];
