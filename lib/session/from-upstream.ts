import type { SessionObject } from '../acquiring/contract/session';
import type { ShellUser, SessionData } from './types';
import { codeDestination } from '../account/code-destination';

export function toShellUser(session: SessionObject): ShellUser {
  const { user } = session;
  return {
    id: user.id,
    fullName: user.fullName,
    loginEmail: user.loginEmail || null,
    loginPhone: user.loginPhone || null,
    holdingId: user.holdingId,
    companyId: user.companyId,
    merchantId: user.merchantId,
    roles: session.roles,
    showWindowPage: session.showWindowPage,
    passExpireDate: session.passExpireDate ?? user.passExpireDate,
    needChangePassword: user.needChangePassword,
    companyName: user.company?.name ?? null,
    companyRealAddress: user.company?.realAddress ?? null,
    companyInn: user.company?.inn ?? null,
  };
}

/** The session cookie's content for an upstream session object (spec §3 "Session object"). */
export function sessionDataFrom(
  alias: string | null,
  upstream: SessionObject,
  now: number,
  buildVersion?: string,
): SessionData {
  const mfaPending = upstream.authenticationCodeRequired === true;
  const sentTo = mfaPending ? codeDestination(upstream) : null;
  return {
    alias,
    token: upstream.token,
    expiresAt: now + Math.max(0, upstream.lifeTime) * 1000,
    lifeTime: Math.max(0, upstream.lifeTime),
    buildVersion,
    mfaPending,
    ...(sentTo ? { codeSentTo: sentTo } : {}),
    user: toShellUser(upstream),
  };
}
