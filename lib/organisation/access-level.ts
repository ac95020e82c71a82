/**
 * The administrators' access-level text (spec §3): 'Holding administrator: {title}', 'Legal entity
 * administrator: {name}' or 'Outlet administrator: {name}', chosen by holdingId, then companyId, then merchantId.
 */
import type { Holding, Company, UserListItem } from '../acquiring/contract/organisation';
import { adminAccessLevel, type AdminAccessLevel, type OrganisationNames } from '../domain/roles';

export type AccessLevelKey = 'accessHolding' | 'accessCompany' | 'accessMerchant';

const KEY_BY_KIND = { holding: 'accessHolding', company: 'accessCompany', merchant: 'accessMerchant' } as const satisfies Record<AdminAccessLevel['kind'], AccessLevelKey>;

export interface KnownOrganisation {
  holding?: Pick<Holding, 'id' | 'title' | 'companyList' | 'merchantList'> | null;
  company?: Pick<Company, 'id' | 'name' | 'merchantList'> | null;
}

/** Names from the list row itself first (the API joins them), then from the organisation the page read. */
export function organisationNames(admin: Pick<UserListItem, 'holdingTitle' | 'companyName' | 'merchantName'>, known: KnownOrganisation): OrganisationNames {
  const byId = <T extends { id: number }>(items: readonly T[] | undefined, id: number | string) => items?.find((item) => String(item.id) === String(id));
  return {
    holdingTitle: (id) => admin.holdingTitle ?? (known.holding && String(known.holding.id) === String(id) ? known.holding.title : undefined),
    companyName: (id) => admin.companyName ?? byId(known.holding?.companyList, id)?.name ?? (known.company && String(known.company.id) === String(id) ? known.company.name : undefined),
    merchantName: (id) => admin.merchantName ?? byId(known.holding?.merchantList ?? known.company?.merchantList, id)?.name,
  };
}

export interface AccessLevelText {
  key: AccessLevelKey;
  name: string;
}

export function accessLevelText(admin: Pick<UserListItem, 'holdingId' | 'companyId' | 'merchantId' | 'holdingTitle' | 'companyName' | 'merchantName'>, known: KnownOrganisation = {}): AccessLevelText | null {
  const level = adminAccessLevel(admin, organisationNames(admin, known));
  return level ? { key: KEY_BY_KIND[level.kind], name: level.name } : null;
}
