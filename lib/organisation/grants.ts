/** The reader-authorisation-with-password checkbox (spec §3): grant 1 of the outlet, on ("1") by default. */
import type { MerchantGrant } from '../acquiring/contract/organisation';
import { READER_PASSWORD_GRANT_ID } from '../domain/roles';

export { READER_PASSWORD_GRANT_ID };

/**
 * The checkbox always changes grant 1, the one grant the interface offers (lib/domain/roles.ts `CHANGEABLE_GRANTS`);
 * its state is grant 1's value, else the first merchant grant's (spec §3 "default 1 taken from the first merchant grant").
 */
export function readerPasswordGrant(grants: readonly MerchantGrant[]): { grantId: number; checked: boolean } {
  const grant = grants.find((item) => item.grantId === READER_PASSWORD_GRANT_ID) ?? grants[0];
  return { grantId: READER_PASSWORD_GRANT_ID, checked: grant === undefined || String(grant.value) !== '0' };
}
