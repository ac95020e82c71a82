/** Checks shared by the server pipeline and handlers. */
import { HttpError, type RequestContext } from '../http/types.ts';

export function checkCsrf(ctx: RequestContext): void {
  if (!ctx.auth) return;
  const sent = ctx.req.headers['x-csrf-token'];
  if (typeof sent !== 'string' || sent !== ctx.auth.session.csrf) {
    throw new HttpError(403, { message: 'CSRF token mismatch', exception: 'CsrfException' });
  }
}
