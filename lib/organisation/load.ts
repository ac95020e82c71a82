import 'server-only';
import { attempt, failuresOf, type Caller, type LoadFailure, type Loaded } from '../page-load/server-load';
import type { Company, Holding, Merchant, Role, Setting, Terminal, UserListItem } from '../acquiring/contract';
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
  const loaded = await attempt<Holding | Company | Merchant>(caller, `api/organization/${kind}`);
  if (!loaded.ok) return loaded;
  if (kind === 'holding') return { ok: true, value: { kind, holding: loaded.value as Holding } };
  if (kind === 'company') return { ok: true, value: { kind, company: loaded.value as Company } };
  return { ok: true, value: { kind, merchant: loaded.value as Merchant } };
}

/** Spec §4 "Organisation data by role", the settings, terminals (limit 1000), operators and administrators (limit 9999). */
export async function loadOrganisationPage(caller: Caller, roles: readonly Role[]): Promise<OrganisationPageData> {
  const role = roles[0] ?? 'operator';
  const [organisation, settings, terminals, operators, admins] = await Promise.all([
    loadOrganisation(caller, role),
    attempt<Setting[]>(caller, 'api/setting/list'),
    attempt<Terminal[]>(caller, 'api/terminal/list', new URLSearchParams({ limit: String(RELATED_LIST_LIMIT), offset: '0' })),
    attempt<UserListItem[]>(caller, 'api/user/list', userListQuery('operators', roles)),
    attempt<UserListItem[]>(caller, 'api/user/list', userListQuery('admins', roles)),
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
    attempt<Holding>(caller, 'api/organization/holding'),
    attempt<Company>(caller, 'api/organization/company', new URLSearchParams({ id: String(companyId) })),
    attempt<Terminal[]>(caller, 'api/terminal/list', terminalQuery),
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
