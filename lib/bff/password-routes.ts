import 'server-only';
import { bffHandler } from './handler';
import { bffError, bffJson, signedOut, unavailable } from './respond';
import { isSignedIn } from '../session/signed-in';
import { readJsonObject, stringField, TOO_LARGE } from './read-body';
import { readJsonBody, upstreamFetch } from '../acquiring/upstream';
import type { ApiResult } from '../acquiring/contract/envelopes';
import type { SessionObject } from '../acquiring/contract/session';
import { rotatedCsrf } from './upstream-csrf';
import { isRestoreToken } from '../domain/restore-token';
import { audited } from './audit-trail';
import { hasResult, inReaderLanguage, requiredField, sessionEnded, storeSession, tooLarge, upstreamErrorResponse } from './session-calls';
import * as ENDPOINTS from '../acquiring/endpoints';

/**
 * Spec §4 "Change password": by a restore token (guest) or signed in. A returned session signs the
 * user in again; otherwise the user is signed out and goes to /auth. 423 passes through: the form
 * then shows the visible captcha.
 */
export const changePassword = bffHandler('public', audited('password.change', async (context, note) => {
  const { session, request } = context;
  const restoreToken = request.nextUrl.searchParams.get('token');
  if (restoreToken !== null) {
    // by a restore link: nobody is signed in for it (a session in the same browser is someone else's business)
    note.action = 'password.restore';
    note.actor = null;
  }
  const body = await readJsonObject(request);
  if (body === TOO_LARGE) return tooLarge(context);
  const newPassword = body && stringField(body, 'newPassword', 256);
  if (!body || !newPassword) return requiredField(context);
  const signedIn = isSignedIn(session);
  if (!restoreToken && !signedIn) return signedOut();
  if (restoreToken !== null && !isRestoreToken(restoreToken)) return bffError(400, 'Invalid token');
  const oldPassword = stringField(body, 'oldPassword', 256);
  const assessment = body.assessment;
  const csrf = rotatedCsrf();
  const upstream = await upstreamFetch({
    alias: context.alias,
    method: ENDPOINTS.changePassword.method,
    path: ENDPOINTS.changePassword.path,
    search: restoreToken ? new URLSearchParams({ token: restoreToken }) : undefined,
    headers: await inReaderLanguage(context),
    token: restoreToken ? undefined : session.token,
    csrf: restoreToken ? undefined : session.upstreamCsrf,
    onCsrfToken: csrf.onCsrfToken,
    json: {
      newPassword,
      ...(restoreToken ? { token: restoreToken } : {}),
      ...(oldPassword && !restoreToken ? { oldPassword } : {}),
      ...(assessment ? { assessment } : {}),
    },
    signal: request.signal,
    deadline: context.deadline,
  });
  const answer = await readJsonBody(upstream);
  // By a restore token the session's token is not sent: a 401 is then about the restore token, not the session.
  if (upstream.status === 401 && !restoreToken && signedIn) return sessionEnded(context);
  if (!upstream.ok) return upstreamErrorResponse(upstream.status, answer);
  // A 200 that is not the API's answer says nothing of the password: the user stays as they were.
  if (!hasResult(answer)) return unavailable(502);
  const result = (answer as ApiResult<SessionObject | null>).result;
  if (result && typeof result.token === 'string' && result.user && !restoreToken) {
    return storeSession(context, { session: result, csrf: csrf.token() });
  }
  if (session.token) session.destroy();
  return bffJson({ next: 'auth' });
}));
