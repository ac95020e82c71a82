import 'server-only';
import { bffHandler } from './handler';
import { bffJson } from './respond';
import { upstreamFetch } from '../acquiring/upstream';
import { failureAnswer, upstreamFailureAction } from './upstream-failure';
import { audited } from './audit-trail';
import { endUpstreamSession } from './session-calls';
import * as ENDPOINTS from '../acquiring/endpoints';

/** A cheap call that needs a living token (spec §7 "GET api/currency/list"): what `sessionState` asks the API. */
const SESSION_PROBE_PATH = ENDPOINTS.currencyList.path;

/** Spec §4 "Logout": the server logout is called, the session cookie goes; language and alias stay. */
export const logout = bffHandler('public', audited('sign-out', async (context, note) => {
  // no session, no sign-out: a second click, a replayed call
  note.skip = !context.session.token;
  await endUpstreamSession(context);
  context.session.destroy();
  return bffJson({ next: 'auth' });
}));

/**
 * Spec §2 "A click anywhere on a non-public page without a session redirects to /auth": the page asks
 * here once its own estimate of the expiry has passed (lib/client/session-clock.ts). The answer is the
 * session's expiry, or the usual 401 that sends the page to the login. A cookie replayed after a logout
 * still unseals, so the API is asked whether its token lives, as every data call does (one light call; an
 * upstream 401 ends the session here too). Reading it never extends the session cookie: only real
 * activity keeps a session alive.
 */
export const sessionState = bffHandler('session', async (context) => {
  const { session } = context;
  const upstream = await upstreamFetch({ alias: context.alias, path: SESSION_PROBE_PATH, token: session.token, signal: context.request.signal, deadline: context.deadline });
  upstream.body?.cancel().catch(() => undefined);
  const failure = failureAnswer(upstreamFailureAction(upstream.status, SESSION_PROBE_PATH), upstream.status, session);
  if (failure) return failure;
  return bffJson({ expiresAt: session.expiresAt });
});
