/** A point of a period summary (spec §3): amounts in minor units. */
export interface SummaryItem {
  period: string;
  step: number;
  amount: number;
  count: number;
}

/**
 * "Summaries are aggregated by pairing adjacent entries and summing amounts and counts" (spec §9).
 * Each pair keeps the period of its first entry and covers both steps; an odd last entry stays
 * alone.
 */
export function pairAdjacent(items: readonly SummaryItem[]): SummaryItem[] {
  const paired: SummaryItem[] = [];
  for (let index = 0; index < items.length; index += 2) {
    const first = items[index];
    if (!first) continue;
    const second = items[index + 1];
    paired.push(
      second
        ? {
            period: first.period,
            step: first.step + second.step,
            amount: first.amount + second.amount,
            count: first.count + second.count,
          }
        : { ...first },
    );
  }
  return paired;
}

/** Pairs repeatedly until at most `maxPoints` remain (a chart's room for bars). */
export function aggregateToAtMost(items: readonly SummaryItem[], maxPoints: number): SummaryItem[] {
  if (!Number.isInteger(maxPoints) || maxPoints < 1) throw new RangeError(`Invalid point count: ${maxPoints}`);
  let result = [...items];
  while (result.length > maxPoints) result = pairAdjacent(result);
  return result;
}
