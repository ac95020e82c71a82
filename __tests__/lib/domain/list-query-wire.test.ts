import { encodeListQuery, listValues, readListConditions, readOrder, splitConditionKey } from '@/lib/domain/list-query-wire';
import { TRANSACTION_QUERY_FIELDS, transactionQuery, type ListQuery } from '@/lib/domain/query-conditions';
import { RECONCILIATION_QUERY_FIELDS, reconciliationQuery } from '@/lib/domain/reconciliation-filter-query';
import { fullFilter, reconciliationDefaults } from './filter-fixtures';

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
