import 'server-only';
import type { NextRequest } from 'next/server';
import { getSession, isSignedIn, type AppSession } from '../session/session';
import { checkSameOrigin, expectedOrigins, type OriginCheckOptions } from './same-origin';
import { bffError, signedOut, unavailable } from './respond';
import { UpstreamUnavailableError, withinDeadline } from '../acquiring/upstream';
import { deadlineAfter, type Deadline } from '../acquiring/deadline';
import type { Fallible } from '../i18n/reader';
import { BFF_TIMEOUT_MS } from '../client/api-failure';
import { guestAlias } from './guest-alias';
import { serverEnv } from '../env';
import { noteTenant } from '../observability/request-context';

export interface BffContext {
  request: NextRequest;
  session: AppSession;
  /** Tenant of the call: the session's, or for guests the validated alias the page sent. */
  alias: string | null;
  /** The call's one deadline: its lookups and upstream calls together wait no longer (`bffCallBudgetMs`). */
  deadline: Deadline;
}

/** What the answer needs to reach the browser before the browser's own wait ends. */
const BROWSER_MARGIN_MS = 2_000;

/**
 * One deadline per BFF call (issue 35 §6): UPSTREAM_TIMEOUT_MS for everything the call waits for — the reader's
 * language, the forwarded call, a session's build version — and always shorter than the browser's own wait
 * (lib/client/api.ts `BFF_TIMEOUT_MS`), so that the browser gets the BFF's clear 504, never its own timeout.
 */
export function bffCallBudgetMs(): number {
  return Math.min(serverEnv().upstreamTimeoutMs, BFF_TIMEOUT_MS - BROWSER_MARGIN_MS);
}

/** A lookup the call can do without (the reader's language, its texts): its value within the call's deadline, else the fallback. */
export function withinCall(context: Pick<BffContext, 'deadline'>): Fallible {
  return (load, fallback) => withinDeadline(context.deadline, load).catch(() => fallback);
}

export type BffAccess = 'public' | 'session' | 'mfa';

let proxyHintGiven = false;

/**
 * The one refusal that is a deployment mistake rather than an attack: the browser is on `https://` of
 * our own host while the app sees plain HTTP (a TLS proxy without `APP_ORIGIN` or `TRUST_PROXY=1`).
 * Said once per process, for the operator; the browser only gets the 403.
 */
function hintAtProxySetup(origin: string | null, expected: readonly string[]): void {
  if (proxyHintGiven || !origin || !expected.some((item) => item.replace(/^http:/, 'https:') === origin)) return;
  proxyHintGiven = true;
  console.warn(`[bff] refused requests from ${origin}: the app sees plain HTTP. Behind a TLS proxy set APP_ORIGIN or TRUST_PROXY=1 (README, "Behind a reverse proxy").`);
}

/** The same-origin and anti-forgery check of every BFF call that uses the session (lib/bff/same-origin.ts). */
function refusedAsForged(request: NextRequest, options?: OriginCheckOptions): Response | null {
  const expected = expectedOrigins(request.headers, serverEnv());
  const verdict = checkSameOrigin(request.headers, expected, options);
  if (verdict === 'ok') return null;
  if (verdict === 'foreign-origin') hintAtProxySetup(request.headers.get('origin'), expected);
  return bffError(403, 'Cross-site request refused', 'forbidden');
}

/**
 * Wraps every BFF route handler once: the forgery check on every method (a GET may change state, e.g.
 * closing a terminal day), session check, and the mapping of an unreachable upstream to the spec's
 * "temporarily unavailable".
 */
export function bffHandler(access: BffAccess, handle: (context: BffContext) => Promise<Response>, options?: OriginCheckOptions) {
  return async (request: NextRequest): Promise<Response> => {
    const deadline = deadlineAfter(bffCallBudgetMs());
    const refused = refusedAsForged(request, options);
    if (refused) return refused;
    const session = await getSession();
    const signedIn = isSignedIn(session);
    if (access === 'session' && !signedIn) return signedOut();
    if (access === 'mfa' && !(session.token && session.mfaPending)) return signedOut();
    const alias = session.token ? (session.alias ?? null) : guestAlias(request);
    if (alias === undefined) return bffError(400, 'Unknown financial institute', 'not-found');
    noteTenant(alias);
    try {
      return await handle({ request, session, alias, deadline });
    } catch (error) {
      return answerThrown(error, request);
    }
  };
}

/** A BFF call that threw: an unreachable upstream is the spec's "temporarily unavailable", a call the browser dropped 499; anything else is a fault. */
export function answerThrown(error: unknown, request: Request): Response {
  if (error instanceof UpstreamUnavailableError) return unavailable(error.status);
  if (request.signal.aborted) return bffError(499, 'Request canceled');
  throw error;
}
