import 'server-only';
import type { NextRequest } from 'next/server';
import { getSession, isSignedIn, type AppSession } from '../session/session';
import { checkSameOrigin, expectedOrigins, type OriginCheckOptions } from './same-origin';
import { bffError, signedOut, unavailable } from './respond';
import { UpstreamUnavailableError } from '../acquiring/upstream';
import { guestAlias } from './guest-alias';
import { serverEnv } from '../env';
import { noteTenant } from '../observability/request-context';

export interface BffContext {
  request: NextRequest;
  session: AppSession;
  /** Tenant of the call: the session's, or for guests the validated alias the page sent. */
  alias: string | null;
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
      return await handle({ request, session, alias });
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
