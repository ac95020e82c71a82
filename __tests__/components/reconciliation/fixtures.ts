import type { Reconciliation } from '@/lib/acquiring/contract/reconciliations';

/** A successful server-initiated reconciliation of terminal T0004, with `change` on top. */
export const reconciliationRow = (id: number, change: Partial<Reconciliation> = {}): Reconciliation => ({
  id,
  serverDateTime: '2026-03-01T20:30:00.000Z',
  terminal: { id: 4, externalId: 'T0004', merchant: { id: 2, name: 'Кафе «Ромашка»', externalId: 'M000002' } },
  operationDay: 41,
  hostResponseCode: '00',
  initiator: 'SERVER',
  user: null,
  status: 0,
  downloadFile: `reconciliation-${id}.csv`,
  sumAmount: 123450,
  salesAmount: 123450,
  refundAmount: 0,
  netAmount: 123450,
  cashWithdrawalAmount: 0,
  preAuthAmount: 0,
  count: 3,
  currencyId: 643,
  ...change,
});
