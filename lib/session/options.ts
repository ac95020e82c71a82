import type { SessionOptions } from 'iron-session';
import { serverEnv } from '../env';

/** Longest a session cookie may live, whatever the upstream says (12 hours). */
export const MAX_SESSION_SECONDS = 12 * 60 * 60;

export function sessionCookieName(secure: boolean): string {
  // `__Host-` binds the cookie to this exact origin: no Domain, Path=/, Secure.
  return secure ? '__Host-bo-session' : 'bo-session';
}

export function sessionOptions(ttlSeconds: number = MAX_SESSION_SECONDS): SessionOptions {
  const env = serverEnv();
  const ttl = Math.max(60, Math.min(ttlSeconds, MAX_SESSION_SECONDS));
  return {
    cookieName: sessionCookieName(env.secureCookies),
    password: env.sessionPasswords,
    ttl: ttl + 60,
    cookieOptions: {
      httpOnly: true,
      secure: env.secureCookies,
      sameSite: 'lax',
      path: '/',
      maxAge: ttl,
    },
  };
}
