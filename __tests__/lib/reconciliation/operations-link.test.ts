import { transactionFilterFromSearchParams } from '@/lib/domain/filter-link';
import { encodeListQuery } from '@/lib/domain/list-query-wire';
import { transactionQuery } from '@/lib/domain/query-conditions';
import { defaultTransactionFilter } from '@/lib/domain/transaction-filter';
import { reconciliationFileParams, reconciliationOperationsHref } from '@/lib/reconciliation/operations-link';

const NOW = new Date('2026-03-10T12:00:00.000Z');

describe('the operations of a reconciliation', () => {
  it('opens the list with its id and currency and without the default date range', () => {
    const href = reconciliationOperationsHref('/greenbank/list', { id: 321, currencyId: 840 }, NOW);
    const [path, query = ''] = href.split('?');
    expect(path).toBe('/greenbank/list');
    // The list page reads the link with its own defaults (default currency, last 30 days).
    const listDefaults = defaultTransactionFilter({ now: new Date('2026-03-11T00:00:00.000Z'), currencyId: 643 });
    const filter = transactionFilterFromSearchParams(new URLSearchParams(query), listDefaults);
    expect(filter.reconciliationId).toBe(321);
    expect(filter.currencyId).toBe(840);
    expect(filter.serverDateTime).toEqual({ ge: null, le: null });
    expect(filter.offset).toBe(0);
    // …and asks the API for exactly the reconciliation's operations.
    const api = encodeListQuery(transactionQuery(filter, 2));
    expect(api.get('reconciliationId.eq')).toBe('321');
    expect(api.get('serverDateTime.ge')).toBeNull();
  });

  it('writes the currency even when it is the default one', () => {
    const href = reconciliationOperationsHref('/list', { id: 5, currencyId: 643 }, NOW);
    expect(new URLSearchParams(href.split('?')[1]).get('currency')).toBe('643');
  });

  it('downloads the file as the report of the reconciliation', () => {
    expect(reconciliationFileParams(7).toString()).toBe('reconciliationId=7');
  });
});
