import { unsealData } from 'iron-session';
import type { NextRequest } from 'next/server';
import { serverEnv } from '../env';
import { sessionCookieName } from '../session/options';
import type { SessionData } from '../session/types';
import { isSignedIn, type SignedInSession } from '../session/signed-in';

export function sessionCookie(request: NextRequest): string | undefined {
  return request.cookies.get(sessionCookieName(serverEnv().secureCookies))?.value;
}

/** The signed-in session the cookie carries for this tenant, or null (tampered, expired, other tenant). */
export async function readSessionCookie(request: NextRequest, alias: string | null): Promise<SignedInSession | null> {
  const seal = sessionCookie(request);
  if (!seal) return null;
  const data = await unsealData<Partial<SessionData>>(seal, { password: serverEnv().sessionPasswords }).catch(() => null);
  if (!data || !isSignedIn(data)) return null;
  return (data.alias ?? null) === alias ? data : null;
}
