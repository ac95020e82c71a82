import 'server-only';
import { redirect } from 'next/navigation';
import { UpstreamHttpError, UpstreamUnavailableError, upstreamJson } from '../acquiring/upstream';
import type { Company, Holding, Merchant, Role, Setting, Terminal, UserListItem } from '../acquiring/contract';
import { messageOf } from '../client/api';
import { RELATED_LIST_LIMIT } from '../domain/limits';
import { organisationKindFor } from '../domain/roles';
import { buildPath } from '../domain/routes';
import { userListQuery } from './user-lists';

/** One failed call of the first load: the client island shows it as an error alert (spec §8). */
export interface LoadFailure {
  status: number;
  message: string | null;
}

type Loaded<T> = { ok: true; value: T } | { ok: false; failure: LoadFailure };

export type OrganisationData =
  | { kind: 'holding'; holding: Holding }
  | { kind: 'company'; company: Company }
  | { kind: 'merchant'; merchant: Merchant }
  | { kind: 'none' };

export interface OrganisationPageData {
  organisation: OrganisationData;
  settings: Setting[];
  terminals: Terminal[];
  operators: UserListItem[];
  admins: UserListItem[];
  failures: LoadFailure[];
}

interface Caller {
  alias: string | null;
  token: string;
}

/** A failed call becomes data; an ended session (401/403) goes to the login page (spec §8). */
async function attempt<T>(caller: Caller, path: string, search?: URLSearchParams): Promise<Loaded<T>> {
  try {
    return { ok: true, value: await upstreamJson<T>({ alias: caller.alias, path, search, token: caller.token }) };
  } catch (error) {
    if (error instanceof UpstreamHttpError) {
      if (error.status === 401 || error.status === 403) redirect(`${buildPath(caller.alias, 'auth')}?reason=ended`);
      return { ok: false, failure: { status: error.status, message: messageOf(error.body) } };
    }
    if (error instanceof UpstreamUnavailableError) return { ok: false, failure: { status: error.status, message: null } };
    throw error;
  }
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
  const all = [organisation, settings, terminals, operators, admins] as Loaded<unknown>[];
  return {
    organisation: organisation.ok ? organisation.value : { kind: 'none' },
    settings: settings.ok ? settings.value : [],
    terminals: terminals.ok ? terminals.value : [],
    operators: operators.ok ? operators.value : [],
    admins: admins.ok ? admins.value : [],
    failures: all.flatMap((item) => (item.ok ? [] : [item.failure])),
  };
}
