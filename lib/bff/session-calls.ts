import 'server-only';
import type { BffContext } from './handler';
import { bffError, bffJson, unavailable } from './respond';
import { readJsonBody, upstreamFetch, upstreamJson, type UpstreamCall } from '../acquiring/upstream';
import type { ApiErrorBody, ApiResult, BuildInfo } from '../acquiring/contract/envelopes';
import type { SessionObject } from '../acquiring/contract/session';
import { sessionDataFrom } from '../session/from-upstream';
import { rotatedCsrf } from './upstream-csrf';
import { resendCookie } from '../client/resend-wait';
import { AUTH_CODE_RESEND_WAIT_MINUTES } from '../domain/limits';
import { serverEnv } from '../env';
import { rememberTenant } from '../session/remembered-tenant';
import { endedSession } from './upstream-failure';
import { readerLocale, readerText, refusalText } from './reader-text';
import * as ENDPOINTS from '../acquiring/endpoints';

/*
 * What the sign-in, session and password flows share: the call that answers a session object, storing it in the
 * sealed cookie, ending it at the API, and the answers every flow gives alike.
 */

/** Spec §4/§9: resend is possible after a 5-minute wait kept in a cookie. */
export const RESEND_WAIT_MS = AUTH_CODE_RESEND_WAIT_MINUTES * 60 * 1000;

export function upstreamErrorResponse(status: number, body: unknown): Response {
  if (status === 502 || status === 504) return unavailable(status);
  const error = (body ?? {}) as Partial<ApiErrorBody>;
  const safe: ApiErrorBody = { message: typeof error.message === 'string' ? error.message : 'Server is not available' };
  if (error.exception) safe.exception = error.exception;
  if (typeof error.attemptsLeft === 'number') safe.attemptsLeft = error.attemptsLeft;
  if (Array.isArray(error.errors)) safe.errors = error.errors.slice(0, 20);
  return bffJson(safe, status >= 400 ? status : 502);
}

/** A 2xx answer of the session calls is `{ result: … }`; anything else (an HTML page, cut JSON) is no answer. */
export function hasResult(body: unknown): body is ApiResult<unknown> {
  return typeof body === 'object' && body !== null && 'result' in body;
}

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
export function sessionEnded(context: BffContext): Response {
  return endedSession(context.session);
}

export const requiredField = async (context: BffContext) => bffError(400, await readerText(context, 'Bff.required'));

/** A body past the reader's limit (issue 35 §6): 413, saying so in the reader's language. */
export const tooLarge = (context: BffContext) => bffError(413, refusalText(context, 'Bff.tooLarge'));

/** The host answers its own texts (a wrong code, a blocked user) in the language of the screens (issue 21). */
export async function inReaderLanguage(context: BffContext): Promise<Headers> {
  return new Headers({ 'accept-language': await readerLocale(context) });
}

export async function callForSession(context: BffContext, call: UpstreamCall): Promise<UpstreamSession | Response> {
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
export async function storeSession(context: BffContext, { session: upstream, csrf }: UpstreamSession, resendUntil?: number): Promise<Response> {
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

/** Asks the API to forget the session's token; the answer changes nothing (the cookie goes either way). */
export async function endUpstreamSession(context: BffContext): Promise<void> {
  const { session } = context;
  if (!session.token) return;
  await upstreamFetch({
    alias: context.alias,
    method: ENDPOINTS.logout.method,
    path: ENDPOINTS.logout.path,
    token: session.token,
    csrf: session.upstreamCsrf,
    timeoutMs: Math.min(LOGOUT_TIMEOUT_MS, serverEnv().upstreamTimeoutMs),
    deadline: context.deadline,
  }).catch(() => null);
}
