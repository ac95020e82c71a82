/**
 * The text filter above the organisation's lists (spec §4): a case-insensitive substring of any of a row's texts.
 * With no text a list shows its listed rows (the terminals' deleted ones only turn up in a search). The server
 * renders every row with its key; the filter, in the browser, picks which of them show.
 */
export interface FilterKey {
  /** what the filter searches */
  texts: readonly string[];
  /** shown while the filter is empty */
  listed: boolean;
}

export function matchesFilter({ texts, listed }: FilterKey, filter: string): boolean {
  const needle = filter.trim().toLocaleLowerCase('ru');
  if (!needle) return listed;
  return texts.some((text) => text.toLocaleLowerCase('ru').includes(needle));
}
