import 'server-only';
import { attempt, failuresOf, type Caller, type LoadFailure, type Loaded } from '../acquiring/server-load';
import type { Company, Holding, Merchant, Role, Setting, Terminal, UserListItem } from '../acquiring/contract';
import { RELATED_LIST_LIMIT } from '../domain/limits';
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

export type { LoadFailure };
