import { conditionParams, detailsIdFromSearchParams, filterSearch, hasFilterParams, listDefaults, listQueryParams, listSearch, type ListState, listStateFromSearchParams, listType, orderFromSetting, pageCount, reportParams, widerPeriod, withFilter } from '@/lib/operations/list-state';

const now = new Date('2026-05-10T12:00:00Z');
const defaults = listDefaults(now, 643, { name: 'serverDateTime', descending: true });
const initial: ListState = { filter: defaults, cardTypes: [], location: 'any' };

describe('the operations list state', () => {
  it('defaults to 20 rows from offset 0, the default currency and the last 30 days (spec §3, §9)', () => {
    const params = listQueryParams(initial, 2);
    expect(params.get('limit')).toBe('20');
    expect(params.get('offset')).toBe('0');
    expect(params.get('currencyId.eq')).toBe('643');
    expect(params.get('serverDateTime.ge')).toBe('2026-04-10T12:00:00.000Z');
    expect(params.get('order')).toBe('serverDateTime,desc');
    expect(listSearch(initial, defaults)).toBe('');
  });

  it('builds every filter condition of spec §7 and round-trips through the page URL', () => {
    const state: ListState = {
      filter: {
        ...defaults,
        statuses: ['success', 'cancelled'],
        operations: ['PAYMENT', 'REFUND'],
        cardInputCapabilities: ['CONTACTLESS'],
        amount: { ge: '10,50', le: '100' },
        rrn: '1234',
        authorizationCode: 'A1',
        terminalIds: [3, 4],
        merchantIds: [2],
        userIds: [9],
        merchantCompanyIds: [1],
        paymentInstrumentNames: ['Card'],
        checkNumber: { operationDay: 12, transactionNumber: 5 },
        reconciliationId: 77,
        workflowDataListFieldTitle: 'Заказ',
      },
      cardTypes: ['VISA'],
      location: 'known',
    };
    const query = listQueryParams(state, 2);
    expect(Object.fromEntries(query)).toMatchObject({
      'status.in': '0,6,7',
      'operation.in': 'PAYMENT,REFUND',
      'cardMethod.in': 'CONTACTLESS',
      'amount.ge': '1050',
      'amount.le': '10000',
      'rrn.like': '1234',
      'authorizationCode.like': 'A1',
      'terminalId.in': '3,4',
      'merchantId.in': '2',
      'userId.in': '9',
      'merchant.companyId.in': '1',
      'paymentInstrument.name.in': 'Card,Host,Server',
      'operationDay.eq': '12',
      'transactionNumber.eq': '5',
      'reconciliationId.eq': '77',
      'workflowDataList.field.title.like': 'Заказ',
      'cardType.in': 'VISA',
      'coordinates.nullable': 'false',
    });
    const search = listSearch(state, defaults, 42);
    const back = listStateFromSearchParams(new URLSearchParams(search), defaults);
    expect(back).toEqual(state);
    expect(new URLSearchParams(search).get('trx')).toBe('42');
  });

  it('by location: known ones, unknown ones (the «Без местоположения» of the map page), or all; a stray value is all', () => {
    const unknown: ListState = { ...initial, location: 'unknown' };
    expect(listQueryParams(unknown, 2).get('coordinates.nullable')).toBe('true');
    expect(listSearch(unknown, defaults)).toBe('?located=0');
    expect(listStateFromSearchParams(new URLSearchParams('located=0'), defaults).location).toBe('unknown');
    expect(listStateFromSearchParams(new URLSearchParams('located=1'), defaults).location).toBe('known');
    expect(listStateFromSearchParams(new URLSearchParams('located=yes'), defaults).location).toBe('any');
    expect(listQueryParams(initial, 2).has('coordinates.nullable')).toBe(false);
  });

  it('expands Cash to cash and operations without an instrument', () => {
    const state = withFilter(initial, { paymentInstrumentNames: ['Cash'] });
    expect(listQueryParams(state, 2).get('paymentInstrument.name.inWithNull')).toBe('Cash');
  });

  it('asks the archive only with the archive flag, else every operation', () => {
    expect(listType(defaults)).toBe('total');
    expect(listType({ ...defaults, archive: true })).toBe('archive');
    expect(reportParams({ ...initial, filter: { ...defaults, archive: true } }, 2).get('archive')).toBe('true');
  });

  it('leaves paging out of counts and reports, keeps the order for reports', () => {
    const state = withFilter(initial, { offset: 40 });
    expect(conditionParams(state, 2).has('offset')).toBe(false);
    expect(conditionParams(state, 2).has('order')).toBe(false);
    const report = reportParams(state, 2);
    expect(report.has('limit')).toBe(false);
    expect(report.has('offset')).toBe(false);
    expect(report.get('order')).toBe('serverDateTime,desc');
  });

  it('goes back to the first page on any filter change', () => {
    const paged = withFilter(initial, { offset: 60 });
    expect(paged.filter.offset).toBe(60);
    expect(withFilter(paged, { rrn: '1' }).filter.offset).toBe(0);
  });

  it('tells a URL with a filter from one with only the open details', () => {
    expect(hasFilterParams(new URLSearchParams('trx=5'))).toBe(false);
    expect(hasFilterParams(new URLSearchParams('status=success'))).toBe(true);
  });

  it('reads the open operation (?trx=ID) only as a positive id', () => {
    expect(detailsIdFromSearchParams(new URLSearchParams('status=success&trx=42'))).toBe(42);
    expect(detailsIdFromSearchParams(new URLSearchParams('status=success'))).toBeNull();
    for (const value of ['', '0', '-3', '07', '1.5', 'abc', '12345678901234567']) {
      expect(detailsIdFromSearchParams(new URLSearchParams({ trx: value }))).toBeNull();
    }
  });

  it('reads the display.order setting', () => {
    expect(orderFromSetting('amount,asc')).toEqual({ name: 'amount', descending: false });
    expect(orderFromSetting('amount')).toEqual({ name: 'amount', descending: true });
    expect(orderFromSetting('drop table;')).toEqual({ name: 'serverDateTime', descending: true });
  });

  it('counts pages and suggests a wider period when nothing is found', () => {
    expect(pageCount(0, 20)).toBe(1);
    expect(pageCount(41, 20)).toBe(3);
    expect(widerPeriod({ ge: '2026-04-10T12:00:00.000Z', le: '2026-05-10T12:00:00.000Z' }, now)).toEqual({
      days: 90,
      ge: '2026-02-09T12:00:00.000Z',
      le: '2026-05-10T12:00:00.000Z',
    });
    expect(widerPeriod({ ge: '2026-01-01T00:00:00.000Z', le: null }, now)?.days).toBe(180);
    expect(widerPeriod({ ge: '2025-10-01T00:00:00.000Z', le: null }, now)).toBeNull();
    expect(widerPeriod({ ge: null, le: null }, now)).toBeNull();
  });
});

describe('the filter carried between the list and the map', () => {
  it('is the same query without the open operation', () => {
    expect(filterSearch(new URLSearchParams('currency=392&userId=7&trx=12'))).toBe('?currency=392&userId=7');
    expect(filterSearch(new URLSearchParams('trx=12'))).toBe('');
  });

  it('leaves the page behind: entering the list from another page starts at offset 0 (spec §2), the map has no pages', () => {
    expect(filterSearch(new URLSearchParams('currency=392&offset=40&limit=20'))).toBe('?currency=392&limit=20');
    expect(filterSearch(new URLSearchParams('offset=40'))).toBe('');
  });
});
