/** api/privacy-policy: per-language texts (public) and the user's confirmation. */
import { notFound, ok, requireAuth, type Route } from '../http/types.ts';
import { confirmPrivacy } from '../store/users.ts';

export const privacyRoutes: Route[] = [
  { method: 'GET', pattern: '/api/privacy-policy', access: 'optional', privacyExempt: true, handler: (ctx) => ok(ctx.tenant.privacyPolicies) },
  {
    method: 'GET', pattern: '/api/privacy-policy/:id', access: 'optional', privacyExempt: true,
    handler: (ctx) => {
      const id = ctx.params.id ?? '';
      const policy = ctx.tenant.privacyPolicies.find((p) => String(p.id) === id || p.languageId === id);
      if (!policy) throw notFound('Privacy policy not found');
      return ok(policy);
    },
  },
  {
    method: 'POST', pattern: '/api/privacy-policy/confirm', access: 'user', privacyExempt: true,
    handler: (ctx) => {
      const { user } = requireAuth(ctx);
      confirmPrivacy(ctx.app.db, user.id);
      return ok(true);
    },
  },
];
