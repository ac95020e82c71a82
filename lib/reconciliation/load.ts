import 'server-only';
import { redirect } from 'next/navigation';
import { UpstreamHttpError, UpstreamUnavailableError, upstreamJson } from '../acquiring/upstream';
import type { Currency, Reconciliation, ReconciliationHostResponseCode, Setting, Terminal } from '../acquiring/contract';
import type { ReconciliationFilter } from '../domain/filter-query';
import { RELATED_LIST_LIMIT } from '../domain/limits';
import { buildPath } from '../domain/routes';
import { messageOf } from '../client/api';
import { settingValue } from '../tenant/brand';
import { settingFlag } from '../acquiring/settings';
import { reconciliationCountParams, reconciliationListParams, reconciliationListType } from './filter';

/** One failed call of the first load: the client island shows it as an error alert (spec §8). */
export interface LoadFailure {
  status: number;
  message: string | null;
}

type Loaded<T> = { ok: true; value: T } | { ok: false; failure: LoadFailure };

interface Caller {
  alias: string | null;
  token: string;
}

/** A call whose failure becomes data; an ended session (401/403) goes to the login page. */
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

const valueOr = <T>(loaded: Loaded<T>, fallback: T): T => (loaded.ok ? loaded.value : fallback);
const failuresOf = (...loaded: Loaded<unknown>[]): LoadFailure[] => loaded.flatMap((item) => (item.ok ? [] : [item.failure]));

export interface ReconciliationPage {
  rows: Reconciliation[];
  count: number;
}

export interface ReconciliationPageData {
  page: ReconciliationPage;
  terminals: Terminal[];
  currencies: Currency[];
  /** null when the codes list failed: the page shows 'Невозможно получить список кодов ответов'. */
  hostResponseCodes: ReconciliationHostResponseCode[] | null;
  /** `terminal.closeDay` */
  closeDaySetting: string;
  /** `report.csv.display`: the reconciliation file is a report download */
  reportDownload: boolean;
  failures: LoadFailure[];
}

/** Everything the first paint of /reconciliation needs, in one round of parallel calls. */
export async function loadReconciliationPage(caller: Caller, filter: ReconciliationFilter): Promise<ReconciliationPageData> {
  const type = reconciliationListType(filter);
  const [rows, count, terminals, codes, currencies, settings] = await Promise.all([
    attempt<Reconciliation[]>(caller, `api/reconciliation/${type}`, reconciliationListParams(filter)),
    attempt<number>(caller, `api/reconciliation/${type}/count`, reconciliationCountParams(filter)),
    attempt<Terminal[]>(caller, 'api/terminal/list', new URLSearchParams({ limit: String(RELATED_LIST_LIMIT), offset: '0' })),
    attempt<ReconciliationHostResponseCode[]>(caller, 'api/reconciliation/host-response-codes'),
    attempt<Currency[]>(caller, 'api/currency/list'),
    attempt<Setting[]>(caller, 'api/setting/list'),
  ]);
  const settingList = valueOr(settings, []);
  return {
    page: { rows: valueOr(rows, []), count: valueOr(count, 0) },
    terminals: valueOr(terminals, []),
    currencies: valueOr(currencies, []),
    hostResponseCodes: codes.ok ? codes.value : null,
    closeDaySetting: settingValue(settingList, 'terminal.closeDay'),
    reportDownload: settingFlag(settingValue(settingList, 'report.csv.display')),
    // The codes list has its own message (spec §8), not the default alert.
    failures: failuresOf(rows, count, terminals, currencies, settings),
  };
}
