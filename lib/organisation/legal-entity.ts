/**
 * A holding opens one of its legal entities (issue 34): `/organisation?company={id}` shows the entity, its outlets and
 * their terminals, as the organisation page does for a merchant. The address carries the choice, so a link can be
 * shared and the back button returns to the holding.
 */
import type { MerchantRef, Terminal } from '../acquiring/contract/organisation';
import { DELETED_TERMINAL_STATUS } from './terminals';

/** The search parameter naming the legal entity. */
export const LEGAL_ENTITY_PARAM = 'company';

/** The legal entity's id in the page's search parameters, or null (absent, repeated or not a positive integer). */
export function legalEntityIdFrom(value: string | string[] | undefined): number | null {
  if (typeof value !== 'string' || !/^[1-9]\d{0,15}$/.test(value)) return null;
  const id = Number(value);
  return Number.isSafeInteger(id) ? id : null;
}

/** The address of a legal entity under the organisation page's path (the tenant's, e.g. `/greenbank/organisation`). */
export function legalEntityHref(organisationPath: string, companyId: number): string {
  return `${organisationPath}?${new URLSearchParams({ [LEGAL_ENTITY_PARAM]: String(companyId) }).toString()}`;
}

export interface OutletSummary {
  id: number;
  name: string;
  /** terminals that are not deleted (spec §4: status 3 is hidden) */
  terminals: number;
  /** of those, the active ones (status 0) */
  activeTerminals: number;
}

/** The legal entity's outlets in its own order, each with the count of its terminals among `terminals`. */
export function outletSummaries(outlets: readonly Pick<MerchantRef, 'id' | 'name'>[], terminals: readonly Pick<Terminal, 'merchantId' | 'status'>[]): OutletSummary[] {
  return outlets.map(({ id, name }) => {
    const own = terminals.filter((terminal) => terminal.merchantId === id && terminal.status !== DELETED_TERMINAL_STATUS);
    return { id, name, terminals: own.length, activeTerminals: own.filter((terminal) => terminal.status === 0).length };
  });
}
