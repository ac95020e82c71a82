/** api/setting/guest-list (public subset) and api/setting/list (all, authenticated). */
import type { Setting } from '../../lib/acquiring/contract/reference-data.ts';
import { GUEST_SETTING_NAMES } from '../../lib/domain/settings.ts';
import { effectiveSettings } from '../app.ts';
import { ok, type RequestContext, type Route } from '../http/types.ts';

function list(ctx: RequestContext, guestOnly: boolean): Setting[] {
  return Object.entries(effectiveSettings(ctx.app, ctx.tenant))
    .filter(([name]) => !guestOnly || GUEST_SETTING_NAMES.has(name))
    .map(([name, value]) => ({ name, value }));
}

export const settingsRoutes: Route[] = [
  { method: 'GET', pattern: '/api/setting/guest-list', access: 'guest', handler: (ctx) => ok(list(ctx, true)) },
  { method: 'GET', pattern: '/api/setting/list', access: 'user', handler: (ctx) => ok(list(ctx, false)) },
];
