/**
 * GET api/terminal/list-preferred/{merchantId}[?userId=]: the TIDs an operator of that outlet can take for
 * auto-registration — its terminals that are not deleted or blocked, SoftPOS ones first. With
 * operators.oneOperatorOneTerminal on, terminals already taken by another operator (not `userId`) are left out.
 */
import type { Terminal, TerminalStatus } from '../../lib/acquiring/contract/organisation.ts';
import { settingFlag } from '../../lib/acquiring/setting-flag.ts';
import { effectiveSettings } from '../app.ts';
import { notFound, ok, requireAuth, type RequestContext, type Route } from '../http/types.ts';
import { scopeOf } from '../store/scope.ts';
import { allRows } from '../store/statements.ts';

interface PreferredRow { id: number; status: number; name: string | null; merchant_id: number; merchant_name: string; external_id: string; attached: number; for_soft_pos: number }

function preferred(ctx: RequestContext): Terminal[] {
  const { user } = requireAuth(ctx);
  const scope = scopeOf(ctx.app.db, user);
  const merchantId = Number(ctx.params.id);
  if (!Number.isInteger(merchantId) || !scope.merchantIds.includes(merchantId)) throw notFound('Unknown merchant');
  const userId = Number(ctx.query.get('userId') ?? -1);
  const exclusive = settingFlag(effectiveSettings(ctx.app, ctx.tenant)['operators.oneOperatorOneTerminal']);
  const rows = allRows<PreferredRow>(ctx.app.db, `SELECT t.id, t.status, t.name, t.merchant_id, m.name AS merchant_name, t.external_id, t.attached, t.for_soft_pos
    FROM terminal t JOIN merchant m ON m.id = t.merchant_id
    WHERE t.merchant_id = ? AND t.status IN (0, 2)
      AND (? = 0 OR NOT EXISTS (SELECT 1 FROM app_user u WHERE u.autoreg_terminal_id = t.id AND u.id != ?))
    ORDER BY t.for_soft_pos DESC, t.id ASC`, merchantId, exclusive ? 1 : 0, Number.isInteger(userId) ? userId : -1);
  return rows.map((r) => ({
    id: r.id, status: r.status as TerminalStatus, name: r.name ?? r.merchant_name, merchantId: r.merchant_id, merchantName: r.merchant_name,
    externalId: r.external_id, attached: r.attached === 1, forSoftPos: r.for_soft_pos === 1,
  }));
}

export const orgTerminalRoutes: Route[] = [
  { method: 'GET', pattern: '/api/terminal/list-preferred/:id', access: 'user', handler: (ctx) => ok(preferred(ctx)) },
];
