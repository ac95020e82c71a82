import { transactionFilterFromSearchParams, transactionFilterToSearchParams } from '@/lib/domain/filter-link';
import { encodeListQuery, listValues, readListConditions, readOrder, splitConditionKey } from '@/lib/domain/list-query-wire';
import { TRANSACTION_QUERY_FIELDS, transactionQuery, type ListQuery } from '@/lib/domain/query-conditions';
import { defaultTransactionFilter, type TransactionFilter } from '@/lib/domain/transaction-filter';
import {
  RECONCILIATION_QUERY_FIELDS,
  defaultReconciliationFilter,
  reconciliationFilterFromSearchParams,
  reconciliationFilterToSearchParams,
  reconciliationQuery,
  type ReconciliationFilter,
} from '@/lib/domain/reconciliation-filter-query';

const now = new Date('2024-03-31T12:00:00.000Z');
const defaults = defaultTransactionFilter({ now, currencyId: 643 });
const reconciliationDefaults = defaultReconciliationFilter({ now });

const fullFilter: TransactionFilter = {
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

describe('default transaction filter (spec §3: "limit 20, offset 0 … order (name, default serverDateTime; descending flag)")', () => {
  it('pages by 20 from 0, newest first, over the last 30 days in the default currency', () => {
    expect(defaults).toMatchObject({
      limit: 20,
      offset: 0,
      order: { name: 'serverDateTime', descending: true },
      serverDateTime: { ge: '2024-03-01T12:00:00.000Z', le: '2024-03-31T12:00:00.000Z' },
      currencyId: 643,
      archive: false,
      statuses: [],
    });
  });

  it('has the same base for reconciliations', () => {
    expect(reconciliationDefaults).toMatchObject({ limit: 20, offset: 0, order: { name: 'serverDateTime', descending: true } });
  });
});

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

describe('query wire scheme (sandbox/CONTRACT.md "List queries"): field.op=value, limit, offset, order=field,asc|desc, archive=true', () => {
  const transactionFields = new Set<string>(Object.values(TRANSACTION_QUERY_FIELDS));
  const reconciliationFields = new Set<string>(Object.values(RECONCILIATION_QUERY_FIELDS));

  it('encodes conditions, paging, order and archive', () => {
    const query: ListQuery = {
      conditions: [
        { field: 'status', op: 'in', value: [0, 1] },
        { field: 'rrn', op: 'like', value: 'a:b' },
        { field: 'amount', op: 'ge', value: 1050 },
        { field: 'coordinates', op: 'in', value: ['55.75,37.61', '59.9,30.3'] },
        { field: 'paymentInstrument.name', op: 'inWithNull', value: [] },
        { field: 'rrn', op: 'nullable', value: false },
      ],
      limit: 20,
      offset: 40,
      order: { field: 'serverDateTime', descending: true },
      archive: true,
    };
    expect(decodeURIComponent(encodeListQuery(query).toString())).toBe(
      'status.in=0,1&rrn.like=a:b&amount.ge=1050&coordinates.in=55.75,37.61;59.9,30.3&paymentInstrument.name.inWithNull=' +
        '&rrn.nullable=false&limit=20&offset=40&order=serverDateTime,desc&archive=true',
    );
  });

  it('writes ascending order explicitly and no archive when false', () => {
    const params = encodeListQuery({ conditions: [], limit: 5, offset: 0, order: { field: 'amount', descending: false }, archive: false });
    expect(params.toString()).toBe('limit=5&offset=0&order=amount%2Casc');
  });

  it('refuses to encode a list value that contains its separator', () => {
    expect(() => encodeListQuery({ conditions: [{ field: 'operation', op: 'in', value: ['A,B'] }], limit: 1, offset: 0, order: null, archive: false })).toThrow(RangeError);
  });

  /** What the wire carries of a condition: the text of its values, as the sandbox reads them. */
  const onTheWire = (query: ListQuery) =>
    query.conditions.map(({ field, op, value }) => ({ field, op, values: Array.isArray(value) ? value.map(String) : [String(value)] }));
  const read = (params: URLSearchParams) =>
    readListConditions(params).map(({ field, op, raws }) => ({ field, op, values: op === 'in' || op === 'inWithNull' ? listValues(field, raws) : raws }));

  it('reads back what it writes: every condition, the paging and the order', () => {
    const query = transactionQuery(fullFilter, 2);
    const params = new URLSearchParams(encodeListQuery(query).toString());
    expect(read(params)).toEqual(onTheWire(query));
    expect(read(params).every(({ field }) => transactionFields.has(field))).toBe(true);
    expect([params.get('limit'), params.get('offset')]).toEqual([String(query.limit), String(query.offset)]);
    expect(readOrder(params.get('order') ?? '')).toEqual({ field: 'amount', direction: 'asc' });
    expect(query.order).toEqual({ field: 'amount', descending: false });
  });

  it('reads back a reconciliation query, host response codes as written', () => {
    const query = reconciliationQuery({
      ...reconciliationDefaults,
      terminalIds: [8],
      merchantIds: [9],
      statusesReconciliation: ['unsuccessful'],
      hostResponseCodes: ['00', '96'],
      initiator: ['USER', 'ADMIN'],
      initiatorFullName: 'Иванов',
      reconciliationId: 15,
    });
    const params = new URLSearchParams(encodeListQuery(query).toString());
    expect(read(params)).toEqual(onTheWire(query));
    expect(read(params).every(({ field }) => reconciliationFields.has(field))).toBe(true);
    expect(read(params)).toContainEqual({ field: 'hostResponseCode', op: 'in', values: ['00', '96'] });
  });

  it('reads the rest of the scheme: field=value, repeated list parameters, order without direction', () => {
    const params = new URLSearchParams('currencyId=643&status.in=0&status.in=6,7&order=amount&archive=1&limit=5');
    expect(readListConditions(params)).toEqual([
      { field: 'currencyId', op: 'eq', raws: ['643'] },
      { field: 'status', op: 'in', raws: ['0', '6,7'] },
    ]);
    expect(listValues('status', ['0', '6,7'])).toEqual(['0', '6', '7']);
    expect(readOrder('amount')).toEqual({ field: 'amount', direction: 'desc' });
    expect(readOrder(' amount , asc ')).toEqual({ field: 'amount', direction: 'asc' });
  });

  it('takes an unknown operator suffix as part of the field, and skips a route’s own parameters', () => {
    expect(splitConditionKey('status.between')).toEqual({ field: 'status.between', op: 'eq' });
    expect(splitConditionKey('terminal.merchantId.in')).toEqual({ field: 'terminal.merchantId', op: 'in' });
    const params = new URLSearchParams('scope=all&merchantId=5&limit=1&offset=0&order=id&archive=true');
    expect(readListConditions(params, ['scope'])).toEqual([{ field: 'merchantId', op: 'eq', raws: ['5'] }]);
  });

  it('splits a list by its field’s separator, trimmed, without empty values', () => {
    expect(listValues('coordinates', ['55.75,37.61;59.9,30.3'])).toEqual(['55.75,37.61', '59.9,30.3']);
    expect(listValues('status', [' 1 , ,2', ''])).toEqual(['1', '2']);
    expect(listValues('paymentInstrument.name', [''])).toEqual([]);
  });
});
