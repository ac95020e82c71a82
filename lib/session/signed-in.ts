import type { SessionData, ShellUser } from './types';

export interface SignedInSession extends SessionData {
  user: ShellUser;
}

/** A session that is complete (code confirmed) and not past its lifetime. */
export function isSignedIn(session: Partial<SessionData>, now = Date.now()): session is SignedInSession {
  return Boolean(session.token && session.user && !session.mfaPending && (session.expiresAt ?? 0) > now);
}
