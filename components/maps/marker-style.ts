/** A cluster's diameter grows with the number of operations in it (px). */
export function clusterSize(count: number): number {
  return Math.round(Math.min(56, 28 + Math.log10(Math.max(1, count)) * 8));
}
