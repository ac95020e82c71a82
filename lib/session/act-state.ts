import 'server-only';
import { callEndpoint } from '../acquiring/upstream';
import * as ENDPOINTS from '../acquiring/endpoints';
import type { Deadline } from '../acquiring/deadline';
import { canUseAct, hasRole } from '../domain/roles';
import type { SignedInSession } from './signed-in';
import { ACT_OFF, actPrefillFrom, type ActShellState } from '../account/acts';

/**
 * The act state of the signed-in shell (spec §2 user menu, §4 "Act"): merchant and holding users whose merchant
 * (the outlet `api/organization/merchant` answers by default) has `sbpXUserLogin`; whether an act exists
 * (`api/qps-refund-keys/show`); the generate form's prefill from the user's company. Any failure leaves the act off:
 * the shell must render without it.
 */
export async function loadActState(session: SignedInSession, deadline?: Deadline): Promise<ActShellState> {
  const { user, alias, token } = session;
  if (!hasRole(user.roles, 'merchant', 'holding')) return ACT_OFF;
  const isMerchant = hasRole(user.roles, 'merchant');
  const call = { alias, token, deadline };
  const [merchant, act, company] = await Promise.all([
    callEndpoint(ENDPOINTS.merchant, call).catch(() => null),
    callEndpoint(ENDPOINTS.actShow, { ...call, csrf: session.upstreamCsrf }).catch(() => undefined),
    // the user's own company (a holding user has none)
    isMerchant ? callEndpoint(ENDPOINTS.company, call).catch(() => null) : Promise.resolve(null),
  ]);
  if (!canUseAct(user.roles, merchant) || act === undefined) return ACT_OFF;
  return {
    canAct: true,
    exists: act !== null,
    // a holding user has no company call of their own: the session object's company (spec §2 "prefilled from the user's company")
    prefill: actPrefillFrom(user, company ?? (user.companyName ? { name: user.companyName, realAddress: user.companyRealAddress, inn: user.companyInn } : null)),
  };
}
