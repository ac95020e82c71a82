import { sealData, unsealData } from 'iron-session';
import type { NextRequest } from 'next/server';
import { serverEnv } from '../env';
import { MAX_SESSION_SECONDS, sessionCookieName, sessionOptions } from '../session/options';
import type { SessionData } from '../session/types';
import { isSignedIn, type SignedInSession } from '../session/signed-in';
import { noteUser } from '../observability/request-context';

export interface SessionCookieState {
  /** The signed-in session for this tenant, if any. */
  session: SignedInSession | null;
  /** A cookie is there but can no longer be used (tampered, unreadable, past its lifetime). */
  stale: boolean;
  /** The session ran out of time (as opposed to a tampered or unreadable cookie). */
  expired?: boolean;
}

/** Reads the sealed cookie; a half-done multi-factor login or another tenant's session is neither signed in nor stale. */
export async function readSessionCookie(request: NextRequest, alias: string | null): Promise<SessionCookieState> {
  const seal = request.cookies.get(sessionCookieName(serverEnv().secureCookies))?.value;
  if (!seal) return { session: null, stale: false };
  const data = await unsealData<Partial<SessionData>>(seal, { password: serverEnv().sessionPasswords }).catch(() => null);
  if (!data || !data.token) return { session: null, stale: true };
  noteUser(data.user?.id);
  if (data.mfaPending) return { session: null, stale: false };
  if (!isSignedIn(data)) return { session: null, stale: true, expired: Boolean(data.user && (data.expiresAt ?? 0) <= Date.now()) };
  return { session: (data.alias ?? null) === alias ? data : null, stale: false };
}

/** A fresh seal of the same session with a later expiry, for the sliding lifetime. */
export async function resealSession(session: SessionData, expiresAt: number): Promise<string> {
  return sealData({ ...session, expiresAt }, { password: serverEnv().sessionPasswords, ttl: MAX_SESSION_SECONDS + 60 });
}

export function sessionCookieOptions() {
  const { cookieOptions } = sessionOptions();
  return { ...cookieOptions, sameSite: 'lax' as const };
}
