import { TRANSACTION_QUERY_FIELDS, transactionQuery } from '@/lib/domain/query-conditions';
import { RECONCILIATION_QUERY_FIELDS, reconciliationQuery } from '@/lib/domain/reconciliation-filter-query';
import { defaults, fullFilter, reconciliationDefaults } from './filter-fixtures';

describe('transaction query (spec §7 filter conditions)', () => {
  const query = transactionQuery(fullFilter, 2);
  const condition = (field: string, op?: string) =>
    query.conditions.filter((item) => item.field === field && (op === undefined || item.op === op));

  it('uses "in" for userId, merchantId, terminalId, status, operation, cardMethod, coordinates and merchant.companyId', () => {
    expect(condition('userId')).toEqual([{ field: 'userId', op: 'in', value: [9, 10] }]);
    expect(condition('merchantId')).toEqual([{ field: 'merchantId', op: 'in', value: [7] }]);
    expect(condition('terminalId')).toEqual([{ field: 'terminalId', op: 'in', value: [3, 1] }]);
    expect(condition('operation')).toEqual([{ field: 'operation', op: 'in', value: ['PAYMENT', 'REFUND'] }]);
    expect(condition('cardMethod')).toEqual([{ field: 'cardMethod', op: 'in', value: ['CONTACTLESS'] }]);
    expect(condition('coordinates')).toEqual([{ field: 'coordinates', op: 'in', value: ['55.75,37.61'] }]);
    expect(condition('merchant.companyId')).toEqual([{ field: 'merchant.companyId', op: 'in', value: [2] }]);
  });

  it('expands status groups into host response codes', () => {
    expect(condition('status')).toEqual([{ field: 'status', op: 'in', value: [0, 1, 4] }]);
  });

  it('expands payment instruments: "Card expands to Card, Host and Server; Cash also includes null"', () => {
    expect(condition(TRANSACTION_QUERY_FIELDS.paymentInstrumentNames)).toEqual([
      { field: 'paymentInstrument.name', op: 'inWithNull', value: ['Card', 'Host', 'Server', 'Cash'] },
    ]);
    const cardOnly = transactionQuery({ ...defaults, paymentInstrumentNames: ['Card'] }, 2);
    expect(cardOnly.conditions).toContainEqual({ field: 'paymentInstrument.name', op: 'in', value: ['Card', 'Host', 'Server'] });
  });

  it('uses "eq" for currencyId, operationDay, transactionNumber and reconciliationId', () => {
    expect(query.conditions.filter((item) => item.op === 'eq')).toEqual([
      { field: 'currencyId', op: 'eq', value: 840 },
      { field: 'operationDay', op: 'eq', value: 12 },
      { field: 'transactionNumber', op: 'eq', value: 345 },
      { field: 'reconciliationId', op: 'eq', value: 77 },
    ]);
  });

  it('uses "ge and le" for serverDateTime and amount, the amount in minor units of the currency', () => {
    expect(condition('serverDateTime')).toEqual([
      { field: 'serverDateTime', op: 'ge', value: '2024-01-01T00:00:00.000Z' },
      { field: 'serverDateTime', op: 'le', value: '2024-01-31T23:59:59.999Z' },
    ]);
    expect(condition('amount')).toEqual([
      { field: 'amount', op: 'ge', value: 1050 },
      { field: 'amount', op: 'le', value: 100000 },
    ]);
    expect(transactionQuery({ ...fullFilter, amount: { ge: '10,5', le: null } }, 0).conditions).toContainEqual({
      field: 'amount',
      op: 'ge',
      value: 11,
    });
  });

  it('uses "like" for rrn, authorizationCode and workflowDataList.field.title', () => {
    expect(query.conditions.filter((item) => item.op === 'like')).toEqual([
      { field: 'rrn', op: 'like', value: '4012' },
      { field: 'authorizationCode', op: 'like', value: 'A1B2' },
      { field: 'workflowDataList.field.title', op: 'like', value: 'Order 42' },
    ]);
  });

  it('carries paging, order and archive', () => {
    expect(query).toMatchObject({ limit: 50, offset: 100, order: { field: 'amount', descending: false }, archive: true });
  });

  it('leaves out empty parts of the filter', () => {
    const plain = transactionQuery({ ...defaults, rrn: '  ', serverDateTime: { ge: null, le: null }, currencyId: null }, 2);
    expect(plain).toEqual({ conditions: [], limit: 20, offset: 0, order: { field: 'serverDateTime', descending: true }, archive: false });
  });
});

describe('reconciliation query ("uses terminal.merchantId, hostResponseCode, initiator and user.fullName")', () => {
  it('maps every filter field', () => {
    const query = reconciliationQuery({
      ...reconciliationDefaults,
      checkNumber: { operationDay: 3 },
      terminalIds: [8],
      merchantIds: [9],
      statusesReconciliation: ['unsuccessful'],
      hostResponseCodes: ['96'],
      initiator: ['USER'],
      initiatorFullName: 'Petrov',
      reconciliationId: 15,
    });
    expect(query.conditions).toEqual([
      { field: 'terminalId', op: 'in', value: [8] },
      { field: 'terminal.merchantId', op: 'in', value: [9] },
      { field: 'status', op: 'in', value: [2, 3] },
      { field: 'hostResponseCode', op: 'in', value: ['96'] },
      { field: 'initiator', op: 'in', value: ['USER'] },
      { field: 'operationDay', op: 'eq', value: 3 },
      { field: RECONCILIATION_QUERY_FIELDS.reconciliationId, op: 'eq', value: 15 },
      { field: 'serverDateTime', op: 'ge', value: '2024-03-01T12:00:00.000Z' },
      { field: 'serverDateTime', op: 'le', value: '2024-03-31T12:00:00.000Z' },
      { field: 'user.fullName', op: 'like', value: 'Petrov' },
    ]);
  });
});
