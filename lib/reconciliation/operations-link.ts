/** The operations list filtered by one reconciliation (spec §3 transaction filter `reconciliationId`). */
import type { Reconciliation } from '../acquiring/contract/reconciliations';
import { transactionFilterToSearchParams } from '../domain/filter-link';
import { defaultTransactionFilter } from '../domain/transaction-filter';

/**
 * Exactly the reconciliation's operations: its id, its currency (each terminal works in one) and no
 * date range, since the list's default "last 30 days" would cut older days. The currency is always
 * written so the list does not fall back to the user's default currency.
 */
export function reconciliationOperationsHref(
  listPath: string,
  reconciliation: Pick<Reconciliation, 'id' | 'currencyId'>,
  now: Date,
): string {
  const defaults = defaultTransactionFilter({ now, currencyId: null });
  const params = transactionFilterToSearchParams(
    { ...defaults, reconciliationId: reconciliation.id, currencyId: reconciliation.currencyId, serverDateTime: { ge: null, le: null } },
    defaults,
  );
  return `${listPath}?${params.toString()}`;
}

/** GET api/merchant/report?reconciliationId= — the reconciliation file (its operations as CSV). */
export function reconciliationFileParams(reconciliationId: number): URLSearchParams {
  return new URLSearchParams({ reconciliationId: String(reconciliationId) });
}
