import 'server-only';
import { bffHandler, type BffContext } from './handler';
import { bffError, bffJson, signedOut, unavailable } from './respond';
import { isSignedIn } from '../session/signed-in';
import { readJsonObject, stringField, TOO_LARGE } from './read-body';
import { readJsonBody, upstreamFetch, upstreamJson, withinDeadline, type UpstreamCall } from '../acquiring/upstream';
import type { ApiErrorBody, ApiResult, BuildInfo, SessionObject } from '../acquiring/contract';
import { sessionDataFrom } from '../session/from-upstream';
import { rememberUpstreamCsrf, rotatedCsrf } from './upstream-csrf';
import { RESEND_COOKIE, resendCookie, resendDeadlineFor } from '../client/resend-wait';
import { AUTH_CODE_RESEND_WAIT_MINUTES } from '../domain/limits';
import { serverEnv } from '../env';
import { isRestoreToken } from '../domain/restore-token';
import { rememberTenant } from '../session/remembered-tenant';
import { endedSession, failureAnswer, upstreamFailureAction } from './upstream-failure';
import { clientAddress } from './client-address';
import { claimResend, codeConfirmed, countCodeAttempt, holdResend, limitStoreReady, releaseResend, type SignInParty } from './sign-in-limits';
import { readerLocale, readerText, refusalText } from './reader-text';
import { actorOf, audited } from './audit-trail';
import { guestSettings } from '../tenant/reference-data';
import { settingValue } from '../tenant/brand';
import { settingFlag } from '../acquiring/setting-flag';

/** Spec §4/§9: resend is possible after a 5-minute wait kept in a cookie. */
const RESEND_WAIT_MS = AUTH_CODE_RESEND_WAIT_MINUTES * 60 * 1000;

function upstreamErrorResponse(status: number, body: unknown): Response {
  if (status === 502 || status === 504) return unavailable(status);
  const error = (body ?? {}) as Partial<ApiErrorBody>;
  const safe: ApiErrorBody = { message: typeof error.message === 'string' ? error.message : 'Server is not available' };
  if (error.exception) safe.exception = error.exception;
  if (typeof error.attemptsLeft === 'number') safe.attemptsLeft = error.attemptsLeft;
  if (Array.isArray(error.errors)) safe.errors = error.errors.slice(0, 20);
  return bffJson(safe, status >= 400 ? status : 502);
}

/** A 2xx answer of the session calls is `{ result: … }`; anything else (an HTML page, cut JSON) is no answer. */
function hasResult(body: unknown): body is ApiResult<unknown> {
  return typeof body === 'object' && body !== null && 'result' in body;
}

/** A cheap call that needs a living token (spec §7 "GET api/currency/list"): what `sessionState` asks the API. */
const SESSION_PROBE_PATH = 'api/currency/list';

/** Logout never keeps the user waiting long for the server (the cookie goes either way). */
const LOGOUT_TIMEOUT_MS = 5000;

interface UpstreamSession {
  session: SessionObject;
  csrf: string | undefined;
}

/**
 * Spec §8 "Logout happens on 401": a call made with the session's token (the code step's, or a signed-in one)
 * that the API answers 401 means the API no longer knows that session. It ends here too, and the page is told
 * to sign in again. The login itself is made without a token: its 401 is about the credentials and passes through.
 */
function sessionEnded(context: BffContext): Response {
  return endedSession(context.session);
}

const requiredField = async (context: BffContext) => bffError(400, await readerText(context, 'Bff.required'));

/** A body past the reader's limit (issue 35 §6): 413, saying so in the reader's language. */
const tooLarge = (context: BffContext) => bffError(413, refusalText(context, 'Bff.tooLarge'));

/** The host answers its own texts (a wrong code, a blocked user) in the language of the screens (issue 21). */
async function inReaderLanguage(context: BffContext): Promise<Headers> {
  return new Headers({ 'accept-language': await readerLocale(context) });
}

async function callForSession(context: BffContext, call: UpstreamCall): Promise<UpstreamSession | Response> {
  const csrf = rotatedCsrf();
  const upstream = await upstreamFetch({
    ...call,
    alias: context.alias,
    signal: context.request.signal,
    deadline: context.deadline,
    headers: await inReaderLanguage(context),
    onCsrfToken: csrf.onCsrfToken,
  });
  const body = await readJsonBody(upstream);
  if (upstream.status === 401 && call.token) return sessionEnded(context);
  if (!upstream.ok) return upstreamErrorResponse(upstream.status, body);
  const result = (body as ApiResult<SessionObject> | null)?.result;
  if (!result || typeof result.token !== 'string' || !result.user) return unavailable(502);
  return { session: result, csrf: csrf.token() };
}

/**
 * Stores an upstream session object in the sealed cookie; the answer tells the page where to go. `resendUntil`: the
 * login has just sent a confirmation code, and the answer and the `resend-await` cookie say when a resend may come.
 */
async function storeSession(context: BffContext, { session: upstream, csrf }: UpstreamSession, resendUntil?: number): Promise<Response> {
  const info = await upstreamJson<BuildInfo>({ alias: context.alias, path: 'info', deadline: context.deadline }).catch(() => null);
  const data = sessionDataFrom(context.alias, upstream, Date.now(), info?.buildVersion);
  const { session } = context;
  Object.assign(session, data, { upstreamCsrf: csrf ?? session.upstreamCsrf });
  await session.save();
  if (!data.mfaPending) await rememberTenant(context.alias);
  if (!data.mfaPending || resendUntil === undefined) return bffJson({ next: data.mfaPending ? 'code' : 'dashboard' });
  const response = bffJson({ next: 'code', waitUntil: resendUntil, ...(data.codeSentTo ? { sentTo: data.codeSentTo } : {}) });
  response.headers.append('set-cookie', resendCookie('code', resendUntil, RESEND_WAIT_MS / 1000, serverEnv().secureCookies));
  return response;
}

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
    method: 'POST',
    path: 'api/session/auth',
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

/** Asks the API to forget the session's token; the answer changes nothing (the cookie goes either way). */
async function endUpstreamSession(context: BffContext): Promise<void> {
  const { session } = context;
  if (!session.token) return;
  await upstreamFetch({
    alias: context.alias,
    method: 'POST',
    path: 'api/session/logout',
    token: session.token,
    csrf: session.upstreamCsrf,
    timeoutMs: Math.min(LOGOUT_TIMEOUT_MS, serverEnv().upstreamTimeoutMs),
    deadline: context.deadline,
  }).catch(() => null);
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
    method: 'POST',
    path: 'api/session/confirm-authentication-code',
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
      method: 'POST',
      path: 'api/session/resend-authentication-code',
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
    method: 'POST',
    path: 'api/session/change-password',
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
