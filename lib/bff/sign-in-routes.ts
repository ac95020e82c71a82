import 'server-only';
import { bffHandler, type BffContext } from './handler';
import { bffJson, signedOut, unavailable } from './respond';
import { readJsonObject, stringField, TOO_LARGE } from './read-body';
import { readJsonBody, upstreamFetch, withinDeadline } from '../acquiring/upstream';
import { rememberUpstreamCsrf, rotatedCsrf } from './upstream-csrf';
import { RESEND_COOKIE, resendCookie, resendDeadlineFor } from '../client/resend-wait';
import { serverEnv } from '../env';
import { clientAddress } from './client-address';
import { claimResend, codeConfirmed, countCodeAttempt, holdResend, limitStoreReady, releaseResend, type SignInParty } from './sign-in-limits';
import { readerText } from './reader-text';
import { actorOf, audited } from './audit-trail';
import { guestSettings } from '../tenant/reference-data';
import { settingValue } from '../tenant/brand';
import { settingFlag } from '../acquiring/setting-flag';
import {
  callForSession,
  endUpstreamSession,
  hasResult,
  inReaderLanguage,
  requiredField,
  RESEND_WAIT_MS,
  sessionEnded,
  storeSession,
  tooLarge,
  upstreamErrorResponse,
} from './session-calls';
import * as ENDPOINTS from '../acquiring/endpoints';

/**
 * Whether the tenant's sign-in may ask for a confirmation code (`lkm.authorization.multiFactor`, a guest setting):
 * true when the settings cannot be read in time.
 */
async function mayAskForCode(context: BffContext): Promise<boolean> {
  const settings = await withinDeadline(context.deadline, guestSettings(context.alias)).catch(() => null);
  return settings === null || settingFlag(settingValue(settings, 'lkm.authorization.multiFactor'));
}

export const login = bffHandler('public', audited('sign-in', async (context, note) => {
  note.actor = null;
  note.detail = { step: 'password' };
  const body = await readJsonObject(context.request);
  if (body === TOO_LARGE) return tooLarge(context);
  const login = body && stringField(body, 'login', 254);
  const password = body && stringField(body, 'password', 256);
  if (!body || !login || !password) return requiredField(context);
  const assessment = body.assessment;
  // The code goes out as the API signs the password in: the store that keeps its resend wait must answer first.
  if (await mayAskForCode(context)) await limitStoreReady();
  const result = await callForSession(context, {
    alias: context.alias,
    method: ENDPOINTS.signIn.method,
    path: ENDPOINTS.signIn.path,
    json: { login: login.trim(), password, ...(assessment ? { assessment } : {}) },
  });
  if (result instanceof Response) return result;
  // The login has just sent the code: a resend waits the 5 minutes from now (spec §4), on every instance, and the
  // page counts down from the answer's `waitUntil` (the cookie keeps it over a reload).
  if (result.session.authenticationCodeRequired !== true) {
    const stored = await storeSession(context, result);
    note.actor = actorOf(context.session.user);
    return stored;
  }
  const resendUntil = Date.now() + RESEND_WAIT_MS;
  await holdResend(partyOf(context, result.session.user.id), RESEND_WAIT_MS);
  const stored = await storeSession(context, result, resendUntil);
  note.actor = actorOf(context.session.user);
  note.result = 'pending';
  return stored;
}));

function partyOf(context: BffContext, userId: number): SignInParty {
  return { alias: context.alias, userId, address: clientAddress(context.request.headers, serverEnv().trustProxy) };
}

/** The user of the pending sign-in whose code step this is. */
function codeStepParty(context: BffContext): SignInParty | null {
  const userId = context.session.user?.id;
  return typeof userId === 'number' ? partyOf(context, userId) : null;
}

/**
 * Too many codes: the API ended the pending sign-in (its 429), or the BFF's own limit holds (`retryAt`). Either
 * way the code step is over: its token is forgotten upstream, its cookie goes, and the page shows the message on
 * a fresh login (`reason`). A replayed cookie of the code step then meets the same refusal, or a 401.
 */
async function endCodeStep(context: BffContext, message: string, retryAt: number | null): Promise<Response> {
  if (retryAt !== null) await endUpstreamSession(context);
  context.session.destroy();
  return bffJson({ message, reason: 'code-attempts', ...(retryAt !== null ? { retryAt } : {}) }, 429);
}

const codeAttemptsMessage = (context: BffContext) => readerText(context, 'Bff.codeAttemptsLater');

