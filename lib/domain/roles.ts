/** User roles (spec §6). */
export const ROLES = ['operator', 'merchant', 'holding'] as const;

export type Role = (typeof ROLES)[number];

/** `all` in a role check always passes (spec §6). */
export type RoleCheck = Role | 'all';

type Id = number | string | null | undefined;

export interface RoleSource {
  holdingId?: Id;
  companyId?: Id;
}

function isSet(id: Id): id is number | string {
  return id !== null && id !== undefined && id !== '';
}

/** holdingId → holding; companyId without holding → merchant; neither → operator. */
export function roleOfUser(user: RoleSource): Role {
  if (isSet(user.holdingId)) return 'holding';
  if (isSet(user.companyId)) return 'merchant';
  return 'operator';
}

export function rolesOfUser(user: RoleSource): Role[] {
  return [roleOfUser(user)];
}

export function hasRole(roles: readonly Role[], ...names: readonly RoleCheck[]): boolean {
  return names.some((name) => name === 'all' || roles.includes(name));
}

export interface MerchantGrant {
  grantId: number;
  value: string | number | null;
}

export interface ActMerchant {
  sbpXUserLogin?: string | null;
}

/** The act capability is on when the merchant has an SBP user login (spec §4). */
export function hasActCapability(merchant: ActMerchant | null | undefined): boolean {
  return Boolean(merchant?.sbpXUserLogin?.trim());
}

/** Generate, view and send the act: merchant and holding roles with the capability on (spec §6). */
export function canUseAct(roles: readonly Role[], merchant: ActMerchant | null | undefined): boolean {
  return hasRole(roles, 'merchant', 'holding') && hasActCapability(merchant);
}

export type ActMenuItem = 'generate' | 'show' | 'send';

/** Generate while no act exists; show and send once one does (spec §2 user menu). */
export function actMenuItems(canAct: boolean, actExists: boolean): ActMenuItem[] {
  if (!canAct) return [];
  return actExists ? ['show', 'send'] : ['generate'];
}

/** The grant that can take the storefront away from an operator (spec §4). */
export const WINDOW_PAGE_GRANT_ID = 10;

/** The grant behind the merchant details' "reader authorisation with password" checkbox (spec §3). */
export const READER_PASSWORD_GRANT_ID = 1;

/**
 * The grants a role may change (POST api/merchant/grant). The only grant the interface offers is the reader-password
 * checkbox of the merchant's details (spec §3), and only operators read the merchant (spec §4 "Organisation data by
 * role": holding users read the holding, merchant users the company). Every other grant — the storefront (10, spec
 * §4), 5, … — is the bank's to set: no role changes it from here, whatever it sends.
 */
export const CHANGEABLE_GRANTS: Readonly<Record<Role, readonly number[]>> = {
  operator: [READER_PASSWORD_GRANT_ID],
  merchant: [],
  holding: [],
};

export function mayChangeGrant(role: Role, grantId: number): boolean {
  return CHANGEABLE_GRANTS[role].includes(grantId);
}

/**
 * The show-window-page flag computed at login (spec §4): off for holding or merchant users, on
 * otherwise, except an operator whose grant 10 is "0".
 */
export function windowPageFlag(roles: readonly Role[], grants: readonly MerchantGrant[] = []): boolean {
  if (hasRole(roles, 'holding', 'merchant')) return false;
  const grant = grants.find((item) => item.grantId === WINDOW_PAGE_GRANT_ID);
  return !(hasRole(roles, 'operator') && grant !== undefined && String(grant.value) === '0');
}

/** The Витрина tab and page: operator role with the show-window-page flag on (spec §2). */
export function canOpenWindowPage(roles: readonly Role[], showWindowPage: boolean): boolean {
  return showWindowPage && hasRole(roles, 'operator');
}

/** The terminal action column is for the merchant role only (spec §2, §6). */
export function canSeeTerminalActions(roles: readonly Role[]): boolean {
  return hasRole(roles, 'merchant');
}

export type OrganisationKind = 'holding' | 'company' | 'merchant';

/** Which organisation a user reads: GET api/organization/{kind} (spec §4, §7). */
export const ORGANISATION_KIND_BY_ROLE = {
  holding: 'holding',
  merchant: 'company',
  operator: 'merchant',
} as const satisfies Record<Role, OrganisationKind>;

export function organisationKindFor(role: Role): OrganisationKind {
  return ORGANISATION_KIND_BY_ROLE[role];
}

export interface AdminScope {
  holdingId?: Id;
  companyId?: Id;
  merchantId?: Id;
}

export interface OrganisationNames {
  holdingTitle(id: number | string): string | undefined;
  companyName(id: number | string): string | undefined;
  merchantName(id: number | string): string | undefined;
}

export type AdminAccessLevel =
  | { kind: 'holding'; name: string }
  | { kind: 'company'; name: string }
  | { kind: 'merchant'; name: string };

/**
 * The level behind 'Holding administrator: {title}', 'Legal entity administrator: {name}' and
 * 'Outlet administrator: {name}', chosen by holdingId, then companyId, then merchantId (spec §3).
 * An id whose name is not known shows the id itself rather than an empty label.
 */
export function adminAccessLevel(admin: AdminScope, names: OrganisationNames): AdminAccessLevel | null {
  const { holdingId, companyId, merchantId } = admin;
  if (isSet(holdingId)) {
    return { kind: 'holding', name: names.holdingTitle(holdingId) ?? String(holdingId) };
  }
  if (isSet(companyId)) {
    return { kind: 'company', name: names.companyName(companyId) ?? String(companyId) };
  }
  if (isSet(merchantId)) {
    return { kind: 'merchant', name: names.merchantName(merchantId) ?? String(merchantId) };
  }
  return null;
}
