import { isExactMatch, normaliseSearchText, rankSearchHits, searchProbeParams, searchProbes, SEARCH_MAX_RESULTS, type SearchRow } from '@/lib/operations/operation-search';

const matches = (input: string) => searchProbes(input).map((probe) => probe.match);

describe('what the typed text is read as (issue 21 §2 search)', () => {
  it('nothing below three characters', () => {
    expect(searchProbes('12')).toEqual([]);
    expect(searchProbes('  1 ')).toEqual([]);
  });

  it('four digits: an RRN or code fragment, the card\'s last 4 digits, an amount', () => {
    expect(matches('1234')).toEqual(['rrn', 'authorizationCode', 'card', 'amount']);
    expect(searchProbes('1234').find((probe) => probe.match === 'card')?.conditions).toEqual([{ field: 'cardMask', op: 'like', value: '*1234' }]);
  });

  it('a twelve-digit RRN is not an authorisation code nor an amount', () => {
    expect(matches('412345678901')).toEqual(['rrn']);
  });

  it('a letter-and-digit code is an authorisation code only', () => {
    expect(matches('A1B2C3')).toEqual(['authorizationCode']);
    expect(searchProbes('a1b2c3')[0]?.conditions).toEqual([{ field: 'authorizationCode', op: 'like', value: 'a1b2c3' }]);
  });

  it('an amount with kopecks, a comma or a point, spaces between thousands: minor units, as the host keeps them (unsigned)', () => {
    expect(matches('2 000,50')).toEqual(['amount']);
    expect(searchProbes('2 000,50')[0]?.conditions).toEqual([{ field: 'amount', op: 'eq', value: 200050 }]);
    expect(searchProbes('8009.5')[0]?.conditions).toEqual([{ field: 'amount', op: 'eq', value: 800950 }]);
  });

  it('a negative amount, typed or copied from the screen, finds the refund of that size', () => {
    const refund = [{ field: 'amount', op: 'eq', value: 800900 }];
    expect(matches('-8009')).toEqual(['amount']);
    expect(searchProbes('-8009')[0]?.conditions).toEqual(refund);
    expect(searchProbes('−8 009,00')[0]?.conditions).toEqual(refund);
    expect(searchProbes('- 8009')[0]?.conditions).toEqual(refund);
  });

  it('a check number: operation day / operation number, with or without the number sign', () => {
    expect(searchProbes('№ 12 / 345')[0]).toEqual({
      match: 'checkNumber',
      conditions: [
        { field: 'operationDay', op: 'eq', value: 12 },
        { field: 'transactionNumber', op: 'eq', value: 345 },
      ],
    });
    expect(matches('12-345')).toEqual(['checkNumber']);
  });

  it('text that is none of these asks nothing', () => {
    expect(searchProbes('Иванов Иван')).toEqual([]);
    expect(normaliseSearchText(' № 12 / 345 ')).toBe('12/345');
  });

  it('each reading asks a few rows, newest first, by the list query scheme', () => {
    const [probe] = searchProbes('A1B2C3');
    expect(probe && searchProbeParams(probe).toString()).toBe('authorizationCode.like=A1B2C3&limit=5&offset=0&order=serverDateTime%2Cdesc');
  });
});

/** A row of the list answer: what the ranking reads, the rest irrelevant. */
function row(id: number, fields: Partial<SearchRow> = {}): SearchRow {
  return { id, serverDateTime: `2026-12-0${(id % 9) + 1}T10:00:00Z`, cardMask: null, rrn: null, authorizationCode: null, ...fields };
}

