import { transactionFilterFromSearchParams, transactionFilterToSearchParams } from '@/lib/domain/filter-link';
import { reconciliationFilterFromSearchParams, reconciliationFilterToSearchParams, type ReconciliationFilter } from '@/lib/domain/reconciliation-filter-query';
import type { TransactionFilter } from '@/lib/domain/transaction-filter';
import { defaults, fullFilter, reconciliationDefaults } from './filter-fixtures';

describe('transaction filter in the page URL', () => {
  it('writes nothing for the defaults', () => {
    expect(transactionFilterToSearchParams(defaults, defaults).toString()).toBe('');
  });

  it('round-trips a filter with every field set', () => {
    const params = transactionFilterToSearchParams(fullFilter, defaults);
    expect(transactionFilterFromSearchParams(new URLSearchParams(params.toString()), defaults)).toEqual(fullFilter);
  });

  it('round-trips explicitly cleared values that differ from the defaults', () => {
    const cleared: TransactionFilter = { ...defaults, serverDateTime: { ge: null, le: null }, currencyId: null };
    const params = transactionFilterToSearchParams(cleared, defaults);
    expect(params.toString()).toBe('from=&to=&currency=');
    expect(transactionFilterFromSearchParams(params, defaults)).toEqual(cleared);
  });

  it('writes lists as repeated parameters', () => {
    const params = transactionFilterToSearchParams({ ...defaults, statuses: ['success', 'unknown'], terminalIds: [4, 2] }, defaults);
    expect(params.getAll('status')).toEqual(['success', 'unknown']);
    expect(params.getAll('terminalId')).toEqual(['4', '2']);
  });

  it('ignores unknown parameters and invalid values', () => {
    const params = new URLSearchParams(
      'foo=bar&limit=-1&offset=abc&status=bogus&operation=PAYMENT&operation=HACK&terminalId=1&terminalId=0&terminalId=x' +
        '&from=yesterday&amountFrom=1e9&currency=NaN&order=a;drop&desc=maybe&archive=yes&coordinates=1,2,3&cardMethod=NFC',
    );
    expect(transactionFilterFromSearchParams(params, defaults)).toEqual({
      ...defaults,
      operations: ['PAYMENT'],
      terminalIds: [1],
    });
  });

  it('refuses a page size above the related-list limit and overlong text', () => {
    const params = new URLSearchParams({ limit: '100000', rrn: 'x'.repeat(201) });
    expect(transactionFilterFromSearchParams(params, defaults)).toEqual(defaults);
  });

  it('drops repeated list values', () => {
    const params = new URLSearchParams('userId=5&userId=5&userId=6');
    expect(transactionFilterFromSearchParams(params, defaults).userIds).toEqual([5, 6]);
  });

  it('keeps payment instrument names as the API lists them, spaces included ("RSB Dynamic QR"), and nothing odd', () => {
    const filter = { ...defaults, paymentInstrumentNames: ['RSB Dynamic QR', 'Card', 'mVisa'] };
    const params = transactionFilterToSearchParams(filter, defaults);
    expect(transactionFilterFromSearchParams(new URLSearchParams(params.toString()), defaults).paymentInstrumentNames).toEqual(['RSB Dynamic QR', 'Card', 'mVisa']);
    const odd = new URLSearchParams([['instrument', ' Card'], ['instrument', '<b>'], ['instrument', 'a,b'], ['instrument', 'Cash']]);
    expect(transactionFilterFromSearchParams(odd, defaults).paymentInstrumentNames).toEqual(['Cash']);
  });

  it('reads an empty list parameter as an explicitly empty list', () => {
    const base = { ...defaults, operations: ['PAYMENT' as const] };
    expect(transactionFilterFromSearchParams(new URLSearchParams('operation='), base).operations).toEqual([]);
  });
});

describe('reconciliation filter in the page URL', () => {
  it('round-trips a filter with every field set', () => {
    const filter: ReconciliationFilter = {
      ...reconciliationDefaults,
      limit: 40,
      offset: 40,
      checkNumber: { operationDay: 3 },
      terminalIds: [8],
      merchantIds: [9],
      serverDateTime: { ge: '2024-02-01T00:00:00.000Z', le: null },
      order: { name: 'operationDay', descending: false },
      statusesReconciliation: ['unsuccessful'],
      hostResponseCodes: ['00', '96'],
      initiator: ['ADMIN', 'SERVER'],
      initiatorFullName: 'Иванов',
      reconciliationId: 15,
      archive: true,
    };
    const params = reconciliationFilterToSearchParams(filter, reconciliationDefaults);
    expect(reconciliationFilterFromSearchParams(new URLSearchParams(params.toString()), reconciliationDefaults)).toEqual(filter);
  });

  it('ignores invalid values', () => {
    const params = new URLSearchParams('status=1&initiator=ROOT&hostResponseCode=%3Cscript%3E');
    expect(reconciliationFilterFromSearchParams(params, reconciliationDefaults)).toEqual(reconciliationDefaults);
  });
});
