import { aggregateToAtMost, pairAdjacent, type SummaryItem } from '@/lib/domain/summary';

const item = (period: string, amount: number, count: number): SummaryItem => ({ period, step: 1, amount, count });

describe('pairAdjacent (spec §9: "Summaries are aggregated by pairing adjacent entries and summing amounts and counts")', () => {
  it('sums amounts and counts of each adjacent pair, keeping the first period', () => {
    expect(pairAdjacent([item('01', 100, 1), item('02', 250, 2), item('03', 5, 1), item('04', 45, 3)])).toEqual([
      { period: '01', step: 2, amount: 350, count: 3 },
      { period: '03', step: 2, amount: 50, count: 4 },
    ]);
  });

  it('keeps an odd last entry alone', () => {
    expect(pairAdjacent([item('01', 1, 1), item('02', 2, 1), item('03', 3, 1)])).toEqual([
      { period: '01', step: 2, amount: 3, count: 2 },
      { period: '03', step: 1, amount: 3, count: 1 },
    ]);
  });

  it('keeps totals unchanged and does not touch its input', () => {
    const items = [item('01', 7, 1), item('02', 11, 2), item('03', 13, 3)];
    const copy = structuredClone(items);
    const totals = (list: SummaryItem[]) => ({ amount: list.reduce((sum, x) => sum + x.amount, 0), count: list.reduce((sum, x) => sum + x.count, 0) });
    expect(totals(pairAdjacent(items))).toEqual(totals(items));
    expect(items).toEqual(copy);
    expect(pairAdjacent([])).toEqual([]);
  });
});

describe('aggregateToAtMost', () => {
  it('pairs until the points fit', () => {
    const items = Array.from({ length: 10 }, (_, index) => item(String(index), index, 1));
    const result = aggregateToAtMost(items, 3);
    expect(result).toHaveLength(3);
    expect(result.map((point) => point.count)).toEqual([4, 4, 2]);
    expect(aggregateToAtMost(items, 10)).toEqual(items);
  });

  it('refuses a non-positive point count', () => {
    expect(() => aggregateToAtMost([], 0)).toThrow(RangeError);
  });
});
