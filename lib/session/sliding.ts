import type { SessionData } from './types';

/** Extend at most once a minute: each extension rewrites the cookie. */
export const EXTEND_EVERY_MS = 60_000;

/**
 * The upstream keeps a session alive for `lifeTime` seconds after each call (sandbox/CONTRACT.md);
 * the sealed cookie follows it, so an idle user is signed out after `lifeTime` and an active one is not.
 */
export function extendedExpiry(session: Pick<SessionData, 'expiresAt' | 'lifeTime'>, now: number): number | null {
  if (!session.lifeTime || session.expiresAt <= now) return null;
  const next = now + session.lifeTime * 1000;
  return next - session.expiresAt >= EXTEND_EVERY_MS ? next : null;
}
