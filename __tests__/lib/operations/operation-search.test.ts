import { mergeSearchHits, normaliseSearchText, searchProbeParams, searchProbes, SEARCH_MAX_RESULTS } from '@/lib/operations/operation-search';

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

describe('the readings\' rows, merged', () => {
  it('in reading order, each operation once under its first reading, at most ten', () => {
    const rows = (ids: number[]) => ids.map((id) => ({ id }));
    const hits = mergeSearchHits([
      { match: 'rrn', rows: rows([1, 2]) },
      { match: 'card', rows: rows([2, 3, 4, 5, 6]) },
      { match: 'amount', rows: rows([7, 8, 9, 10, 11, 12]) },
    ]);
    expect(hits.map((hit) => [hit.row.id, hit.match])).toEqual([
      [1, 'rrn'], [2, 'rrn'], [3, 'card'], [4, 'card'], [5, 'card'], [6, 'card'], [7, 'amount'], [8, 'amount'], [9, 'amount'], [10, 'amount'],
    ]);
    expect(hits).toHaveLength(SEARCH_MAX_RESULTS);
  });
});
