import 'server-only';
import { cache } from 'react';
import { cookies } from 'next/headers';
import { redirect } from 'next/navigation';
import { getIronSession, type IronSession } from 'iron-session';
import { sessionOptions } from './options';
import type { SessionData } from './types';
import { isSignedIn, type SignedInSession } from './signed-in';

export { isSignedIn, type SignedInSession };
import { buildPath } from '../domain/routes';

export type AppSession = IronSession<SessionData>;

export async function getSession(): Promise<AppSession> {
  return getIronSession<SessionData>(await cookies(), sessionOptions());
}

/** The signed-in session of this request for this tenant, or null. Cached per request. */
export const readSignedInSession = cache(async (alias: string | null): Promise<SignedInSession | null> => {
  const session = await getSession();
  if (!isSignedIn(session)) return null;
  if ((session.alias ?? null) !== alias) return null;
  return session;
});

/** Every protected page calls this itself: middleware is never the only gate. */
export async function requireSession(alias: string | null): Promise<SignedInSession> {
  const session = await readSignedInSession(alias);
  if (!session) redirect(buildPath(alias, 'auth'));
  return session;
}
