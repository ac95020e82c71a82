import 'server-only';
import { requireSession } from '../session/session';
import { pageCaller } from '../page-load/page-deadline';
import { aliasFromSegment } from '../tenant/alias';
import type { TransactionDetails } from '../acquiring/contract/transactions';
import type { TransactionFilter } from '../domain/transaction-filter';
import { loadFilterOptions, loadOperationsContext, loadTransactionDetails, type FilterOptions, type LoadFailure, type OperationsContext } from './load';
import { detailsIdFromSearchParams, listDefaults, orderFromSetting } from './list-state';
import { defaultCurrencyId } from './money-view';
import { toSearchParams } from './search-params';

export interface FilteredPageProps {
  params: Promise<{ subCatalog: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

/**
 * What the pages over the transaction filter (the list, the map) load on the server: the session,
 * currencies and settings, the filter's options, the list defaults and the operation open in the URL.
 */
export async function loadFilteredPage({ params, searchParams }: FilteredPageProps) {
  const alias = aliasFromSegment((await params).subCatalog);
  const session = await requireSession(alias);
  const caller = await pageCaller(alias, session);
  const query = toSearchParams(await searchParams);
  const detailsId = detailsIdFromSearchParams(query);
  const [context, filterOptions, details] = await Promise.all([
    loadOperationsContext(caller),
    loadFilterOptions(caller, session.user.roles.includes('holding')),
    detailsId === null ? Promise.resolve(null) : loadTransactionDetails(caller, detailsId),
  ]);
  const defaults: TransactionFilter = listDefaults(new Date(), defaultCurrencyId(context.currencies), orderFromSetting(context.settings.displayOrder));
  const failures: LoadFailure[] = [...context.failures, ...filterOptions.failures, ...(details && !details.ok ? [details.failure] : [])];
  const initialDetails: TransactionDetails | null = details?.ok ? details.value : null;
  const options: FilterOptions = filterOptions.options;
  const operations: OperationsContext = context;
  return { alias, session, caller, query, context: operations, options, defaults, initialDetails, failures };
}