export const confirmCode = bffHandler('mfa', audited('sign-in', async (context, note) => {
  note.detail = { step: 'code' };
  const body = await readJsonObject(context.request);
  if (body === TOO_LARGE) return tooLarge(context);
  const code = body && stringField(body, 'code', 16);
  if (!code) return requiredField(context);
  const party = codeStepParty(context);
  if (!party) return signedOut();
  // Counted before the API is asked, so that concurrent guesses cannot all slip in under the limit.
  const refusedUntil = await countCodeAttempt(party);
  if (refusedUntil !== null) return endCodeStep(context, await codeAttemptsMessage(context), refusedUntil);
  const result = await callForSession(context, {
    alias: context.alias,
    method: ENDPOINTS.confirmCode.method,
    path: ENDPOINTS.confirmCode.path,
    token: context.session.token,
    csrf: context.session.upstreamCsrf,
    json: { code: code.trim() },
  });
  if (result instanceof Response) {
    if (result.status !== 429) return result;
    return endCodeStep(context, upstreamMessage(await result.json()) ?? (await codeAttemptsMessage(context)), null);
  }
  await codeConfirmed(party);
  return storeSession(context, result);
}));

/** A resend refused as too early (by the BFF or the API): the answer and the cookie say until when, for the countdown. */
async function resendTooEarly(context: BffContext, waitUntil: number, message?: string): Promise<Response> {
  const minutes = Math.max(1, Math.ceil((waitUntil - Date.now()) / 60_000));
  const response = bffJson({ message: message ?? (await readerText(context, 'Bff.codeResendWait', { minutes })), reason: 'resend-wait', waitUntil }, 429);
  const seconds = Math.max(1, Math.ceil((waitUntil - Date.now()) / 1000));
  response.headers.append('set-cookie', resendCookie('code', waitUntil, seconds, serverEnv().secureCookies));
  return response;
}

function upstreamMessage(body: unknown): string | undefined {
  const message = (body as { message?: unknown } | null)?.message;
  return typeof message === 'string' && message ? message : undefined;
}

/** The API's Retry-After (seconds) of a refused resend, as an epoch-ms deadline; the full wait when it sends none. */
function retryAfter(upstream: Response): number {
  const seconds = Number(upstream.headers.get('retry-after'));
  return Date.now() + (Number.isFinite(seconds) && seconds > 0 ? seconds * 1000 : RESEND_WAIT_MS);
}

/**
 * Spec §4 "resend is possible, with a 5-minute wait kept in a cookie": the cookie keeps the countdown the user
 * sees; the wait itself holds on the server (shared by every instance) and at the API, so a client without the
 * cookie is refused too (429).
 */
export const resendCode = bffHandler('mfa', async (context) => {
  const cookieWait = resendDeadlineFor(context.request.cookies.get(RESEND_COOKIE)?.value, 'code');
  if (cookieWait > Date.now()) return resendTooEarly(context, cookieWait);
  const party = codeStepParty(context);
  if (!party) return signedOut();
  const claim = await claimResend(party, RESEND_WAIT_MS);
  if (!claim.claimed) return resendTooEarly(context, claim.until);
  let sent = false;
  try {
    const csrf = rotatedCsrf();
    const upstream = await upstreamFetch({
      alias: context.alias,
      method: ENDPOINTS.resendCode.method,
      path: ENDPOINTS.resendCode.path,
      token: context.session.token,
      csrf: context.session.upstreamCsrf,
      onCsrfToken: csrf.onCsrfToken,
      headers: await inReaderLanguage(context),
      signal: context.request.signal,
      deadline: context.deadline,
    });
    const body = await readJsonBody(upstream);
    if (upstream.status === 401) return sessionEnded(context);
    await rememberUpstreamCsrf(context, csrf.token());
    if (upstream.status === 429) {
      const waitUntil = retryAfter(upstream);
      await holdResend(party, waitUntil - Date.now());
      sent = true;
      return resendTooEarly(context, waitUntil, upstreamMessage(body));
    }
    if (!upstream.ok) return upstreamErrorResponse(upstream.status, body);
    // Not known to be sent: no 5-minute wait starts.
    if (!hasResult(body)) return unavailable(502);
    sent = true;
  } finally {
    if (!sent) await releaseResend(party);
  }
  const response = bffJson({ waitUntil: claim.until });
  response.headers.append('set-cookie', resendCookie('code', claim.until, RESEND_WAIT_MS / 1000, serverEnv().secureCookies));
  return response;
});
