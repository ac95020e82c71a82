import 'server-only';
import { cookies } from 'next/headers';
import { ALIAS_COOKIE } from '../shared/tenant-segment';
import { serverEnv } from '../env';

const REMEMBERED_SECONDS = 365 * 24 * 3600;

/**
 * Spec §4: the tenant of a successful sign-in is remembered, and kept after logout; the middleware leads
 * unprefixed URLs to it. Set here only, never on a visit: one look at `/greenbank/…` must not send `/auth`
 * there for good. A sign-in of the default tenant (null) forgets it. Through Next's cookie store, like the
 * session: a raw Set-Cookie header is re-serialised by Next, which dropped its Max-Age. Read by the
 * middleware only: HttpOnly, and Secure wherever the session cookie is (Observatory cookie test).
 */
export async function rememberTenant(alias: string | null): Promise<void> {
  const store = await cookies();
  if (alias === null) {
    if (store.get(ALIAS_COOKIE) !== undefined) store.delete(ALIAS_COOKIE);
    return;
  }
  store.set(ALIAS_COOKIE, alias, { path: '/', httpOnly: true, sameSite: 'lax', secure: serverEnv().secureCookies, maxAge: REMEMBERED_SECONDS });
}