describe('what is an exact match', () => {
  it('the card\'s last 4 digits, a whole RRN or code (any case); an amount or check number always (asked by eq)', () => {
    expect(isExactMatch(row(1, { cardMask: '220070******8444' }), 'card', '8444')).toBe(true);
    expect(isExactMatch(row(1, { rrn: '145684441372' }), 'rrn', '8444')).toBe(false);
    expect(isExactMatch(row(1, { rrn: '145684441372' }), 'rrn', ' 145684441372 ')).toBe(true);
    expect(isExactMatch(row(1, { authorizationCode: '7AE47U' }), 'authorizationCode', '7ae47u')).toBe(true);
    expect(isExactMatch(row(1, { authorizationCode: '184444' }), 'authorizationCode', '8444')).toBe(false);
    expect(isExactMatch(row(1), 'amount', '8444')).toBe(true);
    expect(isExactMatch(row(1), 'checkNumber', '12/345')).toBe(true);
  });
});

describe('the readings\' rows, ranked (issue 34 §4)', () => {
  it('«8444»: the card ending in 8444 before the amount 8 444,00, before RRNs and codes that merely contain the digits', () => {
    // the readings answer in reading order (RRN first), each newest first, as the dialog asks them
    const hits = rankSearchHits('8444', [
      { match: 'rrn', rows: [row(1, { rrn: '145684441372', serverDateTime: '2026-10-27T17:42:43Z' }), row(2, { rrn: '909844427532', serverDateTime: '2026-09-13T07:26:54Z' })] },
      { match: 'authorizationCode', rows: [row(3, { authorizationCode: '184441', serverDateTime: '2026-11-30T10:00:00Z' })] },
      { match: 'card', rows: [row(4, { cardMask: '220070******8444', serverDateTime: '2026-12-03T06:08:10Z' }), row(5, { cardMask: '400000******8444', serverDateTime: '2026-06-01T10:00:00Z' })] },
      { match: 'amount', rows: [row(6, { serverDateTime: '2026-12-01T10:00:00Z' })] },
    ]);
    expect(hits.map((hit) => [hit.row.id, hit.match, hit.exact])).toEqual([
      [4, 'card', true],
      [5, 'card', true],
      [6, 'amount', true],
      [1, 'rrn', false],
      [2, 'rrn', false],
      [3, 'authorizationCode', false],
    ]);
  });

  it('a whole RRN or code is exact: it comes before partial matches of any kind, after a card and an amount', () => {
    const hits = rankSearchHits('123456', [
      { match: 'rrn', rows: [row(1, { rrn: '991234567890' })] },
      { match: 'authorizationCode', rows: [row(2, { authorizationCode: '123456' }), row(3, { authorizationCode: 'X123456' })] },
      { match: 'amount', rows: [row(4)] },
    ]);
    expect(hits.map((hit) => hit.row.id)).toEqual([4, 2, 1, 3]);
  });

  it('newest first within a kind, whatever order the answers came in', () => {
    const hits = rankSearchHits('1234', [{ match: 'card', rows: [row(1, { cardMask: '4*1234', serverDateTime: '2026-01-01T00:00:00Z' }), row(2, { cardMask: '5*1234', serverDateTime: '2026-02-01T00:00:00Z' })] }]);
    expect(hits.map((hit) => hit.row.id)).toEqual([2, 1]);
  });

  it('each operation once, under its best reading, at most ten', () => {
    const rows = (ids: number[], fields: Partial<SearchRow> = {}) => ids.map((id) => row(id, fields));
    const hits = rankSearchHits('1234', [
      { match: 'rrn', rows: rows([1, 2], { rrn: '912345678901' }) },
      { match: 'card', rows: rows([2, 3, 4, 5, 6], { cardMask: '400000******1234' }) },
      { match: 'amount', rows: rows([7, 8, 9, 10, 11, 12]) },
    ]);
    expect(hits).toHaveLength(SEARCH_MAX_RESULTS);
    expect(hits.filter((hit) => hit.row.id === 2)).toEqual([expect.objectContaining({ match: 'card', exact: true })]);
    expect(hits.map((hit) => hit.match)).toEqual([...Array(5).fill('card'), ...Array(5).fill('amount')]);
  });
});
