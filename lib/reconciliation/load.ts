import 'server-only';
import { attempt, failuresOf, valueOr, type Caller, type LoadFailure } from '../page-load/server-load';
import * as ENDPOINTS from '../acquiring/endpoints';
import { endpointCall } from '../acquiring/endpoint';
import type { Terminal } from '../acquiring/contract/organisation';
import type { Reconciliation, ReconciliationHostResponseCode } from '../acquiring/contract/reconciliations';
import type { Currency } from '../acquiring/contract/reference-data';
import type { ReconciliationFilter } from '../domain/reconciliation-filter-query';
import { RELATED_LIST_LIMIT } from '../domain/limits';
import { settingValue } from '../tenant/brand';
import { settingFlag } from '../acquiring/setting-flag';
import { reconciliationCountParams, reconciliationListParams, reconciliationListType } from './filter';
import { ISO_FALLBACK_CURRENCIES } from '../tenant/currency-fallback';





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
    attempt(caller, endpointCall(ENDPOINTS.reconciliationList, { name: type }), reconciliationListParams(filter)),
    attempt(caller, endpointCall(ENDPOINTS.reconciliationCount, { name: type }), reconciliationCountParams(filter)),
    attempt(caller, ENDPOINTS.terminalList, new URLSearchParams({ limit: String(RELATED_LIST_LIMIT), offset: '0' })),
    attempt(caller, ENDPOINTS.hostResponseCodes),
    attempt(caller, ENDPOINTS.currencyList),
    attempt(caller, ENDPOINTS.settingList),
  ]);
  const settingList = valueOr(settings, []);
  return {
    page: { rows: valueOr(rows, []), count: valueOr(count, 0) },
    terminals: valueOr(terminals, []),
    currencies: [...valueOr(currencies, ISO_FALLBACK_CURRENCIES)],
    hostResponseCodes: codes.ok ? codes.value : null,
    closeDaySetting: settingValue(settingList, 'terminal.closeDay'),
    reportDownload: settingFlag(settingValue(settingList, 'report.csv.display')),
    // The codes list has its own message (spec §8), not the default alert.
    failures: failuresOf(rows, count, terminals, currencies, settings),
  };
}

export type { LoadFailure };
