import type { SessionData } from './types';
import { resealStepMs } from '../shared/session-step';

/**
 * The upstream keeps a session alive for `lifeTime` seconds after each call (sandbox/CONTRACT.md);
 * the sealed cookie follows it, so an idle user is signed out after `lifeTime` and an active one is not.
 * null while the move would be smaller than the step: the cookie then stays as it is.
 */
export function extendedExpiry(session: Pick<SessionData, 'expiresAt' | 'lifeTime'>, now: number): number | null {
  if (!session.lifeTime || session.expiresAt <= now) return null;
  const next = now + session.lifeTime * 1000;
  return next - session.expiresAt >= resealStepMs(session.lifeTime) ? next : null;
}
