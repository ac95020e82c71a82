/** The reader-authorisation-with-password checkbox (spec §3): the first merchant grant, on ("1") by default. */
import type { MerchantGrant } from '../acquiring/contract';

/** Grant 1 of the contract: reader authorisation with password. */
export const READER_PASSWORD_GRANT_ID = 1;

export function readerPasswordGrant(grants: readonly MerchantGrant[]): { grantId: number; checked: boolean } {
  const first = grants[0];
  if (!first) return { grantId: READER_PASSWORD_GRANT_ID, checked: true };
  return { grantId: first.grantId, checked: String(first.value) !== '0' };
}
