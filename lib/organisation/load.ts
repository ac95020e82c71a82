import 'server-only';
import { attempt, failuresOf, mapLoaded, type Caller, type LoadFailure, type Loaded } from '../page-load/server-load';
import * as ENDPOINTS from '../acquiring/endpoints';
import type { Company, Holding, Merchant, Terminal, UserListItem } from '../acquiring/contract/organisation';
import type { Role } from '../acquiring/contract/session';
import { RELATED_LIST_LIMIT } from '../domain/limits';
import { encodeListQuery } from '../domain/list-query-wire';
import { organisationKindFor } from '../domain/roles';
import { organisationSettings, type OrganisationSettings } from './settings';
import { userListQuery } from './user-list-query';
import { usersForBrowser } from './user-secrets';


export type OrganisationData =
  | { kind: 'holding'; holding: Holding }
  | { kind: 'company'; company: Company }
  | { kind: 'merchant'; merchant: Merchant }
  | { kind: 'none' };

export interface OrganisationPageData {
  organisation: OrganisationData;
  /** Read on the server: the settings table (with its defaults) stays out of the page's JS. */
  settings: OrganisationSettings;
  terminals: Terminal[];
  operators: UserListItem[];
  admins: UserListItem[];
  failures: LoadFailure[];
}



async function loadOrganisation(caller: Caller, role: Role): Promise<Loaded<OrganisationData>> {
  const kind = organisationKindFor(role);
  if (kind === 'holding') return mapLoaded(await attempt(caller, ENDPOINTS.holding), (holding) => ({ kind, holding }));
  if (kind === 'company') return mapLoaded(await attempt(caller, ENDPOINTS.company), (company) => ({ kind, company }));
  return mapLoaded(await attempt(caller, ENDPOINTS.merchant), (merchant) => ({ kind, merchant }));
}

/** Spec §4 "Organisation data by role", the settings, terminals (limit 1000), operators and administrators (limit 9999). */
export async function loadOrganisationPage(caller: Caller, roles: readonly Role[]): Promise<OrganisationPageData> {
  const role = roles[0] ?? 'operator';
  const [organisation, settings, terminals, operators, admins] = await Promise.all([
    loadOrganisation(caller, role),
    attempt(caller, ENDPOINTS.settingList),
    attempt(caller, ENDPOINTS.terminalList, new URLSearchParams({ limit: String(RELATED_LIST_LIMIT), offset: '0' })),
    attempt(caller, ENDPOINTS.userList, userListQuery('operators', roles)),
    attempt(caller, ENDPOINTS.userList, userListQuery('admins', roles)),
  ]);
  const shown = organisationSettings(settings.ok ? settings.value : []);
  // the lists go to the browser: users' secrets only as lib/organisation/user-secrets.ts allows
  const reader = { roles, apiSecretDisplay: shown.apiSecretDisplay };
  return {
    organisation: organisation.ok ? organisation.value : { kind: 'none' },
    settings: shown,
    terminals: terminals.ok ? terminals.value : [],
    operators: operators.ok ? usersForBrowser(operators.value, reader) : [],
    admins: admins.ok ? usersForBrowser(admins.value, reader) : [],
    failures: failuresOf(organisation, settings, terminals, operators, admins),
  };
}

/** A legal entity opened by its holding: none when the API does not know it in the user's holding. */
export interface LegalEntityPageData {
  /** for the way back; null when the API did not answer it */
  holding: Holding | null;
  company: Company | null;
  /** the terminals of the entity's outlets */
  terminals: Terminal[];
  failures: LoadFailure[];
}

/** The API's answer for a legal entity outside the user's holding (or none at all). */
const NOT_FOUND = 404;

/**
 * Issue 34: the holding's drill-down. `api/organization/company?id=` answers only the user's own companies (404 for
 * any other), and `api/terminal/list` only the user's terminals: the API keeps the scope, the page asks for one company.
 */
export async function loadLegalEntityPage(caller: Caller, companyId: number): Promise<LegalEntityPageData> {
  const terminalQuery = encodeListQuery({ conditions: [{ field: 'merchant.companyId', op: 'eq', value: companyId }], limit: RELATED_LIST_LIMIT, offset: 0, order: null, archive: false });
  const [holding, company, terminals] = await Promise.all([
    attempt(caller, ENDPOINTS.holding),
    attempt(caller, ENDPOINTS.company, new URLSearchParams({ id: String(companyId) })),
    attempt(caller, ENDPOINTS.terminalList, terminalQuery),
  ]);
  const unknown = !company.ok && company.failure.status === NOT_FOUND;
  return {
    holding: holding.ok ? holding.value : null,
    company: company.ok ? company.value : null,
    terminals: company.ok && terminals.ok ? terminals.value : [],
    failures: unknown ? failuresOf(holding) : failuresOf(holding, company, terminals),
  };
}

export type { LoadFailure };
