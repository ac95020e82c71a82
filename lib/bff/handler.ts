import 'server-only';
import type { NextRequest } from 'next/server';
import { getSession, isSignedIn, type AppSession } from '../session/session';
import { checkMutationOrigin, isMutation } from './same-origin';
import { bffError, signedOut, unavailable } from './respond';
import { UpstreamUnavailableError } from '../acquiring/upstream';
import { guestAlias } from './guest-alias';

export interface BffContext {
  request: NextRequest;
  session: AppSession;
  /** Tenant of the call: the session's, or for guests the validated alias the page sent. */
  alias: string | null;
}

export type BffAccess = 'public' | 'session' | 'mfa';

/**
 * Wraps every BFF route handler once: forgery check on mutations, session check,
 * and the mapping of an unreachable upstream to the spec's "temporarily unavailable".
 */
export function bffHandler(access: BffAccess, handle: (context: BffContext) => Promise<Response>) {
  return async (request: NextRequest): Promise<Response> => {
    if (isMutation(request.method)) {
      const verdict = checkMutationOrigin(request.headers, request.nextUrl.origin);
      if (verdict !== 'ok') return bffError(403, 'Cross-site request refused', 'forbidden');
    }
    const session = await getSession();
    const signedIn = isSignedIn(session);
    if (access === 'session' && !signedIn) return signedOut();
    if (access === 'mfa' && !(session.token && session.mfaPending)) return signedOut();
    const alias = session.token ? (session.alias ?? null) : guestAlias(request);
    if (alias === undefined) return bffError(400, 'Unknown financial institute', 'not-found');
    try {
      return await handle({ request, session, alias });
    } catch (error) {
      if (error instanceof UpstreamUnavailableError) return unavailable(error.status);
      if (request.signal.aborted) return bffError(499, 'Request canceled');
      throw error;
    }
  };
}
