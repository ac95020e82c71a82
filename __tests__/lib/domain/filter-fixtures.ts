/** The filters the domain's filter tests share: a fixed clock, the defaults, and a filter with every field set. */
import { defaultReconciliationFilter } from '@/lib/domain/reconciliation-filter-query';
import { defaultTransactionFilter, type TransactionFilter } from '@/lib/domain/transaction-filter';

export const now = new Date('2024-03-31T12:00:00.000Z');
export const defaults = defaultTransactionFilter({ now, currencyId: 643 });
export const reconciliationDefaults = defaultReconciliationFilter({ now });

export const fullFilter: TransactionFilter = {
  limit: 50,
  offset: 100,
  checkNumber: { operationDay: 12, transactionNumber: 345 },
  workflowDataListFieldTitle: 'Order 42',
  authorizationCode: 'A1B2',
  terminalIds: [3, 1],
  merchantIds: [7],
  userIds: [9, 10],
  merchantCompanyIds: [2],
  paymentInstrumentNames: ['Card', 'Cash'],
  statuses: ['success', 'pending'],
  operations: ['PAYMENT', 'REFUND'],
  cardInputCapabilities: ['CONTACTLESS'],
  amount: { ge: '10,50', le: '1000' },
  serverDateTime: { ge: '2024-01-01T00:00:00.000Z', le: '2024-01-31T23:59:59.999Z' },
  currencyId: 840,
  rrn: '4012',
  coordinates: ['55.75,37.61'],
  order: { name: 'amount', descending: false },
  reconciliationId: 77,
  archive: true,
};
